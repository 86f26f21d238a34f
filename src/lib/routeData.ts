// What a route reads: each feature's queries.ts names, per route path, the queries its screen shows, and the
// router starts them while the screen's code downloads (src/app/router.tsx).
import type { QueryKey } from '@tanstack/react-query';
import { logger } from './log';
import { queryClient } from './query';
import type { RoutePath, RouteQuery } from './routes';

/** A read a route loader starts: a generated `…Query(…)` or `…Pages(…)` option object. */
export interface RouteRead {
  readonly queryKey: QueryKey;
  readonly initialPageParam?: unknown;
}

/** The reads of a route from its parsed query; falsy entries are skipped (`id && query(id)`, a read that needs a login…). */
export type RouteLoader<P extends RoutePath> = (query: RouteQuery<P>) => readonly (RouteRead | false | '' | null | undefined)[];

/** A feature's route loaders, by route path. */
export type RouteLoaders = { readonly [P in RoutePath]?: RouteLoader<P> };

/** Declares a feature's route loaders (typed against each route's query). */
export const defineLoaders = (loaders: RouteLoaders): RouteLoaders => loaders;

/**
 * Starts the reads into the query cache without waiting for them: a fresh answer is reused, a stale one
 * is shown and asked again, a failure stays in the cache for the screen's error state.
 */
export function startReads(reads: readonly (RouteRead | false | '' | null | undefined)[]): void {
  for (const read of reads) {
    if (!read) continue;
    const started =
      'initialPageParam' in read && read.initialPageParam !== undefined
        ? queryClient.prefetchInfiniteQuery(read as Parameters<typeof queryClient.prefetchInfiniteQuery>[0])
        : queryClient.prefetchQuery(read as Parameters<typeof queryClient.prefetchQuery>[0]);
    started.catch((error: unknown) => logger().warn('route read not started', error));
  }
}
