import type { components } from '@gen/openapi.gen';
import { orderStatuses } from '@gen/constants.gen';
import { compareDecimal, multiplyMoney, orderInvoiceableAmount, subtractMoney } from '@/domain';
import type { Db, Queryable } from './db';
import { conflict, notFound } from './errors';
import { compact, datetime, decimal, money, optDatetime } from './lib/format';

type S = components['schemas'];
type OrderStatus = S['OrderSummary']['status'];
type PayWay = NonNullable<S['OrderDetail']['payWay']>;

/** An order row as stored. */
export interface OrderRow {
  order_id: string;
  order_no: string;
  member_id: string;
  seller_id: string;
  seller_name: string;
  order_type: 'normal' | 'contract';
  status: OrderStatus;
  contract_id: string | null;
  contract_no: string | null;
  transport_type: S['OrderSummary']['transportType'];
  delivery_type: S['OrderSummary']['deliveryType'];
  transfer_way: S['OrderDelivery']['transferWay'];
  floor: number;
  address: S['Address'] | null;
  store_id: string | null;
  buyer_memo: string | null;
  pay_way: PayWay | null;
  tax_info: S['OrderTaxInfo'] | null;
  goods_amount: string;
  addon_amount: string;
  rebar_amount: string;
  carriage: string;
  truckage: string;
  discount: string;
  total_amount: string;
  paid_amount: string;
  refunded_amount: string;
  invoiced_amount: string;
  invoice_status: S['OrderDetail']['invoiceStatus'];
  created_at: Date;
  paid_at: Date | null;
  pay_deadline: Date | null;
  completed_at: Date | null;
  cancel_reason: string | null;
  status_before_refund: OrderStatus | null;
  has_addons: boolean;
  pending_supplement: boolean;
}

/** The select of {@link OrderRow}; append `where …`. */
export const ORDER_SELECT = `
  select o.*, se.seller_name, c.contract_no,
         exists (select 1 from order_items oi join goods g on g.goods_id = oi.goods_id where oi.order_id = o.order_id and g.has_addons) as has_addons,
         exists (select 1 from supplements sp where sp.order_id = o.order_id and sp.status = 'pendingPayment') as pending_supplement
    from orders o
    join sellers se on se.seller_id = o.seller_id
    left join contracts c on c.contract_id = o.contract_id`;

/** The member's order (not deleted), or 404 — also for another member's order. */
export async function loadOwnOrder(db: Queryable, memberId: string, orderId: string, forUpdate = false): Promise<OrderRow> {
  if (forUpdate) await db.query('select 1 from orders where order_id = $1 and member_id = $2 for update', [orderId, memberId]);
  const rows = await db.query<OrderRow>(`${ORDER_SELECT} where o.order_id = $1 and o.member_id = $2 and not o.deleted`, [orderId, memberId]);
  const row = rows[0];
  if (row === undefined) throw notFound('订单');
  return row;
}

/** Paid and not yet refunded: what a refund may still ask for. */
export function refundableAmount(order: Pick<OrderRow, 'paid_amount' | 'refunded_amount'>): string {
  return subtractMoney(order.paid_amount, order.refunded_amount);
}

/** What of an order may still be invoiced: the domain's rule (paid − refunded − invoiced, paid states only). */
export function invoiceableAmount(order: Pick<OrderRow, 'status' | 'paid_amount' | 'refunded_amount' | 'invoiced_amount'>): string {
  return orderInvoiceableAmount({
    status: order.status,
    paidAmount: order.paid_amount,
    refundedAmount: order.refunded_amount,
    invoicedAmount: order.invoiced_amount,
  });
}

/** What the buyer may do with an order in its state. */
export function orderActions(order: OrderRow): S['OrderActions'] {
  const paidSomething = compareDecimal(refundableAmount(order), '0') > 0;
  return {
    pay: order.status === 'pendingPayment',
    cancel: order.status === 'pendingPayment',
    remove: order.status === 'completed' || order.status === 'cancelled' || order.status === 'refunded',
    confirmReceipt: order.status === 'delivering',
    refund: (order.status === 'pendingDelivery' || order.status === 'delivering') && paidSomething,
    invoice: compareDecimal(invoiceableAmount(order), '0') > 0,
    addItem: (order.status === 'pendingDelivery' || order.status === 'delivering') && order.has_addons,
    supplementPay: order.pending_supplement,
  };
}

interface OrderItemRow {
  order_item_id: string;
  order_id: string;
  goods_id: string;
  resource_id: string;
  contract_goods_id: string | null;
  goods_name: string;
  variety_name: string;
  image: string;
  unit: string;
  quantity: string;
  unit_price: string;
  amount: string;
  addons: StoredAddon[];
  rebar_entries: S['RebarEntry'][] | null;
  rebar_amount: string;
  take_list: S['TakeEntry'][];
}

