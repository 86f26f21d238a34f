import { useState } from 'react';
import { GuardedButton } from '@/components/ClickGuard';
import { Header } from '@/components/Header';
import { askPayPassword, payPasswordErrorText } from '@/features/pay';
import { useServerData } from '@/lib/data';
import { useT } from '@/lib/i18n';
import { useNavigate, useRouteQuery } from '@/lib/navigation';
import { nativeBridge } from '@/lib/native';
import { href } from '@/lib/routes';
import { showErrorBanner, showToast } from '@/lib/ui';
import { orderApi, type SupplementPayInfo } from '../api';
import { SupplementSummary } from '../components/SupplementSummary';
import { LoadState, useRouteTitle } from '../components/ui';
import '../components/order.css';
import '../components/refund.css';
import { idempotencyKey } from '@/lib/idempotency';

/** The pay ways a top-up is paid with here: at once (erp, wallet) or on the provider's page (wechat, alipay). */
const WAYS = ['wechat', 'alipay', 'erp', 'wallet'] as const;
type Way = (typeof WAYS)[number];
const isWay = (way: string): way is Way => (WAYS as readonly string[]).includes(way);

const newKey = () => idempotencyKey('sp');

/**
 * /order/supplement/payDetail: pays a top-up with the existing pay calls (pay.* with its supplementId):
 * wechat and alipay through the native pay in the app, else the provider page, which returns to the
 * top-up's progress; the ERP account and the wallet at once after the 6-digit pay password.
 */
export default function SupplementPayDetail() {
  const t = useT();
  const navigate = useNavigate();
  const { orderId, supplementId: given } = useRouteQuery('/order/supplement/payDetail');
  const title = useRouteTitle('/order/supplement/payDetail');
  const { data, loading, error, reload } = useServerData(
    async (signal) => {
      const supplement = await orderApi.supplementDetail(orderId, given, signal);
      const info = await orderApi.supplementPayInfo(orderId, supplement.supplementId, signal);
      return { supplement, info };
    },
    [orderId, given],
  );
  const [way, setWay] = useState<Way | ''>('');
  // One idempotency key per pay way and visit: a double tap or a retry pays once.
  const [keys] = useState(() => new Map<Way, string>());
  const keyOf = (w: Way) => {
    if (!keys.has(w)) keys.set(w, newKey());
    return keys.get(w)!;
  };
  const options: SupplementPayInfo['payWays'] = data?.info.payWays.filter((o) => isWay(o.payWay)) ?? [];
  const firstAvailable = options.find((o) => o.available)?.payWay;
  const chosen: Way | '' = way || (firstAvailable && isWay(firstAvailable) ? firstAvailable : '');
  const open = !!data && !data.info.paid && data.supplement.status === 'pendingPayment';

  const progress = (supplementId: string) => href('/order/supplement/progress', { orderId, supplementId });

  const payByProvider = async (w: 'wechat' | 'alipay', supplementId: string) => {
    const bridge = nativeBridge();
    const payment = await orderApi.supplementPayProvider(w, { orderId, supplementId, idempotencyKey: keyOf(w), ...(bridge.inApp ? { inApp: true } : {}) });
    // The provider page sends the buyer back to the top-up's progress.
    const webUrl = `${payment.providerUrl}&returnUrl=${encodeURIComponent(progress(supplementId))}`;
    const result = await bridge.pay({ channel: w, payInfo: payment.nativePayParams ?? '', webUrl });
    if (result.status === 'redirected') return;
    if (result.status === 'success') {
      showToast(t('refund.pay.paid'));
      void navigate(progress(supplementId), { replace: true });
    } else if (result.status === 'cancelled') showToast(t('refund.pay.cancelled'));
    else showErrorBanner(t('refund.pay.failed', { message: result.message ?? result.status }));
  };

  const payByBalance = async (w: 'erp' | 'wallet', supplementId: string) => {
    const password = await askPayPassword(t(`order.payWays.${w}`));
    if (password === null) return;
    await orderApi.supplementPayBalance(w, { orderId, supplementId, idempotencyKey: keyOf(w), payPassword: password });
    showToast(t('refund.pay.paid'));
    void navigate(progress(supplementId), { replace: true });
  };

  const pay = async () => {
    if (!data) return;
    if (!chosen) {
      showErrorBanner(t('refund.pay.chooseWay'));
      return;
    }
    try {
      if (chosen === 'wechat' || chosen === 'alipay') await payByProvider(chosen, data.supplement.supplementId);
      else await payByBalance(chosen, data.supplement.supplementId);
    } catch (failure) {
      showErrorBanner(t('refund.pay.failed', { message: payPasswordErrorText(failure) }));
    }
  };

  return (
    <div className="ord-page">
      <Header title={title} backPath={href('/order/supplement', { orderId })} />
      <LoadState loading={loading && !data} error={error} onRetry={reload}>
        {data && (
          <>
            <SupplementSummary supplement={data.supplement} />
            {!open && (
              <div className="rf-notice" role="status">
                {data.info.paid ? t('refund.pay.paid') : t('refund.pay.closed')}
              </div>
            )}
            {open && (
              <section className="ord-section" aria-label={t('refund.pay.ways')}>
                <h2 className="ord-section__title">{t('refund.pay.ways')}</h2>
                <div role="radiogroup" aria-label={t('refund.pay.ways')}>
                  {options.map((option) => (
                    <button
                      key={option.payWay}
                      type="button"
                      role="radio"
                      aria-checked={chosen === option.payWay}
                      disabled={!option.available}
                      className={chosen === option.payWay ? 'rf-way rf-way--on' : 'rf-way'}
                      onClick={() => isWay(option.payWay) && setWay(option.payWay)}
                    >
                      <span className="rf-way__name">
                        {t(`order.payWays.${option.payWay}`)}
                        {option.balance !== undefined && <span className="rf-way__sub">{t('refund.pay.balance', { amount: option.balance })}</span>}
                        {!option.available && option.reason && <span className="rf-way__sub">{option.reason}</span>}
                      </span>
                      <span className="rf-way__radio" aria-hidden="true" />
                    </button>
                  ))}
                </div>
                <p className="ord-muted">{t('refund.pay.otherWays')}</p>
              </section>
            )}
          </>
        )}
      </LoadState>
      {open && (
        <div className="app-bottom-bar rf-bar">
          <GuardedButton block color="primary" onClick={pay}>
            {t('refund.pay.submit', { amount: data.info.amount })}
          </GuardedButton>
        </div>
      )}
    </div>
  );
}
