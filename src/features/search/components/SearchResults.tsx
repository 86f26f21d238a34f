import { GoodsCard } from '@/components/GoodsCard';
import { EmptyState, ErrorState, InfiniteList, LoadingState } from '@/components/LoadState';
import { type CallData } from '@/lib/api';
import { useT } from '@/lib/i18n';
import type { PagedList } from '@/lib/query';

type Goods = CallData<'goods.search'>['list'][number];

/** The results of a keyword: loading, error with retry, empty, or the list with more on scroll. */
export function SearchResults({ keyword, results }: { keyword: string; results: PagedList<Goods> }) {
  const t = useT();
  if (results.loading) return <LoadingState />;
  if (results.error) return <ErrorState title={t('search.failed')} error={results.error} onRetry={() => void results.refresh()} />;
  return (
    <section className="search-results" aria-label={t('search.results', { keyword })}>
      <p className="search-results__summary">
        {t('search.results', { keyword })} · {t('search.resultCount', { total: results.total })}
      </p>
      {results.items.length === 0 ? (
        <EmptyState title={t('search.empty')} />
      ) : (
        <>
          <ul className="search-results__list">
            {results.items.map((goods) => (
              <li key={goods.goodsId}>
                <GoodsCard goods={goods} />
              </li>
            ))}
          </ul>
          <InfiniteList hasMore={results.hasMore} loadMore={results.loadMore} />
        </>
      )}
    </section>
  );
}
