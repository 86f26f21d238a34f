import { Header } from '@/components/Header';
import { ApiError } from '@/lib/api';
import { useT } from '@/lib/i18n';
import { Link, useRouteQuery } from '@/lib/navigation';
import { useQuery } from '@/lib/query';
import { href } from '@/lib/routes';
import { orderDetail, supplementDetail } from '../afterSalesQueries';
import { SupplementSummary } from '../components/SupplementSummary';
import { LoadState, useRouteTitle } from '../components/ui';
import '../components/order.css';
import '../components/refund.css';

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * /order/supplement: the top-up the seller asks for on an order (e.g. extra volume measured at the
 * site) — why and how much — with the way to pay it and to its progress. The order's latest one.
 */
export default function Supplement() {
  const t = useT();
  const { orderId } = useRouteQuery('/order/supplement');
  const title = useRouteTitle('/order/supplement');
  const supplement = useQuery(supplementDetail(orderId));
  // No top-up yet is a state of the order, not a failure: unless the order itself is not there.
  const none = isNotFound(supplement.error);
  const order = useQuery({ ...orderDetail(orderId), enabled: none });
  const data = supplement.data;
  const error = none ? order.error : data === undefined ? supplement.error : null;
  const shownNone = none && order.data !== undefined;
  return (
    <div className="ord-page">
      <Header title={title} backPath={href('/order/orderDetail', { orderId })} />
      <LoadState loading={!data && !shownNone && !error} error={error} onRetry={() => void (none ? order.refetch() : supplement.refetch())}>
        {shownNone && (
          <div className="rf-notice" role="status">
            {t('refund.supplement.none')}
          </div>
        )}
        {data && (
          <>
            <SupplementSummary supplement={data} />
            <p className="rf-notice">{t('refund.supplement.intro')}</p>
            <nav className="rf-links" aria-label={t('refund.supplement.progress')}>
              <Link className="rf-links__item" to={href('/order/supplement/progress', { orderId, supplementId: data.supplementId })}>
                {t('refund.supplement.progress')}
              </Link>
            </nav>
          </>
        )}
      </LoadState>
      {data && data.status === 'pendingPayment' && (
        <div className="app-bottom-bar rf-bar">
          <Link
            className="rf-action rf-action--primary rf-action--block"
            to={href('/order/supplement/payDetail', { orderId, supplementId: data.supplementId })}
          >
            {t('refund.supplement.pay')}
          </Link>
        </div>
      )}
    </div>
  );
}
