import { esignListPages, esignListQuery } from '@/lib/queries';
import { defineLoaders } from '@/lib/routeData';

const ESIGN_PAGE_SIZE = 10;

/** The statuses in the order the screens show them. */
export const esignStatuses = ['toSign', 'signing', 'signed', 'expired', 'rejected'] as const;
type Status = (typeof esignStatuses)[number];

/** The buyer's e-sign contracts, newest first, of one status or of all, page by page. */
export const esignPages = (status: Status | undefined) => esignListPages(status ? { status } : {}, ESIGN_PAGE_SIZE);
/** How many contracts the buyer has of a status (of all without one): the total of a one-item page (the call has no counts of its own). */
export const esignCount = (status: Status | undefined) => esignListQuery({ pageNum: 1, pageSize: 1, ...(status ? { status } : {}) });
/** The counts the overview shows: of all, then of every status. */
export const esignCounts = () => [esignCount(undefined), ...esignStatuses.map(esignCount)];

export const loaders = defineLoaders({
  '/eSignManagement': () => esignCounts(),
  '/eSignManagement/eSignList': ({ status }) => [esignPages(status)],
});
