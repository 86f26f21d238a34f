import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { proxy } from 'valtio/vanilla';
import { api, type CallData } from '@/lib/api';
import { unreadMessages as unreadLimits } from '@/lib/constants';
import { latestRequest } from '@/lib/data';
import { logger } from '@/lib/log';
import { useLocation } from '@/lib/navigation';
import { session } from '@/lib/session';

/** The buyer's unread messages, in all and per category. */
export type UnreadCounts = CallData<'message.unreadCount'>;

/** The unread counts behind the badges of /mine and the tab bar's 我的; null until known (or logged out). */
export const unreadMessages = proxy<{ counts: UnreadCounts | null }>({ counts: null });

const requests = latestRequest();
/** The buyer the counts are of, and when they were last asked for or told. */
let known: { memberId: string; at: number } | null = null;

/**
 * Takes counts the gateway answered anyway (message.markRead answers them): the badges follow at once,
 * and they count as fresh.
 */
export function setUnreadCounts(counts: UnreadCounts): void {
  unreadMessages.counts = counts;
  if (known) known = { ...known, at: Date.now() };
}

/** Forgets the counts (logged out, another buyer, a test's fresh start). */
export function clearUnread(): void {
  requests.abort();
  known = null;
  unreadMessages.counts = null;
}

/** Asks the gateway for the counts of `memberId`; a failure keeps what was shown (the badge is a hint). */
async function loadUnread(memberId: string): Promise<void> {
  known = { memberId, at: Date.now() };
  try {
    const outcome = await requests.run((signal) => api.message.unreadCount({ signal }));
    if (outcome.current && known?.memberId === memberId) unreadMessages.counts = outcome.value;
  } catch (error) {
    logger().warn('unread message count not loaded', error);
  }
}

/** Runs `task` once the page is idle (the first screen's own calls go first), or after 2 s at the latest. */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const timer = setTimeout(task, 200);
  return () => clearTimeout(timer);
}

/**
 * The logged-in buyer's unread counts, for a badge. They are asked for once per login and again on a
 * navigation once older than constants `unreadMessages.refreshAfterMs` — never polled; the message
 * screens pass on the counts that marking read answers. Several badges on one screen share one request.
 */
export function useUnreadMessages(): UnreadCounts | null {
  const { loggedIn, userInfo } = useSnapshot(session);
  const memberId = loggedIn ? (userInfo?.memberId ?? null) : null;
  const { key } = useLocation();
  useEffect(() => {
    if (!memberId) {
      if (known) clearUnread();
      return undefined;
    }
    if (known && known.memberId !== memberId) clearUnread();
    if (known && Date.now() - known.at < unreadLimits.refreshAfterMs) return undefined;
    // Marked as asked now, so that the other badge of this screen does not ask again; unmarked if the
    // screen goes away before the request left.
    const asked = { memberId, at: Date.now() };
    known = asked;
    let sent = false;
    const cancel = whenIdle(() => {
      sent = true;
      void loadUnread(memberId);
    });
    return () => {
      if (sent) return;
      cancel();
      if (known === asked) known = null;
    };
  }, [memberId, key]);
  return useSnapshot(unreadMessages).counts;
}
