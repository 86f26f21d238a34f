import { menuButtons } from '@gen/constants.gen';
import type { components } from '@gen/openapi.gen';
import { invoiceApplyFields, invoiceVatTitleSaveFields } from '@gen/fields.gen';
import {
  compareDecimal,
  divideDecimal,
  INVOICEABLE_ORDER_STATUSES,
  invoiceAmount,
  invoiceSelectionProblem,
  multiplyExact,
  orderInvoiceableAmount,
  roundMoney,
  type InvoiceSelectionProblem,
} from '@/domain';
import type { Queryable } from '../db';
import { badRequest, conflict, notFound } from '../errors';
import { compact, datetime, money, optDatetime } from '../lib/format';
import { newId } from '../lib/ids';
import { requireButton } from '../members';
import { invoiceableAmount, loadOwnOrder, type OrderRow } from '../orders';
import { loadAddress, toAddress } from './address';
import { idempotent } from './order';
import { optionalText, pageOf, paging, requiredText, type PageWindow } from './shared';
import { memberOf, type AreaHandlers } from './types';

type S = components['schemas'];
type Kind = S['InvoiceSummary']['kind'];
type AddKind = S['InvoiceAddBody']['kind'];

/** VAT rate of building materials (13 %): the tax part of a tax-inclusive amount is amount × 0.13 ÷ 1.13. */
export const VAT_RATE = '0.13';
/** The most VAT titles one member keeps. */
export const MAX_VAT_TITLES = 20;

interface InvoiceRow {
  invoice_id: string;
  invoice_no: string | null;
  invoice_type: S['InvoiceSummary']['invoiceType'];
  kind: Kind;
  status: S['InvoiceSummary']['status'];
  issuer_name: string;
  amount: string;
  tax_amount: string | null;
  title_snapshot: S['VatTitle'];
  receive_way: S['InvoiceDetail']['receiveWay'];
  email: string | null;
  shipping: S['InvoiceShipping'] | null;
  file_urls: string[];
  remark: string | null;
  reject_reason: string | null;
  applied_at: Date;
  issued_at: Date | null;
}

function toSummary(i: InvoiceRow): S['InvoiceSummary'] {
  return compact({
    invoiceId: i.invoice_id,
    invoiceNo: i.invoice_no,
    invoiceType: i.invoice_type,
    kind: i.kind,
    title: i.title_snapshot.title,
    issuerName: i.issuer_name,
    amount: money(i.amount),
    status: i.status,
    appliedAt: datetime(i.applied_at),
    issuedAt: optDatetime(i.issued_at),
  });
}

interface TitleRow {
  title_id: string;
  title_type: S['VatTitle']['titleType'];
  title: string;
  tax_number: string | null;
  bank: string | null;
  bank_account: string | null;
  address: string | null;
  phone: string | null;
  is_default: boolean;
}

function toTitle(t: TitleRow): S['VatTitle'] {
  return compact({
    titleId: t.title_id,
    titleType: t.title_type,
    title: t.title,
    taxNumber: t.tax_number,
    bank: t.bank,
    bankAccount: t.bank_account,
    address: t.address,
    phone: t.phone,
    isDefault: t.is_default,
  });
}

async function loadTitle(db: Queryable, memberId: string, titleId: string): Promise<TitleRow> {
  const rows = await db.query<TitleRow>('select * from vat_titles where title_id = $1 and member_id = $2', [titleId, memberId]);
  const row = rows[0];
  if (row === undefined) throw notFound('发票抬头');
  return row;
}

/** An invoiceable business item: an order, or a ship waybill for the -ship kinds. */
interface Invoiceable {
  biz_id: string;
  biz_no: string;
  description: string;
  /** When the order was completed, else paid (an order may be invoiced once paid); a waybill's signing. */
  completed_at: Date;
  amount: string;
  invoiceable: string;
  issuer_id: string;
  issuer_name: string;
  is_platform: boolean;
}

// The paid states of the domain rule, as an SQL list (constants of the code, not input).
const INVOICEABLE_STATUS_SQL = INVOICEABLE_ORDER_STATUSES.map((status) => `'${status}'`).join(', ');

/**
 * The member's orders with something left to invoice. The amount filter is the domain rule
 * (orderInvoiceableAmount) in SQL so that paging counts right; {@link withDomainAmount} recomputes each
 * row's amount with the rule itself.
 */
