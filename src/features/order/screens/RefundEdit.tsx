import { useMemo } from 'react';
import { Header } from '@/components/Header';
import { NoPermission } from '@/components/NoPermission';
import { menuButtons } from '@/lib/constants';
import { useT } from '@/lib/i18n';
import { Link, useRouteQuery } from '@/lib/navigation';
import { useQuery } from '@/lib/query';
import { href } from '@/lib/routes';
import { useCan } from '@/lib/session';
import { orderDetail, refundDetail, refundReasons } from '../afterSalesQueries';
import { RefundForm, refundRoom, sentRefund } from '../components/RefundForm';
import { LoadState, useRouteTitle } from '../components/ui';
import '../components/order.css';
import '../components/refund.css';

/** Why the order takes no request now, and the way on: its open request, else back to the order. */
function NotRefundable({ orderId, openRefundId }: { orderId: string; openRefundId: string | undefined }) {
  const t = useT();
  return (
    <div className="rf-notice" role="status">
      <p>{openRefundId ? t('refund.edit.openRequest') : t('refund.edit.notRefundable')}</p>
      {openRefundId ? (
        <Link className="ord-link ord-link--tap" to={href('/order/refundProgress', { orderId, refundId: openRefundId })}>
          {t('refund.edit.viewProgress')}
        </Link>
      ) : (
        <Link className="ord-link ord-link--tap" to={href('/order/orderDetail', { orderId })}>
          {t('refund.common.backToOrder')}
        </Link>
      )}
    </div>
  );
}

/**
 * /order/refundEdit: apply for a refund of a paid order, or edit a pending or rejected request
 * (`refundId`): the order, the reasons and the request being edited, then the form once they are there.
 * A buyer whose menu tree leaves refunds out is told so instead (the gateway refuses too).
 */
export default function RefundEdit() {
  const { orderId, refundId } = useRouteQuery('/order/refundEdit');
  const title = useRouteTitle('/order/refundEdit');
  const order = useQuery(orderDetail(orderId));
  const reasons = useQuery(refundReasons());
  const refund = useQuery({ ...refundDetail(refundId ?? ''), enabled: refundId !== undefined });
  const sent = useMemo(() => sentRefund(orderId, refundId), [orderId, refundId]);
  const reads = refundId ? [order, reasons, refund] : [order, reasons];
  const failed = reads.find((read) => read.data === undefined && read.error);
  const ready = order.data && reasons.data && (refundId === undefined || refund.data) ? { order: order.data, reasons: reasons.data } : null;
  const room = ready && refundRoom(ready.order, refund.data ?? null, sent);
  const mayRefund = useCan(menuButtons.refundApply);
  if (!mayRefund) {
    return (
      <div className="ord-page">
        <Header title={title} backPath={href('/order/orderDetail', { orderId })} />
        <NoPermission btnId={menuButtons.refundApply} />
      </div>
    );
  }
  return (
    <div className="ord-page">
      <Header title={title} backPath={href('/order/orderDetail', { orderId })} />
      <LoadState loading={!ready && !failed} error={failed?.error ?? null} onRetry={() => reads.forEach((read) => void read.refetch())}>
        {ready && room && !room.allowed && <NotRefundable orderId={orderId} openRefundId={room.openRefundId} />}
        {ready && room?.allowed && (
          <RefundForm
            orderId={orderId}
            refundId={refundId}
            order={ready.order}
            reasons={ready.reasons}
            refund={refund.data ?? null}
            max={room.max}
            sent={sent}
          />
        )}
      </LoadState>
    </div>
  );
}
