import { addressDetailQuery, orderTakeBillsQuery, waybillDetailQuery, waybillListPages, waybillReassignHistoryQuery } from '@/lib/queries';
import { pageRecord } from '@/lib/pageRecord';
import { defineLoaders } from '@/lib/routeData';

const WAYBILL_PAGE_SIZE = 10;

/** The statuses in the order the list's tabs show them. */
export const waybillStatuses = ['waiting', 'loading', 'inTransit', 'arrived', 'signed', 'cancelled'] as const;
export type ListStatus = (typeof waybillStatuses)[number];
/** The status filter of the list's query: a known status, else none. */
export const listStatusOf = (status: string | undefined): ListStatus | undefined => waybillStatuses.find((s) => s === status);

/** The buyer's waybills — of one order and/or one status, or all — page by page. */
export const waybillPages = (orderId: string | undefined, status: ListStatus | undefined) =>
  waybillListPages({ ...(orderId ? { orderId } : {}), ...(status ? { status } : {}) }, WAYBILL_PAGE_SIZE);
export const waybillDetail = (waybillId: string) => waybillDetailQuery({ waybillId });
/** The takes (trade bills) of a waybill's order. */
export const orderTakes = (orderId: string) => orderTakeBillsQuery({ orderId });
export const reassignHistory = (waybillId: string) => waybillReassignHistoryQuery({ waybillId });
/** An address chosen on the address pages as the waybill's new one. */
export const chosenAddress = (addressId: string) => addressDetailQuery({ addressId });

export const loaders = defineLoaders({
  '/waybill/list': ({ orderId, status }) => [waybillPages(orderId, listStatusOf(status))],
  '/waybill/detail': ({ waybillId }) => [pageRecord(waybillDetail(waybillId))],
  '/waybill/reassign': ({ waybillId }) => [pageRecord(waybillDetail(waybillId))],
  '/waybill/reassign_history': ({ waybillId }) => [pageRecord(reassignHistory(waybillId))],
});