/** The items of orders, by order id. */
export async function loadOrderItems(db: Queryable, orderIds: readonly string[]): Promise<Map<string, S['OrderItem'][]>> {
  const byOrder = new Map<string, S['OrderItem'][]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db.query<OrderItemRow>('select * from order_items where order_id = any($1::text[]) order by sort, order_item_id', [orderIds]);
  for (const row of rows) {
    const list = byOrder.get(row.order_id) ?? [];
    list.push(
      compact({
        orderItemId: row.order_item_id,
        goodsId: row.goods_id,
        resourceId: row.resource_id,
        contractGoodsId: row.contract_goods_id,
        goodsName: row.goods_name,
        varietyName: row.variety_name,
        image: row.image,
        unit: row.unit,
        quantity: decimal(row.quantity),
        unitPrice: money(row.unit_price),
        amount: money(row.amount),
        orderItemAdds: row.addons.map((a) => toOrderItemAdd(a, row.quantity)),
        rebarEntries: row.rebar_entries,
        rebarAmount: row.rebar_entries === null ? null : money(row.rebar_amount),
        takeList: row.take_list,
      }),
    );
    byOrder.set(row.order_id, list);
  }
  return byOrder;
}

/** An add-on as stored on an order item: the cart's snapshot plus its group type. */
export type StoredAddon = S['CartAddon'] & { groupType?: S['AddonItem']['groupType'] };

/**
 * An order item's add-on with its amount (quantity × price). The pumping method shows 0.00: its price
 * is not charged on its own (§5), so the amounts add up to the item's add-on amount.
 */
export function toOrderItemAdd(addon: StoredAddon, quantity: string): S['OrderItemAdd'] {
  return {
    additemId: addon.additemId,
    additemName: addon.additemName,
    parentName: addon.parentName,
    additemPrice: money(addon.additemPrice),
    quantity: decimal(quantity),
    amount: addon.groupType === 'pumpingMethod' ? '0.00' : multiplyMoney(addon.additemPrice, quantity),
  };
}

/** An order as a list row. */
export function toOrderSummary(order: OrderRow, items: S['OrderItem'][]): S['OrderSummary'] {
  return compact({
    orderId: order.order_id,
    orderNo: order.order_no,
    orderType: order.order_type,
    status: order.status,
    contractId: order.contract_id,
    sellerId: order.seller_id,
    sellerName: order.seller_name,
    transportType: order.transport_type,
    deliveryType: order.delivery_type,
    createdAt: datetime(order.created_at),
    totalAmount: money(order.total_amount),
    payDeadline: order.status === 'pendingPayment' ? optDatetime(order.pay_deadline) : undefined,
    orderItems: items,
    actions: orderActions(order),
  });
}

/** The label of an order status. */
export function statusLabel(status: string): string {
  return orderStatuses.find((s) => s.code === status)?.label['zh-CN'] ?? status;
}

/** The prices stored on an order, as the spec's OrderPrices (lines from the items). */
export function orderPrices(order: OrderRow, lines: S['OrderPriceLine'][]): S['OrderPrices'] {
  return {
    goodsAmount: money(order.goods_amount),
    addonAmount: money(order.addon_amount),
    rebarAmount: money(order.rebar_amount),
    carriage: money(order.carriage),
    truckage: money(order.truckage),
    discount: money(order.discount),
    totalAmount: money(order.total_amount),
    lines,
  };
}

/**
 * Cancels an unpaid order: restores stock and contract surplus, closes its pending payments and
 * supplements, records the event. Call inside a transaction.
 */
export async function cancelOrder(tx: Queryable, order: Pick<OrderRow, 'order_id' | 'status'>, reason: string): Promise<void> {
  if (order.status !== 'pendingPayment') throw conflict('只有待付款的订单可以取消');
  const items = await tx.query<{ variety_id: string; contract_goods_id: string | null; base: string }>(
    'select variety_id, contract_goods_id, quantity * convert_rate as base from order_items where order_id = $1',
    [order.order_id],
  );
  for (const item of items) {
    await tx.query('update goods_varieties set stock = stock + $2 where variety_id = $1', [item.variety_id, item.base]);
    if (item.contract_goods_id !== null) {
      await tx.query('update contract_goods set surplus_amount = surplus_amount + $2 where contract_goods_id = $1', [item.contract_goods_id, item.base]);
    }
  }
  await tx.query(`update orders set status = 'cancelled', cancel_reason = $2 where order_id = $1`, [order.order_id, reason]);
  await tx.query(`update payments set status = 'cancelled', fail_reason = '订单已取消' where order_id = $1 and status = 'pending'`, [order.order_id]);
  await tx.query(`update supplements set status = 'cancelled' where order_id = $1 and status = 'pendingPayment'`, [order.order_id]);
  await tx.query(`insert into order_events (order_id, status, remark) values ($1, 'cancelled', $2)`, [order.order_id, reason]);
}

