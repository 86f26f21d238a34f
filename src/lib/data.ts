// The one way screens load server data: a request belongs to whoever started it last (a newer one aborts
// the older, whose answer is then never applied), lists load page by page through one helper, and the
// native app's triggerRefresh reloads what the current screen shows.
import { useCallback, useEffect, useRef, useState } from 'react';
import { proxy } from 'valtio/vanilla';

/** What a superseded request was aborted with; it is never shown to the buyer. */
export class SupersededError extends Error {
  constructor() {
    super('superseded by a newer request');
    this.name = 'SupersededError';
  }
}

/**
 * Requests of which only the newest counts (a search typed over, a category tapped after another):
 * `run` aborts the request before it and tells whether its own answer is still the current one.
 */
export function latestRequest() {
  let current: AbortController | undefined;
  return {
    /** Runs `task` with a signal that aborts when a newer task starts; resolves `{ current: false }` for a superseded one. */
    async run<T>(task: (signal: AbortSignal) => Promise<T>): Promise<{ current: true; value: T } | { current: false }> {
      current?.abort(new SupersededError());
      const controller = new AbortController();
      current = controller;
      const value = await task(controller.signal).catch((error: unknown) => {
        if (controller.signal.aborted) return undefined;
        throw error;
      });
      return controller.signal.aborted ? { current: false } : { current: true, value: value as T };
    },
    /** The signal of the newest request (a follow-up such as the next page belongs to it). */
    get signal(): AbortSignal | undefined {
      return current?.signal;
    },
    /** Aborts the newest request (the screen went away). */
    abort(): void {
      current?.abort(new SupersededError());
    },
  };
}

// --- triggerRefresh ------------------------------------------------------------------------------------

const refreshListeners = new Set<() => void>();

/** Reloads the data of every screen part on display (the native app's triggerRefresh, product-spec §8). */
export function refreshScreen(): void {
  for (const listener of [...refreshListeners]) listener();
}

/** Runs `listener` on every refreshScreen() until the returned function is called. */
export function onScreenRefresh(listener: () => void): () => void {
  refreshListeners.add(listener);
  return () => void refreshListeners.delete(listener);
}

/**
 * Loads a screen's data into its valtio store: on mount, when `deps` change, and on the native app's
 * triggerRefresh (the store functions supersede their own earlier requests).
 */
export function useStoreData(load: () => unknown, deps: readonly unknown[]): void {
  const loadRef = useRef(load);
  loadRef.current = load;
  useEffect(() => {
    void loadRef.current();
    // `deps` are the caller's: they decide when the data is another one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  useEffect(() => onScreenRefresh(() => void loadRef.current()), []);
}

// --- one screen's data ---------------------------------------------------------------------------------

/** What a screen part shows while its data loads. */
export interface ServerData<T> {
  readonly data: T | undefined;
  readonly loading: boolean;
  readonly error: unknown;
  /** Loads again (a retry button, or after a change the screen made). */
  readonly reload: () => void;
  /** Replaces the data with what the screen already knows (the answer of a change it made). */
  readonly setData: (data: T) => void;
}

/**
 * Loads data for a screen part: again when `deps` change, on `reload()` and on the native app's
 * triggerRefresh. A load that a newer one (or leaving the screen) superseded is aborted through the
 * signal handed to `load`, and its answer is never applied.
 */
export function useServerData<T>(load: (signal: AbortSignal) => Promise<T>, deps: readonly unknown[]): ServerData<T> {
  const [data, setData] = useState<T>();
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<unknown>(null);
  const [tick, setTick] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  const reload = useCallback(() => setTick((n) => n + 1), []);

  useEffect(() => onScreenRefresh(reload), [reload]);
  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    setError(null);
    loadRef.current(controller.signal).then(
      (value) => {
        if (controller.signal.aborted) return;
        setData(value);
        setLoading(false);
      },
      (failure: unknown) => {
        if (controller.signal.aborted) return;
        setError(failure);
        setLoading(false);
      },
    );
    return () => controller.abort(new SupersededError());
    // `deps` are the caller's: they decide when the data is another one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, tick]);
  return { data, loading, error, reload, setData };
}

export { useDebouncedValue } from './debounce';

// --- paged lists ---------------------------------------------------------------------------------------

/** One page of a list as the gateway answers it. */
export interface Page<T> {
  readonly list: readonly T[];
  readonly total: number;
}

/** A paged list on screen: home goods, search results, a category's goods, orders… */
export interface PagedListState<T> {
  status: 'idle' | 'loading' | 'ready' | 'error';
  items: T[];
  /** The last page loaded (0 before the first). */
  pageNum: number;
  total: number;
  hasMore: boolean;
  error: unknown;
}

/**
 * A list loaded page by page (infinite scroll). `load` fetches the first page of a new query, aborting
 * what was under way; `loadMore` appends the next page (a failure is rethrown for the list's retry and
 * the same page is asked again); items already shown are not repeated.
 */
export function createPagedList<T>(options: { readonly pageSize: number; readonly keyOf: (item: T) => string }) {
  const state = proxy<PagedListState<T>>({ status: 'idle', items: [], pageNum: 0, total: 0, hasMore: false, error: undefined });
  const requests = latestRequest();
  let fetchPage: ((pageNum: number, signal: AbortSignal) => Promise<Page<T>>) | undefined;
  const hasMoreAfter = (page: Page<T>, shown: number) => page.list.length >= options.pageSize && shown < page.total;

  return {
    state,
    /**
     * Shows the first page of `fetcher`'s list. `quiet` keeps what is shown while it loads (a pull to
     * refresh). A failure is kept in `state.error` and rethrown for the caller.
     */
    async load(fetcher: (pageNum: number, signal: AbortSignal) => Promise<Page<T>>, { quiet = false } = {}): Promise<void> {
      fetchPage = fetcher;
      if (!quiet || state.status !== 'ready')
        Object.assign(state, { status: 'loading', error: undefined, ...(quiet ? {} : { items: [], pageNum: 0, total: 0, hasMore: false }) });
      let outcome;
      try {
        outcome = await requests.run((signal) => fetcher(1, signal));
      } catch (error) {
        if (!quiet || state.status !== 'ready') Object.assign(state, { status: 'error', error });
        throw error;
      }
      if (!outcome.current) return;
      const page = outcome.value;
      Object.assign(state, {
        status: 'ready',
        items: [...page.list],
        pageNum: 1,
        total: page.total,
        hasMore: hasMoreAfter(page, page.list.length),
        error: undefined,
      });
    },
    /** Appends the next page of the current list; a newer `load` makes its answer void. */
    async loadMore(): Promise<void> {
      const signal = requests.signal;
      if (!fetchPage || !signal || signal.aborted || !state.hasMore) return;
      const next = state.pageNum + 1;
      const page = await fetchPage(next, signal);
      if (signal.aborted || requests.signal !== signal) return;
      const known = new Set(state.items.map((item) => options.keyOf(item as T)));
      state.items.push(...page.list.filter((item) => !known.has(options.keyOf(item))));
      Object.assign(state, { pageNum: next, total: page.total, hasMore: hasMoreAfter(page, state.items.length) });
    },
    /** Empties the list (a blank query) and drops whatever was loading. */
    clear(): void {
      requests.abort();
      fetchPage = undefined;
      Object.assign(state, { status: 'idle', items: [], pageNum: 0, total: 0, hasMore: false, error: undefined });
    },
  };
}
