/** /order/orderConfirm: the same order confirmation as /v2/order. */
export { default } from './OrderCheckout';
