import { Button, Dialog, List } from 'antd-mobile';
import { type ReactNode, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useClickGuard } from '@/components/ClickGuard';
import { Header } from '@/components/Header';
import { LanguageSwitch } from '@/components/LanguageSwitch';
import { maskMobile } from '@/features/account';
import { clearSearchHistory, loadSearchHistory, searchStore } from '@/features/search';
import { useServerData } from '@/lib/data';
import { type MessageKey, useT } from '@/lib/i18n';
import { logger } from '@/lib/log';
import { nativeBridge } from '@/lib/native';
import { type Href, Link, useNavigate } from '@/lib/navigation';
import { href } from '@/lib/routes';
import { session } from '@/lib/session';
import { showErrorBanner, showToast } from '@/lib/ui';
import { useRouteTitle } from '@/lib/useRouteTitle';
import { fetchRoles } from '../api';
import { cancelAccount, securityErrorText, unbindWeixin } from '../security';
import { logout } from '../store';
import '../security.css';

/** The other apps of the platform the native app can switch to, by the role that uses each. */
const APP_ROLES: Readonly<Record<string, MessageKey>> = {
  seller: 'security.settings.roles.seller',
  driver: 'security.settings.roles.driver',
  carrier: 'security.settings.roles.carrier',
  captain: 'security.settings.roles.captain',
};

/** A row that leads to a page: the whole row is the link, an optional state on the right. */
function LinkRow({ to, label, state }: { to: Href; label: string; state?: ReactNode }) {
  return (
    <List.Item arrowIcon>
      <Link className="settings-row" to={to}>
        <span>{label}</span>
        {state && <span className="settings-row__state">{state}</span>}
      </Link>
    </List.Item>
  );
}

/**
 * The roles the buyer may switch the native app to: asked only when the app says it can switch
 * (canSwitchApp; never in a browser); a failure only hides the choice.
 */
async function switchableRoles(memberId: string | undefined, signal: AbortSignal): Promise<string[]> {
  try {
    if (!memberId || !(await nativeBridge().canSwitchApp())) return [];
    return (await fetchRoles(memberId, signal)).filter((role) => role in APP_ROLES);
  } catch (error) {
    logger().warn('app switch not offered', error);
    return [];
  }
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
  const navigate = useNavigate();
  const { userInfo } = useSnapshot(session);
  const { history } = useSnapshot(searchStore);
  const { guard } = useClickGuard();
  // Logging out has a guard of its own: its button shows only its own progress.
  const { guard: logoutGuard, running: loggingOut } = useClickGuard();
  const memberId = userInfo?.memberId;
  const version = useServerData(() => nativeBridge().getAppVersion(), []);
  const roles = useServerData((signal) => switchableRoles(memberId, signal), [memberId]);

  useEffect(() => loadSearchHistory(), []);

  const askUnbind = guard(async () => {
    const confirmed = await Dialog.confirm({
      title: t('security.settings.unbindTitle'),
      content: t('security.settings.unbindContent'),
      confirmText: t('security.settings.unbindConfirm'),
      cancelText: t('common.cancel'),
    });
    if (!confirmed) return;
    try {
      await unbindWeixin();
    } catch (error) {
      showErrorBanner(securityErrorText(error));
      return;
    }
    showToast(t('security.settings.unbound'), 1500);
  });

  const askCancel = guard(async () => {
    const first = await Dialog.confirm({
      title: t('security.cancel.firstTitle'),
      content: t('security.cancel.firstContent'),
      confirmText: t('security.cancel.continue'),
      cancelText: t('security.cancel.keep'),
    });
    if (!first) return;
    const second = await Dialog.confirm({
      title: t('security.cancel.secondTitle'),
      content: t('security.cancel.secondContent', { account: userInfo?.accountName ?? '' }),
      confirmText: <span className="settings-danger">{t('security.cancel.confirm')}</span>,
      cancelText: t('security.cancel.keep'),
    });
    if (!second) return;
    try {
      await cancelAccount();
    } catch (error) {
      showErrorBanner(securityErrorText(error));
      return;
    }
    showToast(t('security.cancel.done'), 2000);
    navigate(href('/mine'), { replace: true });
  });

  const askLogout = logoutGuard(async () => {
    const confirmed = await Dialog.confirm({ content: t('mine.logoutConfirm'), confirmText: t('mine.logout'), cancelText: t('common.cancel') });
    if (!confirmed) return;
    await logout();
    showToast(t('mine.loggedOutToast'), 1200);
    navigate(href('/mine'), { replace: true });
  });

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
        <LinkRow to={href('/mine/updatePwdSelect')} label={t('security.settings.changePassword')} />
        <LinkRow
          to={href('/Personalinformation/editMobile')}
          label={t('security.settings.changeMobile')}
          state={mobile ? maskMobile(mobile) : t('security.settings.noMobile')}
        />
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
        <List.Item>
          <button type="button" className="settings-row settings-row--button" onClick={() => void askCancel()}>
            {t('security.settings.cancelAccount')}
          </button>
        </List.Item>
      </List>
      <section className="settings-card" aria-labelledby="settings-language">
        <h2 id="settings-language" className="settings-card__title">
          {t('security.settings.language')}
        </h2>
        <LanguageSwitch />
      </section>
      <List mode="card" header={t('security.settings.generalSection')} className="settings-list">
        {(roles.data ?? []).map((role) => (
          <List.Item key={role}>
            <button type="button" className="settings-row settings-row--button" onClick={() => void switchTo(role)}>
              {t('security.settings.switchTo', { role: t(APP_ROLES[role]!) })}
            </button>
          </List.Item>
        ))}
        <List.Item extra={history.length > 0 ? t('security.settings.historyCount', { count: history.length }) : t('security.settings.historyEmpty')}>
          <button type="button" className="settings-row settings-row--button" disabled={history.length === 0} onClick={clearHistory}>
            {t('security.settings.clearHistory')}
          </button>
        </List.Item>
        <List.Item extra={<span aria-live="polite">{version.data ?? (version.error ? t('security.settings.versionUnknown') : '')}</span>}>
          <span className="settings-row">{t('security.settings.version')}</span>
        </List.Item>
      </List>
      <div className="settings-logout">
        <Button block shape="rounded" color="danger" fill="outline" loading={loggingOut} onClick={() => void askLogout()}>
          {t('mine.logout')}
        </Button>
      </div>
    </div>
  );
}
