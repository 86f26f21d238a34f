import { api } from '@/lib/api';
import { loadRuntimeConfig } from '@/lib/runtimeConfig';

/** How one check went: whether it passed, how long it took, and why it failed. */
export interface CheckResult {
  readonly ok: boolean;
  readonly ms: number;
  readonly error?: unknown;
}

/** Runs `task` and times it; a failure is an answer, not a throw. */
async function timed(task: () => Promise<unknown>): Promise<CheckResult> {
  const started = performance.now();
  try {
    await task();
    return { ok: true, ms: Math.round(performance.now() - started) };
  } catch (error) {
    return { ok: false, ms: Math.round(performance.now() - started), error };
  }
}

/** The diagnostics page's checks of the gateway. */
export const diagnosticsApi = {
  /** The runtime config is served and well formed (its signing key is read and dropped, never shown). */
  config: () => timed(() => loadRuntimeConfig()),
  /**
   * A signed call that needs no login (the search hot words, one small list): the gateway answers it only
   * when the request's signature checks out, so it tests reachability and the signing together.
   */
  signedCall: (signal?: AbortSignal) => timed(() => api.goods.hotWords({ signal })),
};