const INVOICEABLE_ORDERS = `
  select o.order_id as biz_id, o.order_no as biz_no,
         (select string_agg(oi.goods_name, '、' order by oi.sort) from order_items oi where oi.order_id = o.order_id) as description,
         coalesce(o.completed_at, o.paid_at, o.created_at) as completed_at, o.total_amount as amount,
         o.paid_amount - o.refunded_amount - o.invoiced_amount as invoiceable,
         o.status, o.paid_amount, o.refunded_amount, o.invoiced_amount,
         se.seller_id as issuer_id, se.seller_name as issuer_name, se.is_platform
    from orders o join sellers se on se.seller_id = o.seller_id
   where o.member_id = $1 and o.status in (${INVOICEABLE_STATUS_SQL}) and not o.deleted
     and o.paid_amount - o.refunded_amount - o.invoiced_amount > 0`;

/** An order row of {@link INVOICEABLE_ORDERS}. */
type InvoiceableOrderRow = Invoiceable & Pick<OrderRow, 'status' | 'paid_amount' | 'refunded_amount' | 'invoiced_amount'>;

/** The order's invoiceable amount by the domain rule (the one the app sums). */
function withDomainAmount(row: InvoiceableOrderRow): Invoiceable {
  const amount = orderInvoiceableAmount({
    status: row.status,
    paidAmount: row.paid_amount,
    refundedAmount: row.refunded_amount,
    invoicedAmount: row.invoiced_amount,
  });
  return { ...row, invoiceable: amount };
}

/** The buyer's words for a selection the domain refuses. */
const SELECTION_REFUSALS: Record<InvoiceSelectionProblem, () => Error> = {
  empty: () => badRequest('请选择要开票的订单'),
  nothingToInvoice: () => conflict('所选订单已申请开票，不能重复申请', 'ALREADY_INVOICED'),
  mixedSellers: () => badRequest('一张发票只能包含同一卖家的订单，请按卖家分别申请', 'MIXED_SELLERS'),
};

const INVOICEABLE_SHIP_WAYBILLS = `
  select w.waybill_id as biz_id, w.waybill_no as biz_no, w.goods_name || ' 船运运费' as description, coalesce(w.sign_time, w.created_at) as completed_at,
         w.freight_amount as amount, w.freight_amount as invoiceable, se.seller_id as issuer_id, se.seller_name as issuer_name, se.is_platform
    from waybills w join orders o on o.order_id = w.order_id join sellers se on se.seller_id = o.seller_id
   where w.member_id = $1 and w.transport_mode = 'ship' and w.status = 'signed' and not w.invoiced and w.freight_amount > 0`;

/** The invoiceable items of an add-invoice kind: personal/platform = orders of third-party/platform sellers, -Ship = their ship freight. */
async function addItems(
  db: Queryable,
  memberId: string,
  kind: AddKind,
  window: PageWindow | null,
  bizIds?: readonly string[],
): Promise<{ rows: Invoiceable[]; total: number }> {
  const base = kind === 'personal' || kind === 'platform' ? INVOICEABLE_ORDERS : INVOICEABLE_SHIP_WAYBILLS;
  const platform = kind === 'platform' || kind === 'platformShip';
  const sql = `select * from (${base}) x where x.is_platform = $2 and ($3::text[] is null or x.biz_id = any($3::text[]))`;
  const params = [memberId, platform, bizIds ?? null];
  const rows = await db.query<Invoiceable>(
    window === null ? `${sql} order by completed_at desc, biz_id` : `${sql} order by completed_at desc, biz_id limit $4 offset $5`,
    window === null ? params : [...params, window.limit, window.offset],
  );
  const total = (await db.query<{ n: number }>(`select count(*) as n from (${sql}) y`, params))[0]!.n;
  return { rows: base === INVOICEABLE_ORDERS ? rows.map((r) => withDomainAmount(r as InvoiceableOrderRow)) : rows, total };
}

interface InvoiceRequest {
  invoiceType: S['InvoiceApplyBody']['invoiceType'];
  titleId: string;
  receiveWay: S['InvoiceApplyBody']['receiveWay'];
  email?: string | undefined;
  addressId?: string | undefined;
  remark?: string | undefined;
}

