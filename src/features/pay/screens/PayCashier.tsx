import Button from 'antd-mobile/es/components/button';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { Header } from '@/components/Header';
import { money } from '@/components/Money';
import { api, ApiError } from '@/lib/api';
import { useT } from '@/lib/i18n';
import { useNavigate, useRouteQuery } from '@/lib/navigation';
import { loadStateOf, useQuery } from '@/lib/query';
import { href, type RoutePath } from '@/lib/routes';
import { showToast } from '@/lib/ui';
import { useOnline } from '@/lib/offline/online';
import { useWrite } from '@/lib/write';
import { AmountHead } from '../components/AmountHead';
import { askPayPassword } from '../components/askPayPassword';
import { payPasswordErrorText } from '../components/payPasswordError';
import { PayWays } from '../components/PayWays';
import { LoadState, useRouteTitle } from '../components/ui';
import { PAYMENT_CHANGES, payInfo, payStatus } from '../queries';
import { attemptAnswered, attemptKeeper, attemptsDone, attemptSent, chooseWay, forgetAttempts, payStore } from '../store';
import '../components/pay.css';

const ROUTES = {
  wechat: '/pay/wechat',
  alipay: '/pay/alipay',
  bank: '/pay/bank',
  offline: '/pay/offline',
  erp: '/pay/erp',
} as const satisfies Record<string, RoutePath>;

/** /pay: the cashier — amount, deadline, the pay ways of pay.info; a cancelled or failed payment says so. */
export default function PayCashier() {
  const t = useT();
  const navigate = useNavigate();
  const query = useRouteQuery('/pay');
  const orderId = query.orderId;
  const paymentId = query.paymentId ?? query.payId ?? '';
  const title = useRouteTitle('/pay');
  // The chosen pay way is kept with the order's attempts: a reload or a login in between keeps it.
  const snap = useSnapshot(payStore);
  const way = snap.ways[orderId] ?? '';
  // Back at the cashier: the next pay of the order is a new attempt.
  useEffect(() => forgetAttempts(orderId), [orderId]);
  const info = useQuery(payInfo(orderId));
  // Back from a payment page or the provider: how it ended.
  const status = useQuery({ ...payStatus(paymentId), enabled: !!paymentId });
  const returned = status.data?.status === 'paid' ? undefined : status.data;
  useEffect(() => {
    if (status.data?.status === 'paid') void navigate(href('/pay/success', { orderId, payId: status.data.paymentId }), { replace: true });
  }, [status.data, orderId, navigate]);

  // A wallet payment sent whose answer never came, and the order paid meanwhile: the form stays as it was
  // sent (the way, the amount) and paying again with the same key brings that payment's answer.
  const bill = info.data;
  const unanswered = snap.pending[`${orderId}:wallet`];
  const resuming = !!bill?.paid && unanswered !== undefined;
  const usable = (option: { payWay: string; available: boolean }) => option.available || (resuming && option.payWay === 'wallet');
  const available = bill?.payWays.filter(usable) ?? [];
  // The buyer's pick here, else the way chosen at checkout, else the first usable one.
  const chosen = [way, bill?.payWay].map((w) => available.find((o) => o.payWay === w)).find(Boolean)?.payWay ?? available[0]?.payWay ?? '';
  const open = bill && (!bill.paid || resuming) && available.length > 0;
  const amount = resuming ? unanswered : (bill?.amount ?? '');

  const wallet = useWrite({
    write: (payPassword: string, idempotencyKey: string) => {
      attemptSent(orderId, 'wallet', amount);
      return api.pay.wallet({ orderId, idempotencyKey, payPassword });
    },
    idempotent: { prefix: 'pay', stored: attemptKeeper(orderId, 'wallet') },
    // The order is paid and the wallet debited: every order and wallet page shows it.
    invalidates: PAYMENT_CHANGES,
    showError: 'toast',
    message: (_text, failure) => t('pay.erp.failed', { message: payPasswordErrorText(failure) }),
    onSuccess: (paid) => {
      attemptsDone(orderId);
      void navigate(href('/pay/success', { orderId, payId: paid.paymentId }), { replace: true });
    },
    // The gateway's refusal is an answer; a timeout, a lost connection or a failure of its own may hide a
    // payment made: the key is kept for the retry.
    onError: (failure) => {
      if (failure instanceof ApiError && failure.status < 500) attemptAnswered(orderId, 'wallet');
    },
  });

  const online = useOnline();
  const pay = async () => {
    // A payment is never kept to send later: it needs the network now.
    if (!online) {
      showToast(t('pay.cashier.needsNetwork'));
      return;
    }
    if (!chosen) {
      showToast(t('pay.cashier.chooseWay'));
      return;
    }
    if (chosen !== 'wallet') {
      void navigate(href(ROUTES[chosen], { orderId }));
      return;
    }
    const password = await askPayPassword(t('order.payWays.wallet'));
    if (password !== null) await wallet.run(password);
  };

  return (
    <div className="app-screen">
      <Header title={title} backPath={href('/order/orderDetail', { orderId })} />
      {!online && (
        <div className="pay-notice pay-notice--error" role="alert">
          {t('pay.cashier.needsNetwork')}
        </div>
      )}
      <LoadState {...loadStateOf(info)}>
        {bill && (
          <>
            <AmountHead info={{ ...bill, amount }} />
            {returned?.status === 'cancelled' && (
              <div className="pay-notice" role="status">
                {t('pay.cashier.cancelled')}
              </div>
            )}
            {returned?.status === 'failed' && (
              <div className="pay-notice pay-notice--error" role="alert">
                {t('pay.cashier.failed', { reason: returned.failReason ?? '' })}
              </div>
            )}
            {bill.paid && (
              <div className="pay-notice" role="status">
                {resuming ? t('pay.cashier.unanswered') : t('pay.cashier.paid')}
              </div>
            )}
            {!bill.paid && available.length === 0 && (
              <div className="pay-notice pay-notice--error" role="alert">
                {t('pay.cashier.closed')}
              </div>
            )}
            {open && <PayWays options={bill.payWays} chosen={chosen} usable={usable} onChoose={(picked) => chooseWay(orderId, picked)} />}
          </>
        )}
      </LoadState>
      {bill && (
        <div className="app-bottom-bar pay-bottom">
          {open ? (
            <Button block color="primary" loading={wallet.pending} onClick={() => void pay()}>
              {t('pay.cashier.pay', { amount: money(amount) })}
            </Button>
          ) : (
            <Button block onClick={() => void navigate(href('/order/orderDetail', { orderId }))}>
              {t('pay.cashier.viewOrder')}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
