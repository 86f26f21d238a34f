import { createHash } from 'node:crypto';
import { deliveryWayCodes, defaultTimeSlot, menuButtons, sameDayTransportType } from '@gen/constants.gen';
import { orderRefundApplyFields } from '@gen/fields.gen';
import type { components } from '@gen/openapi.gen';
import {
  lineMoney,
  compareDecimal,
  pickupCarrierProblem,
  maxDecimal,
  normalizeDecimal,
  refundAmountProblem,
  refundableMoney,
  subtractExact,
  subtractMoney,
  sumExact,
} from '@/domain';
import { loadAddonTree, selectAddons } from '../catalogue';
import type { Queryable } from '../db';
import { badRequest, conflict, notFound } from '../errors';
import { compact, dateOf, datetime, decimal, money, optDatetime } from '../lib/format';
import { newId } from '../lib/ids';
import {
  ORDER_SELECT,
  cancelOrder,
  expireOverdueOrders,
  loadOrderItems,
  loadOwnOrder,
  orderActions,
  orderPrices,
  statusLabel,
  toOrderItemAdd,
  toOrderSummary,
  type OrderRow,
  type StoredAddon,
} from '../orders';
import { loadOwnContract, priceDraft, type PricedDraft } from '../pricing/order';
import { mayPress, requireButton } from '../members';
import { loadAddress, toAddress, type AddressRow } from './address';
import { toWaybill, WAYBILL_SELECT, type WaybillRow } from './logistics';
import { orderSubmitFields } from '@gen/fields.gen';
import { optionalText, ownUploads, pageOf, paging, requiredText, today } from './shared';
import { memberOf, type AreaHandlers, type CallContext } from './types';

type S = components['schemas'];

/** The purchase agreement a buyer accepts before submitting (an article of the seed). */
export const PURCHASE_AGREEMENT_ARTICLE_ID = 'art_purchaseAgreement';

const REFUND_REASONS = ['不想要了', '商品信息填写错误', '卖家无法按时发货', '与卖家协商一致退款', '商品质量问题', '其他'];

/** Idempotency keys: 1–64 characters of letters, digits and `-_.:`. */
function checkIdempotencyKey(key: string): string {
  if (!/^[A-Za-z0-9._:-]{1,64}$/.test(key)) throw badRequest('idempotencyKey 须为1至64位字母、数字或 -_.:');
  return key;
}

/**
 * Runs `create` at most once per (member, scope, key). Inside one transaction the key row is inserted
 * first: a concurrent request with the same key blocks on that row until the first commits, then reads
 * its stored result. The same key with a different request is refused (409).
 */
export async function idempotent<T>(tx: Queryable, memberId: string, scope: string, key: string, request: unknown, create: () => Promise<T>): Promise<T> {
  const hash = createHash('sha256').update(JSON.stringify(request)).digest('hex');
  const inserted = await tx.query(
    `insert into idempotency_keys (member_id, scope, key, request_hash) values ($1, $2, $3, $4) on conflict do nothing returning key`,
    [memberId, scope, checkIdempotencyKey(key), hash],
  );
  if (inserted.length === 0) {
    const rows = await tx.query<{ request_hash: string; result: T | null }>(
      'select request_hash, result from idempotency_keys where member_id = $1 and scope = $2 and key = $3',
      [memberId, scope, key],
    );
    const row = rows[0];
    if (row === undefined || row.result === null) throw conflict('请求正在处理，请稍后查看结果', 'IDEMPOTENCY_IN_PROGRESS');
    if (row.request_hash !== hash) throw conflict('该 idempotencyKey 已用于另一个请求', 'IDEMPOTENCY_KEY_REUSED');
    return row.result;
  }
  const result = await create();
  await tx.query('update idempotency_keys set result = $4::jsonb where member_id = $1 and scope = $2 and key = $3', [
    memberId,
    scope,
    key,
    JSON.stringify(result),
  ]);
  return result;
}

function orderNo(prefix: string, seq: number): string {
  const d = new Date();
  return `${prefix}${d.getFullYear()}${String(d.getMonth() + 1).padStart(2, '0')}${String(d.getDate()).padStart(2, '0')}${String(seq).padStart(6, '0')}`;
}

/** Take entries of an item: given ones checked against the delivery, or one default take of the whole quantity. */
async function checkTakes(tx: Queryable, memberId: string, draft: S['OrderDraft'], item: PricedDraft['items'][number]): Promise<S['TakeEntry'][]> {
  const selfPickup = draft.deliveryType === deliveryWayCodes.selfPickup;
  const takeType = selfPickup ? 'selfPickup' : 'delivery';
  const takes = item.draftItem.takeList;
  if (takes.length === 0) {
    if (selfPickup) throw badRequest(`请为${item.goods.goods_name}选择提货时间和车辆`);
    const date = draft.transportType === sameDayTransportType ? today() : dateOf(new Date(Date.now() + 86_400_000));
    return [{ takeTime: { date, timeSlot: defaultTimeSlot }, quantity: item.quantity, takeType, vehicleList: [] }];
  }
  if (takes.length > 30) throw badRequest('提货计划最多30次');
  const lastDay = dateOf(new Date(Date.now() + 60 * 86_400_000));
  for (const take of takes) {
    if (take.takeType !== takeType) throw badRequest(`提货方式须为${selfPickup ? '自提' : '配送'}`);
    if (compareDecimal(take.quantity, '0') <= 0) throw badRequest('每次提货数量须大于0');
    if (take.takeTime.date < today() || take.takeTime.date > lastDay) throw badRequest('提货日期须在今天起60天内');
    const carrierProblem = selfPickup ? pickupCarrierProblem(take) : null;
    if (carrierProblem === 'none') throw badRequest('自提须选择提货车辆或船舶');
    if (carrierProblem === 'both') throw badRequest('自提请选择车辆或船舶其中一种');
    if (take.vehicleList.length > 0) {
      const own = await tx.query<{ n: number }>('select count(*) as n from vehicles where member_id = $1 and vehicle_id = any($2::text[])', [
        memberId,
        [...new Set(take.vehicleList)],
      ]);
      if (own[0]!.n !== new Set(take.vehicleList).size) throw notFound('车辆');
    }
    // Only the buyer's own ships: another buyer's answers 404 like a missing one.
    if (selfPickup && take.shipList !== undefined && take.shipList.length > 0) {
      const own = await tx.query<{ n: number }>('select count(*) as n from ships where member_id = $1 and ship_id = any($2::text[])', [
        memberId,
        [...new Set(take.shipList)],
      ]);
      if (own[0]!.n !== new Set(take.shipList).size) throw notFound('船舶');
    }
  }
  if (normalizeDecimal(sumExact(takes.map((t) => t.quantity))) !== item.quantity) throw badRequest(`${item.goods.goods_name}的提货数量之和须等于购买数量`);
  return takes.map((t) => ({
    takeTime: { date: t.takeTime.date, timeSlot: t.takeTime.timeSlot, ...(t.takeTime.label === undefined ? {} : { label: t.takeTime.label }) },
    quantity: normalizeDecimal(t.quantity),
    takeType,
    vehicleList: t.vehicleList,
    ...(selfPickup && t.shipList !== undefined && t.shipList.length > 0 ? { shipList: [...new Set(t.shipList)] } : {}),
  }));
}

