import type { ReactNode } from 'react';
import { EmptyState, InfiniteList } from '@/components/LoadState';
import type { PagedList } from '@/lib/query';
import { LoadState } from './ui';

/** A paged list of the finance pages (loans, records): loading, its failure with a retry, empty, or the cards and more on scrolling. */
export function FinanceList<T>({
  list,
  keyOf,
  failedTitle,
  emptyTitle,
  children,
}: {
  list: PagedList<T>;
  keyOf: (item: T) => string;
  failedTitle: string;
  emptyTitle: string;
  children: (item: T) => ReactNode;
}) {
  return (
    <LoadState loading={list.loading} error={list.error} onRetry={() => void list.refresh()} failedTitle={failedTitle}>
      {list.items.length === 0 ? (
        <EmptyState title={emptyTitle} />
      ) : (
        <>
          <ul className="fin-list">
            {list.items.map((item) => (
              <li key={keyOf(item)}>{children(item)}</li>
            ))}
          </ul>
          <InfiniteList hasMore={list.hasMore} loadMore={list.loadMore} />
        </>
      )}
    </LoadState>
  );
}
