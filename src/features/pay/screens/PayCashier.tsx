import { Button } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { ApiError } from '@/lib/api';
import { useNavigate, useRouteQuery } from '@/lib/navigation';
import { GuardedButton } from '@/components/ClickGuard';
import { Header } from '@/components/Header';
import { useT } from '@/lib/i18n';
import { href, type RoutePath } from '@/lib/routes';
import { payApi, type PaymentStatus } from '../api';
import { AmountHead } from '../components/AmountHead';
import { LoadState, useRouteTitle } from '../components/ui';
import { useServerData } from '@/lib/data';
import { attemptAnswered, attemptsDone, chooseWay, forgetAttempts, payStore, sentAttemptKey } from '../store';
import { askPayPassword } from '../components/askPayPassword';
import { payPasswordErrorText } from '../components/payPasswordError';
import '../components/pay.css';
import { showToast } from '@/lib/ui';

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
  const [returned, setReturned] = useState<PaymentStatus | null>(null);
  useState(() => forgetAttempts(orderId));
  const { data: info, loading, error, reload } = useServerData((signal) => payApi.info(orderId, signal), [orderId]);

  // Back from a payment page or the provider: say how it ended.
  useEffect(() => {
    if (!paymentId) return;
    payApi.status(paymentId).then(
      (status) => {
        if (status.status === 'paid') void navigate(href('/pay/success', { orderId, payId: paymentId }), { replace: true });
        else setReturned(status);
      },
      () => undefined,
    );
  }, [paymentId, orderId, navigate]);

  // A wallet payment sent whose answer never came, and the order paid meanwhile: the form stays as it was
  // sent (the way, the amount) and paying again with the same key brings that payment's answer.
  const unanswered = snap.pending[`${orderId}:wallet`];
  const resuming = !!info?.paid && unanswered !== undefined;
  const usable = (option: { payWay: string; available: boolean }) => option.available || (resuming && option.payWay === 'wallet');
  const available = info?.payWays.filter(usable) ?? [];
  const chosen = available.find((w) => w.payWay === way)?.payWay ?? available[0]?.payWay ?? '';
  const open = info && (!info.paid || resuming) && available.length > 0;
  const amount = resuming ? unanswered : (info?.amount ?? '');

  const payWallet = async () => {
    if (!info) return;
    const password = await askPayPassword(t('order.payWays.wallet'));
    if (password === null) return;
    try {
      const status = await payApi.wallet({ orderId, idempotencyKey: sentAttemptKey(orderId, 'wallet', amount), payPassword: password });
      attemptsDone(orderId);
      void navigate(href('/pay/success', { orderId, payId: status.paymentId }), { replace: true });
    } catch (failure) {
      // The gateway's refusal is an answer; a timeout, a lost connection or a failure of its own may hide a
      // payment made: the key is kept for the retry.
      if (failure instanceof ApiError && failure.status < 500) attemptAnswered(orderId, 'wallet');
      showToast(t('pay.erp.failed', { message: payPasswordErrorText(failure) }));
    }
  };

  const pay = async () => {
    if (!chosen) {
      showToast(t('pay.cashier.chooseWay'));
      return;
    }
    if (chosen === 'wallet') return payWallet();
    void navigate(href(ROUTES[chosen], { orderId }));
  };

  return (
    <div className="app-screen">
      <Header title={title} backPath={href('/order/orderDetail', { orderId })} />
      <LoadState loading={loading} error={error} onRetry={reload}>
        {info && (
          <>
            <AmountHead info={{ ...info, amount }} />
            {returned && returned.status === 'cancelled' && (
              <div className="pay-notice" role="status">
                {t('pay.cashier.cancelled')}
              </div>
            )}
            {returned && returned.status === 'failed' && (
              <div className="pay-notice pay-notice--error" role="alert">
                {t('pay.cashier.failed', { reason: returned.failReason ?? '' })}
              </div>
            )}
            {info.paid && (
              <div className="pay-notice" role="status">
                {resuming ? t('pay.cashier.unanswered') : t('pay.cashier.paid')}
              </div>
            )}
            {!info.paid && available.length === 0 && (
              <div className="pay-notice pay-notice--error" role="alert">
                {t('pay.cashier.closed')}
              </div>
            )}
            {open && (
              <section className="pay-section" aria-label={t('pay.cashier.ways')}>
                <h2>{t('pay.cashier.ways')}</h2>
                <div role="radiogroup" aria-label={t('pay.cashier.ways')}>
                  {info.payWays.map((option) => (
                    <button
                      key={option.payWay}
                      type="button"
                      role="radio"
                      aria-checked={chosen === option.payWay}
                      disabled={!usable(option)}
                      className={chosen === option.payWay ? 'pay-way pay-way--on' : 'pay-way'}
                      onClick={() => chooseWay(orderId, option.payWay)}
                    >
                      <span className="pay-way__name">
                        {t(`order.payWays.${option.payWay}`)}
                        {option.balance !== undefined && <span className="pay-way__sub">{t('pay.cashier.balance', { amount: option.balance })}</span>}
                        {!usable(option) && option.reason && <span className="pay-way__sub">{option.reason}</span>}
                      </span>
                      <span className="pay-way__radio" aria-hidden="true" />
                    </button>
                  ))}
                </div>
              </section>
            )}
          </>
        )}
      </LoadState>
      {info && (
        <div className="app-bottom-bar pay-bottom">
          {open ? (
            <GuardedButton block color="primary" onClick={pay}>
              {t('pay.cashier.pay', { amount })}
            </GuardedButton>
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
