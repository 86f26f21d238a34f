import Button from 'antd-mobile/es/components/button';
import { Header } from '@/components/Header';
import { StatusTabs } from '@/components/Tabs';
import { useT } from '@/lib/i18n';
import { usePagedList } from '@/lib/query';
import { Link, useNavigate, useRouteQuery } from '@/lib/navigation';
import { href } from '@/lib/routes';
import { useRouteTitle } from '@/lib/useRouteTitle';
import { EvaluationBody } from '../components/EvaluationBody';
import { GoodsLine, PagedCards } from '../components/PagedCards';
import { myEvaluationPages, pendingPages } from '../queries';
import '../evaluation.css';

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
  const list = usePagedList(pendingPages(), (order) => order.orderId);
  return (
    <PagedCards
      list={list}
      keyOf={(order) => order.orderId}
      failedTitle={t('evaluation.pending.loadFailed')}
      emptyTitle={t('evaluation.pending.empty')}
      card={(order) => (
        <article className="ev-card" aria-label={t('evaluation.pending.orderNo', { no: order.orderNo })}>
          <div className="ev-card__head">
            <span className="ev-card__title">{order.sellerName}</span>
            <span className="ev-muted">{t('evaluation.pending.orderNo', { no: order.orderNo })}</span>
          </div>
          {order.goods.map((goods) => (
            <GoodsLine key={goods.goodsId} goods={goods} />
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
      )}
    />
  );
}

/** The buyer's evaluations, newest first, page by page. */
function DoneEvaluations() {
  const t = useT();
  const list = usePagedList(myEvaluationPages(), (evaluation) => evaluation.evaluationId);
  return (
    <PagedCards
      list={list}
      keyOf={(evaluation) => evaluation.evaluationId}
      failedTitle={t('evaluation.done.loadFailed')}
      emptyTitle={t('evaluation.done.empty')}
      card={(evaluation) => (
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
      )}
    />
  );
}
