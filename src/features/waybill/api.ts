import { api, type CallBody, type CallData } from '@/lib/api';

/** A waybill as a list row. */
export type Waybill = CallData<'waybill.list'>['list'][number];
/** A page of waybills. */
export type WaybillPage = CallData<'waybill.list'>;
/** A waybill with its vehicle, driver, quantities, times and status timeline. */
export type WaybillDetail = CallData<'waybill.detail'>;
/** Where a waybill stands. */
export type WaybillStatus = Waybill['status'];
/** One change of a waybill's address, take time, vehicle or ship. */
export type ReassignRecord = CallData<'waybill.reassignHistory'>[number];
/** What a reassignment sends. */
export type ReassignBody = CallBody<'waybill.reassign'>;
/** One take of an order (trade bill) with whether it is finished. */
export type TakeBill = CallData<'order.takeBills'>[number];
/** One of the buyer's addresses. */
export type Address = CallData<'address.detail'>;

/** The statuses in the order the list's tabs show them. */
export const waybillStatuses: readonly WaybillStatus[] = ['waiting', 'loading', 'inTransit', 'arrived', 'signed', 'cancelled'];

/** Whether the truck or ship has not left yet: the take time can still change (the gateway's rule). */
export const notLeftYet = (status: WaybillStatus): boolean => status === 'waiting' || status === 'loading';

/** The waybill calls of the waybill screens (thin wrappers over the generated client). */
export const waybillApi = {
  /** A page of the buyer's waybills: of one order and/or one status, or all. */
  list: (body: CallBody<'waybill.list'>, signal?: AbortSignal): Promise<WaybillPage> => api.waybill.list(body, { signal }),
  detail: (waybillId: string, signal?: AbortSignal) => api.waybill.detail({ waybillId }, { signal }),
  /** Sends the waybill to another of the buyer's addresses and/or take time; answers the new detail. */
  reassign: (body: ReassignBody) => api.waybill.reassign(body),
  history: (waybillId: string, signal?: AbortSignal) => api.waybill.reassignHistory({ waybillId }, { signal }),
  /** The takes (trade bills) of the waybill's order. */
  takeBills: (orderId: string, signal?: AbortSignal) => api.order.takeBills({ orderId }, { signal }),
  address: (addressId: string, signal?: AbortSignal) => api.address.detail({ addressId }, { signal }),
};
