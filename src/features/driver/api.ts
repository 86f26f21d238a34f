import type { CallBody, CallData } from '@/lib/api';

/** One of the buyer's drivers. */
export type Driver = CallData<'driver.detail'>;
/** What saving a driver sends: driver.add's body, with the usual vehicle when editing. */
export type DriverBody = CallBody<'driver.add'> & { vehicleId?: string };
/** One of the buyer's vehicles, as the driver form offers it for the usual vehicle. */
export type DriverVehicle = CallData<'vehicle.list'>['list'][number];
