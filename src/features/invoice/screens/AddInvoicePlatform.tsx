import { useRouteQuery } from '@/lib/navigation';
import { href } from '@/lib/routes';
import { useRouteTitle } from '@/lib/useRouteTitle';
import { AddInvoiceScreen } from '../components/AddInvoiceScreen';

/** /add_Invoice/platform: the add-invoice form of kind `platform` (AddInvoiceScreen, spec/calls/invoice.yaml). */
export default function AddInvoicePlatform() {
  const query = useRouteQuery('/add_Invoice/platform');
  const title = useRouteTitle('/add_Invoice/platform');
  return <AddInvoiceScreen kind="platform" title={title} here={href('/add_Invoice/platform', query)} orderId={query.orderId} />;
}
