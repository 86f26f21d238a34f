import { Button, Dialog, List } from 'antd-mobile';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { Header } from '@/components/Header';
import { LanguageSwitch } from '@/components/LanguageSwitch';
import { LinkRow } from '@/components/LinkRow';
import { maskMobile } from '@/features/account';
import { clearSearchHistory, loadSearchHistory, searchStore } from '@/features/search';
import { type MessageKey, useT } from '@/lib/i18n';
import { logger } from '@/lib/log';
import { nativeBridge } from '@/lib/native';
import { useNavigate } from '@/lib/navigation';
import { useQuery } from '@/lib/query';
import { href } from '@/lib/routes';
import { session } from '@/lib/session';
import { showErrorBanner, showToast } from '@/lib/ui';
import { useRouteTitle } from '@/lib/useRouteTitle';
import { useWrite } from '@/lib/write';
import { memberRoles } from '../queries';
import { useLogout } from '../components/useLogout';
import { cancelAccount, securityErrorText, unbindWeixin } from '../security';
import '../security.css';

/** The other apps of the platform the native app can switch to, by the role that uses each. */
const APP_ROLES: Readonly<Record<string, MessageKey>> = {
  seller: 'security.settings.roles.seller',
  driver: 'security.settings.roles.driver',
  carrier: 'security.settings.roles.carrier',
  captain: 'security.settings.roles.captain',
};

/** What the native app says of itself: its version, and whether it can switch to another role's app (never in a browser). */
const appVersionQuery = { queryKey: ['native', 'appVersion'], queryFn: () => nativeBridge().getAppVersion() } as const;
const canSwitchAppQuery = {
  queryKey: ['native', 'canSwitchApp'],
  queryFn: () =>
    nativeBridge()
      .canSwitchApp()
      .catch((error: unknown) => {
        logger().warn('app switch not offered', error);
        return false;
      }),
} as const;

/** The roles the buyer may switch the native app to: asked only when the app can switch; a failure only hides the choice. */
function useSwitchableRoles(memberId: string | undefined): string[] {
  const canSwitch = useQuery(canSwitchAppQuery).data === true;
  const roles = useQuery({ ...memberRoles(memberId ?? ''), enabled: canSwitch && !!memberId });
  return canSwitch ? (roles.data?.roles ?? []).filter((role) => role in APP_ROLES) : [];
}

/** The account's irreversible actions, each after its confirmation: unbind weixin, cancel the account, log out. */
function useAccountActions(accountName: string) {
  const t = useT();
  const navigate = useNavigate();
  const unbinding = useWrite({
    write: unbindWeixin,
    message: (_text, error) => securityErrorText(error),
    onSuccess: () => showToast(t('security.settings.unbound'), 1500),
  });
  const askUnbind = async () => {
    const confirmed = await Dialog.confirm({
      title: t('security.settings.unbindTitle'),
      content: t('security.settings.unbindContent'),
      confirmText: t('security.settings.unbindConfirm'),
      cancelText: t('common.cancel'),
    });
    if (confirmed) await unbinding.run();
  };

  const cancelling = useWrite({
    write: cancelAccount,
    message: (_text, error) => securityErrorText(error),
    onSuccess: () => {
      showToast(t('security.cancel.done'), 2000);
      void navigate(href('/mine'), { replace: true });
    },
  });
  const askCancel = async () => {
    const first = await Dialog.confirm({
      title: t('security.cancel.firstTitle'),
      content: t('security.cancel.firstContent'),
      confirmText: t('security.cancel.continue'),
      cancelText: t('security.cancel.keep'),
    });
    if (!first) return;
    const second = await Dialog.confirm({
      title: t('security.cancel.secondTitle'),
      content: t('security.cancel.secondContent', { account: accountName }),
      confirmText: <span className="settings-danger">{t('security.cancel.confirm')}</span>,
      cancelText: t('security.cancel.keep'),
    });
    if (second) await cancelling.run();
  };

  const loggingOut = useLogout(() => navigate(href('/mine'), { replace: true }));
  const askLogout = async () => {
    const confirmed = await Dialog.confirm({ content: t('mine.logoutConfirm'), confirmText: t('mine.logout'), cancelText: t('common.cancel') });
    if (confirmed) await loggingOut.run();
  };

  return { askUnbind, askCancel, askLogout, loggingOut };
}

