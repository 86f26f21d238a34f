import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { CallData } from '@/lib/api';
import { unreadMessages as unreadLimits } from '@/lib/constants';
import { useLocation } from '@/lib/navigation';
import { messageUnreadCountQuery } from '@/lib/queries';
import { queryClient, useQuery } from '@/lib/query';
import { session } from '@/lib/session';

/** The buyer's unread messages, in all and per category. */
export type UnreadCounts = CallData<'message.unreadCount'>;

/**
 * Takes counts the gateway answered anyway (message.markRead answers them): every badge follows at once,
 * and they count as fresh.
 */
export function setUnreadCounts(counts: UnreadCounts): void {
  queryClient.setQueryData(messageUnreadCountQuery().queryKey, counts);
}

/** Forgets the counts (a test's fresh start; a logout forgets every cached answer anyway). */
export function clearUnread(): void {
  queryClient.removeQueries({ queryKey: messageUnreadCountQuery().queryKey });
}

/** True once the page is idle (the first screen's own calls go first), or after 2 s at the latest. */
function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => setIdle(true), { timeout: 2000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(() => setIdle(true), 200);
    return () => clearTimeout(timer);
  }, []);
  return idle;
}

/**
 * The logged-in buyer's unread counts, for a badge: asked for once the page is idle, and again on a
 * navigation once the counts are older than constants `unreadMessages.refreshAfterMs` — never polled; the message screens pass on the counts that marking read answers. Every badge reads the
 * one cached answer.
 */
export function useUnreadMessages(): UnreadCounts | null {
  const { loggedIn, userInfo } = useSnapshot(session);
  const memberId = loggedIn ? userInfo?.memberId : undefined;
  const idle = useIdle();
  const enabled = !!memberId && idle;
  const counts = useQuery({ ...messageUnreadCountQuery(), enabled, staleTime: unreadLimits.refreshAfterMs });
  const { key } = useLocation();
  const { isStale, refetch } = counts;
  useEffect(() => {
    if (enabled && isStale) void refetch();
    // A navigation (a new location key) is what asks again; staleness alone does not poll.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return memberId ? (counts.data ?? null) : null;
}
