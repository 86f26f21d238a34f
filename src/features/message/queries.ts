import { messageGetQuery, messageListPages } from '@/lib/queries';
import { pageRecord } from '@/lib/pageRecord';
import { defineLoaders } from '@/lib/routeData';
import type { CallBody } from '@/lib/api';

const PAGE_SIZE = 10;

/** Which messages an inbox tab lists: one category's or all, read, unread or both. */
export type InboxFilter = Omit<CallBody<'message.list'>, 'pageNum' | 'pageSize'>;

/** The buyer's messages of a filter, newest first, page by page. */
export const inboxPages = (filter: InboxFilter) => messageListPages(filter, PAGE_SIZE);
/** One message of the buyer (404 for a missing one or another member's). */
export const messageDetail = (messageId: string) => messageGetQuery({ messageId });

export const loaders = defineLoaders({
  '/message': ({ type }) => [inboxPages(type ? { category: type } : {})],
  '/message/checkMsg': ({ messageId }) => [pageRecord(messageDetail(messageId))],
});
