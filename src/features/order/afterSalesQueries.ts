import type { CallBody } from '@/lib/api';
import { callKey } from '@/lib/query';
import {
  goodsCategoriesQuery,
  memberStatisticOrderStatusQuery,
  orderAddItemOptionsQuery,
  orderDeliveryDetailQuery,
  orderDetailQuery,
  orderListPages,
  orderLogisticsStatQuery,
  orderRefundDetailQuery,
  orderRefundProgressQuery,
  orderRefundReasonsQuery,
  orderServiceDataQuery,
  orderStorePositionQuery,
  orderSupplementDetailQuery,
  orderSupplementProgressQuery,
  orderTakeBillsQuery,
  payInfoQuery,
} from '@/lib/queries';
import { pageRecord } from '@/lib/pageRecord';
import { defineLoaders } from '@/lib/routeData';
import { session } from '@/lib/session';

const ORDER_PAGE_SIZE = 10;

type OrderListBody = CallBody<'order.list'>;

/** The order list's filters as the address carries them ('' or absent: any). */
export interface OrderListFilters {
  readonly status?: string | undefined;
  readonly orderType?: string | undefined;
  readonly transportType?: string | undefined;
  readonly categoryId?: string | undefined;
  readonly keyword?: string | undefined;
}

/** The list call's body of the filters: an empty filter is left out. */
function listBodyOf(filters: OrderListFilters): Omit<OrderListBody, 'pageNum' | 'pageSize'> {
  return {
    ...(filters.status ? { status: filters.status as NonNullable<OrderListBody['status']> } : {}),
    ...(filters.orderType ? { orderType: filters.orderType as NonNullable<OrderListBody['orderType']> } : {}),
    ...(filters.transportType ? { transportType: filters.transportType as NonNullable<OrderListBody['transportType']> } : {}),
    ...(filters.categoryId ? { categoryId: filters.categoryId } : {}),
    ...(filters.keyword ? { keyword: filters.keyword } : {}),
  };
}

/** The buyer's orders under the filters, page by page. */
export const orderPages = (filters: OrderListFilters) => orderListPages(listBodyOf(filters), ORDER_PAGE_SIZE);
/** How many orders the buyer has per status (the list's tab badges). */
export const orderStatusCounts = (memberId: string) => memberStatisticOrderStatusQuery({ memberId });
export const orderCategories = () => goodsCategoriesQuery();
export const orderDetail = (orderId: string) => orderDetailQuery({ orderId });
export const refundDetail = (refundId: string) => orderRefundDetailQuery({ refundId });
export const refundSteps = (refundId: string) => orderRefundProgressQuery({ refundId });
export const refundReasons = () => orderRefundReasonsQuery();
/** A top-up of the order: the given one, else the latest. */
export const supplementDetail = (orderId: string, supplementId?: string) => orderSupplementDetailQuery({ orderId, ...(supplementId ? { supplementId } : {}) });
export const supplementSteps = (supplementId: string) => orderSupplementProgressQuery({ supplementId });
/** The pay ways and amount due of a top-up. */
export const supplementPayInfo = (orderId: string, supplementId: string) => payInfoQuery({ orderId, supplementId });
export const addItemOptions = (orderId: string, orderItemId: string) => orderAddItemOptionsQuery({ orderId, orderItemId });
export const takeBills = (orderId: string) => orderTakeBillsQuery({ orderId });
export const deliveryDetail = (orderId: string, takeId?: string) => orderDeliveryDetailQuery({ orderId, ...(takeId ? { takeId } : {}) });
export const logisticsStat = (orderId: string) => orderLogisticsStatQuery({ orderId });
export const serviceData = (orderId: string) => orderServiceDataQuery({ orderId });
export const storePosition = (orderId: string) => orderStorePositionQuery({ orderId });

/** A refund screen reads the named refund, else the order whose after-sales part names its latest one. */
const refundReads = (orderId: string, refundId: string | undefined) => [pageRecord(refundId ? refundDetail(refundId) : orderDetail(orderId))];

/** The reads of the routes after an order is placed (list, detail, refunds, supplements, logistics). */
export const afterSalesLoaders = defineLoaders({
  '/order/orderList': (query) => {
    const memberId = session.userInfo?.memberId;
    return [orderPages(query), memberId ? orderStatusCounts(memberId) : null, orderCategories()];
  },
  '/order/orderDetail': ({ orderId }) => [pageRecord(orderDetail(orderId))],
  '/order/orderDetailNoback': ({ orderId }) => [pageRecord(orderDetail(orderId))],
  '/order/addItem': ({ orderId, orderItemId }) => [pageRecord(orderDetail(orderId)), orderItemId ? addItemOptions(orderId, orderItemId) : null],
  '/order/closeRefund': ({ orderId, refundId }) => refundReads(orderId, refundId),
  '/order/refundDetail': ({ orderId, refundId }) => refundReads(orderId, refundId),
  '/order/refundProgress': ({ orderId, refundId }) => [...refundReads(orderId, refundId), refundId ? refundSteps(refundId) : null],
  '/order/refundEdit': ({ orderId, refundId }) => [pageRecord(orderDetail(orderId)), refundReasons(), refundId ? pageRecord(refundDetail(refundId)) : null],
  '/order/supplement': ({ orderId }) => [supplementDetail(orderId)],
  '/order/supplement/payDetail': ({ orderId, supplementId }) => [
    supplementDetail(orderId, supplementId),
    supplementId ? supplementPayInfo(orderId, supplementId) : null,
  ],
  '/order/supplement/progress': ({ orderId, supplementId }) => [supplementDetail(orderId, supplementId), supplementId ? supplementSteps(supplementId) : null],
  '/order/deliveryDetail': ({ orderId, takeId }) => [takeBills(orderId), deliveryDetail(orderId, takeId)],
  '/order/logisticsStat': ({ orderId }) => [logisticsStat(orderId)],
  '/order/serviceData': ({ orderId }) => [serviceData(orderId), orderDetail(orderId)],
  '/order/storePosition': ({ orderId }) => [storePosition(orderId)],
});

/** What a write to an order changes: every order read (list, detail, refunds, top-ups) and the buyer's order counts. */
export const ORDER_CHANGED = [['order'], callKey('member.statisticOrderStatus'), callKey('member.countOrders')] as const;
