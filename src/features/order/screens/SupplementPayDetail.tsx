import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { Header } from '@/components/Header';
import { money } from '@/components/Money';
import { askPayPassword, payPasswordErrorText } from '@/features/pay';
import { api } from '@/lib/api';
import { useT } from '@/lib/i18n';
import { idempotencyKey } from '@/lib/idempotency';
import { useNavigate, useRouteQuery } from '@/lib/navigation';
import { nativeBridge } from '@/lib/native';
import { callKey, invalidate, loadStateOf, useQuery } from '@/lib/query';
import { href } from '@/lib/routes';
import { showErrorBanner, showToast } from '@/lib/ui';
import { useWrite } from '@/lib/write';
import { ORDER_CHANGED, supplementDetail, supplementPayInfo } from '../afterSalesQueries';
import { SupplementPayWays, isSupplementPayWay, type SupplementPayWay } from '../components/SupplementPayWays';
import { SupplementSummary } from '../components/SupplementSummary';
import { LoadState, useRouteTitle } from '../components/ui';
import '../components/order.css';
import '../components/refund.css';

/** A payment of the top-up: the way, and the pay password for a balance. */
type Payment = { way: 'wechat' | 'alipay' } | { way: 'erp' | 'wallet'; password: string };

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
  const supplement = useQuery(supplementDetail(orderId, given));
  const supplementId = supplement.data?.supplementId;
  const info = useQuery({ ...supplementPayInfo(orderId, supplementId ?? ''), enabled: supplementId !== undefined });
  const [way, setWay] = useState<SupplementPayWay | ''>('');
  // One idempotency key per pay way and visit: a double tap or a retry pays once; another way is another payment.
  const [keys] = useState(() => new Map<SupplementPayWay, string>());
  const keyOf = (w: SupplementPayWay) => {
    if (!keys.has(w)) keys.set(w, idempotencyKey('sp'));
    return keys.get(w)!;
  };
  const options = info.data?.payWays.filter((o) => isSupplementPayWay(o.payWay)) ?? [];
  const firstAvailable = options.find((o) => o.available)?.payWay;
  const chosen: SupplementPayWay | '' = way || (firstAvailable && isSupplementPayWay(firstAvailable) ? firstAvailable : '');
  const open = !!info.data && !info.data.paid && supplement.data?.status === 'pendingPayment';
  const progress = (id: string) => href('/order/supplement/progress', { orderId, supplementId: id });

  const paying = useWrite({
    write: async (payment: Payment): Promise<boolean> => {
      const id = supplementId ?? '';
      const body = { orderId, supplementId: id, idempotencyKey: keyOf(payment.way) };
      if (payment.way === 'erp' || payment.way === 'wallet') {
        const balanceBody = { ...body, payPassword: payment.password };
        await (payment.way === 'erp' ? api.pay.erp(balanceBody) : api.pay.wallet(balanceBody));
        return true;
      }
      const bridge = nativeBridge();
      const providerBody = { ...body, ...(bridge.inApp ? { inApp: true } : {}) };
      const started = await (payment.way === 'wechat' ? api.pay.wechat(providerBody) : api.pay.alipay(providerBody));
      // The provider page sends the buyer back to the top-up's progress.
      const webUrl = `${started.providerUrl}&returnUrl=${encodeURIComponent(progress(id))}`;
      const result = await bridge.pay({ channel: payment.way, payInfo: started.nativePayParams ?? '', webUrl });
      if (result.status === 'cancelled') showToast(t('refund.pay.cancelled'));
      else if (result.status !== 'success' && result.status !== 'redirected')
        showErrorBanner(t('refund.pay.failed', { message: result.message ?? result.status }));
      return result.status === 'success';
    },
    invalidates: [...ORDER_CHANGED, callKey('pay.info')],
    message: (_, error) => t('refund.pay.failed', { message: payPasswordErrorText(error) }),
    onSuccess: async (paid) => {
      if (!paid) return;
      showToast(t('refund.pay.paid'));
      // The top-up as it is now before leaving (a refresh under way when this screen goes is dropped).
      await invalidate(callKey('order.supplementDetail'));
      void navigate(progress(supplementId ?? ''), { replace: true });
    },
  });

  const pay = async () => {
    if (!chosen) {
      showErrorBanner(t('refund.pay.chooseWay'));
      return;
    }
    if (chosen === 'wechat' || chosen === 'alipay') {
      await paying.run({ way: chosen });
      return;
    }
    const password = await askPayPassword(t(`order.payWays.${chosen}`));
    if (password !== null) await paying.run({ way: chosen, password });
  };

  const loading = loadStateOf(supplement.data ? info : supplement);
  return (
    <div className="ord-page">
      <Header title={title} backPath={href('/order/supplement', { orderId })} />
      <LoadState {...loading}>
        {supplement.data && info.data && (
          <>
            <SupplementSummary supplement={supplement.data} />
            {open ? (
              <SupplementPayWays options={options} chosen={chosen} onChoose={setWay} />
            ) : (
              <div className="rf-notice" role="status">
                {info.data.paid ? t('refund.pay.paid') : t('refund.pay.closed')}
              </div>
            )}
          </>
        )}
      </LoadState>
      {open && info.data && (
        <div className="app-bottom-bar rf-bar">
          <Button block color="primary" loading={paying.pending} onClick={() => void pay()}>
            {t('refund.pay.submit', { amount: money(info.data.amount) })}
          </Button>
        </div>
      )}
    </div>
  );
}
