import { List, Switch } from 'antd-mobile';
import { useSnapshot } from 'valtio';
import { Header } from '@/components/Header';
import { api } from '@/lib/api';
import '@/lib/buttons';
import { menuButtons } from '@/lib/constants';
import { useT } from '@/lib/i18n';
import { session, setUserInfo, useCan } from '@/lib/session';
import { showToast } from '@/lib/ui';
import { useWrite } from '@/lib/write';
import { useRouteTitle } from '../components/ui';
import '../components/order.css';

/**
 * /shortOrder: quick order opened or closed (`member.quickOrder`). The state is the user info's
 * `quickOrderOpen`; after a change the session's user info (persisted) takes the gateway's answer, and
 * the start-up user-info call brings the same state back after a reload. A buyer whose menu tree leaves
 * quick order out sees the state with the switch disabled and why (the gateway refuses the call too).
 */
export default function QuickOrder() {
  const t = useT();
  const title = useRouteTitle('/shortOrder');
  const { userInfo } = useSnapshot(session);
  const open = userInfo?.quickOrderOpen === true;
  const mayToggle = useCan(menuButtons.quickOrder);
  const toggle = useWrite({
    write: ({ memberId, open: next }: { memberId: string; open: boolean }) => api.member.quickOrder({ memberId, open: next }),
    showError: 'none',
    message: (message) => t('order.quick.failed', { message }),
    onSuccess: ({ quickOrderOpen }) => {
      const info = session.userInfo;
      if (info) setUserInfo({ ...info, quickOrderOpen });
      showToast(quickOrderOpen ? t('order.quick.opened') : t('order.quick.closed'));
    },
  });
  const change = (next: boolean) => {
    const memberId = session.userInfo?.memberId;
    if (memberId) void toggle.run({ memberId, open: next });
  };

  return (
    <div className="ord-page ord-page--nobar">
      <Header title={title} />
      <List mode="card">
        <List.Item
          description={open ? t('order.quick.onHint') : t('order.quick.offHint')}
          extra={<Switch checked={open} loading={toggle.pending} disabled={!mayToggle} aria-label={t('order.quick.switch')} onChange={change} />}
        >
          {t('order.quick.label')}
        </List.Item>
      </List>
      <p className="ord-muted" role="status" style={{ padding: '0 24px' }}>
        {open ? t('order.quick.stateOn') : t('order.quick.stateOff')}
      </p>
      {!mayToggle && (
        <p className="ord-error" role="alert" style={{ padding: '0 24px' }}>
          {t('permission.quickOrder')}
        </p>
      )}
      {toggle.error && (
        <p className="ord-error" role="alert" style={{ padding: '0 24px' }}>
          {toggle.error}
        </p>
      )}
      <p className="ord-muted" style={{ padding: '0 24px' }}>
        {t('order.quick.note')}
      </p>
    </div>
  );
}
