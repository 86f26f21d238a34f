import type { ComponentType, ReactNode } from 'react';
import { createBrowserHistory, createMemoryHistory, type History, type Location, pathOf, resolvePath } from './history';
import { Redirect } from './responses';

/** What a loader receives: the request of the navigation (its URL, and a signal aborted when a newer one starts). */
export interface LoaderArgs {
  readonly request: Request;
}

/**
 * One route of the tree. Only leaves have paths here (absolute, or relative to the parent's); pathless
 * routes group children under a component (a layout) or an error element.
 */
export interface RouteObject {
  readonly id?: string;
  readonly path?: string;
  readonly Component?: ComponentType | null;
  readonly element?: ReactNode;
  /** Rendered instead of this route (and below) when its loader or render, or a child's, failed. */
  readonly errorElement?: ReactNode;
  /** Rendered while the first navigation's loaders run (root route only). */
  readonly HydrateFallback?: ComponentType;
  readonly loader?: (args: LoaderArgs) => unknown;
  readonly handle?: unknown;
  readonly children?: readonly RouteObject[];
}

/** One matched route of the current location, root first. */
export interface RouteMatch {
  readonly id: string;
  readonly route: RouteObject;
}

export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';

export interface RouterState {
  readonly initialized: boolean;
  readonly location: Location;
  readonly historyAction: NavigationType;
  readonly matches: readonly RouteMatch[];
  /** The error of the last navigation and the route whose loader threw it. */
  readonly error: { readonly routeId: string; readonly value: unknown } | null;
  /** 'loading' while a navigation's loaders run; `location` is where it goes. */
  readonly navigation: { readonly state: 'idle' | 'loading'; readonly location?: Location };
}

export interface NavigateOptions {
  readonly replace?: boolean;
  readonly state?: unknown;
}

export interface Router {
  readonly state: RouterState;
  /** Goes to `to` (a local path, possibly relative) or moves `delta` entries in history; resolves once the new page is committed. */
  navigate(to: string | number, options?: NavigateOptions): Promise<void>;
  subscribe(listener: (state: RouterState) => void): () => void;
  dispose(): void;
}

interface Branch {
  readonly path: string;
  readonly matches: readonly RouteMatch[];
}

const joinPaths = (parent: string, path: string) => (path.startsWith('/') || path === '*' ? path : `${parent.replace(/\/$/, '')}/${path}`);
const normalise = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** Every leaf of the tree with its path and the routes from the root down to it. */
function flatten(routes: readonly RouteObject[], parentPath = '', parents: readonly RouteMatch[] = [], prefix = ''): Branch[] {
  return routes.flatMap((route, i) => {
    const id = route.id ?? `${prefix}${i}`;
    const path = route.path === undefined ? parentPath : joinPaths(parentPath, route.path);
    const matches = [...parents, { id, route }];
    if (route.children?.length) return flatten(route.children, path, matches, `${id}-`);
    return route.path === undefined ? [] : [{ path: normalise(path), matches }];
  });
}

/**
 * Finds the routes of a pathname: an exact path first, then one differing only in letter case (paths
 * are case-insensitive, as they were under React Router), then the catch-all `*`.
 */
function matcher(routes: readonly RouteObject[]) {
  const branches = flatten(routes);
  const exact = new Map<string, Branch>();
  const folded = new Map<string, Branch>();
  for (const branch of branches) {
    if (branch.path === '*') continue;
    if (!exact.has(branch.path)) exact.set(branch.path, branch);
    if (!folded.has(branch.path.toLowerCase())) folded.set(branch.path.toLowerCase(), branch);
  }
  const fallback = branches.find((branch) => branch.path === '*');
  return (pathname: string): readonly RouteMatch[] => {
    const path = normalise(pathname);
    return (exact.get(path) ?? folded.get(path.toLowerCase()) ?? fallback)?.matches ?? [];
  };
}

const origin = () =>
  typeof window !== 'undefined' && window.location?.origin && window.location.origin !== 'null' ? window.location.origin : 'http://localhost';

