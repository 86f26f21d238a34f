// The record a page is about (an order, a contract, a goods, an invoice, a refund, a waybill, an article, a
// message): when the gateway answers it with 404 — it does not exist, or it is another buyer's, which the
// gateway answers alike — the page is not there (a page whose validity check fails gives 404), so the
// route's error page shows the 404 page instead of an in-page failure offering a retry that
// can never succeed. Not part of the first load: the feature route loaders import it.
import { ApiError } from './api';
import { queryClient } from './query';
import type { RouteRead } from './routeData';

/** Whether a failure says the thing asked for is not there (the gateway's 404). */
export const isMissing = (error: unknown): boolean => error instanceof ApiError && error.status === 404;

/**
 * Marks a route loader's read as the page's own record: a screen reading it throws the gateway's 404 to
 * the route's error element (the 404 page) while it has nothing of the record to show. A record shown
 * and gone meanwhile (the buyer deleted the order and is being taken to the list) stays on screen until
 * the buyer leaves. Every other failure stays the screen's to show.
 * @example '/order/orderDetail': ({ orderId }) => [pageRecord(orderDetail(orderId))]
 */
export function pageRecord<R extends RouteRead>(read: R): R {
  queryClient.setQueryDefaults(read.queryKey, { throwOnError: (error, query) => isMissing(error) && query.state.data === undefined });
  return read;
}
