import { api, type CallBody, type CallData } from '@/lib/api';

/** One of the buyer's drivers. */
export type Driver = CallData<'driver.detail'>;
/** What editing a driver sends. */
export type DriverEditBody = CallBody<'driver.edit'>;
/** What adding a driver sends. */
export type DriverAddBody = CallBody<'driver.add'>;
/** One of the buyer's vehicles, as the driver form offers it for the usual vehicle. */
export type DriverVehicle = CallData<'vehicle.list'>['list'][number];

/** The most vehicles a buyer keeps (the gateway's MAX_FLEET): the usual-vehicle choice loads them in one page. */
const MAX_VEHICLES = 100;

/** The driver calls of the driver screens (thin wrappers over the generated client). */
export const driverApi = {
  /** A page of the buyer's drivers. */
  list: (body: CallBody<'driver.list'>, signal?: AbortSignal) => api.driver.list(body, { signal }),
  detail: (driverId: string, signal?: AbortSignal) => api.driver.detail({ driverId }, { signal }),
  edit: (body: DriverEditBody) => api.driver.edit(body),
  add: (body: DriverAddBody) => api.driver.add(body),
  /** The buyer's vehicles, to choose the driver's usual one. */
  vehicles: (signal?: AbortSignal) => api.vehicle.list({ pageNum: 1, pageSize: MAX_VEHICLES }, { signal }),
};
