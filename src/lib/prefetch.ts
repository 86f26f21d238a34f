import { timeouts } from './constants';
import { loadFeatureRoutes, routeByPath, type RouteStub } from './routes';

/** The Network Information API fields that decide prefetching (not in every browser). */
export interface ConnectionInfo {
  readonly saveData?: boolean;
  readonly effectiveType?: string;
}

function currentConnection(): ConnectionInfo | undefined {
  if (typeof navigator === 'undefined') return undefined;
  return (navigator as Navigator & { connection?: ConnectionInfo }).connection;
}

/**
 * Whether links may prefetch page code: not on a 2g (or slow-2g) connection, not with data saver on.
 * Without the Network Information API we cannot tell, so we prefetch.
 */
export function shouldPrefetch(connection: ConnectionInfo | undefined = currentConnection()): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !(connection.effectiveType ?? '').includes('2g');
}

/** The route a link path lands on, following a redirect or alias to its page. */
function screenRouteFor(path: string): RouteStub | undefined {
  const pathname = path.split(/[?#]/)[0] ?? path;
  let route = routeByPath.get(pathname);
  if (route?.kind === 'redirect') route = routeByPath.get(route.to);
  return route;
}

const prefetched = new Set<string>();

/**
 * Loads the code of the page a path leads to, once; paths outside the app do nothing, and an unbuilt
 * screen costs only its feature's small screen map. A failed prefetch is forgotten so the real navigation tries again.
 */
export function prefetchPath(path: string): Promise<unknown> | undefined {
  const route = screenRouteFor(path);
  if (!route || route.kind === 'redirect') return undefined;
  if (prefetched.has(route.path)) return undefined;
  prefetched.add(route.path);
  const { feature, path: routePath } = route;
  return loadFeatureRoutes(feature)
    .then((routes) => routes.find((known) => known.path === routePath)?.load())
    .catch(() => prefetched.delete(routePath));
}

/** Forgets what was prefetched (tests). */
export function resetPrefetched(): void {
  prefetched.clear();
}

/**
 * Runs a callback when the browser is idle, at the latest after `timeoutMs` (constants
 * `timeouts.prefetchIdleTimeoutMs`); returns the cancel.
 */
export function whenIdle(callback: () => void, timeoutMs: number = timeouts.prefetchIdleTimeoutMs): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(callback, { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  // Safari has no requestIdleCallback: a short delay keeps prefetching off the critical path.
  const handle = setTimeout(callback, 1);
  return () => clearTimeout(handle);
}
