import { useRouteQuery } from '@/lib/navigation';
import { href } from '@/lib/routes';
import { useRouteTitle } from '@/lib/useRouteTitle';
import { AddInvoiceScreen } from '../components/AddInvoiceScreen';

/** /add_Invoice/personal: the add-invoice form of kind `personal` (AddInvoiceScreen, spec/calls/invoice.yaml). */
export default function AddInvoicePersonal() {
  const query = useRouteQuery('/add_Invoice/personal');
  const title = useRouteTitle('/add_Invoice/personal');
  return <AddInvoiceScreen kind="personal" title={title} here={href('/add_Invoice/personal', query)} orderId={query.orderId} />;
}
