import type { ReactNode } from 'react';
import { Header } from '@/components/Header';
import { money } from '@/components/Money';
import { useT } from '@/lib/i18n';
import { useQuery } from '@/lib/query';
import { href } from '@/lib/routes';
import type { RefundDetail } from '../api';
import { orderDetail, refundDetail } from '../afterSalesQueries';
import { LoadState } from './ui';

/** The state of a refund request at the top of its screens: status and amount. */
export function RefundHero({ refund }: { refund: RefundDetail }) {
  const t = useT();
  return (
    <div className="rf-hero" role="status">
      <h2>{t(`refund.status.${refund.status}`)}</h2>
      <p>{t('refund.progress.amount', { amount: money(refund.amount) })}</p>
    </div>
  );
}

/** The refund a refund screen is about, as its frame shows it. */
export interface OrderRefund {
  /** The refund's id once known (given, or the order's latest); undefined while the order loads or when it has none. */
  readonly refundId: string | undefined;
  /** The refund; null when the order has no refund; undefined while loading. */
  readonly refund: RefundDetail | null | undefined;
  readonly loading: boolean;
  readonly error: unknown;
  readonly refetching: boolean;
  readonly reload: () => void;
}

/**
 * The refund a refund screen is about: the one named by `refundId`, else the order's latest (the order
 * detail's after-sales part, read only then).
 */
export function useOrderRefund(orderId: string, given: string | undefined): OrderRefund {
  const order = useQuery({ ...orderDetail(orderId), enabled: given === undefined });
  const refundId = given ?? order.data?.afterSales.refundId;
  const refund = useQuery({ ...refundDetail(refundId ?? ''), enabled: refundId !== undefined });
  const none = given === undefined && order.data !== undefined && !order.data.afterSales.refundId;
  const error = (order.data === undefined && order.error) || (refund.data === undefined && refund.error) || null;
  return {
    refundId,
    refund: none ? null : refund.data,
    loading: !none && refund.data === undefined && !error,
    error,
    refetching: refund.isFetching || order.isFetching,
    reload: () => {
      if (given === undefined) void order.refetch();
      if (refundId !== undefined) void refund.refetch();
    },
  };
}

/**
 * The frame of the refund screens: header (back to the order), the loading and error states, "no refund"
 * for an order without one, the refund's state on top, then the screen's own part.
 */
export function RefundFrame({
  title,
  orderId,
  loaded,
  className = 'ord-page',
  children,
  after,
}: {
  title: string;
  orderId: string;
  loaded: OrderRefund;
  className?: string;
  children: (refund: RefundDetail) => ReactNode;
  /** What follows the scrolling part (a bottom bar), once the refund is there. */
  after?: (refund: RefundDetail) => ReactNode;
}) {
  const t = useT();
  const { refund, loading, error, reload } = loaded;
  return (
    <div className={className}>
      <Header title={title} backPath={href('/order/orderDetail', { orderId })} />
      <LoadState loading={loading} error={error} onRetry={reload}>
        {refund === null && (
          <div className="rf-notice" role="status">
            {t('refund.progress.noRefund')}
          </div>
        )}
        {refund && (
          <>
            <RefundHero refund={refund} />
            {children(refund)}
          </>
        )}
      </LoadState>
      {refund && after?.(refund)}
    </div>
  );
}
