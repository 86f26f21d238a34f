import type { CallBody } from '@/lib/api';
import { stoneProjectsPages, stoneShipmentDataPages } from '@/lib/queries';
import { defineLoaders } from '@/lib/routeData';

const PROJECT_PAGE_SIZE = 10;
const SHIPMENT_PAGE_SIZE = 20;

/** The shipment dates asked for: a period's range, none for all time. */
type DateRange = Pick<CallBody<'stone.shipmentData'>, 'startDate' | 'endDate'>;

/** The buyer's projects, newest first, of one status or all, page by page. */
export const projectPages = (status?: CallBody<'stone.projects'>['status']) => stoneProjectsPages(status ? { status } : {}, PROJECT_PAGE_SIZE);
/** A project's shipments within the dates (all time by default), newest first, page by page, with their totals. */
export const shipmentPages = (projectId: string, range: DateRange = {}) => stoneShipmentDataPages({ projectId, ...range }, SHIPMENT_PAGE_SIZE);

export const loaders = defineLoaders({
  '/artificialStone/projectManagement/list': () => [projectPages()],
  '/artificialStone/projectManagement/shipmentData': ({ projectId }) => [shipmentPages(projectId)],
});
