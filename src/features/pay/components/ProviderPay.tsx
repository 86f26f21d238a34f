import Button from 'antd-mobile/es/components/button';
import { useEffect, useRef, useState } from 'react';
import { Header } from '@/components/Header';
import { api } from '@/lib/api';
import { useT } from '@/lib/i18n';
import { nativeBridge } from '@/lib/native';
import { useNavigate, useRouteQuery } from '@/lib/navigation';
import { loadStateOf, useQuery } from '@/lib/query';
import { href } from '@/lib/routes';
import { useWrite } from '@/lib/write';
import type { PaymentRedirect } from '../api';
import { payInfo } from '../queries';
import { attemptKeeper } from '../store';
import { AmountHead } from './AmountHead';
import { LoadState, useRouteTitle } from './ui';

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
  const info = useQuery(payInfo(orderId));
  const [payment, setPayment] = useState<PaymentRedirect | null>(null);
  const [nativeFailure, setNativeFailure] = useState('');

  const create = useWrite({
    write: (_: void, idempotencyKey: string) => {
      const body = { orderId, idempotencyKey, ...(bridge.inApp ? { inApp: true } : {}) };
      return way === 'wechat' ? api.pay.wechat(body) : api.pay.alipay(body);
    },
    idempotent: { prefix: 'pay', stored: attemptKeeper(orderId, way) },
    showError: 'none',
    message: (message) => t('pay.provider.failed', { message }),
    onSuccess: (created) => setPayment(created),
  });

  // Create the payment once the bill is known (once per visit; a retry goes through the button).
  const started = useRef(false);
  const bill = info.data;
  const { run: startCreating } = create;
  useEffect(() => {
    if (bill && !bill.paid && !started.current) {
      started.current = true;
      void startCreating();
    }
  }, [bill, startCreating]);

  const cancelPayment = (paymentId: string) => api.pay.cancel({ paymentId }).catch(() => undefined);
  const go = async () => {
    setNativeFailure('');
    const current = payment ?? (await create.run());
    if (!current) return;
    const result = await bridge.pay({ channel: way, payInfo: current.nativePayParams ?? '', webUrl: current.providerUrl });
    if (result.status === 'redirected') return;
    if (result.status === 'success') {
      void navigate(href('/pay/success', { orderId, payId: current.paymentId }), { replace: true });
      return;
    }
    if (result.status === 'cancelled') {
      await cancelPayment(current.paymentId);
      void navigate(href('/pay', { orderId, paymentId: current.paymentId }), { replace: true });
      return;
    }
    setNativeFailure(t('pay.provider.nativeFailed', { message: result.message ?? result.status }));
  };
  const going = useWrite({ write: go, showError: 'none' });

  const cancel = async () => {
    if (payment) await cancelPayment(payment.paymentId);
    void navigate(href('/pay', { orderId, paymentId: payment?.paymentId }), { replace: true });
  };

  const failure = nativeFailure || (create.pending ? '' : (create.error ?? ''));
  return (
    <div className="app-screen">
      <Header title={title} onBack={() => void cancel()} />
      <LoadState {...loadStateOf(info)}>
        {bill && (
          <>
            <AmountHead info={bill} />
            <div className="pay-notice" role="status">
              {bill.paid ? t('pay.cashier.paid') : payment ? t('pay.provider.intro', { way: name }) : failure ? '' : t('pay.provider.creating')}
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
      {bill && !bill.paid && (
        <div className="app-bottom-bar pay-bottom">
          <Button block color="primary" loading={going.pending} onClick={() => void going.run()}>
            {t('pay.provider.go', { way: name })}
          </Button>
          <Button block onClick={() => void cancel()}>
            {t('pay.provider.cancel')}
          </Button>
        </div>
      )}
    </div>
  );
}
