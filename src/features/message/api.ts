import { setUnreadCounts } from '@/components/TabBar';
import { api, type CallBody, type CallData } from '@/lib/api';

export type Message = CallData<'message.get'>;
/** A message category (system, order, logistics, finance). */
export type MessageCategory = Message['category'];
/** One page of the buyer's messages. */
export type MessagePage = CallData<'message.list'>;
/** The unread messages, in all and per category. */
export type UnreadCounts = CallData<'message.markRead'>;

/** The categories in the order the tabs show them. */
export const messageCategories: readonly MessageCategory[] = ['system', 'order', 'logistics', 'finance'];

/** The badges of /mine and the tab bar follow the counts every mark answers. */
async function marked(answer: Promise<UnreadCounts>): Promise<UnreadCounts> {
  const counts = await answer;
  setUnreadCounts(counts);
  return counts;
}

export const messageApi = {
  /** One message of the buyer (404 for a missing one or another member's). */
  get: (messageId: string, signal?: AbortSignal) => api.message.get({ messageId }, { signal }),
  /** A page of the buyer's messages, newest first, of one category and read state or of all. */
  list: (body: CallBody<'message.list'>, signal?: AbortSignal): Promise<MessagePage> => api.message.list(body, { signal }),
  /** Marks messages read; answers the unread counts. */
  markRead: (messageIds: string[]) => marked(api.message.markRead({ messageIds })),
  /** Marks every message (of a category, when given) read; answers the unread counts. */
  markAllRead: (category?: MessageCategory) => marked(api.message.markRead({ all: true, ...(category ? { category } : {}) })),
};
