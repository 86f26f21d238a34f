import { api, type CallBody, type CallData, type CallQuery } from '@/lib/api';

/** The order calls the order screens make (thin wrappers over the generated client). */
export type OrderPrices = CallData<'order.price'>;
export type OrderSubmitResult = CallData<'order.submit'>;
export type CheckoutOptions = CallData<'order.checkoutOptions'>;
export type WireDraft = CallBody<'order.price'>;
export type WireDraftItem = WireDraft['itemList'][number];
export type OrderSummary = CallData<'order.list'>['list'][number];
export type OrderDetail = CallData<'order.detail'>;
export type OrderListQuery = CallBody<'order.list'>;
export type Store = CallData<'goods.stores'>[number];
export type TakeBill = CallData<'order.takeBills'>[number];
export type DeliveryDetail = CallData<'order.deliveryDetail'>;
export type LogisticsStat = CallData<'order.logisticsStat'>;
export type VatTitle = CallData<'invoice.vatTitles'>['list'][number];
export type Category = CallData<'goods.categories'>[number];
export type StatusCounts = CallData<'member.statisticOrderStatus'>;
export type ContractSubInit = CallData<'order.contractSubInit'>;
export type ContractDetail = CallData<'contract.details'>;
export type GoodsDetail = CallData<'goods.detail'>;
export type GoodsUnit = CallData<'goods.units'>[number];
export type BuyCondition = CallData<'goods.buyConditions'>[number];
export type GoodsVariety = CallData<'goods.matchVariety'>;
export type AddonTree = CallData<'goods.addons'>;
export type RefundDetail = CallData<'order.refundDetail'>;
export type ProgressStep = CallData<'order.refundProgress'>[number];
export type Supplement = CallData<'order.supplementDetail'>;
export type SupplementPayInfo = CallData<'pay.info'>;

/** A call whose answer carries no data. */
const done = (call: Promise<unknown>): Promise<void> => call.then(() => undefined);

