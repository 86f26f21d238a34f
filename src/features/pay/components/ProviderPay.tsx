import { Button } from 'antd-mobile';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useRouteQuery } from '@/lib/navigation';
import { GuardedButton } from '@/components/ClickGuard';
import { Header } from '@/components/Header';
import { useT } from '@/lib/i18n';
import { nativeBridge } from '@/lib/native';
import { href } from '@/lib/routes';
import { payApi, type PaymentRedirect } from '../api';
import { attemptKey } from '../store';
import { AmountHead } from './AmountHead';
import { LoadState, errorText, useRouteTitle } from './ui';
import { useServerData } from '@/lib/data';

/**
 * Paying with a wallet provider (wechat, alipay): creates the payment (one per attempt key), then in
 * the app hands it to the native pay; in a browser goes to the provider page, which returns to
 * /pay/success or, cancelled, to the cashier.
 */
export function ProviderPay({ way }: { way: 'wechat' | 'alipay' }) {
  const t = useT();
  const navigate = useNavigate();
  // Every provider page (/pay/wechat, /pay/alipay) declares the query of /pay/wechat.
  const { orderId } = useRouteQuery('/pay/wechat');
  const title = useRouteTitle(way === 'wechat' ? '/pay/wechat' : '/pay/alipay');
  const name = t(`order.payWays.${way}`);
  const bridge = nativeBridge();
  const { data: info, loading, error, reload } = useServerData((signal) => payApi.info(orderId, signal), [orderId]);
  const [payment, setPayment] = useState<PaymentRedirect | null>(null);
  const [failure, setFailure] = useState('');

  const create = useCallback(async (): Promise<PaymentRedirect | null> => {
    setFailure('');
    try {
      const body = { orderId, idempotencyKey: attemptKey(orderId, way), ...(bridge.inApp ? { inApp: true } : {}) };
      const created = way === 'wechat' ? await payApi.wechat(body) : await payApi.alipay(body);
      setPayment(created);
      return created;
    } catch (problem) {
      setFailure(t('pay.provider.failed', { message: errorText(problem) }));
      return null;
    }
  }, [orderId, way, bridge.inApp, t]);

  // Create the payment once the bill is known (once per visit; a retry goes through the button).
  const started = useRef(false);
  useEffect(() => {
    if (info && !info.paid && !started.current) {
      started.current = true;
      void create();
    }
  }, [info, create]);

  const go = async () => {
    const current = payment ?? (await create());
    if (!current) return;
    const result = await bridge.pay({ channel: way, payInfo: current.nativePayParams ?? '', webUrl: current.providerUrl });
    if (result.status === 'redirected') return;
    if (result.status === 'success') {
      void navigate(href('/pay/success', { orderId, payId: current.paymentId }), { replace: true });
      return;
    }
    if (result.status === 'cancelled') {
      await payApi.cancel(current.paymentId).catch(() => undefined);
      void navigate(href('/pay', { orderId, paymentId: current.paymentId }), { replace: true });
      return;
    }
    setFailure(t('pay.provider.nativeFailed', { message: result.message ?? result.status }));
  };

  const cancel = async () => {
    if (payment) await payApi.cancel(payment.paymentId).catch(() => undefined);
    void navigate(href('/pay', { orderId, paymentId: payment?.paymentId }), { replace: true });
  };

  return (
    <div className="app-screen">
      <Header title={title} onBack={() => void cancel()} />
      <LoadState loading={loading} error={error} onRetry={reload}>
        {info && (
          <>
            <AmountHead info={info} />
            <div className="pay-notice" role="status">
              {info.paid ? t('pay.cashier.paid') : payment ? t('pay.provider.intro', { way: name }) : failure ? '' : t('pay.provider.creating')}
            </div>
            {payment && <p className="pay-muted pay-muted--center">{t('pay.provider.expireAt', { time: payment.expireAt })}</p>}
            {failure && (
              <div className="pay-notice pay-notice--error" role="alert">
                {failure}
              </div>
            )}
          </>
        )}
      </LoadState>
      {info && !info.paid && (
        <div className="app-bottom-bar pay-bottom">
          <GuardedButton block color="primary" onClick={go}>
            {t('pay.provider.go', { way: name })}
          </GuardedButton>
          <Button block onClick={() => void cancel()}>
            {t('pay.provider.cancel')}
          </Button>
        </div>
      )}
    </div>
  );
}
