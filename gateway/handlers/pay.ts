import { payOfflineFields } from '@gen/fields.gen';
import { randomBytes } from 'node:crypto';
import type { components } from '@gen/openapi.gen';
import { onlineBanks } from '@gen/constants.gen';
import { compareDecimal, subtractMoney } from '@/domain';
import type { Queryable } from '../db';
import { badRequest, conflict, notFound } from '../errors';
import { compact, datetime, money, optDatetime } from '../lib/format';
import { newId } from '../lib/ids';
import { loadMember } from '../members';
import { expireOverdueOrders, loadOwnOrder, settlePayment, toPaymentStatus, type OrderRow, type PaymentRow } from '../orders';
import { verifyPayPassword } from '../payPassword';
import { providerUrl } from '../provider';
import { nextWalletBillNo } from './capital';
import { idempotent } from './order';
import { optionalText, ownUploads } from './shared';
import { memberOf, type AreaHandlers, type CallContext } from './types';

type S = components['schemas'];
type PayWay = S['PaymentStatus']['payWay'];

/** Minutes a wechat/alipay payment stays open; days a bank transfer may take. */
export const PROVIDER_PAYMENT_MINUTES = 15;
export const BANK_TRANSFER_DAYS = 3;

/** What is being paid: an order, or a supplement payment of it. */
interface Bill {
  readonly order: OrderRow;
  readonly supplementId: string | null;
  readonly amountDue: string;
  /** What the whole bill comes to (what was paid, once it is). */
  readonly total: string;
  readonly deadline: Date;
  readonly paid: boolean;
}

/** The bill of an order or one of its supplements (the member's, else 404). */
async function loadBill(db: Queryable, memberId: string, orderId: string, supplementId: string | undefined, forUpdate = false): Promise<Bill> {
  const order = await loadOwnOrder(db, memberId, orderId, forUpdate);
  if (supplementId === undefined) {
    const paid = order.status !== 'pendingPayment';
    return {
      order,
      supplementId: null,
      amountDue: paid ? '0.00' : subtractMoney(order.total_amount, order.paid_amount),
      total: money(order.total_amount),
      deadline: order.pay_deadline ?? order.created_at,
      paid: paid && order.status !== 'cancelled',
    };
  }
  const rows = await db.query<{ supplement_id: string; amount: string; status: string; pay_deadline: Date | null; created_at: Date }>(
    `select supplement_id, amount, status, pay_deadline, created_at from supplements where supplement_id = $1 and order_id = $2 and member_id = $3 ${forUpdate ? 'for update' : ''}`,
    [supplementId, order.order_id, memberId],
  );
  const s = rows[0];
  if (s === undefined) throw notFound('补款单');
  return {
    order,
    supplementId: s.supplement_id,
    amountDue: s.status === 'pendingPayment' ? money(s.amount) : '0.00',
    total: money(s.amount),
    deadline: s.pay_deadline ?? s.created_at,
    paid: s.status === 'paid',
  };
}

/** A bill that can still be paid, or 409. */
function requireOpen(bill: Bill): Bill {
  if (bill.paid) throw conflict('该订单已支付', 'ALREADY_PAID');
  if (compareDecimal(bill.amountDue, '0') <= 0 || bill.order.status === 'cancelled') throw conflict('该订单已关闭，无法支付', 'ORDER_CLOSED');
  return bill;
}

async function insertPayment(
  tx: Queryable,
  memberId: string,
  bill: Bill,
  payWay: PayWay,
  expireMinutes: number,
  extra: { transferRemark?: string; voucher?: unknown } = {},
): Promise<PaymentRow> {
  const rows = await tx.query<PaymentRow>(
    `insert into payments (payment_id, member_id, order_id, supplement_id, pay_way, amount, transfer_remark, voucher, expire_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, now() + make_interval(mins => $9)) returning *`,
    [
      newId('pay'),
      memberId,
      bill.order.order_id,
      bill.supplementId,
      payWay,
      bill.amountDue,
      extra.transferRemark ?? null,
      extra.voucher === undefined ? null : JSON.stringify(extra.voucher),
      expireMinutes,
    ],
  );
  return rows[0]!;
}

