import {
  addressDetailQuery,
  contractDetailsQuery,
  goodsBuyConditionsQuery,
  goodsDetailQuery,
  goodsUnitsQuery,
  invoiceOfOrderQuery,
  invoiceVatTitlesQuery,
  orderCheckoutOptionsQuery,
  orderContractSubInitQuery,
  orderDetailQuery,
  orderPriceQuery,
} from '@/lib/queries';
import type { CallBody } from '@/lib/api';
import { defineLoaders } from '@/lib/routeData';
import { persisted } from '@/lib/storage';

/** The part of an order-cart group the checkout's reads depend on. */
export interface CheckoutGroupRef {
  readonly sellerId: string;
  readonly contractId?: string | undefined;
  readonly children: readonly { readonly goodsId: string }[];
}

/** The seller's checkout options for a group: delivery ways, transport types, pay ways, default address. */
export const checkoutOptionsOf = (group: CheckoutGroupRef) =>
  orderCheckoutOptionsQuery({
    sellerId: group.sellerId,
    goodsIds: [...new Set(group.children.map((line) => line.goodsId))],
    ...(group.contractId ? { contractId: group.contractId } : {}),
  });

/** The gateway's prices of a draft (without memo and pay way: they do not price). */
export const orderPrices = (draft: CallBody<'order.price'>) => orderPriceQuery(draft);
export const addressOf = (addressId: string) => addressDetailQuery({ addressId });
/** The buyer's invoice titles (one page holds them all). */
export const vatTitles = () => invoiceVatTitlesQuery({ pageNum: 1, pageSize: 50 });
export const contractOf = (contractId: string) => contractDetailsQuery({ contractId });
export const contractSubInit = (contractId: string) => orderContractSubInitQuery({ contractId });
export const submittedOrder = (orderId: string) => orderDetailQuery({ orderId });

/** The reads of the concrete order form before it knows its goods' details: the contract's, or the catalogue goods'. */
export const concreteFirstReads = (goodsId: string | undefined, contractId: string | undefined) =>
  contractId ? [contractSubInit(contractId), contractOf(contractId)] : goodsId ? concreteGoodsReads(goodsId) : [];
/** The goods of the concrete form: its detail, buy conditions and units. */
export const concreteGoodsReads = (goodsId: string) =>
  [goodsDetailQuery({ goodsId }), goodsBuyConditionsQuery({ goodsId }), goodsUnitsQuery({ goodsId })] as const;
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
