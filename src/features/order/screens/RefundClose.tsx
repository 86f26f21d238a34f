import { Button } from 'antd-mobile';
import { api } from '@/lib/api';
import { useT } from '@/lib/i18n';
import { useNavigate, useRouteQuery } from '@/lib/navigation';
import { invalidate } from '@/lib/query';
import { href } from '@/lib/routes';
import { showToast } from '@/lib/ui';
import { useWrite } from '@/lib/write';
import { ORDER_CHANGED, refundDetail } from '../afterSalesQueries';
import { RefundFrame, useOrderRefund } from '../components/RefundHero';
import { useRouteTitle } from '../components/ui';
import '../components/order.css';
import '../components/refund.css';

/** /order/closeRefund: withdraw an open refund request after confirming; the order goes back to its state. */
export default function RefundClose() {
  const t = useT();
  const navigate = useNavigate();
  const { orderId, refundId: given } = useRouteQuery('/order/closeRefund');
  const title = useRouteTitle('/order/closeRefund');
  const loaded = useOrderRefund(orderId, given);
  const withdraw = useWrite({
    write: (refundId: string) => api.order.refundClose({ refundId }),
    invalidates: ORDER_CHANGED,
    message: (message) => t('refund.close.failed', { message }),
    onSuccess: async (_, refundId) => {
      showToast(t('refund.close.done'));
      // The refund as it is now before leaving: a refresh still under way when this screen goes is dropped,
      // and the progress screen would take the answer it has as just loaded.
      await invalidate(refundDetail(refundId).queryKey);
      void navigate(href('/order/refundProgress', { orderId, refundId }), { replace: true });
    },
  });
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
            <Button block color="danger" loading={withdraw.pending} onClick={() => void withdraw.run(refund.refundId)}>
              {t('refund.close.confirm')}
            </Button>
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
