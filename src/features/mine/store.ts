import { latestRequest } from '@/lib/data';
import { proxy } from 'valtio/vanilla';
import { logger } from '@/lib/log';
import { nativeBridge } from '@/lib/native';
import { clearSession } from '@/lib/session';
import { forgetFormDrafts } from '@/components/Form/useFormDraft';
import { fetchOrderStatistics, logoutOnGateway, type MemberOrderStatistics } from './api';

export type StatsStatus = 'idle' | 'loading' | 'ready' | 'error';

/** The "me" page: the order counters of the logged-in buyer. */
export interface MineState {
  statsStatus: StatsStatus;
  stats: MemberOrderStatistics | null;
  statsError: unknown;
}

const initial = (): MineState => ({ statsStatus: 'idle', stats: null, statsError: undefined });

export const mineStore = proxy<MineState>(initial());

/** Restores the empty state (tests, and after logging out). */
export function reset(): void {
  Object.assign(mineStore, initial());
}

const statsRequests = latestRequest();

/** Loads the order counts per status (a newer load, or logging out, supersedes it). */
export async function loadOrderStats(memberId: string): Promise<void> {
  mineStore.statsStatus = 'loading';
  try {
    const outcome = await statsRequests.run(() => fetchOrderStatistics(memberId));
    if (outcome.current) Object.assign(mineStore, { statsStatus: 'ready', stats: outcome.value, statsError: undefined });
  } catch (error) {
    Object.assign(mineStore, { statsStatus: 'error', statsError: error });
  }
}

/**
 * Logs out: the gateway ends the session (a failure is logged — the buyer is logged out here all the
 * same), the native app is told inside the webview, then the local session is cleared.
 */
export async function logout(): Promise<void> {
  statsRequests.abort();
  try {
    await logoutOnGateway();
  } catch (error) {
    logger().warn('logout call failed; clearing the local session anyway', error);
  }
  const bridge = nativeBridge();
  if (bridge.inApp) {
    try {
      await bridge.loginOut();
    } catch (error) {
      logger().warn('native logout failed', error);
    }
  }
  clearSession();
  forgetFormDrafts();
  reset();
}
