import type { CallBody, CallData } from '@/lib/api';

/** A waybill as a list row. */
export type Waybill = CallData<'waybill.list'>['list'][number];
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
/** One of the buyer's addresses (a new unloading address). */
export type Address = CallData<'address.detail'>;
