import type { ComponentType, ReactNode } from 'react';
import type { PagedList } from '@/lib/query';
import type { FeatureLoadStateProps } from './LoadState';
import { EmptyState } from './ListStates';
import { InfiniteList } from './InfiniteList';

export interface PagedItemsProps<T> {
  /** The list, from `usePagedList`. */
  readonly list: PagedList<T>;
  readonly keyOf: (item: T) => string;
  readonly children: (item: T) => ReactNode;
  /** What an empty list says. */
  readonly empty: string;
  /** The feature's loading/error states (`createLoadState`), in its own words. */
  readonly State: ComponentType<FeatureLoadStateProps>;
  readonly className?: string;
  /** The list's accessible name. */
  readonly label?: string;
  /** The list end is the list's last item (else it follows the list). */
  readonly endInList?: boolean;
}

/**
 * A paged list on screen: its loading and error states, what an empty list says, the items, and the list
 * end that loads the next page (and offers a retry when that failed).
 */
export function PagedItems<T>({ list, keyOf, children, empty, State, className, label, endInList = false }: PagedItemsProps<T>) {
  const end = <InfiniteList hasMore={list.hasMore} loadMore={list.loadMore} />;
  return (
    <State loading={list.loading} error={list.error} onRetry={() => void list.refresh()}>
      {list.items.length === 0 ? (
        <EmptyState title={empty} />
      ) : (
        <>
          <ul className={className} aria-label={label}>
            {list.items.map((item) => (
              <li key={keyOf(item)}>{children(item)}</li>
            ))}
            {endInList ? <li>{end}</li> : null}
          </ul>
          {endInList ? null : end}
        </>
      )}
    </State>
  );
}
