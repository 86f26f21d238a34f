import type { CallBody, CallData } from '@/lib/api';

/** One of the buyer's vehicles. */
export type Vehicle = CallData<'vehicle.list'>['list'][number];
/** What adding a vehicle sends. */
export type VehicleInput = CallBody<'vehicle.add'>;
