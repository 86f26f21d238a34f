import { qualityListPages, qualityShowQuery } from '@/lib/queries';
import { defineLoaders } from '@/lib/routeData';

const REPORT_PAGE_SIZE = 10;

/** The reports of one order (its batches' and its goods' general ones), or every report the buyer may see. */
export const reportPages = (orderId: string | undefined) => qualityListPages(orderId ? { orderId } : {}, REPORT_PAGE_SIZE);
export const report = (reportId: string) => qualityShowQuery({ reportId });

export const loaders = defineLoaders({
  '/qualityReport': ({ orderId }) => [reportPages(orderId)],
  '/qualityReport/show': ({ reportId }) => [report(reportId)],
});