/** Submits an order draft (order.submit and order.newContractSub), once per idempotency key. */
async function submitOrder(ctx: CallContext<'order.submit'> | CallContext<'order.newContractSub'>, contractOnly: boolean): Promise<S['OrderSubmitResult']> {
  const { body, db, settings } = ctx;
  const memberId = memberOf(ctx);
  if (!body.agreementAccepted) throw badRequest('请阅读并同意采购协议');
  if (contractOnly && body.draft.contractId === '0') throw badRequest('合同子订单须指定合同');
  checkIdempotencyKey(body.idempotencyKey);

  const buyerMemo = optionalText(body.draft.buyerMemo, orderSubmitFields['draft.buyerMemo'].maxLength, '买家留言');
  return db.transaction((tx) =>
    idempotent(tx, memberId, 'order.submit', body.idempotencyKey, { draft: body.draft, expectedTotal: body.expectedTotal ?? null }, async () => {
      const priced = await priceDraft(tx, memberId, body.draft);
      const draft = body.draft;
      // Ordering under a contract is a button of the menu tree: a buyer without it is refused — after the
      // contract was found to be theirs (another's answers 404), and not with 403, which the app reads
      // as an expired login.
      if (draft.contractId !== '0' && !(await mayPress(tx, memberId, menuButtons.contractOrder))) {
        throw badRequest('您的账号没有合同下单权限，请联系企业管理员开通', 'NO_PERMISSION');
      }
      if (body.expectedTotal !== undefined && compareDecimal(body.expectedTotal, priced.prices.totalAmount) !== 0) {
        throw conflict(`订单金额已变化（现为¥${priced.prices.totalAmount}），请确认后重新提交`, 'PRICE_CHANGED');
      }
      let address: AddressRow | null = null;
      let storeId: string | null = null;
      if (draft.deliveryType === deliveryWayCodes.delivery) {
        if (draft.addressId === undefined) throw badRequest('请选择收货地址');
        address = await loadAddress(tx, memberId, draft.addressId);
      } else {
        const stores = await tx.query<{ store_id: string }>('select store_id from stores where seller_id = $1 order by sort, store_id', [priced.sellerId]);
        const wanted = draft.storeId === undefined || draft.storeId === 'first' ? stores[0]?.store_id : draft.storeId;
        if (wanted === undefined || !stores.some((s) => s.store_id === wanted)) throw notFound('自提点');
        storeId = wanted;
      }
      const tax = draft.orderTaxinfo;
      if (tax !== undefined && tax.invoiceType !== 'none') {
        if (tax.vatTitleId === undefined) throw badRequest('请选择发票抬头');
        if ((await tx.query('select 1 from vat_titles where member_id = $1 and title_id = $2', [memberId, tax.vatTitleId])).length === 0)
          throw notFound('发票抬头');
      }
      const takes = [];
      for (const item of priced.items) takes.push(await checkTakes(tx, memberId, draft, item));

      for (const item of priced.items) {
        const stock = await tx.query('update goods_varieties set stock = stock - $2 where variety_id = $1 and stock >= $2 returning variety_id', [
          item.variety.variety_id,
          item.baseQuantity,
        ]);
        if (stock.length === 0) throw conflict(`${item.goods.goods_name}库存不足`, 'OUT_OF_STOCK');
        if (item.contractGoods !== null) {
          const surplus = await tx.query(
            'update contract_goods set surplus_amount = surplus_amount - $2 where contract_goods_id = $1 and surplus_amount >= $2 returning contract_goods_id',
            [item.contractGoods.contract_goods_id, item.baseQuantity],
          );
          if (surplus.length === 0) throw conflict(`${item.goods.goods_name}超出合同剩余量`, 'SURPLUS_EXCEEDED');
        }
      }

      const seq = (await tx.query<{ n: number }>(`select nextval('order_no_seq') as n`))[0]!.n;
      const orderId = newId('ord');
      const number = orderNo('DD', seq);
      const p = priced.prices;
      const deadline = (await tx.query<{ at: Date }>(`select now() + make_interval(mins => $1) as at`, [settings.payDeadlineMinutes]))[0]!.at;
      await tx.query(
        `insert into orders (order_id, order_no, member_id, seller_id, order_type, status, contract_id, transport_type, delivery_type, transfer_way, floor,
                             address, store_id, buyer_memo, pay_way, tax_info, goods_amount, addon_amount, rebar_amount, carriage, truckage, discount, total_amount, pay_deadline)
         values ($1, $2, $3, $4, $5, 'pendingPayment', $6, $7, $8, $9, $10, $11::jsonb, $12, $13, $14, $15::jsonb, $16, $17, $18, $19, $20, $21, $22, $23)`,
        [
          orderId,
          number,
          memberId,
          priced.sellerId,
          priced.contract === null ? 'normal' : 'contract',
          priced.contract?.contract_id ?? null,
          draft.transportType,
          draft.deliveryType,
          draft.transferWay,
          draft.floor,
          address === null ? null : JSON.stringify(toAddress(address)),
          storeId,
          buyerMemo,
          draft.payWay ?? null,
          tax === undefined ? null : JSON.stringify(tax),
          p.goodsAmount,
          p.addonAmount,
          p.rebarAmount,
          p.carriage,
          p.truckage,
          p.discount,
          p.totalAmount,
          deadline,
        ],
      );
      for (const [index, item] of priced.items.entries()) {
        const orderItemId = newId('oi');
        const groupTypes = new Map(
          (await loadAddonTree(tx, item.goods.goods_id)).flatMap((g) => (g.children ?? []).map((c) => [c.additemId, c.groupType] as const)),
        );
        const addons: StoredAddon[] = item.addons.map((a) => ({ ...a, groupType: groupTypes.get(a.additemId) ?? 'normal' }));
        const itemTakes = takes[index]!;
        await tx.query(
          `insert into order_items (order_item_id, order_id, goods_id, variety_id, resource_id, contract_goods_id, goods_name, variety_name, image, unit, purchase_unit,
                                    convert_rate, quantity, unit_price, goods_amount, addon_amount, rebar_amount, amount, addons, rebar_entries, rebar_price, take_list, sort)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19::jsonb, $20::jsonb, $21, $22::jsonb, $23)`,
          [
            orderItemId,
            orderId,
            item.goods.goods_id,
            item.variety.variety_id,
            item.variety.resource_id,
            item.contractGoods?.contract_goods_id ?? null,
            item.goods.goods_name,
            item.variety.variety_name,
            item.goods.images[0] ?? '',
            item.unit.unit_name,
            item.draftItem.purchaseUnit,
            item.unit.convert_rate,
            item.quantity,
            item.unitPrice,
            item.goodsAmount,
            item.addonAmount,
            item.rebarAmount,
            item.amount,
            JSON.stringify(addons),
            item.rebarEntries === null ? null : JSON.stringify(item.rebarEntries),
            item.rebarPrice,
            JSON.stringify(itemTakes),
            index,
          ],
        );
        for (const take of itemTakes) {
          await tx.query(
            'insert into take_bills (take_id, order_id, order_item_id, goods_name, take_date, time_slot, quantity) values ($1, $2, $3, $4, $5, $6, $7)',
            [newId('tk'), orderId, orderItemId, item.goods.goods_name, take.takeTime.date, take.takeTime.timeSlot, take.quantity],
          );
        }
        for (const addon of addons) {
          await tx.query('insert into order_services (order_id, additem_id, additem_name, parent_name, quantity, amount) values ($1, $2, $3, $4, $5, $6)', [
            orderId,
            addon.additemId,
            addon.additemName,
            addon.parentName,
            item.quantity,
            toOrderItemAdd(addon, item.quantity).amount,
          ]);
        }
      }
      await tx.query(`insert into order_events (order_id, status, remark) values ($1, 'pendingPayment', '提交订单')`, [orderId]);
      const cartIds = draft.itemList.flatMap((i) => (i.cartResourceId === undefined ? [] : [i.cartResourceId]));
      const contractGoodsIds = draft.itemList.flatMap((i) => (i.contractGoodsId === undefined ? [] : [i.contractGoodsId]));
      await tx.query('delete from cart_lines where member_id = $1 and cart_resource_id = any($2::text[])', [memberId, cartIds]);
      await tx.query('delete from contract_cart_lines where member_id = $1 and contract_goods_id = any($2::text[])', [memberId, contractGoodsIds]);
      return { orderId, orderNo: number, payAmount: p.totalAmount, payDeadline: datetime(deadline) };
    }),
  );
}