/** The member's payment, or 404; an open provider payment past its expiry is closed first. */
async function loadOwnPayment(db: Queryable, memberId: string, paymentId: string): Promise<PaymentRow> {
  const rows = await db.query<PaymentRow>('select * from payments where payment_id = $1 and member_id = $2', [paymentId, memberId]);
  const payment = rows[0];
  if (payment === undefined) throw notFound('支付单');
  if (payment.status === 'pending' && payment.expire_at.getTime() < Date.now()) {
    await db.query(`update payments set status = 'cancelled', fail_reason = '支付已超时' where payment_id = $1 and status = 'pending'`, [paymentId]);
    return { ...payment, status: 'cancelled', fail_reason: '支付已超时' };
  }
  return payment;
}

/** wechat and alipay: a pending payment and the (simulated) provider page to complete it. */
async function payByProvider(ctx: CallContext<'pay.wechat'> | CallContext<'pay.alipay'>, payWay: 'wechat' | 'alipay'): Promise<S['PaymentRedirect']> {
  const { body, db } = ctx;
  const memberId = memberOf(ctx);
  return db.transaction((tx) =>
    idempotent(tx, memberId, `pay.${payWay}`, body.idempotencyKey, body, async () => {
      const bill = requireOpen(await loadBill(tx, memberId, body.orderId, body.supplementId, true));
      const payment = await insertPayment(tx, memberId, bill, payWay, PROVIDER_PAYMENT_MINUTES);
      return compact({
        paymentId: payment.payment_id,
        providerUrl: providerUrl(payment.payment_id),
        expireAt: datetime(payment.expire_at),
        nativePayParams:
          body.inApp === true
            ? JSON.stringify({ provider: payWay, paymentId: payment.payment_id, orderNo: bill.order.order_no, amount: money(payment.amount) })
            : null,
      });
    }),
  );
}

/** erp and wallet: pay at once from a balance, after the pay password. */
async function payFromBalance(ctx: CallContext<'pay.erp'> | CallContext<'pay.wallet'>, payWay: 'erp' | 'wallet'): Promise<S['PaymentStatus']> {
  const { body, db } = ctx;
  const memberId = memberOf(ctx);
  // The one pay-password check (with its lock), before the transaction so a wrong try stays counted.
  await verifyPayPassword(db, await loadMember(db, memberId), body.payPassword, ctx);
  return db.transaction((tx) =>
    idempotent(tx, memberId, `pay.${payWay}`, body.idempotencyKey, { ...body, payPassword: undefined }, async () => {
      const bill = requireOpen(await loadBill(tx, memberId, body.orderId, body.supplementId, true));
      if (payWay === 'erp') {
        const debited = await tx.query(
          'update erp_accounts set balance = balance - $3 where member_id = $1 and seller_id = $2 and balance >= $3 returning balance',
          [memberId, bill.order.seller_id, bill.amountDue],
        );
        if (debited.length === 0) throw badRequest('ERP账户余额不足或未开通', 'BALANCE_NOT_ENOUGH');
      } else {
        const debited = await tx.query<{ balance: string }>(
          'update capital_accounts set balance = balance - $2 where member_id = $1 and balance - frozen_amount >= $2 returning balance',
          [memberId, bill.amountDue],
        );
        if (debited[0] === undefined) throw badRequest('钱包可用余额不足', 'BALANCE_NOT_ENOUGH');
        await tx.query(
          `insert into capital_bills (bill_id, bill_no, member_id, bill_type, direction, amount, balance_after, status, order_no, counterparty_name, pay_way, finish_time)
           values ($1, $2, $3, 'payment', 'out', $4, $5, 'success', $6, $7, '钱包余额', now())`,
          [newId('bill'), await nextWalletBillNo(tx), memberId, bill.amountDue, debited[0].balance, bill.order.order_no, bill.order.seller_name],
        );
      }
      const payment = await insertPayment(tx, memberId, bill, payWay, PROVIDER_PAYMENT_MINUTES);
      const settled = await settlePayment(tx, payment.payment_id, 'paid');
      return toPaymentStatus(settled!);
    }),
  );
}

