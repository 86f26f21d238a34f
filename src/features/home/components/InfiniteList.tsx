import { DotLoading, InfiniteScroll } from 'antd-mobile';
import { useT } from '@/lib/i18n';

/**
 * The end of a paged list: loads the next page when it scrolls into view, says so while loading,
 * offers a retry when loading failed, and says when there is nothing more.
 */
export function InfiniteList({ hasMore, loadMore }: { hasMore: boolean; loadMore: () => Promise<void> }) {
  const t = useT();
  return (
    <InfiniteScroll loadMore={loadMore} hasMore={hasMore} threshold={200}>
      {(more, failed, retry) =>
        failed ? (
          <button type="button" className="infinite-list__retry" onClick={() => void retry()}>
            {t('home.loadMoreFailed')}
          </button>
        ) : more ? (
          <span role="status" className="infinite-list__loading">
            {t('common.loading')}
            <DotLoading />
          </span>
        ) : (
          <span className="infinite-list__end">{t('home.noMore')}</span>
        )
      }
    </InfiniteScroll>
  );
}
