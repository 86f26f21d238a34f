import { api, unwrap, type CallBody, type CallData, type CallQuery } from '@/lib/api';

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

/** A call whose answer carries no data. */
const done = (call: Promise<unknown>): Promise<void> => unwrap(call as Parameters<typeof unwrap>[0]).then(() => undefined);

export const orderApi = {
  checkoutOptions: (body: CallBody<'order.checkoutOptions'>) => unwrap(api.order.checkoutOptions(body)),
  price: (draft: WireDraft, signal?: AbortSignal) => unwrap(api.order.price(draft, signal ? { signal } : undefined)),
  submit: (body: CallBody<'order.submit'>) => unwrap(api.order.submit(body)),
  list: (body: OrderListQuery, signal?: AbortSignal) => unwrap(api.order.list(body, signal ? { signal } : undefined)),
  detail: (orderId: string) => unwrap(api.order.detail({ orderId })),
  cancel: (orderId: string) => done(api.order.cancel({ orderId })),
  confirmReceipt: (orderId: string) => done(api.order.confirmReceipt({ orderId })),
  takeBills: (orderId: string) => unwrap(api.order.takeBills({ orderId })),
  deliveryDetail: (query: CallQuery<'order.deliveryDetail'>) => unwrap(api.order.deliveryDetail(query)),
  logisticsStat: (orderId: string) => unwrap(api.order.logisticsStat({ orderId })),
  stores: (sellerId: string) => unwrap(api.goods.stores({ sellerId })),
  vatTitles: () => unwrap(api.invoice.vatTitles({ pageNum: 1, pageSize: 50 })),
  categories: () => unwrap(api.goods.categories()),
  statusCounts: (memberId: string) => unwrap(api.member.statisticOrderStatus({ memberId })),
  addressDetail: (addressId: string) => unwrap(api.address.detail({ addressId })),
};