function payWayOption(payWay: PayWay, available: boolean, reason?: string, balance?: string): S['PayWayOption'] {
  return compact({ payWay, available, reason: available ? null : (reason ?? null), balance: balance ?? null });
}

export const payHandlers: AreaHandlers<'pay'> = {
  async 'pay.info'(ctx) {
    const { db, query } = ctx;
    const memberId = memberOf(ctx);
    await expireOverdueOrders(db, memberId);
    const bill = await loadBill(db, memberId, query.orderId, query.supplementId);
    const member = await loadMember(db, memberId);
    const erp = (
      await db.query<{ balance: string }>('select balance from erp_accounts where member_id = $1 and seller_id = $2', [memberId, bill.order.seller_id])
    )[0];
    const wallet = (
      await db.query<{ available: string }>('select balance - frozen_amount as available from capital_accounts where member_id = $1', [memberId])
    )[0];
    const noPassword = member.pay_password_hash === null ? '请先设置支付密码' : undefined;
    const enough = (balance: string | undefined) => balance !== undefined && compareDecimal(balance, bill.amountDue) >= 0;
    const pending = (
      await db.query<{ payment_id: string }>(
        `select payment_id from payments where order_id = $1 and coalesce(supplement_id, '') = coalesce($2, '') and status = 'pending' and expire_at > now() order by created_at desc limit 1`,
        [bill.order.order_id, bill.supplementId],
      )
    )[0];
    const open = !bill.paid && bill.order.status !== 'cancelled';
    return compact({
      orderId: bill.order.order_id,
      orderNo: bill.order.order_no,
      supplementId: bill.supplementId,
      bizType: bill.supplementId === null ? ('order' as const) : ('supplement' as const),
      sellerName: bill.order.seller_name,
      amount: bill.amountDue,
      deadline: datetime(bill.deadline),
      paid: bill.paid,
      payWays: [
        payWayOption('wechat', open, '订单不可支付'),
        payWayOption('alipay', open, '订单不可支付'),
        payWayOption('bank', open, '订单不可支付'),
        payWayOption('offline', open, '订单不可支付'),
        payWayOption(
          'erp',
          open && erp !== undefined && enough(erp.balance) && noPassword === undefined,
          erp === undefined ? '未开通该卖家的ERP账户' : (noPassword ?? 'ERP账户余额不足'),
          erp === undefined ? undefined : money(erp.balance),
        ),
        payWayOption(
          'wallet',
          open && enough(wallet?.available) && noPassword === undefined,
          noPassword ?? '钱包可用余额不足',
          money(wallet?.available ?? '0'),
        ),
      ],
      pendingPaymentId: open ? pending?.payment_id : undefined,
      // The way chosen at checkout, for the cashier to preselect (a supplement has no checkout).
      payWay: bill.supplementId === null ? bill.order.pay_way : undefined,
    });
  },

  async 'pay.wechat'(ctx) {
    return payByProvider(ctx, 'wechat');
  },

  async 'pay.alipay'(ctx) {
    return payByProvider(ctx, 'alipay');
  },

  async 'pay.bank'(ctx) {
    const { body, db } = ctx;
    const memberId = memberOf(ctx);
    return db.transaction((tx) =>
      idempotent(tx, memberId, 'pay.bank', body.idempotencyKey, body, async () => {
        const bill = requireOpen(await loadBill(tx, memberId, body.orderId, body.supplementId, true));
        const transferRemark = `ZF${randomBytes(4).toString('hex').toUpperCase()}`;
        const payment = await insertPayment(tx, memberId, bill, 'bank', BANK_TRANSFER_DAYS * 24 * 60, { transferRemark });
        const seller = (
          await tx.query<{ bank_name: string; bank_branch: string | null; bank_account: string; bank_account_name: string }>(
            'select * from sellers where seller_id = $1',
            [bill.order.seller_id],
          )
        )[0]!;
        return compact({
          paymentId: payment.payment_id,
          accountName: seller.bank_account_name,
          bankName: seller.bank_name,
          branchName: seller.bank_branch,
          bankAccount: seller.bank_account,
          amount: money(payment.amount),
          transferRemark,
          expireAt: datetime(payment.expire_at),
          onlineBankUrl: (onlineBanks as Readonly<Record<string, string>>)[seller.bank_name],
        });
      }),
    );
  },

  async 'pay.offline'(ctx) {
    const { body, db } = ctx;
    const memberId = memberOf(ctx);
    if (body.voucherImages.length === 0) throw badRequest('请上传付款凭证');
    const payerName = optionalText(body.payerName, payOfflineFields.payerName.maxLength, '付款人');
    const remark = optionalText(body.remark, payOfflineFields.remark.maxLength, '备注');
    return db.transaction((tx) =>
      idempotent(tx, memberId, 'pay.offline', body.idempotencyKey, body, async () => {
        const bill = requireOpen(await loadBill(tx, memberId, body.orderId, body.supplementId, true));
        if (compareDecimal(body.amount, bill.amountDue) !== 0) throw badRequest(`付款金额须为¥${bill.amountDue}`);
        // The buyer's own uploads only (checked once the order is known to be theirs): the seller who confirms the payment opens these.
        const voucherImages = await ownUploads(tx, memberId, body.voucherImages, 6, '付款凭证');
        const payment = await insertPayment(tx, memberId, bill, 'offline', BANK_TRANSFER_DAYS * 24 * 60, { voucher: { voucherImages, payerName, remark } });
        return toPaymentStatus(payment);
      }),
    );
  },

  async 'pay.erp'(ctx) {
    return payFromBalance(ctx, 'erp');
  },

  async 'pay.wallet'(ctx) {
    return payFromBalance(ctx, 'wallet');
  },

  async 'pay.status'(ctx) {
    return toPaymentStatus(await loadOwnPayment(ctx.db, memberOf(ctx), ctx.query.paymentId));
  },

  async 'pay.cancel'(ctx) {
    const memberId = memberOf(ctx);
    const payment = await loadOwnPayment(ctx.db, memberId, ctx.body.paymentId);
    if (payment.status !== 'pending') throw conflict('该支付单已结束，无法取消', 'PAYMENT_STATE');
    await ctx.db.transaction((tx) => settlePayment(tx, payment.payment_id, 'cancelled', '买家取消支付'));
    return null;
  },

  async 'pay.result'(ctx) {
    const { db, query } = ctx;
    const memberId = memberOf(ctx);
    const bill = await loadBill(db, memberId, query.orderId, query.supplementId);
    let payment: PaymentRow | undefined;
    if (query.paymentId !== undefined) {
      payment = await loadOwnPayment(db, memberId, query.paymentId);
      if (payment.order_id !== bill.order.order_id || (payment.supplement_id ?? null) !== bill.supplementId) throw notFound('支付单');
    } else {
      payment = (
        await db.query<PaymentRow>(
          `select * from payments where order_id = $1 and coalesce(supplement_id, '') = coalesce($2, '') order by (status = 'paid') desc, created_at desc limit 1`,
          [bill.order.order_id, bill.supplementId],
        )
      )[0];
    }
    const status = bill.paid && (payment === undefined || query.paymentId === undefined) ? 'paid' : (payment?.status ?? 'pending');
    return compact({
      orderId: bill.order.order_id,
      orderNo: bill.order.order_no,
      supplementId: bill.supplementId,
      paymentId: payment?.payment_id,
      payWay: payment?.pay_way,
      status,
      // No payment row (an order paid before this gateway kept them): what it came to, not the nothing left to pay.
      amount: money(payment?.amount ?? (bill.paid ? bill.total : bill.amountDue)),
      paidAt: optDatetime(payment?.paid_at),
    });
  },
};
