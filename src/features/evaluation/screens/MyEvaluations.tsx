import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { Header } from '@/components/Header';
import { EmptyState, InfiniteList, LoadState } from '@/components/LoadState';
import { StatusTabs } from '@/components/Tabs';
import { createPagedList, useServerData } from '@/lib/data';
import { useT } from '@/lib/i18n';
import { Link, useNavigate, useRouteQuery } from '@/lib/navigation';
import { href } from '@/lib/routes';
import { useRouteTitle } from '@/lib/useRouteTitle';
import { evaluationApi, type Evaluation, type PendingEvaluation } from '../api';
import { EvaluationBody } from '../components/EvaluationBody';
import '../evaluation.css';

const PAGE_SIZE = 10;
type Tab = 'pending' | 'done';
const TABS: readonly Tab[] = ['pending', 'done'];

/**
 * /evaluation?status=pending|done: the buyer's evaluations under two tabs — the completed orders still to
 * evaluate (each with its goods and an 评价 button leading to /evaluation/addEvaluate), and the evaluations
 * written (scores, text, photos, the seller's reply; a tap opens the detail). Without status: to evaluate.
 */
export default function MyEvaluations() {
  const t = useT();
  const title = useRouteTitle('/evaluation');
  const navigate = useNavigate();
  const { status } = useRouteQuery('/evaluation');
  const active: Tab = status ?? 'pending';
  return (
    <div className="app-screen ev-page">
      <Header title={title} />
      <StatusTabs
        label={t('evaluation.tabs.label')}
        tabs={TABS.map((tab) => ({ id: tab, text: t(`evaluation.tabs.${tab}`) }))}
        activeId={active}
        onSelect={(tab) => navigate(href('/evaluation', { status: tab }), { replace: true })}
      />
      {active === 'pending' ? <PendingOrders /> : <DoneEvaluations />}
    </div>
  );
}

/** The completed orders with goods to evaluate, page by page. */
function PendingOrders() {
  const t = useT();
  const navigate = useNavigate();
  const [list] = useState(() => createPagedList<PendingEvaluation>({ pageSize: PAGE_SIZE, keyOf: (order) => order.orderId }));
  const { items, hasMore, status, error } = useSnapshot(list.state);
  const [refreshes, setRefreshes] = useState(0);
  // A failure stays in the list's state, which shows it with a retry.
  useServerData(() => list.load((pageNum, signal) => evaluationApi.pending({ pageNum, pageSize: PAGE_SIZE }, signal)).catch(() => undefined), [refreshes]);
  return (
    <LoadState
      loading={status === 'loading' || status === 'idle'}
      error={error}
      onRetry={() => setRefreshes((n) => n + 1)}
      failedTitle={t('evaluation.pending.loadFailed')}
      retryLabel={t('common.retry')}
      className="ev-state"
    >
      {items.length === 0 ? (
        <EmptyState title={t('evaluation.pending.empty')} />
      ) : (
        <ul className="ev-list">
          {items.map((order) => (
            <li key={order.orderId}>
              <article className="ev-card" aria-label={t('evaluation.pending.orderNo', { no: order.orderNo })}>
                <div className="ev-card__head">
                  <span className="ev-card__title">{order.sellerName}</span>
                  <span className="ev-muted">{t('evaluation.pending.orderNo', { no: order.orderNo })}</span>
                </div>
                {order.goods.map((goods) => (
                  <div key={goods.goodsId} className="ev-goods">
                    <img src={goods.image} alt="" className="ev-goods__image" />
                    <div>
                      <div className="ev-goods__name">{goods.goodsName}</div>
                      <div className="ev-muted">{goods.varietyName}</div>
                    </div>
                  </div>
                ))}
                <div className="ev-card__foot">
                  {order.completedAt ? <span className="ev-muted">{t('evaluation.pending.completedAt', { time: order.completedAt })}</span> : <span />}
                  <Button
                    size="small"
                    color="primary"
                    fill="outline"
                    aria-label={t('evaluation.pending.evaluateOrder', { no: order.orderNo })}
                    onClick={() => void navigate(href('/evaluation/addEvaluate', { orderId: order.orderId }))}
                  >
                    {t('evaluation.pending.evaluate')}
                  </Button>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
      {items.length > 0 && <InfiniteList hasMore={hasMore} loadMore={list.loadMore} />}
    </LoadState>
  );
}

/** The buyer's evaluations, newest first, page by page. */
function DoneEvaluations() {
  const t = useT();
  const [list] = useState(() => createPagedList<Evaluation>({ pageSize: PAGE_SIZE, keyOf: (evaluation) => evaluation.evaluationId }));
  const { items, hasMore, status, error } = useSnapshot(list.state);
  const [refreshes, setRefreshes] = useState(0);
  useServerData(() => list.load((pageNum, signal) => evaluationApi.mine(pageNum, PAGE_SIZE, signal)).catch(() => undefined), [refreshes]);
  return (
    <LoadState
      loading={status === 'loading' || status === 'idle'}
      error={error}
      onRetry={() => setRefreshes((n) => n + 1)}
      failedTitle={t('evaluation.done.loadFailed')}
      retryLabel={t('common.retry')}
      className="ev-state"
    >
      {items.length === 0 ? (
        <EmptyState title={t('evaluation.done.empty')} />
      ) : (
        <ul className="ev-list">
          {items.map((evaluation) => (
            <li key={evaluation.evaluationId}>
              <article className="ev-card" aria-label={evaluation.goodsName}>
                <Link
                  to={href('/evaluation/evaluateDetail', { evaluationId: evaluation.evaluationId })}
                  className="ev-goods ev-goods--link"
                  aria-label={t('evaluation.done.open', { name: evaluation.goodsName })}
                >
                  {evaluation.goodsImageUrl && <img src={evaluation.goodsImageUrl} alt="" className="ev-goods__image" />}
                  <div>
                    <div className="ev-goods__name">{evaluation.goodsName}</div>
                    {evaluation.orderNo && <div className="ev-muted">{t('evaluation.pending.orderNo', { no: evaluation.orderNo })}</div>}
                    <time className="ev-muted" dateTime={evaluation.createTime}>
                      {evaluation.createTime}
                    </time>
                  </div>
                </Link>
                {evaluation.anonymous && <span className="ev-tag">{t('evaluation.item.anonymous')}</span>}
                <EvaluationBody evaluation={evaluation} />
              </article>
            </li>
          ))}
        </ul>
      )}
      {items.length > 0 && <InfiniteList hasMore={hasMore} loadMore={list.loadMore} />}
    </LoadState>
  );
}