/** Creates one invoice of items from one issuer; marks the items invoiced. */
async function createInvoice(tx: Queryable, memberId: string, kind: Kind, items: readonly Invoiceable[], request: InvoiceRequest): Promise<string> {
  const problem = invoiceSelectionProblem(items.map((i) => ({ sellerId: i.issuer_id, invoiceableAmount: i.invoiceable })));
  if (problem !== null) throw SELECTION_REFUSALS[problem]();
  const title = await loadTitle(tx, memberId, request.titleId);
  if (request.invoiceType === 'vat') {
    if (title.title_type !== 'company') throw badRequest('增值税专用发票须使用企业抬头');
    // A VAT special invoice carries the buyer's full registration (税号、开户行及账号、地址及电话).
    if ([title.tax_number, title.bank, title.bank_account, title.address, title.phone].some((v) => v === null || v.trim() === ''))
      throw badRequest('增值税专用发票须填写完整的税号、开户银行、银行账号、注册地址和电话', 'VAT_TITLE_INCOMPLETE');
  }
  let email: string | null = null;
  let shipping: S['InvoiceShipping'] | null = null;
  if (request.receiveWay === 'email') {
    // Its format is the `email` rule, checked with the body (spec/calls/invoice.yaml).
    email = requiredText(request.email ?? '', invoiceApplyFields.email.maxLength, '接收邮箱');
  } else {
    if (request.addressId === undefined) throw badRequest('请选择发票邮寄地址');
    shipping = { address: toAddress(await loadAddress(tx, memberId, request.addressId)) };
  }
  // Both ways of applying (invoice.apply, invoice.add) are the one button; refused once every record named was found to be the member's.
  await requireButton(tx, memberId, menuButtons.invoiceApply, '申请开票');
  const amount = invoiceAmount(items.map((i) => ({ invoiceableAmount: i.invoiceable })));
  const taxAmount = roundMoney(divideDecimal(multiplyExact(amount, VAT_RATE), '1.13', 10));
  const invoiceId = newId('inv');
  await tx.query(
    `insert into invoices (invoice_id, member_id, invoice_type, kind, issuer_name, amount, tax_amount, title_snapshot, receive_way, email, shipping, remark)
     values ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9, $10, $11::jsonb, $12)`,
    [
      invoiceId,
      memberId,
      request.invoiceType,
      kind,
      items[0]!.issuer_name,
      amount,
      taxAmount,
      JSON.stringify(toTitle(title)),
      request.receiveWay,
      email,
      shipping === null ? null : JSON.stringify(shipping),
      optionalText(request.remark, invoiceApplyFields.remark.maxLength, '备注'),
    ],
  );
  for (const item of items) {
    await tx.query('insert into invoice_items (invoice_id, biz_id, biz_no, amount) values ($1, $2, $3, $4)', [
      invoiceId,
      item.biz_id,
      item.biz_no,
      item.invoiceable,
    ]);
    if (kind === 'personalShip' || kind === 'platformShip') {
      await tx.query('update waybills set invoiced = true where waybill_id = $1 and member_id = $2', [item.biz_id, memberId]);
    } else {
      await tx.query(`update orders set invoiced_amount = invoiced_amount + $3, invoice_status = 'applied' where order_id = $1 and member_id = $2`, [
        item.biz_id,
        memberId,
        item.invoiceable,
      ]);
    }
  }
  return invoiceId;
}

async function loadOwnInvoice(db: Queryable, memberId: string, invoiceId: string): Promise<InvoiceRow> {
  const rows = await db.query<InvoiceRow>('select * from invoices where invoice_id = $1 and member_id = $2', [invoiceId, memberId]);
  const row = rows[0];
  if (row === undefined) throw notFound('发票');
  return row;
}

async function makeDefaultTitle(tx: Queryable, memberId: string, titleId: string): Promise<void> {
  await tx.query('update vat_titles set is_default = (title_id = $2) where member_id = $1', [memberId, titleId]);
}

