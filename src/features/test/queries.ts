import { defineLoaders } from '@/lib/routeData';
import { api } from '@/lib/api';
import { nativeBridge } from '@/lib/native';
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

/**
 * The diagnostics page's checks of the gateway: the runtime config is served and well formed (its signing
 * key is read and dropped, never shown), and a signed call that needs no login (the search hot words) is
 * answered — only when the request's signature checks out. Measured afresh on every visit, never cached.
 */
export const gatewayChecks = () => ({
  queryKey: ['diagnostics', 'gateway'] as const,
  queryFn: async ({ signal }: { signal: AbortSignal }) => ({
    config: await timed(() => loadRuntimeConfig()),
    gateway: await timed(() => api.goods.hotWords({ signal })),
  }),
  gcTime: 0,
});

/** The native app's market and version; null in a browser. */
export const nativeApp = () => ({
  queryKey: ['diagnostics', 'native'] as const,
  queryFn: async () => {
    const bridge = nativeBridge();
    if (!bridge.inApp) return null;
    const [market, version] = await Promise.all([bridge.getMarketType(), bridge.getAppVersion()]);
    return { market, version };
  },
  gcTime: 0,
});

export const loaders = defineLoaders({
  '/test': () => [gatewayChecks(), nativeApp()],
});
