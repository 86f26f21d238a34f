import { defineLoaders } from '@/lib/routeData';

/** The reads of the routes after an order is placed (list, detail, refunds, supplements, logistics). */
export const afterSalesLoaders = defineLoaders({});