/** The pickup store of an order as the spec's Store. */
async function storeOf(db: Queryable, storeId: string): Promise<S['Store']> {
  const rows = await db.query<{
    store_id: string;
    store_name: string;
    address: string;
    latitude: number;
    longitude: number;
    phone: string;
    business_hours: string | null;
  }>('select * from stores where store_id = $1', [storeId]);
  const s = rows[0];
  if (s === undefined) throw notFound('自提点');
  return compact({
    storeId: s.store_id,
    storeName: s.store_name,
    address: s.address,
    latitude: s.latitude,
    longitude: s.longitude,
    phone: s.phone,
    businessHours: s.business_hours,
  });
}

/** The names of the buyer's ships picking the order up (a self-pickup by ship); undefined when none. */
async function pickupShipsOf(db: Queryable, memberId: string, items: readonly S['OrderItem'][]): Promise<string[] | undefined> {
  const ids = [...new Set(items.flatMap((item) => (item.takeList ?? []).flatMap((take) => take.shipList ?? [])))];
  if (ids.length === 0) return undefined;
  const rows = await db.query<{ ship_name: string }>('select ship_name from ships where member_id = $1 and ship_id = any($2::text[]) order by ship_name', [
    memberId,
    ids,
  ]);
  return rows.map((r) => r.ship_name);
}

async function orderDetail(db: Queryable, order: OrderRow): Promise<S['OrderDetail']> {
  const items = (await loadOrderItems(db, [order.order_id])).get(order.order_id) ?? [];
  const priceRows = await db.query<{
    goods_id: string;
    resource_id: string;
    quantity: string;
    unit_price: string;
    goods_amount: string;
    addon_amount: string;
    rebar_amount: string;
    amount: string;
  }>(
    'select goods_id, resource_id, quantity, unit_price, goods_amount, addon_amount, rebar_amount, amount from order_items where order_id = $1 order by sort, order_item_id',
    [order.order_id],
  );
  const events = await db.query<{ status: S['OrderStatusEvent']['status']; time: Date; remark: string | null }>(
    'select status, time, remark from order_events where order_id = $1 order by time, id',
    [order.order_id],
  );
  const firstTake = items[0]?.takeList?.[0]?.takeTime ?? { date: dateOf(order.created_at), timeSlot: defaultTimeSlot };
  const delivery: S['OrderDelivery'] = compact({
    deliveryType: order.delivery_type,
    transportType: order.transport_type,
    transferWay: order.transfer_way,
    floor: order.floor,
    date: firstTake.date,
    timeSlot: firstTake.timeSlot,
    place: order.address?.detail,
    discountDetail: { carriage: money(order.carriage), discount: money(order.discount), goods: '0.00', truckage: money(order.truckage) },
    store: order.store_id === null ? null : await storeOf(db, order.store_id),
    receiver: order.address,
    pickupShips: await pickupShipsOf(db, order.member_id, items),
  });
  return compact({
    orderId: order.order_id,
    orderNo: order.order_no,
    orderType: order.order_type,
    status: order.status,
    contractId: order.contract_id,
    contractNo: order.contract_no,
    sellerId: order.seller_id,
    sellerName: order.seller_name,
    createdAt: datetime(order.created_at),
    paidAt: optDatetime(order.paid_at),
    payWay: order.pay_way,
    payDeadline: order.status === 'pendingPayment' ? optDatetime(order.pay_deadline) : undefined,
    buyerMemo: order.buyer_memo,
    cancelReason: order.cancel_reason,
    orderItems: items,
    prices: orderPrices(
      order,
      priceRows.map((r) => ({
        goodsId: r.goods_id,
        resourceId: r.resource_id,
        quantity: decimal(r.quantity),
        unitPrice: money(r.unit_price),
        goodsAmount: money(r.goods_amount),
        addonAmount: money(r.addon_amount),
        rebarAmount: money(r.rebar_amount),
        amount: money(r.amount),
      })),
    ),
    paidAmount: money(order.paid_amount),
    delivery,
    orderTaxinfo: order.tax_info,
    invoiceStatus: order.invoice_status,
    statusHistory: events.map((e) => compact({ status: e.status, time: datetime(e.time), remark: e.remark })),
    actions: orderActions(order),
    afterSales: await afterSalesOf(db, order),
  });
}

