import { Button } from 'antd-mobile';
import { FormError } from '@/components/Form';
import { isUsableToken } from '@/lib/http/token';
import { t as translate, useT } from '@/lib/i18n';
import { nativeBridge } from '@/lib/native';
import { useWrite } from '@/lib/write';
import { loginErrorText } from '../loginError';
import { requireAgreement } from '../store';
import { WeixinBrowser } from './WeixinBrowser';

/** The native login (weixin authorisation inside the app), after the agreements: the token it leaves. */
async function nativeWeixinToken(): Promise<string> {
  requireAgreement();
  const bridge = nativeBridge();
  await bridge.login();
  const token = await bridge.getToken();
  if (!isUsableToken(token)) throw new Error(translate('account.weixin.noToken'));
  return token;
}

/**
 * Weixin login. Inside the app the native login (weixin authorisation) runs and its token logs the
 * buyer in here. In a browser the authorisation page runs instead (WeixinBrowser).
 */
export function WeixinPanel({ onToken }: { onToken: (token: string) => Promise<void> }) {
  const t = useT();
  const login = useWrite({ write: nativeWeixinToken, showError: 'none', message: (_text, error) => loginErrorText(error), onSuccess: onToken });
  if (!nativeBridge().inApp) return <WeixinBrowser onToken={onToken} />;
  return (
    <div className="login-weixin">
      <p className="login-weixin__text">{t('account.weixin.appText')}</p>
      <FormError message={login.error} />
      <Button block color="success" shape="rounded" size="large" loading={login.pending} onClick={() => void login.run()}>
        {t('account.actions.weixinLogin')}
      </Button>
    </div>
  );
}
