import { captainListQuery, shipDetailQuery, shipListPages, shipListQuery } from '@/lib/queries';
import { defineLoaders } from '@/lib/routeData';

/** The most ships or captains one buyer keeps (the gateway's limit): one page holds them all. */
export const FLEET_PAGE_SIZE = 100;
const SHIP_PAGE_SIZE = 20;

/** The buyer's ships, searched by name or registration number, page by page. */
export const shipPages = (keyword = '') => shipListPages(keyword ? { keyword } : {}, SHIP_PAGE_SIZE);
/** Every ship of the buyer (the pickers). */
export const allShips = () => shipListQuery({ pageNum: 1, pageSize: FLEET_PAGE_SIZE });
/** Every captain of the buyer (to bind one to a ship). */
export const allCaptains = () => captainListQuery({ pageNum: 1, pageSize: FLEET_PAGE_SIZE });
export const shipDetail = (shipId: string) => shipDetailQuery({ shipId });

export const loaders = defineLoaders({
  '/myShip/list': () => [shipPages()],
  '/myShip/select_myship': () => [allShips()],
  '/myShip/bindCaptain': ({ shipId }) => [shipDetail(shipId), allCaptains()],
});
