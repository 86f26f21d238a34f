import { api, type CallData } from '@/lib/api';
import type { EvaluationValues } from './form';

/** One evaluation (the buyer's own, or another buyer's on a goods' review list, without their order). */
export type Evaluation = CallData<'evaluation.detail'>;
/** A completed order of the buyer with goods still to evaluate. */
export type PendingEvaluation = CallData<'evaluation.pending'>['list'][number];
/** A goods of a pending order, to rate. */
export type PendingGoods = PendingEvaluation['goods'][number];

/**
 * Evaluates every goods of `order` still to evaluate, one evaluation.add each: the goods' own stars, and the
 * order's service and delivery stars, text, photos and anonymity on each. A goods evaluated meanwhile is
 * refused (409); the screen then reloads what is left to evaluate.
 */
export async function evaluateOrder(order: PendingEvaluation, values: EvaluationValues): Promise<void> {
  const content = values.content.trim();
  for (const goods of order.goods) {
    await api.evaluation.add({
      orderId: order.orderId,
      orderItemId: goods.orderItemId,
      goodsId: goods.goodsId,
      goodsScore: values.goodsScores[goods.goodsId] ?? 0,
      serviceScore: values.serviceScore,
      logisticsScore: values.logisticsScore,
      ...(content ? { content } : {}),
      ...(values.photos.length > 0 ? { imageUrls: values.photos } : {}),
      anonymous: values.anonymous,
    });
  }
}
