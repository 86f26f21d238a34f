import { api, type CallBody, type CallData } from '@/lib/api';

/** One of the buyer's vehicles. */
export type Vehicle = CallData<'vehicle.list'>['list'][number];
/** What adding a vehicle sends. */
export type VehicleInput = CallBody<'vehicle.add'>;
/** What editing a vehicle sends. */
export type VehicleEditBody = CallBody<'vehicle.edit'>;

// A call whose data is null (the generated type has no `data`): unwrapped for its success only, as address/api.ts does.
const done = (call: Promise<unknown>): Promise<void> => call.then(() => undefined);

/** The vehicle calls of the vehicle screens (thin wrappers over the generated client). */
export const vehicleApi = {
  list: (signal?: AbortSignal, pageNum = 1, pageSize = 50) => api.vehicle.list({ pageNum, pageSize }, { signal }),
  /** A page of the buyer's vehicles, all or only the monitored (true) / unmonitored (false) ones. */
  page: (body: CallBody<'vehicle.list'>, signal?: AbortSignal) => api.vehicle.list(body, { signal }),
  detail: (vehicleId: string, signal?: AbortSignal) => api.vehicle.detail({ vehicleId }, { signal }),
  add: (body: VehicleInput) => api.vehicle.add(body),
  edit: (body: VehicleEditBody) => api.vehicle.edit(body),
  remove: (vehicleId: string) => done(api.vehicle.delete({ vehicleId })),
};