/**
 * /mine/setting: account and security (change the password, change the mobile, unbind weixin when bound,
 * cancel the account after two confirmations), general settings (the language, kept across reloads;
 * switching the native app to another role's app when it can; clearing the search history; the app
 * version — the native app's inside it, this client's in a browser) and log out.
 */
export default function Settings() {
  const t = useT();
  const title = useRouteTitle('/mine/setting');
  const { userInfo } = useSnapshot(session);
  const { history } = useSnapshot(searchStore);
  const version = useQuery(appVersionQuery);
  const roles = useSwitchableRoles(userInfo?.memberId);

  useEffect(() => loadSearchHistory(), []);

  const { askUnbind, askCancel, askLogout, loggingOut } = useAccountActions(userInfo?.accountName ?? '');

  const switchTo = (role: string) =>
    nativeBridge()
      .switchAppType(role)
      .catch((error: unknown) => {
        logger().warn('switchAppType failed', error);
        showErrorBanner(securityErrorText(error));
      });

  const clearHistory = () => {
    clearSearchHistory();
    showToast(t('security.settings.historyCleared'), 1200);
  };

  const mobile = userInfo?.mobile;
  return (
    <div className="security-page settings">
      <Header title={title} />
      <List mode="card" header={t('security.settings.accountSection')} className="settings-list">
        <LinkRow to={href('/mine/updatePwdSelect')}>{t('security.settings.changePassword')}</LinkRow>
        <LinkRow to={href('/Personalinformation/editMobile')} state={mobile ? maskMobile(mobile) : t('security.settings.noMobile')}>
          {t('security.settings.changeMobile')}
        </LinkRow>
        <List.Item
          extra={
            userInfo?.weixinBound ? (
              <Button size="small" shape="rounded" onClick={() => void askUnbind()}>
                {t('security.settings.unbindWeixin')}
              </Button>
            ) : (
              t('security.settings.weixinUnbound')
            )
          }
        >
          <span className="settings-row">
            <span>{t('security.settings.weixin')}</span>
            {userInfo?.weixinBound && <span className="settings-row__state">{t('security.settings.weixinBound')}</span>}
          </span>
        </List.Item>
        <LinkRow onClick={() => void askCancel()}>{t('security.settings.cancelAccount')}</LinkRow>
      </List>
      <section className="settings-card" aria-labelledby="settings-language">
        <h2 id="settings-language" className="settings-card__title">
          {t('security.settings.language')}
        </h2>
        <LanguageSwitch />
      </section>
      <List mode="card" header={t('security.settings.generalSection')} className="settings-list">
        {roles.map((role) => (
          <LinkRow key={role} onClick={() => void switchTo(role)}>
            {t('security.settings.switchTo', { role: t(APP_ROLES[role]!) })}
          </LinkRow>
        ))}
        <LinkRow
          state={history.length > 0 ? t('security.settings.historyCount', { count: history.length }) : t('security.settings.historyEmpty')}
          disabled={history.length === 0}
          onClick={clearHistory}
        >
          {t('security.settings.clearHistory')}
        </LinkRow>
        <List.Item extra={<span aria-live="polite">{version.data ?? (version.error ? t('security.settings.versionUnknown') : '')}</span>}>
          <span className="settings-row">{t('security.settings.version')}</span>
        </List.Item>
      </List>
      <div className="settings-logout">
        <Button block shape="rounded" color="danger" fill="outline" loading={loggingOut.pending} onClick={() => void askLogout()}>
          {t('mine.logout')}
        </Button>
      </div>
    </div>
  );
}
