/** Where the app is: the parts of a URL the router cares about, plus the entry's state and key. */
export interface Location {
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
  /** What `navigate(to, { state })` attached to the entry. */
  readonly state: unknown;
  /** Unique per history entry (scroll positions are kept by it); 'default' for the first entry. */
  readonly key: string;
}

/** A history entry that came back through the browser's back or forward buttons. */
export interface PopEvent {
  readonly location: Location;
}

/** The history the router drives: the browser's, or an in-memory one for tests. */
export interface History {
  readonly location: Location;
  push(to: string, state?: unknown): Location;
  replace(to: string, state?: unknown): Location;
  go(delta: number): void;
  /** Called when the entry changes through `go` or the browser's buttons (never for push/replace). */
  listen(listener: (event: PopEvent) => void): () => void;
  /** Turns a path (possibly relative, like `?tab=2`) into a full path against the current entry. */
  resolve(to: string): string;
}

/** What we keep in `window.history.state` — the same shape React Router used, so old entries still work. */
interface EntryState {
  readonly usr: unknown;
  readonly key: string;
  readonly idx: number;
}

const BASE = 'http://router.local';

/** The path, search and hash of `to` resolved against `from` (both local paths). */
export function resolvePath(to: string, from: string): { pathname: string; search: string; hash: string } {
  const url = new URL(to, `${BASE}${from}`);
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

/** `pathname + search + hash` of a location. */
export const pathOf = (location: Pick<Location, 'pathname' | 'search' | 'hash'>) => `${location.pathname}${location.search}${location.hash}`;

const newKey = () => Math.random().toString(36).slice(2, 10);

function readEntry(raw: unknown): EntryState | undefined {
  const value = raw as Partial<EntryState> | null;
  return value && typeof value.key === 'string' && typeof value.idx === 'number' ? (value as EntryState) : undefined;
}

/** The browser's history (pushState/replaceState/popstate). */
export function createBrowserHistory(win: Window = window): History {
  let index = readEntry(win.history.state)?.idx ?? 0;
  if (!readEntry(win.history.state)) win.history.replaceState({ usr: null, key: 'default', idx: index } satisfies EntryState, '');

  const current = (): Location => {
    const entry = readEntry(win.history.state);
    const { pathname, search, hash } = win.location;
    return { pathname, search, hash, state: entry?.usr ?? null, key: entry?.key ?? 'default' };
  };
  const currentPath = () => pathOf(win.location);
  const write = (method: 'pushState' | 'replaceState', to: string, state: unknown) => {
    const key = newKey();
    if (method === 'pushState') index += 1;
    win.history[method]({ usr: state ?? null, key, idx: index } satisfies EntryState, '', to);
    return current();
  };

  return {
    get location() {
      return current();
    },
    push: (to, state) => write('pushState', to, state),
    replace: (to, state) => write('replaceState', to, state),
    go: (delta) => win.history.go(delta),
    listen(listener) {
      const onPop = () => {
        index = readEntry(win.history.state)?.idx ?? index;
        listener({ location: current() });
      };
      win.addEventListener('popstate', onPop);
      return () => win.removeEventListener('popstate', onPop);
    },
    resolve: (to) => pathOf(resolvePath(to, currentPath())),
  };
}

/** An in-memory history (tests, and anything that must not touch the address bar). */
export function createMemoryHistory(options: { initialEntries?: readonly string[]; initialIndex?: number } = {}): History {
  const toLocation = (path: string, state: unknown, key: string): Location => ({ ...resolvePath(path, '/'), state, key });
  const entries: Location[] = (options.initialEntries ?? ['/']).map((path, i) => toLocation(path, null, i === 0 ? 'default' : newKey()));
  let index = Math.min(Math.max(options.initialIndex ?? entries.length - 1, 0), entries.length - 1);
  const listeners = new Set<(event: PopEvent) => void>();
  const at = () => entries[index] as Location;

  return {
    get location() {
      return at();
    },
    push(to, state) {
      const location = toLocation(pathOf(resolvePath(to, pathOf(at()))), state ?? null, newKey());
      index += 1;
      entries.splice(index, entries.length - index, location);
      return location;
    },
    replace(to, state) {
      const location = toLocation(pathOf(resolvePath(to, pathOf(at()))), state ?? null, newKey());
      entries[index] = location;
      return location;
    },
    go(delta) {
      const next = Math.min(Math.max(index + delta, 0), entries.length - 1);
      if (next === index) return;
      index = next;
      // Like the browser, the change is reported after the call returns.
      queueMicrotask(() => listeners.forEach((listener) => listener({ location: at() })));
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    resolve: (to) => pathOf(resolvePath(to, pathOf(at()))),
  };
}