/** Amounts of the order's pending refund requests, leaving out `except` (the one being edited). */
async function openRefundAmounts(db: Queryable, orderId: string, except: string | null = null): Promise<string[]> {
  const rows = await db.query<{ amount: string }>(
    `select amount from refunds where order_id = $1 and status = 'pending' and ($2::text is null or refund_id <> $2)`,
    [orderId, except],
  );
  return rows.map((r) => r.amount);
}

/** The order detail's after-sales part: refund room, latest refund and supplement, evaluation and quality reports. */
async function afterSalesOf(db: Queryable, order: OrderRow): Promise<S['OrderAfterSales']> {
  const refund = (
    await db.query<{ refund_id: string; status: S['RefundDetail']['status'] }>(
      'select refund_id, status from refunds where order_id = $1 order by created_at desc, refund_id desc limit 1',
      [order.order_id],
    )
  )[0];
  const supplement = (
    await db.query<{ supplement_id: string; status: S['OrderSupplement']['status'] }>(
      'select supplement_id, status from supplements where order_id = $1 order by created_at desc, supplement_id desc limit 1',
      [order.order_id],
    )
  )[0];
  const unevaluated = await db.query(
    `select 1 from order_items oi where oi.order_id = $1
        and not exists (select 1 from evaluations e where e.order_id = oi.order_id and e.goods_id = oi.goods_id and e.member_id = $2) limit 1`,
    [order.order_id, order.member_id],
  );
  const reports = await db.query('select 1 from quality_reports where order_id = $1 limit 1', [order.order_id]);
  return compact({
    refundableAmount: refundableMoney(order.paid_amount, order.refunded_amount, await openRefundAmounts(db, order.order_id)),
    refundedAmount: money(order.refunded_amount),
    refundId: refund?.refund_id,
    refundStatus: refund?.status,
    supplementId: supplement?.supplement_id,
    supplementStatus: supplement?.status,
    evaluate: order.status === 'completed' && unevaluated.length > 0,
    hasQualityReports: reports.length > 0,
  });
}

interface RefundRow {
  refund_id: string;
  refund_no: string;
  order_id: string;
  order_no: string;
  status: S['RefundDetail']['status'];
  amount: string;
  reason: string;
  description: string | null;
  images: string[];
  created_at: Date;
  reject_reason: string | null;
  refunded_at: Date | null;
  reviewed_at: Date | null;
  closed_at: Date | null;
  paid_amount: string;
  refunded_amount: string;
}

async function loadOwnRefund(db: Queryable, memberId: string, refundId: string): Promise<RefundRow> {
  const rows = await db.query<RefundRow>(
    `select r.*, o.order_no, o.paid_amount, o.refunded_amount from refunds r join orders o on o.order_id = r.order_id where r.refund_id = $1 and r.member_id = $2`,
    [refundId, memberId],
  );
  const row = rows[0];
  if (row === undefined) throw notFound('退款申请');
  return row;
}

interface SupplementRow {
  supplement_id: string;
  order_id: string;
  order_no: string;
  amount: string;
  reason: string;
  status: S['OrderSupplement']['status'];
  created_at: Date;
  pay_deadline: Date | null;
  paid_at: Date | null;
  lines: S['OrderItemAdd'][];
}

const SUPPLEMENT_SELECT = 'select sp.*, o.order_no from supplements sp join orders o on o.order_id = sp.order_id';

function toSupplement(s: SupplementRow): S['OrderSupplement'] {
  return compact({
    supplementId: s.supplement_id,
    orderId: s.order_id,
    orderNo: s.order_no,
    amount: money(s.amount),
    reason: s.reason,
    status: s.status,
    createdAt: datetime(s.created_at),
    payDeadline: optDatetime(s.pay_deadline),
    paidAt: optDatetime(s.paid_at),
    lines: s.lines,
  });
}

/** A step of a progress display: `key` names it for the app's own texts, `title` is the gateway's. */
interface Step {
  key: NonNullable<S['OrderProgressStep']['key']>;
  title: string;
  time: Date | null;
  remark?: string | null;
}

/** Steps of a progress display; a step is done when it has a time. */
function steps(list: Step[]): S['OrderProgressStep'][] {
  return list.map((s) => compact({ key: s.key, title: s.title, time: optDatetime(s.time), remark: s.remark ?? null, done: s.time !== null }));
}

function requireStatus(order: OrderRow, allowed: readonly OrderRow['status'][], action: string): void {
  if (!allowed.includes(order.status)) throw conflict(`订单当前状态（${statusLabel(order.status)}）不能${action}`, 'ORDER_STATE');
}

