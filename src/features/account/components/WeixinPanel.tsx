import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useClickGuard } from '@/components/ClickGuard';
import { isUsableToken } from '@/lib/http/token';
import { useT } from '@/lib/i18n';
import { nativeBridge } from '@/lib/native';
import { loginErrorText } from '../loginError';
import { accountStore } from '../store';
import { FormError } from '@/components/Form';
import { WeixinBrowser } from './WeixinBrowser';

/**
 * Weixin login. Inside the app the native login (weixin authorisation) runs and its token logs the
 * buyer in here. In a browser the authorisation page runs instead (WeixinBrowser).
 */
export function WeixinPanel({ onToken }: { onToken: (token: string) => Promise<void> }) {
  const t = useT();
  const bridge = nativeBridge();
  const [error, setError] = useState<string | null>(null);
  const { guard, running } = useClickGuard();
  const login = guard(async () => {
    setError(null);
    if (!accountStore.agreed) {
      setError(t('account.agreement.required'));
      return;
    }
    let token: string;
    try {
      await bridge.login();
      token = await bridge.getToken();
    } catch (failure) {
      setError(loginErrorText(failure));
      return;
    }
    if (!isUsableToken(token)) {
      setError(t('account.weixin.noToken'));
      return;
    }
    await onToken(token);
  });

  if (!bridge.inApp) return <WeixinBrowser onToken={onToken} />;
  return (
    <div className="login-weixin">
      <p className="login-weixin__text">{t('account.weixin.appText')}</p>
      <FormError message={error} />
      <Button block color="success" shape="rounded" size="large" loading={running} onClick={() => void login()}>
        {t('account.actions.weixinLogin')}
      </Button>
    </div>
  );
}
