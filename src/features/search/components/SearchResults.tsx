import { useSnapshot } from 'valtio';
import { EmptyState, ErrorState, errorText, GoodsCard, InfiniteList, LoadingState } from '@/features/home';
import { useT } from '@/lib/i18n';
import { loadMoreResults, runSearch, searchStore } from '../store';

/** The results of the current keyword: loading, error with retry, empty, or the list with more on scroll. */
export function SearchResults() {
  const t = useT();
  const state = useSnapshot(searchStore);
  if (state.status === 'loading' || state.status === 'idle') return <LoadingState />;
  if (state.status === 'error')
    return <ErrorState title={t('search.failed')} detail={errorText(searchStore.error)} onRetry={() => void runSearch(state.keyword)} />;
  return (
    <section className="search-results" aria-label={t('search.results', { keyword: state.keyword })}>
      <p className="search-results__summary">
        {t('search.results', { keyword: state.keyword })} · {t('search.resultCount', { total: state.total })}
      </p>
      {state.results.length === 0 ? (
        <EmptyState title={t('search.empty')} />
      ) : (
        <>
          <ul className="search-results__list">
            {state.results.map((goods) => (
              <li key={goods.goodsId}>
                <GoodsCard goods={goods} />
              </li>
            ))}
          </ul>
          <InfiniteList hasMore={state.hasMore} loadMore={loadMoreResults} />
        </>
      )}
    </section>
  );
}
