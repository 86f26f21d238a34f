import { List, Switch } from 'antd-mobile';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { useClickGuard } from '@/components/ClickGuard';
import { Header } from '@/components/Header';
import { useT } from '@/lib/i18n';
import { session, setUserInfo } from '@/lib/session';
import { showToast } from '@/lib/ui';
import { orderApi } from '../api';
import { errorText, useRouteTitle } from '../components/ui';
import '../components/order.css';

/**
 * /shortOrder: quick order opened or closed (`member.quickOrder`). The state is the user info's
 * `quickOrderOpen`; after a change the session's user info (persisted) takes the gateway's answer, and
 * the start-up user-info call brings the same state back after a reload.
 */
export default function QuickOrder() {
  const t = useT();
  const title = useRouteTitle('/shortOrder');
  const { userInfo } = useSnapshot(session);
  const open = userInfo?.quickOrderOpen === true;
  const { guard, running } = useClickGuard();
  const [error, setError] = useState('');

  const toggle = guard(async (next: boolean) => {
    const info = session.userInfo;
    if (!info) return;
    setError('');
    try {
      const { quickOrderOpen } = await orderApi.quickOrder(info.memberId, next);
      setUserInfo({ ...(session.userInfo ?? info), quickOrderOpen });
      showToast(quickOrderOpen ? t('order.quick.opened') : t('order.quick.closed'));
    } catch (failure) {
      setError(t('order.quick.failed', { message: errorText(failure) }));
    }
  });

  return (
    <div className="ord-page ord-page--nobar">
      <Header title={title} />
      <List mode="card">
        <List.Item
          description={open ? t('order.quick.onHint') : t('order.quick.offHint')}
          extra={<Switch checked={open} loading={running} aria-label={t('order.quick.switch')} onChange={(checked) => void toggle(checked)} />}
        >
          {t('order.quick.label')}
        </List.Item>
      </List>
      <p className="ord-muted" role="status" style={{ padding: '0 24px' }}>
        {open ? t('order.quick.stateOn') : t('order.quick.stateOff')}
      </p>
      {error && (
        <p className="ord-error" role="alert" style={{ padding: '0 24px' }}>
          {error}
        </p>
      )}
      <p className="ord-muted" style={{ padding: '0 24px' }}>
        {t('order.quick.note')}
      </p>
    </div>
  );
}
