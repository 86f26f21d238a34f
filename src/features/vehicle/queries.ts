import { vehicleDetailQuery, vehicleListPages, vehicleListQuery } from '@/lib/queries';
import { defineLoaders } from '@/lib/routeData';

/** The most vehicles one buyer keeps (the gateway's limit): one page holds them all. */
const FLEET_PAGE_SIZE = 100;
const VEHICLE_PAGE_SIZE = 20;

/** Which vehicles the list shows: all, or only those with (or without) a monitoring device. */
export type Tracking = 'monitored' | 'unmonitored' | undefined;

/** The buyer's vehicles, page by page. */
export const vehiclePages = (tracking: Tracking = undefined) => vehicleListPages(tracking ? { monitored: tracking === 'monitored' } : {}, VEHICLE_PAGE_SIZE);
/** Every vehicle of the buyer (the picker). */
export const allVehicles = () => vehicleListQuery({ pageNum: 1, pageSize: FLEET_PAGE_SIZE });
export const vehicleDetail = (vehicleId: string) => vehicleDetailQuery({ vehicleId });

export const loaders = defineLoaders({
  '/myCar': () => [vehiclePages()],
  '/myCar/select_mycar': () => [allVehicles()],
  // The add form reads nothing (its editor module also holds the edit form, which reads the vehicle).
  '/myCar/add': () => [],
  '/myCar/addAndEdit': ({ vehicleId }) => [vehicleId ? vehicleDetail(vehicleId) : null],
  '/myCar/edit': ({ vehicleId }) => [vehicleDetail(vehicleId)],
  '/myCar/editVehicleControls': ({ vehicleId }) => [vehicleDetail(vehicleId)],
  '/myCar/editVehicleNoControls': ({ vehicleId }) => [vehicleDetail(vehicleId)],
});
