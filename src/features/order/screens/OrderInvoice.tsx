import { Header } from '@/components/Header';
import { OrderInvoiceView } from '@/features/invoice';
import { useRouteQuery } from '@/lib/navigation';
import { useRouteTitle } from '@/lib/useRouteTitle';

/**
 * /order/invoice?orderId=…: the invoice of one order (invoice.ofOrder) — its invoices, each opening its
 * detail, or "no invoice yet" with 申请开票. The view belongs to the invoice feature.
 */
export default function OrderInvoice() {
  const title = useRouteTitle('/order/invoice');
  const { orderId } = useRouteQuery('/order/invoice');
  return (
    <div className="app-screen vt-page">
      <Header title={title} />
      <OrderInvoiceView orderId={orderId} />
    </div>
  );
}
