import { driverDetailQuery, driverListPages, vehicleListQuery } from '@/lib/queries';
import { defineLoaders } from '@/lib/routeData';

/** The most vehicles one buyer keeps (the gateway's limit): one page holds them all. */
const FLEET_PAGE_SIZE = 100;
const DRIVER_PAGE_SIZE = 20;

/** The buyer's drivers, page by page. */
export const driverPages = () => driverListPages({}, DRIVER_PAGE_SIZE);
export const driverDetail = (driverId: string) => driverDetailQuery({ driverId });
/** Every vehicle of the buyer, to choose a driver's usual one (the vehicle picker reads the same). */
export const driverVehicles = () => vehicleListQuery({ pageNum: 1, pageSize: FLEET_PAGE_SIZE });

export const loaders = defineLoaders({
  '/mydriver': () => [driverPages()],
  '/mydriver/editordetail': ({ driverId, mode }) => (driverId ? [driverDetail(driverId), mode === 'edit' && driverVehicles()] : []),
});
