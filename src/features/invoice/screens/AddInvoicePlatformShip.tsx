import { useRouteQuery } from '@/lib/navigation';
import { href } from '@/lib/routes';
import { useRouteTitle } from '@/lib/useRouteTitle';
import { AddInvoiceScreen } from '../components/AddInvoiceScreen';

/** /add_Invoice/platform-ship: the add-invoice form of kind `platformShip` (AddInvoiceScreen, spec/calls/invoice.yaml). */
export default function AddInvoicePlatformShip() {
  const query = useRouteQuery('/add_Invoice/platform-ship');
  const title = useRouteTitle('/add_Invoice/platform-ship');
  return <AddInvoiceScreen kind="platformShip" title={title} here={href('/add_Invoice/platform-ship', query)} orderId={query.orderId} />;
}
