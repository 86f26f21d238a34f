import type { Context, Env, Hono } from 'hono';
import type { components } from '@gen/openapi.gen';
import { compareDecimal, fullyRefunded, subtractMoney, sumMoney } from '@/domain';
import type { Db, Queryable } from './db';
import { GatewayError, badRequest, conflict, notFound } from './errors';
import { money } from './lib/format';
import { newId } from './lib/ids';

type S = components['schemas'];

/**
 * Development endpoints for what a buyer cannot cause: the seller's side of a refund (approve, pay it
 * out, reject) and a supplement the seller asks for (extra volume measured at the site). Registered only
 * when the gateway does not run in production (as the SMS inbox), under /__dev/. Bodies are JSON.
 *
 * - POST /__dev/refund     { refundId, action: 'approve' | 'refund' | 'reject', reason? }
 * - POST /__dev/supplement { orderId, amount, reason }  → { supplementId }
 */
export const DEV_REFUND_PATH = '/__dev/refund';
export const DEV_SUPPLEMENT_PATH = '/__dev/supplement';

interface DevRefundRow {
  refund_id: string;
  order_id: string;
  status: S['RefundDetail']['status'];
  amount: string;
}

interface DevOrderRow {
  order_id: string;
  member_id: string;
  status: S['OrderDetail']['status'];
  paid_amount: string;
  refunded_amount: string;
  status_before_refund: S['OrderDetail']['status'] | null;
}

const lockOrder = async (tx: Queryable, orderId: string): Promise<DevOrderRow | undefined> =>
  (await tx.query<DevOrderRow>('select * from orders where order_id = $1 for update', [orderId]))[0];

/** Moves a refund request on as the seller would. Refuses a payout that would exceed what was paid. */
export async function advanceRefund(db: Db, refundId: string, action: 'approve' | 'refund' | 'reject', reason?: string): Promise<S['RefundDetail']['status']> {
  return db.transaction(async (tx) => {
    const refund = (await tx.query<DevRefundRow>('select refund_id, order_id, status, amount from refunds where refund_id = $1', [refundId]))[0];
    if (refund === undefined) throw notFound('退款申请');
    const order = (await lockOrder(tx, refund.order_id))!;
    const backToBefore = async (remark: string) => {
      const back = await tx.query<{ status: string }>(
        `update orders set status = coalesce(status_before_refund, status), status_before_refund = null where order_id = $1 and status = 'refunding' returning status`,
        [order.order_id],
      );
      if (back[0] !== undefined)
        await tx.query('insert into order_events (order_id, status, remark) values ($1, $2, $3)', [order.order_id, back[0].status, remark]);
    };
    if (action === 'approve') {
      if (refund.status !== 'pending') throw conflict('只有待审核的退款可以同意', 'REFUND_STATE');
      await tx.query(`update refunds set status = 'approved', reviewed_at = now() where refund_id = $1`, [refundId]);
      return 'approved';
    }
    if (action === 'reject') {
      if (refund.status !== 'pending' && refund.status !== 'approved') throw conflict('该退款申请已处理', 'REFUND_STATE');
      await tx.query(`update refunds set status = 'rejected', reviewed_at = now(), reject_reason = $2 where refund_id = $1`, [
        refundId,
        reason?.slice(0, 200) || '卖家拒绝退款',
      ]);
      await backToBefore('卖家拒绝退款');
      return 'rejected';
    }
    if (refund.status !== 'pending' && refund.status !== 'approved') throw conflict('该退款申请已处理', 'REFUND_STATE');
    // The last guard of the rule: never pay out more than is left of what was paid.
    const left = subtractMoney(order.paid_amount, order.refunded_amount);
    if (compareDecimal(refund.amount, left) > 0) throw conflict(`退款金额超过可退金额¥${left}`, 'REFUND_EXCEEDS');
    const refunded = sumMoney([order.refunded_amount, refund.amount]);
    await tx.query(`update refunds set status = 'refunded', reviewed_at = coalesce(reviewed_at, now()), refunded_at = now() where refund_id = $1`, [refundId]);
    await tx.query('update orders set refunded_amount = $2 where order_id = $1', [order.order_id, refunded]);
    if (fullyRefunded(order.paid_amount, refunded)) {
      await tx.query(`update orders set status = 'refunded', status_before_refund = null where order_id = $1`, [order.order_id]);
      await tx.query(`insert into order_events (order_id, status, remark) values ($1, 'refunded', $2)`, [order.order_id, `退款到账 ¥${money(refund.amount)}`]);
    } else {
      await backToBefore(`部分退款到账 ¥${money(refund.amount)}`);
    }
    return 'refunded';
  });
}

/** Creates a supplement the seller asks the buyer of a paid order to pay (extra volume measured at the site). */
export async function requestSupplement(db: Db, orderId: string, amount: string, reason: string): Promise<string> {
  if (!/^\d{1,10}(\.\d{1,2})?$/.test(amount) || compareDecimal(amount, '0') <= 0) throw badRequest('补款金额须为大于0的金额');
  const why = reason.trim().slice(0, 200);
  if (why === '') throw badRequest('请填写补款原因');
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (order === undefined) throw notFound('订单');
    if (!['pendingDelivery', 'delivering', 'completed'].includes(order.status)) throw conflict('只有已支付的订单可以补款', 'ORDER_STATE');
    const supplementId = newId('sp');
    await tx.query(
      `insert into supplements (supplement_id, order_id, member_id, amount, reason, lines, pay_deadline) values ($1, $2, $3, $4, $5, '[]'::jsonb, now() + interval '3 days')`,
      [supplementId, order.order_id, order.member_id, money(amount), why],
    );
    return supplementId;
  });
}

async function jsonBody(c: Context): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await c.req.json();
    if (typeof body === 'object' && body !== null && !Array.isArray(body)) return body as Record<string, unknown>;
  } catch {
    // fall through
  }
  throw badRequest('请求体须为 JSON 对象');
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Registers the development order endpoints (call only outside production). */
export function registerDevOrders<E extends Env>(app: Hono<E>, db: Db): void {
  const answer = async (c: Context<E>, run: () => Promise<unknown>) => {
    try {
      return c.json({ success: true, code: '200', data: await run(), message: 'ok' });
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      return c.json({ success: false, code: error.code, data: null, message: error.message }, error.status);
    }
  };
  app.post(DEV_REFUND_PATH, (c) =>
    answer(c, async () => {
      const body = await jsonBody(c);
      const action = text(body.action);
      if (action !== 'approve' && action !== 'refund' && action !== 'reject') throw badRequest('action 须为 approve、refund 或 reject');
      return { status: await advanceRefund(db, text(body.refundId), action, text(body.reason) || undefined) };
    }),
  );
  app.post(DEV_SUPPLEMENT_PATH, (c) =>
    answer(c, async () => {
      const body = await jsonBody(c);
      return { supplementId: await requestSupplement(db, text(body.orderId), text(body.amount), text(body.reason)) };
    }),
  );
}
