import { captainListPages } from '@/lib/queries';
import { defineLoaders } from '@/lib/routeData';

const CAPTAIN_PAGE_SIZE = 20;

/** The buyer's captains, searched by name or mobile, page by page. */
export const captainPages = (keyword = '') => captainListPages(keyword ? { keyword } : {}, CAPTAIN_PAGE_SIZE);

export const loaders = defineLoaders({
  '/myCaptain': () => [captainPages()],
});
