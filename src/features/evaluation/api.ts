import { api, type CallBody, type CallData } from '@/lib/api';

/** One evaluation (the buyer's own, or another buyer's on a goods' review list, without their order). */
export type Evaluation = CallData<'evaluation.detail'>;
/** A completed order of the buyer with goods still to evaluate. */
export type PendingEvaluation = CallData<'evaluation.pending'>['list'][number];
/** A goods of a pending order, to rate. */
export type PendingGoods = PendingEvaluation['goods'][number];
/** What evaluation.add takes. */
export type EvaluationInput = CallBody<'evaluation.add'>;

export const evaluationApi = {
  /** A page of the buyer's completed orders with goods not evaluated yet (one order's, 404 when not the buyer's). */
  pending: (body: CallBody<'evaluation.pending'>, signal?: AbortSignal) => api.evaluation.pending(body, { signal }),
  /** A page of the buyer's own evaluations, newest first. */
  mine: (pageNum: number, pageSize: number, signal?: AbortSignal) => api.evaluation.list({ pageNum, pageSize }, { signal }),
  /** A page of a goods' evaluations by every buyer, newest first. */
  ofGoods: (goodsId: string, pageNum: number, pageSize: number, signal?: AbortSignal) =>
    api.evaluation.list({ pageNum, pageSize, goodsId }, { signal }),
  /** One of the buyer's evaluations (404 for a missing one or another buyer's). */
  detail: (evaluationId: string, signal?: AbortSignal) => api.evaluation.detail({ evaluationId }, { signal }),
  /** Evaluates one goods of a completed order; refused when it was evaluated already. */
  add: (body: EvaluationInput) => api.evaluation.add(body),
  /** The status of an order (only a completed one can be evaluated). */
  orderStatus: async (orderId: string, signal?: AbortSignal) => (await api.order.detail({ orderId }, { signal })).status,
};
