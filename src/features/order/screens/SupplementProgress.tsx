import { Button } from 'antd-mobile';
import { Header } from '@/components/Header';
import { useServerData } from '@/lib/data';
import { useT } from '@/lib/i18n';
import { Link, useRouteQuery } from '@/lib/navigation';
import { href } from '@/lib/routes';
import { orderApi } from '../api';
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
  const { data, loading, error, reload } = useServerData(
    async (signal) => {
      const supplement = await orderApi.supplementDetail(orderId, given, signal);
      const steps = await orderApi.supplementProgress(supplement.supplementId, signal);
      return { supplement, steps };
    },
    [orderId, given],
  );
  const unpaid = data?.supplement.status === 'pendingPayment';
  return (
    <div className="ord-page">
      <Header title={title} backPath={href('/order/orderDetail', { orderId })} />
      <LoadState loading={loading && !data} error={error} onRetry={reload}>
        {data && (
          <>
            {payStatus === 'cancelled' && unpaid && (
              <div className="rf-notice" role="status">
                {t('refund.pay.cancelled')}
              </div>
            )}
            <SupplementSummary supplement={data.supplement} />
            <Section title={t('refund.common.steps')}>
              <ProgressTimeline steps={data.steps} />
            </Section>
          </>
        )}
      </LoadState>
      {data && (
        <div className="app-bottom-bar rf-bar">
          {unpaid ? (
            <Link
              className="rf-action rf-action--primary rf-action--block"
              to={href('/order/supplement/payDetail', { orderId, supplementId: data.supplement.supplementId })}
            >
              {t('refund.supplement.pay')}
            </Link>
          ) : (
            <Link className="rf-action rf-action--block" to={href('/order/orderDetail', { orderId })}>
              {t('refund.common.backToOrder')}
            </Link>
          )}
          <Button block onClick={reload}>
            {t('refund.progress.refresh')}
          </Button>
        </div>
      )}
    </div>
  );
}
