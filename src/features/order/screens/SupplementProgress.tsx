import { Button } from 'antd-mobile';
import { Header } from '@/components/Header';
import { useT } from '@/lib/i18n';
import { Link, useRouteQuery } from '@/lib/navigation';
import { loadStateOf, useQuery } from '@/lib/query';
import { href } from '@/lib/routes';
import { supplementDetail, supplementSteps } from '../afterSalesQueries';
import { ProgressTimeline } from '../components/RefundSteps';
import { SupplementSummary } from '../components/SupplementSummary';
import { LoadState, Section, useRouteTitle } from '../components/ui';
import '../components/order.css';
import '../components/refund.css';

/**
 * /order/supplement/progress: a top-up's timeline (order.supplementProgress) — requested, paid or
 * closed. The provider page returns here after paying (`payStatus`); a cancelled payment says so.
 */
export default function SupplementProgress() {
  const t = useT();
  const { orderId, supplementId: given, payStatus } = useRouteQuery('/order/supplement/progress');
  const title = useRouteTitle('/order/supplement/progress');
  const supplement = useQuery(supplementDetail(orderId, given));
  const data = supplement.data;
  const steps = useQuery({ ...supplementSteps(data?.supplementId ?? ''), enabled: data !== undefined });
  const unpaid = data?.status === 'pendingPayment';
  const refresh = () => {
    void supplement.refetch();
    void steps.refetch();
  };
  return (
    <div className="ord-page">
      <Header title={title} backPath={href('/order/orderDetail', { orderId })} />
      <LoadState {...loadStateOf(supplement)}>
        {data && (
          <>
            {payStatus === 'cancelled' && unpaid && (
              <div className="rf-notice" role="status">
                {t('refund.pay.cancelled')}
              </div>
            )}
            <SupplementSummary supplement={data} />
            <Section title={t('refund.common.steps')}>
              <LoadState {...loadStateOf(steps)}>{steps.data && <ProgressTimeline steps={steps.data} />}</LoadState>
            </Section>
          </>
        )}
      </LoadState>
      {data && (
        <div className="app-bottom-bar rf-bar">
          {unpaid ? (
            <Link
              className="rf-action rf-action--primary rf-action--block"
              to={href('/order/supplement/payDetail', { orderId, supplementId: data.supplementId })}
            >
              {t('refund.supplement.pay')}
            </Link>
          ) : (
            <Link className="rf-action rf-action--block" to={href('/order/orderDetail', { orderId })}>
              {t('refund.common.backToOrder')}
            </Link>
          )}
          <Button block onClick={refresh} loading={supplement.isRefetching || steps.isRefetching}>
            {t('refund.progress.refresh')}
          </Button>
        </div>
      )}
    </div>
  );
}
