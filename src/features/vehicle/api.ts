import { api, unwrap, type CallBody, type CallData } from '@/lib/api';

export type Vehicle = CallData<'vehicle.list'>['list'][number];
export type VehicleInput = CallBody<'vehicle.add'>;

export const vehicleApi = {
  list: (signal?: AbortSignal, pageNum = 1, pageSize = 50) => unwrap(api.vehicle.list({ pageNum, pageSize }, { signal })),
  add: (body: VehicleInput) => unwrap(api.vehicle.add(body)),
};
