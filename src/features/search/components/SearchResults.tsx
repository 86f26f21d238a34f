import { useSnapshot } from 'valtio';
import { GoodsCard } from '@/components/GoodsCard';
import { EmptyState, ErrorState, InfiniteList, LoadingState } from '@/components/LoadState';
import { errorText } from '@/lib/api';
import { useT } from '@/lib/i18n';
import { loadMoreResults, runSearch, searchStore } from '../store';

/** The results of the current keyword: loading, error with retry, empty, or the list with more on scroll. */
export function SearchResults() {
  const t = useT();
  const state = useSnapshot(searchStore);
  const results = state.results;
  if (results.status === 'loading' || results.status === 'idle') return <LoadingState />;
  if (results.status === 'error')
    return <ErrorState title={t('search.failed')} detail={errorText(searchStore.results.error)} onRetry={() => void runSearch(state.keyword)} />;
  return (
    <section className="search-results" aria-label={t('search.results', { keyword: state.keyword })}>
      <p className="search-results__summary">
        {t('search.results', { keyword: state.keyword })} · {t('search.resultCount', { total: results.total })}
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
          <InfiniteList hasMore={results.hasMore} loadMore={loadMoreResults} />
        </>
      )}
    </section>
  );
}
