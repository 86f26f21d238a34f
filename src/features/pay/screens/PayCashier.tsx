import { Button } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useNavigate, useRouteQuery } from '@/lib/navigation';
import { GuardedButton } from '@/components/ClickGuard';
import { Header } from '@/components/Header';
import { useT } from '@/lib/i18n';
import { href, type RoutePath } from '@/lib/routes';
import { payApi, type PayWay, type PaymentStatus } from '../api';
import { AmountHead } from '../components/AmountHead';
import { LoadState, useRouteTitle } from '../components/ui';
import { useServerData } from '@/lib/data';
import { attemptKey, forgetAttempts } from '../store';
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
  const [way, setWay] = useState<PayWay | ''>('');
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

  const available = info?.payWays.filter((w) => w.available) ?? [];
  const chosen = way || available[0]?.payWay || '';
  const open = info && !info.paid && available.length > 0;

  const payWallet = async () => {
    if (!info) return;
    const password = await askPayPassword(t('order.payWays.wallet'));
    if (password === null) return;
    try {
      const status = await payApi.wallet({ orderId, idempotencyKey: attemptKey(orderId, 'wallet'), payPassword: password });
      void navigate(href('/pay/success', { orderId, payId: status.paymentId }), { replace: true });
    } catch (failure) {
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
            <AmountHead info={info} />
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
                {t('pay.cashier.paid')}
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
                      disabled={!option.available}
                      className={chosen === option.payWay ? 'pay-way pay-way--on' : 'pay-way'}
                      onClick={() => setWay(option.payWay)}
                    >
                      <span className="pay-way__name">
                        {t(`order.payWays.${option.payWay}`)}
                        {option.balance !== undefined && <span className="pay-way__sub">{t('pay.cashier.balance', { amount: option.balance })}</span>}
                        {!option.available && option.reason && <span className="pay-way__sub">{option.reason}</span>}
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
              {t('pay.cashier.pay', { amount: info.amount })}
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
