import { Button } from 'antd-mobile';
import { GuardedButton } from '@/components/ClickGuard';
import { useT } from '@/lib/i18n';
import { useNavigate, useRouteQuery } from '@/lib/navigation';
import { href } from '@/lib/routes';
import { showErrorBanner, showToast } from '@/lib/ui';
import { orderApi } from '../api';
import { RefundFrame, useOrderRefund } from '../components/RefundHero';
import { errorText, useRouteTitle } from '../components/ui';
import '../components/order.css';
import '../components/refund.css';

/** /order/closeRefund: withdraw an open refund request after confirming; the order goes back to its state. */
export default function RefundClose() {
  const t = useT();
  const navigate = useNavigate();
  const { orderId, refundId: given } = useRouteQuery('/order/closeRefund');
  const title = useRouteTitle('/order/closeRefund');
  const loaded = useOrderRefund(orderId, given);
  const withdraw = (refundId: string) => async () => {
    try {
      await orderApi.refundClose(refundId);
      showToast(t('refund.close.done'));
      void navigate(href('/order/refundProgress', { orderId, refundId }), { replace: true });
    } catch (failure) {
      showErrorBanner(t('refund.close.failed', { message: errorText(failure) }));
    }
  };
  return (
    <RefundFrame
      title={title}
      orderId={orderId}
      loaded={loaded}
      after={(refund) => (
        <div className="app-bottom-bar rf-bar">
          <Button block onClick={() => void navigate(href('/order/refundProgress', { orderId, refundId: refund.refundId }))}>
            {t('refund.progress.detail')}
          </Button>
          {refund.canClose && (
            <GuardedButton block color="danger" onClick={withdraw(refund.refundId)}>
              {t('refund.close.confirm')}
            </GuardedButton>
          )}
        </div>
      )}
    >
      {(refund) => (
        <div className={refund.canClose ? 'rf-notice' : 'rf-notice rf-notice--error'} role={refund.canClose ? 'note' : 'alert'}>
          {refund.canClose ? t('refund.close.ask') : t('refund.close.cannot')}
        </div>
      )}
    </RefundFrame>
  );
}
