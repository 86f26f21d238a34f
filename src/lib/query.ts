// The one cache of server data: route loaders start a screen's reads into it while the screen's code
// downloads, screens read the same queries (generated/queries.<area>.gen.ts), writes update it (src/lib/write.ts),
// and the native app's triggerRefresh or a pull to refresh invalidates what is on screen.
import { QueryClient, useInfiniteQuery, type InfiniteData, type QueryKey, type UseInfiniteQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { PageOf } from '@gen/queries.gen';

// The generated factories themselves are '@/lib/queries': not part of the shell, so the first load takes only the home page's.
export { callKey, type PageOf, type ReadCallId } from '@gen/queries.gen';
export { QueryClientProvider, useQuery, useQueries, useQueryClient, useSuspenseQuery, keepPreviousData, skipToken } from '@tanstack/react-query';

/**
 * A screen mounting this soon after its route loader's answer arrived takes that answer instead of asking
 * again (the loader asked for this very visit; a busy phone may take over a second to render the screen).
 */
const JUST_LOADED_MS = 2000;

/**
 * The app's query cache. Requests go out whether or not the browser says it is online (the client turns a
 * lost connection into the buyer's message; a paused request would leave a button spinning with no word).
 * Every answer is stale at once, so each visit of a page asks again (its loader
 * starts the read) while what the page showed last is on screen meanwhile; a screen mounting right after
 * its loader's answer arrived does not ask a second time. Reads are not retried on their own: a failure
 * shows its message and a retry button, as every screen's error state does.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      networkMode: 'always',
      staleTime: 0,
      // A write invalidated it (its refresh may have been dropped as the last screen left): always ask again.
      refetchOnMount: (query) => query.state.isInvalidated || Date.now() - query.state.dataUpdatedAt > JUST_LOADED_MS,
      retry: false,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
    },
    mutations: { networkMode: 'always', retry: false },
  },
});

/** Loads again what the current screen shows (the native app's triggerRefresh, product-spec §8). */
export function refreshScreen(): Promise<void> {
  return queryClient.invalidateQueries({ type: 'active' });
}

/** Forgets every cached answer: another buyer logged in, or the buyer logged out. */
export function forgetServerData(): void {
  queryClient.clear();
}

/** Refreshes every cached answer under these keys (a write changed them); the ones on screen load again at once. */
export function invalidate(...keys: readonly QueryKey[]): Promise<void> {
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(() => undefined);
}

/**
 * What a screen section shows for a query, as the props of LoadState (`<LoadState {...loadStateOf(query)}>`):
 * loading until the first answer, the error with a retry when there is nothing to show, else the content —
 * a failed refresh behind data already shown keeps the data.
 */
export function loadStateOf(query: Pick<UseQueryResult, 'isPending' | 'error' | 'data' | 'refetch'>) {
  return {
    loading: query.isPending && query.error === null,
    error: query.data === undefined ? query.error : null,
    onRetry: () => void query.refetch(),
  };
}

/** A paged list on screen: the items of every page loaded so far, each once. */
export interface PagedList<T> {
  readonly items: readonly T[];
  readonly total: number;
  /** Nothing to show yet (the first page is loading). */
  readonly loading: boolean;
  /** The first page failed (later pages fail into the list's own retry). */
  readonly error: unknown;
  readonly hasMore: boolean;
  /** Appends the next page; rejects when it failed, for the list end's retry. */
  readonly loadMore: () => Promise<void>;
  /** Loads the list again from its first page, keeping what is shown meanwhile (a pull to refresh). */
  readonly refresh: () => Promise<void>;
  /** A refresh is under way behind the items shown. */
  readonly refreshing: boolean;
}

type PageItem<P> = P extends { readonly list: readonly (infer T)[] } ? T : never;

/**
 * The one paged-list hook: every list of the app pages through a generated `…Pages(query, pageSize)`
 * infinite query. Items already shown are not repeated when a page shifts under the list.
 * @example const orders = usePagedList(orderListPages({ status }, 10), (order) => order.orderId);
 */
export function usePagedList<P extends PageOf, K extends QueryKey, N>(
  options: UseInfiniteQueryOptions<P, Error, InfiniteData<P, unknown>, K, N>,
  keyOf: (item: PageItem<P>) => string,
): PagedList<PageItem<P>> {
  const query = useInfiniteQuery(options);
  const pages = query.data?.pages;
  const items = useMemo(() => {
    const seen = new Set<string>();
    const all: PageItem<P>[] = [];
    for (const page of pages ?? []) {
      for (const item of page.list as readonly PageItem<P>[]) {
        const key = keyOf(item);
        if (seen.has(key)) continue;
        seen.add(key);
        all.push(item);
      }
    }
    return all;
    // keyOf is the caller's: a new function each render must not rebuild the list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pages]);
  const { fetchNextPage, refetch } = query;
  const loadMore = useCallback(async () => {
    const outcome = await fetchNextPage({ cancelRefetch: false });
    if (outcome.isFetchNextPageError) throw outcome.error;
  }, [fetchNextPage]);
  const refresh = useCallback(async () => {
    await refetch();
  }, [refetch]);
  return {
    items,
    total: pages?.at(-1)?.total ?? 0,
    loading: query.isPending && query.error === null,
    error: pages === undefined ? query.error : null,
    hasMore: query.hasNextPage,
    loadMore,
    refresh,
    refreshing: query.isRefetching && !query.isFetchingNextPage,
  };
}
