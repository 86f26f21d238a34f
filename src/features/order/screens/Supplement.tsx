import { ApiError } from '@/lib/api';
import { Header } from '@/components/Header';
import { useServerData } from '@/lib/data';
import { useT } from '@/lib/i18n';
import { Link, useRouteQuery } from '@/lib/navigation';
import { href } from '@/lib/routes';
import { orderApi } from '../api';
import { SupplementSummary } from '../components/SupplementSummary';
import { LoadState, useRouteTitle } from '../components/ui';
import '../components/order.css';
import '../components/refund.css';

/**
 * /order/supplement: the top-up the seller asks for on an order (e.g. extra volume measured at the
 * site) — why and how much — with the way to pay it and to its progress. The order's latest one.
 */
export default function Supplement() {
  const t = useT();
  const { orderId } = useRouteQuery('/order/supplement');
  const title = useRouteTitle('/order/supplement');
  const { data, loading, error, reload } = useServerData(
    (signal) =>
      orderApi.supplementDetail(orderId, undefined, signal).catch((failure: unknown) => {
        // No supplement yet is a state of the order, not a failure.
        if (failure instanceof ApiError && failure.status === 404) return orderApi.detail(orderId, signal).then(() => null);
        throw failure;
      }),
    [orderId],
  );
  return (
    <div className="ord-page">
      <Header title={title} backPath={href('/order/orderDetail', { orderId })} />
      <LoadState loading={loading && data === undefined} error={error} onRetry={reload}>
        {data === null && (
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
