import DotLoading from 'antd-mobile/es/components/dot-loading';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useT } from '@/lib/i18n';
import './loadState.css';

/** How far below the viewport (px) the list end may be for the next page to start loading. */
const THRESHOLD_PX = 200;

/**
 * The end of a paged list: loads the next page when it comes within 200 px of the viewport (and again
 * while it stays there, page after page), says so while loading, offers a retry when loading failed,
 * and says when there is nothing more. An IntersectionObserver, not scroll listeners, so the page's
 * scrolling does no work.
 */
export function InfiniteList({ hasMore, loadMore }: { hasMore: boolean; loadMore: () => Promise<void> }) {
  const t = useT();
  const end = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  const busy = useRef(false);

  const load = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    setState('loading');
    try {
      await loadMore();
      setState('idle');
    } catch {
      setState('failed');
    } finally {
      busy.current = false;
    }
  }, [loadMore]);

  // A new observer after every page: its first report says whether the end is still in reach.
  useEffect(() => {
    const element = end.current;
    if (!element || !hasMore || state !== 'idle' || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void load();
      },
      { rootMargin: `0px 0px ${THRESHOLD_PX}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasMore, state, load]);

  return (
    <div className="infinite-list" ref={end}>
      {state === 'failed' ? (
        <button type="button" className="infinite-list__retry" onClick={() => void load()}>
          {t('home.loadMoreFailed')}
        </button>
      ) : hasMore ? (
        <span role="status" className="infinite-list__loading">
          {t('common.loading')}
          <DotLoading />
        </span>
      ) : (
        <span className="infinite-list__end">{t('home.noMore')}</span>
      )}
    </div>
  );
}
