import { OrderDetailView } from '../components/OrderDetailView';

/** /order/orderDetail: an order's detail and the actions it offers. */
export default function OrderDetail() {
  return <OrderDetailView showBack />;
}
