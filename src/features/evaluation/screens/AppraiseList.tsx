import { Header } from '@/components/Header';
import { useT } from '@/lib/i18n';
import { usePagedList } from '@/lib/query';
import { useRouteQuery } from '@/lib/navigation';
import { useRouteTitle } from '@/lib/useRouteTitle';
import { EvaluationBody } from '../components/EvaluationBody';
import { PagedCards } from '../components/PagedCards';
import { goodsEvaluationPages } from '../queries';
import '../evaluation.css';

/**
 * /appraiseList?goodsId=…: a goods' reviews by every buyer, newest first, page by page (linked from the
 * goods detail page): who wrote it (masked, or anonymous), when, the scores, the text, the photos and the
 * seller's reply. Other buyers' orders are not shown.
 */
export default function AppraiseList() {
  const t = useT();
  const title = useRouteTitle('/appraiseList');
  const { goodsId } = useRouteQuery('/appraiseList');
  const list = usePagedList(goodsEvaluationPages(goodsId), (evaluation) => evaluation.evaluationId);
  return (
    <div className="app-screen ev-page">
      <Header title={title} />
      <PagedCards
        list={list}
        keyOf={(evaluation) => evaluation.evaluationId}
        failedTitle={t('evaluation.goods.loadFailed')}
        emptyTitle={t('evaluation.goods.empty')}
        label={t('evaluation.goods.list')}
        before={list.items[0] && <p className="ev-goods-title">{list.items[0].goodsName}</p>}
        card={(evaluation) => (
          <article className="ev-card" aria-label={evaluation.buyerName ?? t('evaluation.item.anonymousBuyer')}>
            <div className="ev-card__head">
              <span className="ev-card__title">{evaluation.buyerName ?? t('evaluation.item.anonymousBuyer')}</span>
              <time className="ev-muted" dateTime={evaluation.createTime}>
                {evaluation.createTime}
              </time>
            </div>
            <EvaluationBody evaluation={evaluation} />
          </article>
        )}
      />
    </div>
  );
}
