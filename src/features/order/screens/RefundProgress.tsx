import { Button } from 'antd-mobile';
import { menuButtons } from '@/lib/constants';
import { useT } from '@/lib/i18n';
import { Link, useRouteQuery } from '@/lib/navigation';
import { loadStateOf, useQuery } from '@/lib/query';
import { href } from '@/lib/routes';
import { useCan } from '@/lib/session';
import { refundSteps } from '../afterSalesQueries';
import { RefundFrame, useOrderRefund } from '../components/RefundHero';
import { ProgressTimeline } from '../components/RefundSteps';
import { LoadState, Section, useRouteTitle } from '../components/ui';
import '../components/order.css';
import '../components/refund.css';

/**
 * /order/refundProgress: the timeline of a refund request (order.refundProgress) — sent, the seller's
 * review, the money back, or withdrawn; without `refundId`, the order's latest request. Refresh reads it
 * again as the seller moves it on; links to the detail, and to withdraw or edit while it is open.
 */
export default function RefundProgress() {
  const t = useT();
  const mayRefund = useCan(menuButtons.refundApply);
  const { orderId, refundId: given } = useRouteQuery('/order/refundProgress');
  const title = useRouteTitle('/order/refundProgress');
  const loaded = useOrderRefund(orderId, given);
  const steps = useQuery({ ...refundSteps(loaded.refundId ?? ''), enabled: loaded.refundId !== undefined });
  const refresh = () => {
    loaded.reload();
    void steps.refetch();
  };
  return (
    <RefundFrame
      title={title}
      orderId={orderId}
      loaded={loaded}
      after={() => (
        <div className="app-bottom-bar rf-bar">
          <Button block onClick={refresh} loading={loaded.refetching || steps.isFetching}>
            {t('refund.progress.refresh')}
          </Button>
        </div>
      )}
    >
      {(refund) => (
        <>
          <Section title={t('refund.common.steps')} extra={<span className="ord-muted">{refund.refundNo}</span>}>
            <LoadState {...loadStateOf(steps)}>{steps.data && <ProgressTimeline steps={steps.data} />}</LoadState>
          </Section>
          <nav className="rf-links" aria-label={t('refund.progress.detail')}>
            <Link className="rf-links__item" to={href('/order/refundDetail', { orderId, refundId: refund.refundId })}>
              {t('refund.progress.detail')}
            </Link>
            {refund.canEdit && mayRefund && (
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
