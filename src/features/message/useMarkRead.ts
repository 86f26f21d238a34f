import { setUnreadCounts } from '@/components/TabBar';
import { api } from '@/lib/api';
import { useWrite, type WriteOptions } from '@/lib/write';
import type { MessageCategory, UnreadCounts } from './api';

/** What to mark read: some messages, or every message (of a category, when given). */
export type MarkRead = { readonly messageIds: string[] } | { readonly all: true; readonly category?: MessageCategory | undefined };

/**
 * Marks messages read. Every message read (lists, details, unread counts) is refreshed, and the badges of
 * /mine and the tab bar take the unread counts the gateway answers at once.
 */
export function useMarkRead(options: Pick<WriteOptions<MarkRead, UnreadCounts>, 'message' | 'onSuccess' | 'showError' | 'onError'>) {
  return useWrite<MarkRead, UnreadCounts>({
    ...options,
    write: (what) =>
      api.message.markRead('all' in what ? { all: true, ...(what.category ? { category: what.category } : {}) } : { messageIds: what.messageIds }),
    invalidates: [['message']],
    onSuccess: (counts, what) => {
      setUnreadCounts(counts);
      return options.onSuccess?.(counts, what);
    },
  });
}
