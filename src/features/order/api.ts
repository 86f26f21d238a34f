import type { CallBody, CallData } from '@/lib/api';

/** The types of the order calls the order screens show (the calls themselves are made through `api.order.*` and the query factories). */
export type OrderPrices = CallData<'order.price'>;
export type OrderSubmitResult = CallData<'order.submit'>;
export type CheckoutOptions = CallData<'order.checkoutOptions'>;
export type WireDraft = CallBody<'order.price'>;
export type OrderSummary = CallData<'order.list'>['list'][number];
export type OrderDetail = CallData<'order.detail'>;
export type Store = CallData<'goods.stores'>[number];
export type VatTitle = CallData<'invoice.vatTitles'>['list'][number];
export type ContractSubInit = CallData<'order.contractSubInit'>;
export type ContractDetail = CallData<'contract.details'>;
export type GoodsDetail = CallData<'goods.detail'>;
export type GoodsUnit = CallData<'goods.units'>[number];
export type BuyCondition = CallData<'goods.buyConditions'>[number];
export type GoodsVariety = CallData<'goods.matchVariety'>;
export type RefundDetail = CallData<'order.refundDetail'>;
export type ProgressStep = CallData<'order.refundProgress'>[number];
export type Supplement = CallData<'order.supplementDetail'>;
export type SupplementPayInfo = CallData<'pay.info'>;