/** Cancels the member's unpaid orders whose pay deadline has passed (run before reading orders). */
export async function expireOverdueOrders(db: Db, memberId: string): Promise<void> {
  const overdue = await db.query<{ order_id: string }>(
    // A bank transfer or offline voucher waiting for the seller keeps the order open past its deadline.
    `select o.order_id from orders o where o.member_id = $1 and o.status = 'pendingPayment' and o.pay_deadline < now()
        and not exists (select 1 from payments p where p.order_id = o.order_id and p.status = 'pending' and p.pay_way in ('bank', 'offline'))`,
    [memberId],
  );
  for (const { order_id } of overdue) {
    await db.transaction(async (tx) => {
      const rows = await tx.query<{ status: OrderRow['status'] }>('select status from orders where order_id = $1 for update', [order_id]);
      if (rows[0]?.status === 'pendingPayment') await cancelOrder(tx, { order_id, status: 'pendingPayment' }, '超时未支付，订单已自动取消');
    });
  }
}

/** A payment row. */
export interface PaymentRow {
  payment_id: string;
  member_id: string;
  order_id: string;
  supplement_id: string | null;
  pay_way: PayWay;
  amount: string;
  status: 'pending' | 'paid' | 'cancelled' | 'failed';
  transfer_remark: string | null;
  created_at: Date;
  expire_at: Date;
  paid_at: Date | null;
  fail_reason: string | null;
}

/** A payment as the spec's PaymentStatus. */
export function toPaymentStatus(p: PaymentRow): S['PaymentStatus'] {
  return compact({
    paymentId: p.payment_id,
    orderId: p.order_id,
    supplementId: p.supplement_id,
    payWay: p.pay_way,
    amount: money(p.amount),
    status: p.status,
    createdAt: datetime(p.created_at),
    paidAt: optDatetime(p.paid_at),
    failReason: p.fail_reason,
  });
}

/**
 * Settles a pending payment as paid or cancelled (the provider page, the ERP and wallet calls, a
 * cancel). Paying moves the order to pendingDelivery (or the supplement to paid) and closes the other
 * pending payments of the same bill. Settling a payment that is no longer pending changes nothing.
 * Call inside a transaction. Returns the payment as it ends up.
 */
export async function settlePayment(tx: Queryable, paymentId: string, outcome: 'paid' | 'cancelled', reason?: string): Promise<PaymentRow | null> {
  const rows = await tx.query<PaymentRow>('select * from payments where payment_id = $1 for update', [paymentId]);
  const payment = rows[0];
  if (payment === undefined) return null;
  if (payment.status !== 'pending') return payment;
  if (outcome === 'paid') {
    // A late confirmation cannot pay an expired payment, a cancelled order or a settled supplement.
    const billOpen = await tx.query(
      payment.supplement_id === null
        ? `select 1 from orders where order_id = $1 and status = 'pendingPayment'`
        : `select 1 from supplements where supplement_id = $1 and status = 'pendingPayment'`,
      [payment.supplement_id ?? payment.order_id],
    );
    if (payment.expire_at.getTime() < Date.now()) return settlePayment(tx, paymentId, 'cancelled', '支付已超时');
    if (billOpen.length === 0) return settlePayment(tx, paymentId, 'cancelled', '订单状态已变化，支付已关闭');
  }
  if (outcome === 'cancelled') {
    const updated = await tx.query<PaymentRow>(`update payments set status = 'cancelled', fail_reason = $2 where payment_id = $1 returning *`, [
      paymentId,
      reason ?? '已取消支付',
    ]);
    return updated[0] ?? null;
  }
  const updated = await tx.query<PaymentRow>(`update payments set status = 'paid', paid_at = now() where payment_id = $1 returning *`, [paymentId]);
  if (payment.supplement_id !== null) {
    await tx.query(`update supplements set status = 'paid', paid_at = now() where supplement_id = $1`, [payment.supplement_id]);
    await tx.query('update orders set paid_amount = paid_amount + $2 where order_id = $1', [payment.order_id, payment.amount]);
  } else {
    await tx.query(
      `update orders set paid_amount = paid_amount + $2, paid_at = now(), pay_way = $3,
              status = case when status = 'pendingPayment' then 'pendingDelivery' else status end
        where order_id = $1`,
      [payment.order_id, payment.amount, payment.pay_way],
    );
    await tx.query(`insert into order_events (order_id, status, remark) values ($1, 'pendingDelivery', $2)`, [
      payment.order_id,
      `支付成功（${payment.pay_way}）`,
    ]);
  }
  await tx.query(
    `update payments set status = 'cancelled', fail_reason = '已通过其他方式支付'
      where order_id = $1 and coalesce(supplement_id, '') = coalesce($2, '') and status = 'pending' and payment_id <> $3`,
    [payment.order_id, payment.supplement_id, paymentId],
  );
  return updated[0] ?? null;
}