export const orderApi = {
  checkoutOptions: (body: CallBody<'order.checkoutOptions'>, signal?: AbortSignal) => api.order.checkoutOptions(body, { signal }),
  price: (draft: WireDraft, signal?: AbortSignal) => api.order.price(draft, { signal }),
  submit: (body: CallBody<'order.submit'>) => api.order.submit(body),
  list: (body: OrderListQuery, signal?: AbortSignal) => api.order.list(body, { signal }),
  detail: (orderId: string, signal?: AbortSignal) => api.order.detail({ orderId }, { signal }),
  cancel: (orderId: string) => done(api.order.cancel({ orderId })),
  confirmReceipt: (orderId: string) => done(api.order.confirmReceipt({ orderId })),
  takeBills: (orderId: string, signal?: AbortSignal) => api.order.takeBills({ orderId }, { signal }),
  deliveryDetail: (query: CallQuery<'order.deliveryDetail'>, signal?: AbortSignal) => api.order.deliveryDetail(query, { signal }),
  logisticsStat: (orderId: string, signal?: AbortSignal) => api.order.logisticsStat({ orderId }, { signal }),
  stores: (sellerId: string, signal?: AbortSignal) => api.goods.stores({ sellerId }, { signal }),
  vatTitles: (signal?: AbortSignal) => api.invoice.vatTitles({ pageNum: 1, pageSize: 50 }, { signal }),
  categories: (signal?: AbortSignal) => api.goods.categories({ signal }),
  statusCounts: (memberId: string, signal?: AbortSignal) => api.member.statisticOrderStatus({ memberId }, { signal }),
  addressDetail: (addressId: string, signal?: AbortSignal) => api.address.detail({ addressId }, { signal }),
  /** The defaults of a sub-order under a contract (400 when the contract is no longer effective). */
  contractSubInit: (contractId: string, signal?: AbortSignal) => api.order.contractSubInit({ contractId }, { signal }),
  /** Submits a sub-order under a contract (the body of order.submit). */
  newContractSub: (body: CallBody<'order.newContractSub'>) => api.order.newContractSub(body),
  contractDetails: (contractId: string, signal?: AbortSignal) => api.contract.details({ contractId }, { signal }),
  goodsDetail: (goodsId: string, signal?: AbortSignal) => api.goods.detail({ goodsId }, { signal }),
  goodsUnits: (goodsId: string, signal?: AbortSignal) => api.goods.units({ goodsId }, { signal }),
  buyConditions: (goodsId: string, signal?: AbortSignal) => api.goods.buyConditions({ goodsId }, { signal }),
  matchVariety: (body: CallBody<'goods.matchVariety'>, signal?: AbortSignal) => api.goods.matchVariety(body, { signal }),
  /** The add-on groups of a goods: the contract's prices under a contract, else the catalogue's (as /goodChooseServe). */
  addons: (goodsId: string, contractId: string | undefined, signal?: AbortSignal): Promise<AddonTree> =>
    contractId ? api.cart.contractAddons({ contractId, goodsId }, { signal }) : api.goods.addons({ goodsId }, { signal }),
  remove: (orderId: string) => done(api.order.remove({ orderId })),
  refundReasons: (signal?: AbortSignal) => api.order.refundReasons({ signal }),
  /** Applies for a refund, or edits one still pending or rejected (`refundId`). */
  refundApply: (body: CallBody<'order.refundApply'>) => api.order.refundApply(body),
  refundDetail: (refundId: string, signal?: AbortSignal) => api.order.refundDetail({ refundId }, { signal }),
  refundProgress: (refundId: string, signal?: AbortSignal) => api.order.refundProgress({ refundId }, { signal }),
  refundClose: (refundId: string) => done(api.order.refundClose({ refundId })),
  /** A supplement of the order: the given one, else the latest. */
  supplementDetail: (orderId: string, supplementId: string | undefined, signal?: AbortSignal) =>
    api.order.supplementDetail({ orderId, ...(supplementId ? { supplementId } : {}) }, { signal }),
  supplementProgress: (supplementId: string, signal?: AbortSignal) => api.order.supplementProgress({ supplementId }, { signal }),
  /** The pay ways and amount due of a supplement (pay.info with its supplementId). */
  supplementPayInfo: (orderId: string, supplementId: string, signal?: AbortSignal) => api.pay.info({ orderId, supplementId }, { signal }),
  /** Starts paying a supplement with a provider (wechat, alipay). */
  supplementPayProvider: (way: 'wechat' | 'alipay', body: CallBody<'pay.wechat'>) => way === 'wechat' ? api.pay.wechat(body) : api.pay.alipay(body),
  /** Pays a supplement from a balance (erp, wallet) with the pay password. */
  supplementPayBalance: (way: 'erp' | 'wallet', body: CallBody<'pay.wallet'>) => way === 'erp' ? api.pay.erp(body) : api.pay.wallet(body),
  /** Opens or closes quick order; answers the new state. */
  quickOrder: (memberId: string, open: boolean) => api.member.quickOrder({ memberId, open }),
  /** The add-on groups an order line can still take (empty when the order's status allows none). */
  addItemOptions: (orderId: string, orderItemId: string, signal?: AbortSignal) => api.order.addItemOptions({ orderId, orderItemId }, { signal }),
  /** Adds add-ons to an order line: the gateway prices them and opens a supplement for the amount. */
  addItem: (body: CallBody<'order.addItem'>) => api.order.addItem(body),
  /** The pumping and construction services of an order. */
  serviceData: (orderId: string, signal?: AbortSignal) => api.order.serviceData({ orderId }, { signal }),
  /** The pickup store of a self-pickup order. */
  storePosition: (orderId: string, signal?: AbortSignal) => api.order.storePosition({ orderId }, { signal }),
  /** The stores of a seller with their distance from a position (km). */
  storesNear: (sellerId: string, latitude: number, longitude: number, signal?: AbortSignal) =>
    api.goods.stores({ sellerId, latitude, longitude }, { signal }),
};