export const orderHandlers: AreaHandlers<'order'> = {
  async 'order.checkoutOptions'(ctx) {
    const { body, db } = ctx;
    const memberId = memberOf(ctx);
    if ((await db.query('select 1 from sellers where seller_id = $1', [body.sellerId])).length === 0) throw notFound('卖家');
    const goods = await db.query<{ goods_id: string; seller_id: string; delivery_ways: string[]; transport_types: string[] }>(
      'select g.goods_id, s.seller_id, g.delivery_ways, g.transport_types from goods g join shops s on s.shop_id = g.shop_id where g.goods_id = any($1::text[])',
      [body.goodsIds],
    );
    if (body.goodsIds.length === 0 || goods.length !== new Set(body.goodsIds).size) throw notFound('商品');
    if (goods.some((g) => g.seller_id !== body.sellerId)) throw badRequest('商品不属于该卖家');
    if (body.contractId !== undefined) await loadOwnContract(db, memberId, body.contractId);
    const deliveryWays = ([deliveryWayCodes.delivery, deliveryWayCodes.selfPickup] as const).filter((w) => goods.every((g) => g.delivery_ways.includes(w)));
    const transportTypes = (['1', '2'] as const).filter((t) => goods.every((g) => g.transport_types.includes(t)));
    const erp = await db.query('select 1 from erp_accounts where member_id = $1 and seller_id = $2', [memberId, body.sellerId]);
    const payWays: S['OrderCheckoutOptions']['payWays'] = ['wechat', 'alipay', 'bank', 'offline', ...(erp.length > 0 ? (['erp'] as const) : []), 'wallet'];
    const address = await db.query<{ address_id: string }>(
      `select address_id from addresses where member_id = $1 and type = '1' order by is_default desc, created_at limit 1`,
      [memberId],
    );
    return compact({
      deliveryWays,
      transportTypes,
      payWays,
      needVehicle: deliveryWays.includes(deliveryWayCodes.selfPickup),
      defaultAddressId: address[0]?.address_id,
      agreementArticleId: PURCHASE_AGREEMENT_ARTICLE_ID,
    });
  },

  async 'order.price'(ctx) {
    return (await priceDraft(ctx.db, memberOf(ctx), ctx.body)).prices;
  },

  async 'order.submit'(ctx) {
    return submitOrder(ctx, false);
  },

  async 'order.list'(ctx) {
    const { body, db } = ctx;
    const memberId = memberOf(ctx);
    await expireOverdueOrders(db, memberId);
    const w = paging(body.pageNum, body.pageSize);
    const keyword = optionalText(body.keyword, 100, '关键词');
    const where = `where o.member_id = $1 and not o.deleted and ($2::text is null or o.status = $2) and ($3::text is null or o.order_type = $3)
        and ($4::text is null or o.transport_type = $4)
        and ($5::text is null or exists (select 1 from order_items oi join goods g on g.goods_id = oi.goods_id join categories c on c.category_id = g.category_id
                                          where oi.order_id = o.order_id and (c.category_id = $5 or c.parent_id = $5)))
        and ($6::text is null or position(lower($6) in lower(o.order_no)) > 0
             or exists (select 1 from order_items oi where oi.order_id = o.order_id and position(lower($6) in lower(oi.goods_name)) > 0))`;
    const params = [memberId, body.status ?? null, body.orderType ?? null, body.transportType ?? null, body.categoryId ?? null, keyword];
    const orders = await db.query<OrderRow>(`${ORDER_SELECT} ${where} order by o.created_at desc, o.order_id limit $7 offset $8`, [
      ...params,
      w.limit,
      w.offset,
    ]);
    const total = (await db.query<{ n: number }>(`select count(*) as n from orders o ${where}`, params))[0]!.n;
    const items = await loadOrderItems(
      db,
      orders.map((o) => o.order_id),
    );
    return pageOf(
      orders.map((o) => toOrderSummary(o, items.get(o.order_id) ?? [])),
      total,
      w,
    );
  },

  async 'order.detail'(ctx) {
    const memberId = memberOf(ctx);
    await expireOverdueOrders(ctx.db, memberId);
    return orderDetail(ctx.db, await loadOwnOrder(ctx.db, memberId, ctx.query.orderId));
  },

  async 'order.cancel'(ctx) {
    const memberId = memberOf(ctx);
    const reason = optionalText(ctx.body.reason, 200, '取消原因') ?? '买家取消';
    await ctx.db.transaction(async (tx) => {
      const order = await loadOwnOrder(tx, memberId, ctx.body.orderId, true);
      requireStatus(order, ['pendingPayment'], '取消');
      await cancelOrder(tx, order, reason);
    });
    return null;
  },

  async 'order.remove'(ctx) {
    const order = await loadOwnOrder(ctx.db, memberOf(ctx), ctx.body.orderId);
    requireStatus(order, ['completed', 'cancelled', 'refunded'], '删除');
    await ctx.db.query('update orders set deleted = true where order_id = $1', [order.order_id]);
    return null;
  },

  async 'order.confirmReceipt'(ctx) {
    const memberId = memberOf(ctx);
    await ctx.db.transaction(async (tx) => {
      const order = await loadOwnOrder(tx, memberId, ctx.body.orderId, true);
      requireStatus(order, ['delivering'], '确认收货');
      await tx.query(`update orders set status = 'completed', completed_at = now() where order_id = $1`, [order.order_id]);
      await tx.query('update take_bills set delivered_quantity = quantity where order_id = $1', [order.order_id]);
      await tx.query(
        `update waybills set status = 'signed', signed_quantity = quantity, sign_time = now() where order_id = $1 and status in ('waiting', 'loading', 'inTransit', 'arrived')`,
        [order.order_id],
      );
      await tx.query(`insert into order_events (order_id, status, remark) values ($1, 'completed', '买家确认收货')`, [order.order_id]);
    });
    return null;
  },

  async 'order.takeBills'(ctx) {
    const order = await loadOwnOrder(ctx.db, memberOf(ctx), ctx.query.orderId);
    const rows = await ctx.db.query<{
      take_id: string;
      order_item_id: string;
      goods_name: string;
      take_date: string;
      time_slot: S['TakeTime']['timeSlot'];
      quantity: string;
      delivered_quantity: string;
      waybills: number;
    }>(
      `select t.*, (select count(*) from waybills w where w.take_id = t.take_id) as waybills from take_bills t where t.order_id = $1 order by t.take_date, t.take_id`,
      [order.order_id],
    );
    return rows.map((t) => ({
      takeId: t.take_id,
      orderItemId: t.order_item_id,
      goodsName: t.goods_name,
      takeTime: { date: t.take_date, timeSlot: t.time_slot },
      quantity: decimal(t.quantity),
      deliveredQuantity: decimal(t.delivered_quantity),
      hasOver: compareDecimal(t.delivered_quantity, t.quantity) >= 0,
      waybillCount: t.waybills,
    }));
  },

  async 'order.deliveryDetail'(ctx) {
    const order = await loadOwnOrder(ctx.db, memberOf(ctx), ctx.query.orderId);
    const takeId = ctx.query.takeId ?? null;
    const takes = await ctx.db.query<{ quantity: string; delivered: string }>(
      'select coalesce(sum(quantity), 0) as quantity, coalesce(sum(delivered_quantity), 0) as delivered from take_bills where order_id = $1 and ($2::text is null or take_id = $2)',
      [order.order_id, takeId],
    );
    if (takeId !== null && (await ctx.db.query('select 1 from take_bills where order_id = $1 and take_id = $2', [order.order_id, takeId])).length === 0)
      throw notFound('提货单');
    const waybills = await ctx.db.query<WaybillRow>(
      `${WAYBILL_SELECT} where w.order_id = $1 and ($2::text is null or w.take_id = $2) order by w.created_at, w.waybill_id`,
      [order.order_id, takeId],
    );
    const t = takes[0]!;
    return compact({
      orderId: order.order_id,
      takeId,
      quantity: decimal(t.quantity),
      deliveredQuantity: decimal(t.delivered),
      hasOver: compareDecimal(t.delivered, t.quantity) >= 0,
      waybills: waybills.map(toWaybill),
    });
  },

  async 'order.logisticsStat'(ctx) {
    const order = await loadOwnOrder(ctx.db, memberOf(ctx), ctx.query.orderId);
    const totals = (
      await ctx.db.query<{ total: string; delivered: string; unit: string | null }>(
        `select coalesce(sum(t.quantity), 0) as total, coalesce(sum(t.delivered_quantity), 0) as delivered,
              (select unit from order_items where order_id = $1 order by sort limit 1) as unit
         from take_bills t where t.order_id = $1`,
        [order.order_id],
      )
    )[0]!;
    const waybills = await ctx.db.query<{ status: string; quantity: string; plate_number: string | null; ship_name: string | null; day: string }>(
      `select status, quantity, plate_number, ship_name, to_char(created_at, 'YYYY-MM-DD') as day from waybills where order_id = $1 and status <> 'cancelled'`,
      [order.order_id],
    );
    const inTransit = sumExact(waybills.filter((w) => ['loading', 'inTransit', 'arrived'].includes(w.status)).map((w) => w.quantity));
    const days = [...new Set(waybills.map((w) => w.day))].sort().map((day) => {
      const list = waybills.filter((w) => w.day === day);
      return { date: day, quantity: normalizeDecimal(sumExact(list.map((w) => w.quantity))), waybillCount: list.length };
    });
    return {
      orderId: order.order_id,
      unit: totals.unit ?? '',
      totalQuantity: decimal(totals.total),
      deliveredQuantity: decimal(totals.delivered),
      inTransitQuantity: normalizeDecimal(inTransit),
      remainingQuantity: maxDecimal('0', subtractExact(subtractExact(totals.total, totals.delivered), inTransit)),
      waybillCount: waybills.length,
      vehicleCount: new Set(waybills.map((w) => w.plate_number ?? w.ship_name).filter((v) => v !== null)).size,
      days,
    };
  },

  async 'order.refundReasons'() {
    return REFUND_REASONS;
  },

  async 'order.refundApply'(ctx) {
    const { body, db } = ctx;
    const memberId = memberOf(ctx);
    const reason = requiredText(body.reason, 100, '退款原因');
    const description = optionalText(body.description, orderRefundApplyFields.description.maxLength, '退款说明');
    const maxPhotos = orderRefundApplyFields.images.maxItems;
    if (body.images.length > maxPhotos) throw badRequest(`退款凭证最多${maxPhotos}张`);
    return db.transaction(async (tx) => {
      // Once per idempotency key when one is sent (issue 17): a retry after a lost answer gets the first answer.
      if (body.idempotencyKey === undefined) return applyRefund(tx);
      return idempotent(tx, memberId, 'order.refundApply', body.idempotencyKey, { ...body, idempotencyKey: undefined }, () => applyRefund(tx));
    });

    async function applyRefund(tx: Queryable): Promise<S['RefundApplyResult']> {
      // The order row is locked: concurrent requests of one order are checked one after the other.
      const order = await loadOwnOrder(tx, memberId, body.orderId, true);
      await requireButton(tx, memberId, menuButtons.refundApply, '申请退款');
      // Never more than was paid, in one request or across several (refunded and still-open ones count).
      const max = refundableMoney(order.paid_amount, order.refunded_amount, await openRefundAmounts(tx, order.order_id, body.refundId ?? null));
      const problem = refundAmountProblem(body.amount, max);
      if (problem === 'notPositive') throw badRequest('退款金额须大于0');
      if (problem === 'exceeds') throw badRequest(`退款金额不能超过可退金额¥${max}`, 'REFUND_EXCEEDS');
      if (problem !== null) throw badRequest('退款金额格式不正确');
      if (body.refundId !== undefined) {
        const refund = await loadOwnRefund(tx, memberId, body.refundId);
        if (refund.order_id !== order.order_id) throw notFound('退款申请');
        if (refund.status !== 'pending' && refund.status !== 'rejected') throw conflict('该退款申请已处理，不能修改', 'REFUND_STATE');
        // Photos are the buyer's own uploads; those the request holds already may stay as they are.
        const images = await ownUploads(tx, memberId, body.images, maxPhotos, '退款凭证', refund.images);
        await tx.query(
          `update refunds set amount = $2, reason = $3, description = $4, images = $5::jsonb, status = 'pending', reject_reason = null where refund_id = $1`,
          [refund.refund_id, money(body.amount), reason, description, JSON.stringify(images)],
        );
        await tx.query(
          `update orders set status = 'refunding', status_before_refund = coalesce(status_before_refund, status) where order_id = $1 and status <> 'refunding'`,
          [order.order_id],
        );
        return { refundId: refund.refund_id };
      }
      requireStatus(order, ['pendingDelivery', 'delivering'], '申请退款');
      const images = await ownUploads(tx, memberId, body.images, maxPhotos, '退款凭证');
      const refundId = newId('rf');
      const seq = (await tx.query<{ n: number }>(`select nextval('doc_no_seq') as n`))[0]!.n;
      await tx.query(
        `insert into refunds (refund_id, refund_no, order_id, member_id, amount, reason, description, images) values ($1, $2, $3, $4, $5, $6, $7, $8::jsonb)`,
        [refundId, orderNo('TK', seq), order.order_id, memberId, money(body.amount), reason, description, JSON.stringify(images)],
      );
      await tx.query(`update orders set status = 'refunding', status_before_refund = status where order_id = $1`, [order.order_id]);
      await tx.query(`insert into order_events (order_id, status, remark) values ($1, 'refunding', $2)`, [order.order_id, `申请退款：${reason}`]);
      return { refundId };
    }
  },

  async 'order.refundDetail'(ctx) {
    const r = await loadOwnRefund(ctx.db, memberOf(ctx), ctx.query.refundId);
    const open = r.status === 'pending' || r.status === 'rejected';
    const others = await openRefundAmounts(ctx.db, r.order_id, r.refund_id);
    return compact({
      refundId: r.refund_id,
      refundNo: r.refund_no,
      orderId: r.order_id,
      orderNo: r.order_no,
      status: r.status,
      amount: money(r.amount),
      maxAmount: refundableMoney(r.paid_amount, r.refunded_amount, others),
      reason: r.reason,
      description: r.description,
      images: r.images,
      createdAt: datetime(r.created_at),
      rejectReason: r.reject_reason,
      refundedAt: optDatetime(r.refunded_at),
      canEdit: open,
      canClose: open,
    });
  },

  async 'order.refundProgress'(ctx) {
    const r = await loadOwnRefund(ctx.db, memberOf(ctx), ctx.query.refundId);
    const list: Step[] = [{ key: 'submitted', title: '提交退款申请', time: r.created_at, remark: `¥${money(r.amount)}` }];
    if (r.status === 'closed') list.push({ key: 'closed', title: '已撤销申请', time: r.closed_at });
    else if (r.status === 'rejected') list.push({ key: 'rejected', title: '卖家拒绝退款', time: r.reviewed_at ?? r.created_at, remark: r.reject_reason });
    else {
      list.push({ key: 'review', title: '卖家同意退款', time: r.status === 'pending' ? null : (r.reviewed_at ?? r.refunded_at ?? r.created_at) });
      list.push({ key: 'refunded', title: '退款到账', time: r.refunded_at });
    }
    return steps(list);
  },

  async 'order.refundClose'(ctx) {
    const memberId = memberOf(ctx);
    await ctx.db.transaction(async (tx) => {
      const r = await loadOwnRefund(tx, memberId, ctx.body.refundId);
      if (r.status !== 'pending' && r.status !== 'rejected') throw conflict('该退款申请已处理，不能撤销', 'REFUND_STATE');
      await tx.query(`update refunds set status = 'closed', closed_at = now() where refund_id = $1`, [r.refund_id]);
      const back = await tx.query<{ status: string }>(
        `update orders set status = coalesce(status_before_refund, status), status_before_refund = null where order_id = $1 and status = 'refunding' returning status`,
        [r.order_id],
      );
      if (back[0] !== undefined)
        await tx.query('insert into order_events (order_id, status, remark) values ($1, $2, $3)', [r.order_id, back[0].status, '撤销退款申请']);
    });
    return null;
  },

  async 'order.supplementDetail'(ctx) {
    const order = await loadOwnOrder(ctx.db, memberOf(ctx), ctx.query.orderId);
    const rows = await ctx.db.query<SupplementRow>(
      `${SUPPLEMENT_SELECT} where sp.order_id = $1 and ($2::text is null or sp.supplement_id = $2) order by sp.created_at desc, sp.supplement_id limit 1`,
      [order.order_id, ctx.query.supplementId ?? null],
    );
    if (rows[0] === undefined) throw notFound('补款单');
    return toSupplement(rows[0]);
  },

  async 'order.supplementProgress'(ctx) {
    const rows = await ctx.db.query<SupplementRow>(`${SUPPLEMENT_SELECT} where sp.supplement_id = $1 and sp.member_id = $2`, [
      ctx.query.supplementId,
      memberOf(ctx),
    ]);
    const s = rows[0];
    if (s === undefined) throw notFound('补款单');
    return steps([
      { key: 'created', title: '生成补款单', time: s.created_at, remark: s.reason },
      s.status === 'cancelled'
        ? { key: 'cancelled', title: '补款已关闭', time: s.created_at }
        : { key: 'paid', title: '完成支付', time: s.paid_at, remark: `¥${money(s.amount)}` },
    ]);
  },

  async 'order.serviceData'(ctx) {
    const order = await loadOwnOrder(ctx.db, memberOf(ctx), ctx.query.orderId);
    const rows = await ctx.db.query<{
      additem_id: string;
      additem_name: string;
      parent_name: string;
      quantity: string;
      amount: string;
      status: S['OrderServiceItem']['status'];
      service_time: Date | null;
      remark: string | null;
    }>('select * from order_services where order_id = $1 order by additem_id', [order.order_id]);
    return compact({
      orderId: order.order_id,
      items: rows.map((r) =>
        compact({
          additemId: r.additem_id,
          additemName: r.additem_name,
          parentName: r.parent_name,
          quantity: decimal(r.quantity),
          amount: money(r.amount),
          status: r.status,
          serviceTime: optDatetime(r.service_time),
          remark: r.remark,
        }),
      ),
      remark: order.buyer_memo,
    });
  },

  async 'order.storePosition'(ctx) {
    const order = await loadOwnOrder(ctx.db, memberOf(ctx), ctx.query.orderId);
    if (order.store_id === null) throw notFound('自提点');
    return storeOf(ctx.db, order.store_id);
  },

  async 'order.addItemOptions'(ctx) {
    const order = await loadOwnOrder(ctx.db, memberOf(ctx), ctx.query.orderId);
    const item = (
      await ctx.db.query<{ goods_id: string; addons: StoredAddon[] }>('select goods_id, addons from order_items where order_id = $1 and order_item_id = $2', [
        order.order_id,
        ctx.query.orderItemId,
      ])
    )[0];
    if (item === undefined) throw notFound('订单商品');
    if (!orderActions(order).addItem) return [];
    const have = new Set(item.addons.map((a) => a.additemId));
    const tree = await loadAddonTree(ctx.db, item.goods_id, order.contract_id);
    // Each group allows one item: a group the line already has one of offers nothing more.
    return tree.filter((g) => !(g.children ?? []).some((c) => have.has(c.additemId))).filter((g) => (g.children ?? []).length > 0);
  },

  async 'order.addItem'(ctx) {
    const { body, db, settings } = ctx;
    const memberId = memberOf(ctx);
    return db.transaction((tx) =>
      idempotent(tx, memberId, 'order.addItem', body.idempotencyKey, body, async () => {
        const order = await loadOwnOrder(tx, memberId, body.orderId, true);
        if (!orderActions(order).addItem) throw conflict(`订单当前状态（${statusLabel(order.status)}）不能追加附加服务`, 'ORDER_STATE');
        const item = (
          await tx.query<{ order_item_id: string; goods_id: string; quantity: string; addon_amount: string; addons: StoredAddon[] }>(
            'select order_item_id, goods_id, quantity, addon_amount, addons from order_items where order_id = $1 and order_item_id = $2 for update',
            [order.order_id, body.orderItemId],
          )
        )[0];
        if (item === undefined) throw notFound('订单商品');
        const have = new Set(item.addons.map((a) => a.additemId));
        const wanted = body.addons.map((a) => a.additemId);
        if (wanted.length === 0 || wanted.some((id) => have.has(id))) throw badRequest('请选择尚未购买的附加服务');
        const tree = await loadAddonTree(tx, item.goods_id, order.contract_id);
        const selection = selectAddons(tree, [...have, ...wanted]);
        const added = selection.chosen.filter((a) => !have.has(a.additemId));
        if (added.length === 0) throw badRequest('所选附加服务与已购附加服务冲突');
        // What the line's add-ons cost with the new ones, minus what was already paid for them.
        const payAmount = subtractMoney(lineMoney(item.quantity, selection.addUnitPrice), item.addon_amount);
        if (compareDecimal(payAmount, '0') <= 0) throw badRequest('追加的附加服务无需补款');
        const groupTypes = new Map(tree.flatMap((g) => (g.children ?? []).map((c) => [c.additemId, c.groupType] as const)));
        const stored: StoredAddon[] = added.map((a) => ({ ...a, groupType: groupTypes.get(a.additemId) ?? 'normal' }));
        const lines = stored.map((a) => toOrderItemAdd(a, item.quantity));
        // The line and the order grow by exactly the price of the new add-ons; the supplement collects it.
        await tx.query(
          'update order_items set addons = addons || $3::jsonb, addon_amount = addon_amount + $4, amount = amount + $4 where order_id = $1 and order_item_id = $2',
          [order.order_id, item.order_item_id, JSON.stringify(stored), payAmount],
        );
        await tx.query('update orders set addon_amount = addon_amount + $2, total_amount = total_amount + $2 where order_id = $1', [order.order_id, payAmount]);
        const supplementId = newId('sp');
        await tx.query(
          `insert into supplements (supplement_id, order_id, member_id, amount, reason, lines, pay_deadline) values ($1, $2, $3, $4, $5, $6::jsonb, now() + make_interval(mins => $7))`,
          [
            supplementId,
            order.order_id,
            memberId,
            payAmount,
            `追加附加服务：${added.map((a) => a.additemName).join('、')}`,
            JSON.stringify(lines),
            settings.payDeadlineMinutes,
          ],
        );
        for (const line of lines) {
          await tx.query('insert into order_services (order_id, additem_id, additem_name, parent_name, quantity, amount) values ($1, $2, $3, $4, $5, $6)', [
            order.order_id,
            line.additemId,
            line.additemName,
            line.parentName,
            line.quantity,
            line.amount,
          ]);
        }
        return { supplementId, payAmount };
      }),
    );
  },

  async 'order.contractSubInit'(ctx) {
    const { db, query } = ctx;
    const memberId = memberOf(ctx);
    const contract = await loadOwnContract(db, memberId, query.contractId);
    if (!contract.effective) throw badRequest(`合同${contract.contract_no}已失效，不能下单`);
    const info = (
      await db.query<{ seller_name: string; delivery_way: S['OrderContractSubInit']['deliveryType'] | null }>(
        'select se.seller_name, c.delivery_way from contracts c join sellers se on se.seller_id = c.seller_id where c.contract_id = $1',
        [contract.contract_id],
      )
    )[0]!;
    const goods = await db.query<{
      contract_goods_id: string;
      goods_id: string;
      resource_id: string;
      goods_name: string;
      unit: string;
      is_platform: boolean;
      unit_price: string;
      surplus_amount: string;
    }>(
      `select cg.contract_goods_id, g.goods_id, v.resource_id, g.goods_name, g.unit, se.is_platform, cg.unit_price, cg.surplus_amount
         from contract_goods cg join goods g on g.goods_id = cg.goods_id join goods_varieties v on v.variety_id = cg.variety_id
         join shops s on s.shop_id = g.shop_id join sellers se on se.seller_id = s.seller_id
        where cg.contract_id = $1 and cg.surplus_amount > 0 order by cg.contract_goods_id`,
      [contract.contract_id],
    );
    let deliveryType = info.delivery_way ?? deliveryWayCodes.delivery;
    let transportType: S['OrderContractSubInit']['transportType'] = '2';
    let addressId: string | undefined = (
      await db.query<{ address_id: string }>(
        `select address_id from addresses where member_id = $1 and type = '1' order by is_default desc, created_at limit 1`,
        [memberId],
      )
    )[0]?.address_id;
    let storeId: string | undefined = (
      await db.query<{ store_id: string }>('select store_id from stores where seller_id = $1 order by sort, store_id limit 1', [contract.seller_id])
    )[0]?.store_id;
    if (query.orderId !== undefined) {
      const earlier = await loadOwnOrder(db, memberId, query.orderId);
      if (earlier.contract_id !== contract.contract_id) throw notFound('该合同的订单');
      deliveryType = earlier.delivery_type;
      transportType = earlier.transport_type;
      addressId = earlier.address?.addressId ?? addressId;
      storeId = earlier.store_id ?? storeId;
    }
    return compact({
      contractId: contract.contract_id,
      contractNo: contract.contract_no,
      sellerId: contract.seller_id,
      sellerName: info.seller_name,
      transportType,
      deliveryType,
      addressId: deliveryType === deliveryWayCodes.delivery ? addressId : undefined,
      storeId: deliveryType === deliveryWayCodes.selfPickup ? storeId : undefined,
      goods: goods.map((g) => ({
        contractGoodsId: g.contract_goods_id,
        goodsId: g.goods_id,
        resourceId: g.resource_id,
        goodsName: g.goods_name,
        unit: g.unit,
        purchaseUnit: g.unit,
        convertRate: '1',
        isPlatform: g.is_platform,
        unitPrice: money(g.unit_price),
        surplusGoodsAmount: decimal(g.surplus_amount),
      })),
    });
  },

  async 'order.newContractSub'(ctx) {
    return submitOrder(ctx, true);
  },
};
