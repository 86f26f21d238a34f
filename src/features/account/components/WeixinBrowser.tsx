import { Button } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { LoadingState } from '@/components/LoadState';
import { useT } from '@/lib/i18n';
import { useRouteQuery } from '@/lib/navigation';
import { accountStore, setMode } from '../store';
import { handleWeixinReturn, resetWeixinFlow, startWeixinAuth, weixinFlow } from '../weixin';
import { FormError } from '@/components/Form';
import { WeixinBindForm } from './WeixinBindForm';

/**
 * The weixin tab in a browser: 微信授权登录 leaves for the authorisation page; back on /login with its
 * answer (`weChatCode`, `state`) the code is checked once — a bound weixin logs in, an unbound one shows
 * the binding form, a cancelled or stale answer says so and offers to authorise again.
 */
export function WeixinBrowser({ onToken }: { onToken: (token: string) => Promise<void> }) {
  const t = useT();
  const { redirect, weChatCode, state } = useRouteQuery('/login');
  const { phase, message } = useSnapshot(weixinFlow);
  const [agreementError, setAgreementError] = useState<string | null>(null);
  // The latest completion, so a new one from a re-render does not handle the same answer again.
  const onTokenRef = useRef(onToken);
  useEffect(() => {
    onTokenRef.current = onToken;
  });

  useEffect(() => {
    if (weChatCode === undefined && state === undefined) {
      resetWeixinFlow();
      return;
    }
    void handleWeixinReturn(weChatCode, state, (token) => onTokenRef.current(token));
  }, [weChatCode, state]);

  if (phase === 'checking') return <LoadingState label={t('weixin.checking')} />;
  if (phase === 'bind') return <WeixinBindForm onToken={onToken} />;

  const authorise = () => {
    setAgreementError(null);
    if (!accountStore.agreed) {
      setAgreementError(t('account.agreement.required'));
      return;
    }
    startWeixinAuth(redirect);
  };
  return (
    <section className="login-weixin" aria-labelledby="weixin-browser-title">
      <h2 id="weixin-browser-title" className="login-weixin__title">
        {t('weixin.browser.title')}
      </h2>
      <p className="login-weixin__text">{t('weixin.browser.text')}</p>
      <FormError message={agreementError ?? message} />
      <div className="login-weixin__ways">
        <Button block color="success" shape="rounded" size="large" onClick={authorise}>
          {t('weixin.actions.authorise')}
        </Button>
        <p className="login-weixin__text">{t('weixin.browser.otherWays')}</p>
        <Button block color="primary" fill="outline" shape="rounded" onClick={() => setMode('sms')}>
          {t('account.actions.useSms')}
        </Button>
        <Button block color="primary" fill="outline" shape="rounded" onClick={() => setMode('password')}>
          {t('account.actions.usePassword')}
        </Button>
      </div>
    </section>
  );
}
