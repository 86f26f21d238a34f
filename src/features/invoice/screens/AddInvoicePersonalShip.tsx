import { useRouteQuery } from '@/lib/navigation';
import { href } from '@/lib/routes';
import { useRouteTitle } from '@/lib/useRouteTitle';
import { AddInvoiceScreen } from '../components/AddInvoiceScreen';

/** /add_Invoice/personal-ship: the add-invoice form of kind `personalShip` (AddInvoiceScreen, spec/calls/invoice.yaml). */
export default function AddInvoicePersonalShip() {
  const query = useRouteQuery('/add_Invoice/personal-ship');
  const title = useRouteTitle('/add_Invoice/personal-ship');
  return <AddInvoiceScreen kind="personalShip" title={title} here={href('/add_Invoice/personal-ship', query)} orderId={query.orderId} />;
}
