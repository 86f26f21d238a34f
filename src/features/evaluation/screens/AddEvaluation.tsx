import { Header } from '@/components/Header';
import { ErrorState, LoadingState } from '@/components/LoadState';
import { StatusBlock } from '@/components/StatusBlock';
import { ApiError, errorText } from '@/lib/api';
import { useT } from '@/lib/i18n';
import { Link, useRouteQuery } from '@/lib/navigation';
import { useQuery } from '@/lib/query';
import { href } from '@/lib/routes';
import { useRouteTitle } from '@/lib/useRouteTitle';
import { EvaluationFormView } from '../components/EvaluationForm';
import { goodsToEvaluate, orderOf } from '../queries';
import '../evaluation.css';

/**
 * /evaluation/addEvaluate?orderId=…[&goodsId=…]: evaluates a completed order of the buyer — stars for each
 * of its goods not evaluated yet (or the one goodsId names), for the service and for the delivery, a text,
 * photos (the app's picker, a file input in a browser) and anonymity. Each goods is evaluated once: an
 * order already evaluated, or not completed, says so instead of showing the form. Bad input shows its
 * message and sends nothing.
 */
export default function AddEvaluation() {
  const t = useT();
  const title = useRouteTitle('/evaluation/addEvaluate');
  const { orderId, goodsId } = useRouteQuery('/evaluation/addEvaluate');
  const order = useQuery(orderOf(orderId));
  const pending = useQuery(goodsToEvaluate(orderId));
  const error = (order.data === undefined ? order.error : null) ?? (pending.data === undefined ? pending.error : null);

  let body;
  if (error) {
    const missing = error instanceof ApiError && error.status === 404;
    const retry = () => {
      if (order.error) void order.refetch();
      if (pending.error) void pending.refetch();
    };
    body = (
      <ErrorState
        title={missing ? t('evaluation.add.notFound') : t('evaluation.add.loadFailed')}
        detail={missing ? undefined : errorText(error)}
        onRetry={missing ? undefined : retry}
      />
    );
  } else if (!order.data || !pending.data) {
    body = <LoadingState />;
  } else if (order.data.status !== 'completed') {
    body = <StatusBlock status="empty" title={t('evaluation.add.notCompleted')} />;
  } else {
    const toEvaluate = pending.data.list[0];
    const goods = (toEvaluate?.goods ?? []).filter((g) => goodsId === undefined || g.goodsId === goodsId);
    body =
      toEvaluate && goods.length > 0 ? (
        <EvaluationFormView order={{ ...toEvaluate, goods }} />
      ) : (
        <StatusBlock status="empty" title={t('evaluation.add.alreadyDone')} description={t('evaluation.add.alreadyDoneHint')}>
          <Link to={href('/evaluation', { status: 'done' })} className="app-link">
            {t('evaluation.add.viewDone')}
          </Link>
        </StatusBlock>
      );
  }
  return (
    <div className="app-screen ev-page">
      <Header title={title} />
      {body}
    </div>
  );
}
