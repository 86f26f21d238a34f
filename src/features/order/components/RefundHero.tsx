import type { ReactNode } from 'react';
import { Header } from '@/components/Header';
import { useServerData, type ServerData } from '@/lib/data';
import { useT } from '@/lib/i18n';
import { href } from '@/lib/routes';
import { orderApi, type RefundDetail } from '../api';
import { LoadState } from './ui';

/** The state of a refund request at the top of its screens: status and amount. */
export function RefundHero({ refund }: { refund: RefundDetail }) {
  const t = useT();
  return (
    <div className="rf-hero" role="status">
      <h2>{t(`refund.status.${refund.status}`)}</h2>
      <p>{t('refund.progress.amount', { amount: refund.amount })}</p>
    </div>
  );
}

/** One refund of an order and what a screen loads beside it; null when the order has no refund. */
export type OrderRefund<X> = { refund: RefundDetail; extra: X } | null;

/**
 * Loads the refund a refund screen is about: the one named by `refundId`, else the order's latest (the
 * order detail's after-sales part), with `more` loaded beside it (the progress steps).
 */
export function useOrderRefund<X = undefined>(
  orderId: string,
  refundId: string | undefined,
  more?: (refundId: string, signal: AbortSignal) => Promise<X>,
): ServerData<OrderRefund<X>> {
  return useServerData(
    async (signal) => {
      const id = refundId ?? (await orderApi.detail(orderId, signal)).afterSales.refundId;
      if (!id) return null;
      const [refund, extra] = await Promise.all([orderApi.refundDetail(id, signal), more?.(id, signal)]);
      return { refund, extra: extra as X };
    },
    // `more` is the screen's own constant loader, not a dependency.
    [orderId, refundId],
  );
}

/**
 * The frame of the refund screens: header (back to the order), the loading and error states, "no refund"
 * for an order without one, the refund's state on top, then the screen's own part.
 */
export function RefundFrame<X>({
  title,
  orderId,
  loaded,
  className = 'ord-page',
  children,
  after,
}: {
  title: string;
  orderId: string;
  loaded: ServerData<OrderRefund<X>>;
  className?: string;
  children: (refund: RefundDetail, extra: X) => ReactNode;
  /** What follows the scrolling part (a bottom bar), once the refund is there. */
  after?: (refund: RefundDetail) => ReactNode;
}) {
  const t = useT();
  const { data, loading, error, reload } = loaded;
  return (
    <div className={className}>
      <Header title={title} backPath={href('/order/orderDetail', { orderId })} />
      <LoadState loading={loading && !data} error={error} onRetry={reload}>
        {data === null && (
          <div className="rf-notice" role="status">
            {t('refund.progress.noRefund')}
          </div>
        )}
        {data && (
          <>
            <RefundHero refund={data.refund} />
            {children(data.refund, data.extra)}
          </>
        )}
      </LoadState>
      {data && after?.(data.refund)}
    </div>
  );
}
