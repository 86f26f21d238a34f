import { evaluationDetailQuery, evaluationListPages, evaluationPendingPages, evaluationPendingQuery, orderDetailQuery } from '@/lib/queries';
import { defineLoaders } from '@/lib/routeData';

const EVALUATION_PAGE_SIZE = 10;

/** The buyer's completed orders with goods still to evaluate, page by page. */
export const pendingPages = () => evaluationPendingPages({}, EVALUATION_PAGE_SIZE);
/** The buyer's own evaluations, newest first. */
export const myEvaluationPages = () => evaluationListPages({}, EVALUATION_PAGE_SIZE);
/** A goods' evaluations by every buyer, newest first. */
export const goodsEvaluationPages = (goodsId: string) => evaluationListPages({ goodsId }, EVALUATION_PAGE_SIZE);
export const evaluationDetail = (evaluationId: string) => evaluationDetailQuery({ evaluationId });
/** The order being evaluated (only a completed one can be) and its goods not evaluated yet. */
export const orderOf = (orderId: string) => orderDetailQuery({ orderId });
export const goodsToEvaluate = (orderId: string) => evaluationPendingQuery({ orderId, pageNum: 1, pageSize: 1 });

export const loaders = defineLoaders({
  '/evaluation': ({ status }) => [status === 'done' ? myEvaluationPages() : pendingPages()],
  '/evaluation/addEvaluate': ({ orderId }) => [orderOf(orderId), goodsToEvaluate(orderId)],
  '/evaluation/evaluateDetail': ({ evaluationId }) => [evaluationDetail(evaluationId)],
  '/appraiseList': ({ goodsId }) => [goodsEvaluationPages(goodsId)],
});
