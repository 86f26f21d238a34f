import { OrderDetailView } from '../components/OrderDetailView';

/** /order/orderDetailNoback: the same detail without the back arrow (the native app's entry). */
export default function OrderDetailNoBack() {
  return <OrderDetailView showBack={false} />;
}