export const invoiceHandlers: AreaHandlers<'invoice'> = {
  async 'invoice.selectableOrders'(ctx) {
    const { query, db } = ctx;
    const w = paging(query.pageNum, query.pageSize);
    const keyword = optionalText(query.keyword, 100, '关键词');
    const sql = `select * from (${INVOICEABLE_ORDERS}) x where ($2::text is null or x.issuer_id = $2)
       and ($3::text is null or position(lower($3) in lower(x.biz_no || ' ' || coalesce(x.description, ''))) > 0)`;
    const params = [memberOf(ctx), query.sellerId ?? null, keyword];
    const rows = (await db.query<InvoiceableOrderRow>(`${sql} order by completed_at desc, biz_id limit $4 offset $5`, [...params, w.limit, w.offset])).map(
      withDomainAmount,
    );
    const total = (await db.query<{ n: number }>(`select count(*) as n from (${sql}) y`, params))[0]!.n;
    return pageOf(
      rows.map((r) => ({
        orderId: r.biz_id,
        orderNo: r.biz_no,
        sellerId: r.issuer_id,
        sellerName: r.issuer_name,
        isPlatform: r.is_platform,
        goodsNames: r.description ?? '',
        completedAt: datetime(r.completed_at),
        amount: money(r.amount),
        invoiceableAmount: money(r.invoiceable),
      })),
      total,
      w,
    );
  },

  async 'invoice.apply'(ctx) {
    const { body, db } = ctx;
    const memberId = memberOf(ctx);
    return db.transaction((tx) =>
      idempotent(tx, memberId, 'invoice.apply', body.idempotencyKey, body, async () => {
        const ids = [...new Set(body.orderIds)];
        if (ids.length === 0) throw SELECTION_REFUSALS.empty();
        // Another member's order answers 404 like a missing one; each order's refusal names it.
        for (const id of ids) {
          const order = await loadOwnOrder(tx, memberId, id, true);
          if (compareDecimal(invoiceableAmount(order), '0') > 0) continue;
          if (order.invoice_status !== 'none' || compareDecimal(order.invoiced_amount, '0') > 0)
            throw conflict(`订单${order.order_no}已申请开票，不能重复申请`, 'ALREADY_INVOICED');
          throw badRequest(`订单${order.order_no}未付款或正在退款，暂不能开票`, 'NOT_INVOICEABLE');
        }
        const rows = (
          await tx.query<InvoiceableOrderRow>(`select * from (${INVOICEABLE_ORDERS}) x where x.biz_id = any($2::text[]) order by x.biz_no`, [memberId, ids])
        ).map(withDomainAmount);
        return { invoiceIds: [await createInvoice(tx, memberId, 'goods', rows, body)] };
      }),
    );
  },

  async 'invoice.list'(ctx) {
    const w = paging(ctx.query.pageNum, ctx.query.pageSize);
    const params = [memberOf(ctx), ctx.query.status ?? null];
    const rows = await ctx.db.query<InvoiceRow>(
      'select * from invoices where member_id = $1 and ($2::text is null or status = $2) order by applied_at desc, invoice_id limit $3 offset $4',
      [...params, w.limit, w.offset],
    );
    const total = (
      await ctx.db.query<{ n: number }>('select count(*) as n from invoices where member_id = $1 and ($2::text is null or status = $2)', params)
    )[0]!.n;
    return pageOf(rows.map(toSummary), total, w);
  },

  async 'invoice.detail'(ctx) {
    const i = await loadOwnInvoice(ctx.db, memberOf(ctx), ctx.query.invoiceId);
    const items = await ctx.db.query<{ biz_id: string; biz_no: string; amount: string }>(
      'select biz_id, biz_no, amount from invoice_items where invoice_id = $1 order by biz_no',
      [i.invoice_id],
    );
    return compact({
      invoiceId: i.invoice_id,
      invoiceNo: i.invoice_no,
      invoiceType: i.invoice_type,
      kind: i.kind,
      status: i.status,
      issuerName: i.issuer_name,
      amount: money(i.amount),
      taxAmount: i.tax_amount === null ? null : money(i.tax_amount),
      titleInfo: i.title_snapshot,
      orders: items.map((o) => ({ orderId: o.biz_id, orderNo: o.biz_no, amount: money(o.amount) })),
      receiveWay: i.receive_way,
      email: i.email,
      shipping: i.shipping,
      fileUrls: i.file_urls,
      remark: i.remark,
      rejectReason: i.reject_reason,
      appliedAt: datetime(i.applied_at),
      issuedAt: optDatetime(i.issued_at),
    });
  },

  async 'invoice.ofOrder'(ctx) {
    const memberId = memberOf(ctx);
    const order = await loadOwnOrder(ctx.db, memberId, ctx.query.orderId);
    const invoices = await ctx.db.query<InvoiceRow>(
      'select i.* from invoices i join invoice_items ii on ii.invoice_id = i.invoice_id where ii.biz_id = $1 and i.member_id = $2 order by i.applied_at desc',
      [order.order_id, memberId],
    );
    return {
      orderId: order.order_id,
      orderNo: order.order_no,
      invoiceStatus: order.invoice_status,
      invoiceableAmount: invoiceableAmount(order),
      invoices: invoices.map(toSummary),
    };
  },

  async 'invoice.vatTitles'(ctx) {
    const w = paging(ctx.query.pageNum, ctx.query.pageSize);
    const params = [memberOf(ctx), ctx.query.titleType ?? null];
    const rows = await ctx.db.query<TitleRow>(
      'select * from vat_titles where member_id = $1 and ($2::text is null or title_type = $2) order by is_default desc, created_at, title_id limit $3 offset $4',
      [...params, w.limit, w.offset],
    );
    const total = (
      await ctx.db.query<{ n: number }>('select count(*) as n from vat_titles where member_id = $1 and ($2::text is null or title_type = $2)', params)
    )[0]!.n;
    return pageOf(rows.map(toTitle), total, w);
  },

  async 'invoice.vatTitleDetail'(ctx) {
    return toTitle(await loadTitle(ctx.db, memberOf(ctx), ctx.query.titleId));
  },

  async 'invoice.vatTitleSave'(ctx) {
    const { body } = ctx;
    const memberId = memberOf(ctx);
    const title = requiredText(body.title, invoiceVatTitleSaveFields.title.maxLength, '发票抬头');
    if (body.titleType === 'company' && body.taxNumber === undefined) throw badRequest('企业抬头须填写税号');
    const fields = [
      body.titleType,
      title,
      body.taxNumber ?? null,
      optionalText(body.bank, invoiceVatTitleSaveFields.bank.maxLength, '开户银行'),
      body.bankAccount ?? null,
      optionalText(body.address, invoiceVatTitleSaveFields.address.maxLength, '注册地址'),
      optionalText(body.phone, invoiceVatTitleSaveFields.phone.maxLength, '注册电话'),
    ];
    return ctx.db.transaction(async (tx) => {
      let titleId: string;
      if (body.titleId !== undefined) {
        titleId = (await loadTitle(tx, memberId, body.titleId)).title_id;
        await tx.query(
          'update vat_titles set title_type = $3, title = $4, tax_number = $5, bank = $6, bank_account = $7, address = $8, phone = $9 where title_id = $1 and member_id = $2',
          [titleId, memberId, ...fields],
        );
      } else {
        const count = (await tx.query<{ n: number }>('select count(*) as n from vat_titles where member_id = $1', [memberId]))[0]!.n;
        if (count >= MAX_VAT_TITLES) throw conflict(`最多保存${MAX_VAT_TITLES}个发票抬头`, 'TOO_MANY_TITLES');
        titleId = newId('vt');
        await tx.query(
          'insert into vat_titles (title_id, member_id, title_type, title, tax_number, bank, bank_account, address, phone) values ($1, $2, $3, $4, $5, $6, $7, $8, $9)',
          [titleId, memberId, ...fields],
        );
        if (count === 0) await makeDefaultTitle(tx, memberId, titleId);
      }
      if (body.isDefault === true) await makeDefaultTitle(tx, memberId, titleId);
      return { titleId };
    });
  },

  async 'invoice.vatTitleDelete'(ctx) {
    const memberId = memberOf(ctx);
    return ctx.db.transaction(async (tx) => {
      const title = await loadTitle(tx, memberId, ctx.body.titleId);
      await tx.query('delete from vat_titles where title_id = $1 and member_id = $2', [title.title_id, memberId]);
      // Checkout preselects the default title: the oldest remaining one takes over from a deleted default.
      if (title.is_default) {
        const next = await tx.query<{ title_id: string }>('select title_id from vat_titles where member_id = $1 order by created_at, title_id limit 1', [
          memberId,
        ]);
        if (next[0] !== undefined) await makeDefaultTitle(tx, memberId, next[0].title_id);
      }
      return null;
    });
  },

  async 'invoice.addItems'(ctx) {
    const w = paging(ctx.query.pageNum, ctx.query.pageSize);
    const { rows, total } = await addItems(ctx.db, memberOf(ctx), ctx.query.kind, w);
    return pageOf(
      rows.map((r) => ({
        bizId: r.biz_id,
        bizNo: r.biz_no,
        issuerId: r.issuer_id,
        issuerName: r.issuer_name,
        description: r.description ?? '',
        completedAt: datetime(r.completed_at),
        amount: money(r.amount),
        invoiceableAmount: money(r.invoiceable),
      })),
      total,
      w,
    );
  },

  async 'invoice.add'(ctx) {
    const { body, db } = ctx;
    const memberId = memberOf(ctx);
    return db.transaction((tx) =>
      idempotent(tx, memberId, 'invoice.add', body.idempotencyKey, body, async () => {
        const ids = [...new Set(body.bizIds)];
        const { rows } = await addItems(tx, memberId, body.kind, null, ids);
        if (ids.length === 0) throw SELECTION_REFUSALS.empty();
        // Another member's item, one already invoiced or of another kind is not among the rows.
        if (rows.length !== ids.length) throw notFound('可开票业务');
        return { invoiceIds: [await createInvoice(tx, memberId, body.kind, rows, body)] };
      }),
    );
  },
};
