import { Tabs } from 'antd-mobile';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { Header } from '@/components/Header';
import { useT } from '@/lib/i18n';
import { logger } from '@/lib/log';
import { homeHref, useNavigate, useRouteQuery } from '@/lib/navigation';
import { localHref } from '@/lib/routes';
import { completeLogin, fetchMenu } from '@/lib/session';
import { showToast } from '@/lib/ui';
import { AgreementCheck } from '../components/AgreementCheck';
import { PasswordLoginForm } from '../components/PasswordLoginForm';
import { RegisterForm } from '../components/RegisterForm';
import { ResetPasswordForm } from '../components/ResetPasswordForm';
import { SmsLoginForm } from '../components/SmsLoginForm';
import { WeixinPanel } from '../components/WeixinPanel';
import { accountStore, type LoginMode, loginModeOf, presetPasswordLogin, reset, setMode, setRegistering } from '../store';
import '../account.css';

/**
 * /login: log in by phone + SMS code, by password or by weixin (inside the app), or register. Once a
 * token is there the session stores it, loads the user info and the menu tree, and the buyer goes on
 * to `redirect` (a local path only) or the saved home page.
 */
export default function Login() {
  const t = useT();
  const navigate = useNavigate();
  const query = useRouteQuery('/login');
  const snapshot = useSnapshot(accountStore);
  const { registering } = snapshot;
  // Back from the weixin authorisation page (a browser): its answer shows on the weixin tab, from the first paint.
  const mode = loginModeOf(snapshot.mode, query);
  // The forgotten password's reset form, opened from the password login.
  const [resetting, setResetting] = useState(false);
  const onReset = (mobile: string) => {
    setResetting(false);
    presetPasswordLogin(mobile);
    showToast(t('account.reset.done'), 2000);
  };

  const onToken = async (token: string) => {
    const loaded = await completeLogin(token);
    if (!loaded) {
      // The token is good (the buyer is logged in); the menu tree still decides the buttons.
      logger().warn('logged in, but the user info did not load');
      await fetchMenu();
    }
    reset();
    showToast(t('account.success'), 1200);
    void navigate(localHref(query.redirect) ?? homeHref(), { replace: true });
  };

  return (
    <div className="login">
      <Header
        title={resetting ? t('account.reset.title') : registering ? t('account.registerTitle') : t('account.title')}
        {...(resetting ? { onBack: () => setResetting(false) } : registering ? { onBack: () => setRegistering(false) } : {})}
      />
      <p className="login__welcome">{t('account.welcome')}</p>
      {resetting ? (
        <>
          <ResetPasswordForm onDone={onReset} />
          <button type="button" className="login__switch" onClick={() => setResetting(false)}>
            {t('account.reset.toLogin')}
          </button>
        </>
      ) : registering ? (
        <>
          <RegisterForm onToken={onToken} />
          <AgreementCheck />
          <button type="button" className="login__switch" onClick={() => setRegistering(false)}>
            {t('account.actions.toLogin')}
          </button>
        </>
      ) : (
        <>
          <nav aria-label={t('account.tabs.label')}>
            <Tabs className="login__tabs" activeKey={mode} onChange={(key) => setMode(key as LoginMode)}>
              <Tabs.Tab key="sms" title={t('account.tabs.sms')} />
              <Tabs.Tab key="password" title={t('account.tabs.password')} />
              <Tabs.Tab key="weixin" title={t('account.tabs.weixin')} />
            </Tabs>
          </nav>
          {mode === 'sms' && <SmsLoginForm onToken={onToken} />}
          {mode === 'password' && <PasswordLoginForm onToken={onToken} onForgot={() => setResetting(true)} />}
          {mode === 'weixin' && <WeixinPanel onToken={onToken} />}
          <AgreementCheck />
          <button type="button" className="login__switch" onClick={() => setRegistering(true)}>
            {t('account.actions.toRegister')}
          </button>
        </>
      )}
    </div>
  );
}
