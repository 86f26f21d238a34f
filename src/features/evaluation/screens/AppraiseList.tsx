import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { Header } from '@/components/Header';
import { EmptyState, InfiniteList, LoadState } from '@/components/LoadState';
import { createPagedList, useServerData } from '@/lib/data';
import { useT } from '@/lib/i18n';
import { useRouteQuery } from '@/lib/navigation';
import { useRouteTitle } from '@/lib/useRouteTitle';
import { evaluationApi, type Evaluation } from '../api';
import { EvaluationBody } from '../components/EvaluationBody';
import '../evaluation.css';

const PAGE_SIZE = 10;

/**
 * /appraiseList?goodsId=…: a goods' reviews by every buyer, newest first, page by page (linked from the
 * goods detail page): who wrote it (masked, or anonymous), when, the scores, the text, the photos and the
 * seller's reply. Other buyers' orders are not shown.
 */
export default function AppraiseList() {
  const t = useT();
  const title = useRouteTitle('/appraiseList');
  const { goodsId } = useRouteQuery('/appraiseList');
  const [list] = useState(() => createPagedList<Evaluation>({ pageSize: PAGE_SIZE, keyOf: (evaluation) => evaluation.evaluationId }));
  const { items, hasMore, status, error } = useSnapshot(list.state);
  const [refreshes, setRefreshes] = useState(0);
  // A failure stays in the list's state, which shows it with a retry.
  useServerData(() => list.load((pageNum, signal) => evaluationApi.ofGoods(goodsId, pageNum, PAGE_SIZE, signal)).catch(() => undefined), [goodsId, refreshes]);
  return (
    <div className="app-screen ev-page">
      <Header title={title} />
      <LoadState
        loading={status === 'loading' || status === 'idle'}
        error={error}
        onRetry={() => setRefreshes((n) => n + 1)}
        failedTitle={t('evaluation.goods.loadFailed')}
        retryLabel={t('common.retry')}
        className="ev-state"
      >
        {items.length === 0 ? (
          <EmptyState title={t('evaluation.goods.empty')} />
        ) : (
          <>
            {items[0] && <p className="ev-goods-title">{items[0].goodsName}</p>}
            <ul className="ev-list" aria-label={t('evaluation.goods.list')}>
              {items.map((evaluation) => (
                <li key={evaluation.evaluationId}>
                  <article className="ev-card" aria-label={evaluation.buyerName ?? t('evaluation.item.anonymousBuyer')}>
                    <div className="ev-card__head">
                      <span className="ev-card__title">{evaluation.buyerName ?? t('evaluation.item.anonymousBuyer')}</span>
                      <time className="ev-muted" dateTime={evaluation.createTime}>
                        {evaluation.createTime}
                      </time>
                    </div>
                    <EvaluationBody evaluation={evaluation} />
                  </article>
                </li>
              ))}
            </ul>
          </>
        )}
        {items.length > 0 && <InfiniteList hasMore={hasMore} loadMore={list.loadMore} />}
      </LoadState>
    </div>
  );
}
