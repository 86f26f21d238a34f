import type { ReactNode } from 'react';
import { EmptyState, InfiniteList, LoadState } from '@/components/LoadState';
import { useT } from '@/lib/i18n';
import type { PagedList } from '@/lib/query';
import type { PendingGoods } from '../api';

/**
 * A paged list of cards of the evaluation pages: loading, the failure with a retry, the empty state, or the
 * cards (`before` above them) loading more as the list scrolls.
 */
export function PagedCards<T>({
  list,
  keyOf,
  failedTitle,
  emptyTitle,
  label,
  before,
  card,
}: {
  list: PagedList<T>;
  keyOf: (item: T) => string;
  failedTitle: string;
  emptyTitle: string;
  label?: string;
  before?: ReactNode;
  card: (item: T) => ReactNode;
}) {
  const t = useT();
  return (
    <LoadState
      loading={list.loading}
      error={list.error}
      onRetry={() => void list.refresh()}
      failedTitle={failedTitle}
      retryLabel={t('common.retry')}
      className="ev-state"
    >
      {list.items.length === 0 ? (
        <EmptyState title={emptyTitle} />
      ) : (
        <>
          {before}
          <ul className="ev-list" aria-label={label}>
            {list.items.map((item) => (
              <li key={keyOf(item)}>{card(item)}</li>
            ))}
          </ul>
          <InfiniteList hasMore={list.hasMore} loadMore={list.loadMore} />
        </>
      )}
    </LoadState>
  );
}

/** A goods of an order to evaluate: its picture, name and variety. */
export function GoodsLine({ goods }: { goods: PendingGoods }) {
  return (
    <div className="ev-goods">
      <img src={goods.image} alt="" className="ev-goods__image" />
      <div>
        <div className="ev-goods__name">{goods.goodsName}</div>
        <div className="ev-muted">{goods.varietyName}</div>
      </div>
    </div>
  );
}
