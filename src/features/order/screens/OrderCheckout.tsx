import { CheckoutView } from '../components/CheckoutView';

/**
 * The order confirmation (/v2/order, /order/orderConfirm): the order cart handed over by the cart, buy
 * now, the contract cart's settle or the concrete order form (see {@link CheckoutView}).
 */
export default function OrderCheckout() {
  return <CheckoutView of={{ kind: 'cart' }} />;
}
