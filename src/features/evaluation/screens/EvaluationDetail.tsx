import { Header } from '@/components/Header';
import { ErrorState, LoadingState } from '@/components/LoadState';
import { ApiError, errorText } from '@/lib/api';
import { useT } from '@/lib/i18n';
import { useQuery } from '@/lib/query';
import { Link, useRouteQuery } from '@/lib/navigation';
import { href } from '@/lib/routes';
import { useRouteTitle } from '@/lib/useRouteTitle';
import { EvaluationBody } from '../components/EvaluationBody';
import { evaluationDetail } from '../queries';
import '../evaluation.css';

/**
 * /evaluation/evaluateDetail?evaluationId=…: one of the buyer's evaluations — the goods and its order (a
 * link to the order), the three scores, the text, the photos, when it was written and the seller's reply.
 */
export default function EvaluationDetail() {
  const t = useT();
  const title = useRouteTitle('/evaluation/evaluateDetail');
  const { evaluationId } = useRouteQuery('/evaluation/evaluateDetail');
  const { data: evaluation, error, refetch } = useQuery(evaluationDetail(evaluationId));

  let body;
  if (error && !evaluation) {
    const missing = error instanceof ApiError && error.status === 404;
    body = (
      <ErrorState
        title={missing ? t('evaluation.detail.notFound') : t('evaluation.detail.loadFailed')}
        detail={missing ? undefined : errorText(error)}
        onRetry={missing ? undefined : () => void refetch()}
      />
    );
  } else if (!evaluation) {
    body = <LoadingState />;
  } else {
    body = (
      <article className="ev-card" aria-label={evaluation.goodsName}>
        <div className="ev-goods">
          {evaluation.goodsImageUrl && <img src={evaluation.goodsImageUrl} alt="" className="ev-goods__image" />}
          <div>
            <div className="ev-goods__name">{evaluation.goodsName}</div>
            {evaluation.shopName && <div className="ev-muted">{evaluation.shopName}</div>}
          </div>
        </div>
        {evaluation.orderId && evaluation.orderNo && (
          <p className="ev-line">
            <span className="ev-muted">{t('evaluation.detail.orderNo', { no: evaluation.orderNo })}</span>
            <Link to={href('/order/orderDetail', { orderId: evaluation.orderId })} className="app-link">
              {t('evaluation.detail.openOrder')}
            </Link>
          </p>
        )}
        {evaluation.anonymous && <span className="ev-tag">{t('evaluation.item.anonymous')}</span>}
        <EvaluationBody evaluation={evaluation} showReplyTime />
        <p className="ev-muted">{t('evaluation.detail.time', { time: evaluation.createTime })}</p>
      </article>
    );
  }
  return (
    <div className="app-screen ev-page">
      <Header title={title} />
      {body}
    </div>
  );
}
