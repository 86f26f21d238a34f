import { invoiceOfOrderQuery } from '@/lib/queries';
import { defineLoaders } from '@/lib/routeData';
import { persisted } from '@/lib/storage';
import { checkoutOptionsOf, type CheckoutGroupRef, concreteFirstReads, contractSubInit, submittedOrder } from './checkoutQueries';

// The group the confirm page will open: the saved checkout's current one (a reload), else the order cart's first.
const savedCheckout = persisted<{ groups?: CheckoutGroupRef[]; groupIndex?: number }>('buyerapp.orderCheckout');
const savedOrderCart = persisted<CheckoutGroupRef[]>('buyerapp.orderCart');
function nextCheckoutGroup(): CheckoutGroupRef | undefined {
  const saved = savedCheckout.read();
  const group = saved?.groups?.[saved.groupIndex ?? 0] ?? savedOrderCart.read()?.[0];
  return group && typeof group.sellerId === 'string' && Array.isArray(group.children) ? group : undefined;
}

const confirmPage = () => {
  const group = nextCheckoutGroup();
  return [group && checkoutOptionsOf(group)];
};

/** The reads of the order-placing routes (confirm, checkout steps, concrete, submit, contract submit). */
export const checkoutLoaders = defineLoaders({
  '/v2/order': confirmPage,
  '/order/orderConfirm': confirmPage,
  '/order/submit': ({ orderId }) => [orderId ? submittedOrder(orderId) : null],
  '/order/newContractSub': ({ contractId }) => [contractSubInit(contractId)],
  '/order/invoice': ({ orderId }) => [invoiceOfOrderQuery({ orderId })],
  '/concrete/order': ({ goodsId, contractId }) => concreteFirstReads(goodsId, contractId),
});