/**
 * A data router in the spirit of React Router's, with only what this app uses: on every navigation it
 * runs the loaders of the matched routes (root first) before the new page is shown; a loader may
 * redirect or fail, and a newer navigation aborts an older one.
 */
export function createRouter(routes: readonly RouteObject[], history: History): Router {
  const match = matcher(routes);
  const listeners = new Set<(state: RouterState) => void>();
  let state: RouterState = {
    initialized: false,
    location: history.location,
    historyAction: 'POP',
    matches: match(history.location.pathname),
    error: null,
    navigation: { state: 'idle' },
  };
  let current: AbortController | undefined;
  let popWaiters: (() => void)[] = [];

  const update = (next: Partial<RouterState>) => {
    state = { ...state, ...next };
    listeners.forEach((listener) => listener(state));
  };

  async function runLoaders(matches: readonly RouteMatch[], path: string, signal: AbortSignal) {
    const request = new Request(`${origin()}${path}`, { signal });
    for (const { id, route } of matches) {
      if (!route.loader) continue;
      try {
        const result = await route.loader({ request });
        if (result instanceof Redirect) return { redirect: result.location };
      } catch (error) {
        if (error instanceof Redirect) return { redirect: error.location };
        return { error: { routeId: id, value: error } };
      }
    }
    return {};
  }

  /**
   * Loads and commits `path`. A redirect during a push stays a push (the visitor never saw the
   * original); anywhere else it replaces the entry.
   */
  function load(path: string, action: NavigationType, navState: unknown, redirects = 0): Promise<void> {
    current?.abort();
    current = undefined;
    const target = { ...resolvePath(path, '/'), state: navState ?? null, key: state.location.key };
    const matches = match(target.pathname);
    const commit = (error: RouterState['error']) => {
      let location = history.location;
      if (action === 'PUSH') location = history.push(path, navState);
      else if (action === 'REPLACE') location = history.replace(path, navState);
      update({ initialized: true, location, historyAction: action, matches, error, navigation: { state: 'idle' } });
    };
    // Nothing to wait for: the page is there at once (tests render synchronously, like before).
    if (!matches.some(({ route }) => route.loader)) {
      commit(null);
      return Promise.resolve();
    }
    const controller = new AbortController();
    current = controller;
    update({ navigation: { state: 'loading', location: target } });
    return runLoaders(matches, path, controller.signal).then((outcome) => {
      if (controller.signal.aborted) return undefined;
      current = undefined;
      if (outcome.redirect !== undefined && redirects < 20) {
        return load(history.resolve(outcome.redirect), action === 'PUSH' ? 'PUSH' : 'REPLACE', undefined, redirects + 1);
      }
      commit(outcome.error ?? null);
      return undefined;
    });
  }

  const stopListening = history.listen(({ location }) => {
    const waiters = popWaiters;
    popWaiters = [];
    void load(pathOf(location), 'POP', location.state).finally(() => waiters.forEach((resolve) => resolve()));
  });

  const router: Router = {
    get state() {
      return state;
    },
    navigate(to, options = {}) {
      if (typeof to === 'number') {
        return new Promise<void>((resolve) => {
          popWaiters.push(resolve);
          history.go(to);
        });
      }
      const path = history.resolve(to);
      // Going to where we already are replaces the entry instead of stacking a copy.
      const replace = options.replace || (path === pathOf(state.location) && options.state === undefined);
      return load(path, replace ? 'REPLACE' : 'PUSH', options.state);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      current?.abort();
      stopListening();
      listeners.clear();
    },
  };
  void load(pathOf(history.location), 'POP', history.location.state);
  return router;
}

/** A router over the browser's history. */
export function createBrowserRouter(routes: readonly RouteObject[]): Router {
  return createRouter(routes, createBrowserHistory());
}

/** A router over an in-memory history (tests). */
export function createMemoryRouter(routes: readonly RouteObject[], options: { initialEntries?: readonly string[]; initialIndex?: number } = {}): Router {
  return createRouter(routes, createMemoryHistory(options));
}
