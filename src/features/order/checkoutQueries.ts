import {
  addressDetailQuery,
  contractDetailsQuery,
  goodsBuyConditionsQuery,
  goodsDetailQuery,
  goodsUnitsQuery,
  orderCheckoutOptionsQuery,
  orderContractSubInitQuery,
  orderDetailQuery,
  orderPriceQuery,
} from '@/lib/queries';
import type { CallBody } from '@/lib/api';

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
export const contractOf = (contractId: string) => contractDetailsQuery({ contractId });
export const contractSubInit = (contractId: string) => orderContractSubInitQuery({ contractId });
export const submittedOrder = (orderId: string) => orderDetailQuery({ orderId });

/** The reads of the concrete order form before it knows its goods' details: the contract's, or the catalogue goods'. */
export const concreteFirstReads = (goodsId: string | undefined, contractId: string | undefined) =>
  contractId ? [contractSubInit(contractId), contractOf(contractId)] : goodsId ? concreteGoodsReads(goodsId) : [];
/** The goods of the concrete form: its detail, buy conditions and units. */
export const concreteGoodsReads = (goodsId: string) =>
  [goodsDetailQuery({ goodsId }), goodsBuyConditionsQuery({ goodsId }), goodsUnitsQuery({ goodsId })] as const;
