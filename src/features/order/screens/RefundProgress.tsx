import { Button } from 'antd-mobile';
import { useT } from '@/lib/i18n';
import { Link, useRouteQuery } from '@/lib/navigation';
import { href } from '@/lib/routes';
import { orderApi } from '../api';
import { RefundFrame, useOrderRefund } from '../components/RefundHero';
import { ProgressTimeline } from '../components/RefundSteps';
import { Section, useRouteTitle } from '../components/ui';
import '../components/order.css';
import '../components/refund.css';

/** The steps of a refund, loaded beside it. */
const loadSteps = (refundId: string, signal: AbortSignal) => orderApi.refundProgress(refundId, signal);

/**
 * /order/refundProgress: the timeline of a refund request (order.refundProgress) — sent, the seller's
 * review, the money back, or withdrawn; without `refundId`, the order's latest request. Refresh reads it
 * again as the seller moves it on; links to the detail, and to withdraw or edit while it is open.
 */
export default function RefundProgress() {
  const t = useT();
  const { orderId, refundId: given } = useRouteQuery('/order/refundProgress');
  const title = useRouteTitle('/order/refundProgress');
  const loaded = useOrderRefund(orderId, given, loadSteps);
  return (
    <RefundFrame
      title={title}
      orderId={orderId}
      loaded={loaded}
      after={() => (
        <div className="app-bottom-bar rf-bar">
          <Button block onClick={loaded.reload} loading={loaded.loading}>
            {t('refund.progress.refresh')}
          </Button>
        </div>
      )}
    >
      {(refund, steps) => (
        <>
          <Section title={t('refund.common.steps')} extra={<span className="ord-muted">{refund.refundNo}</span>}>
            <ProgressTimeline steps={steps} />
          </Section>
          <nav className="rf-links" aria-label={t('refund.progress.detail')}>
            <Link className="rf-links__item" to={href('/order/refundDetail', { orderId, refundId: refund.refundId })}>
              {t('refund.progress.detail')}
            </Link>
            {refund.canEdit && (
              <Link className="rf-links__item" to={href('/order/refundEdit', { orderId, refundId: refund.refundId })}>
                {t('refund.progress.edit')}
              </Link>
            )}
            {refund.canClose && (
              <Link className="rf-links__item" to={href('/order/closeRefund', { orderId, refundId: refund.refundId })}>
                {t('refund.progress.withdraw')}
              </Link>
            )}
          </nav>
        </>
      )}
    </RefundFrame>
  );
}
