import type { components } from '@gen/openapi.gen';
import { evaluationAddFields } from '@gen/fields.gen';
import type { Queryable } from '../db';
import { badRequest, conflict, notFound } from '../errors';
import { compact, datetime, optDatetime } from '../lib/format';
import { newId } from '../lib/ids';
import { loadOwnOrder } from '../orders';
import { optionalText, ownUploads, pageOf, paging } from './shared';
import { publishUploads } from './upload';
import { memberOf, type AreaHandlers } from './types';

type S = components['schemas'];
type Category = S['Message']['category'];

interface EvaluationRow {
  evaluation_id: string;
  member_id: string;
  order_id: string;
  order_no: string;
  goods_id: string;
  goods_name: string;
  images: string[];
  shop_name: string;
  reviewer: string;
  goods_score: number;
  service_score: number | null;
  logistics_score: number | null;
  content: string | null;
  image_urls: string[];
  anonymous: boolean;
  create_time: Date;
  reply_content: string | null;
  reply_time: Date | null;
}

const EVALUATION_SELECT = `
  select e.*, o.order_no, g.goods_name, g.images, s.shop_name, coalesce(nullif(m.nickname, ''), m.account_name) as reviewer
    from evaluations e join orders o on o.order_id = e.order_id join goods g on g.goods_id = e.goods_id join shops s on s.shop_id = g.shop_id
    join members m on m.member_id = e.member_id`;

/** Most pictures of an evaluation (spec EvaluationInput imageUrls). */
const EVALUATION_IMAGES_MAX = evaluationAddFields.imageUrls.maxItems;

/** The reviewer as others see them: the first character, then asterisks. */
function maskedName(name: string): string {
  const [first = ''] = [...name];
  return `${first}**`;
}

/**
 * An evaluation as `viewer` may see it: the order it belongs to only for its own author (a goods'
 * review list is public and shows no other buyer's order), the reviewer's masked name unless anonymous.
 */
function toEvaluation(e: EvaluationRow, viewer: string): S['Evaluation'] {
  const own = e.member_id === viewer;
  return compact({
    evaluationId: e.evaluation_id,
    orderId: own ? e.order_id : null,
    orderNo: own ? e.order_no : null,
    buyerName: e.anonymous ? null : maskedName(e.reviewer),
    goodsId: e.goods_id,
    goodsName: e.goods_name,
    goodsImageUrl: e.images[0],
    shopName: e.shop_name,
    goodsScore: e.goods_score,
    serviceScore: e.service_score,
    logisticsScore: e.logistics_score,
    content: e.content,
    imageUrls: e.image_urls,
    anonymous: e.anonymous,
    createTime: datetime(e.create_time),
    replyContent: e.reply_content,
    replyTime: optDatetime(e.reply_time),
  });
}

interface PendingRow {
  order_id: string;
  order_no: string;
  seller_name: string;
  completed_at: Date | null;
  goods: S['PendingEvaluationGoods'][];
}

/**
 * The member's completed orders (not deleted) with goods they have not evaluated yet; `goods` lists each
 * such goods once, by its first line. $1 member, $2 an order id or null.
 */
const PENDING_SELECT = `
  select o.order_id, o.order_no, se.seller_name, o.completed_at, p.goods
    from orders o
    join sellers se on se.seller_id = o.seller_id
    cross join lateral (
      select jsonb_agg(jsonb_build_object('orderItemId', x.order_item_id, 'goodsId', x.goods_id, 'goodsName', x.goods_name,
                                          'varietyName', x.variety_name, 'image', x.image) order by x.sort, x.order_item_id) as goods
        from (select distinct on (oi.goods_id) oi.* from order_items oi
               where oi.order_id = o.order_id
                 and not exists (select 1 from evaluations e where e.member_id = o.member_id and e.order_id = o.order_id and e.goods_id = oi.goods_id)
               order by oi.goods_id, oi.sort, oi.order_item_id) x
    ) p
   where o.member_id = $1 and o.status = 'completed' and not o.deleted and p.goods is not null and ($2::text is null or o.order_id = $2)`;

/** Score fields: whole numbers 1 to 5. */
function score(value: number | undefined, label: string): number | null {
  if (value === undefined) return null;
  if (!Number.isInteger(value) || value < 1 || value > 5) throw badRequest(`${label}须为1至5分`);
  return value;
}

async function unreadCounts(db: Queryable, memberId: string): Promise<S['MessageUnreadCount']> {
  const rows = await db.query<{ category: Category; n: number }>(
    'select category, count(*) as n from messages where member_id = $1 and not read group by category',
    [memberId],
  );
  const of = (category: Category) => rows.find((r) => r.category === category)?.n ?? 0;
  const counts = { system: of('system'), order: of('order'), logistics: of('logistics'), finance: of('finance') };
  return { total: counts.system + counts.order + counts.logistics + counts.finance, ...counts };
}

interface ReportRow {
  report_id: string;
  report_no: string;
  goods_id: string | null;
  goods_name: string;
  order_id: string | null;
  order_no: string | null;
  batch_no: string | null;
  seller_name: string | null;
  test_organization: string | null;
  test_date: string;
  conclusion: S['QualityReport']['conclusion'];
  items: S['QualityReportItem'][];
  file_urls: string[];
}

// A report tied to an order is the buyer's; one without an order is the goods' and public.
const VISIBLE_REPORTS = `
  select q.*, o.order_no from quality_reports q left join orders o on o.order_id = q.order_id
   where (q.order_id is null or o.member_id = $1)`;

function toReport(q: ReportRow): S['QualityReport'] {
  return compact({
    reportId: q.report_id,
    reportNo: q.report_no,
    goodsId: q.goods_id,
    goodsName: q.goods_name,
    orderId: q.order_id,
    orderNo: q.order_no,
    batchNo: q.batch_no,
    sellerName: q.seller_name,
    testDate: q.test_date,
    conclusion: q.conclusion,
  });
}

/** A row of the messages table. */
interface MessageRow {
  message_id: string;
  category: Category;
  title: string;
  content: string;
  read: boolean;
  link_type: S['Message']['linkType'] | null;
  link_id: string | null;
  create_time: Date;
}

const toMessage = (m: MessageRow): S['Message'] =>
  compact({
    messageId: m.message_id,
    category: m.category,
    title: m.title,
    content: m.content,
    read: m.read,
    linkType: m.link_type,
    linkId: m.link_id,
    createTime: datetime(m.create_time),
  });

export const contentHandlers: AreaHandlers<'evaluation' | 'message' | 'article' | 'quality'> = {
  async 'evaluation.list'(ctx) {
    const w = paging(ctx.body.pageNum, ctx.body.pageSize);
    const memberId = memberOf(ctx);
    // A goods' evaluations are public (shown on the goods page); without goodsId, the member's own.
    const where = ctx.body.goodsId === undefined ? 'where e.member_id = $1' : 'where e.goods_id = $1';
    const key = ctx.body.goodsId ?? memberId;
    const rows = await ctx.db.query<EvaluationRow>(`${EVALUATION_SELECT} ${where} order by e.create_time desc, e.evaluation_id limit $2 offset $3`, [
      key,
      w.limit,
      w.offset,
    ]);
    const total = (await ctx.db.query<{ n: number }>(`select count(*) as n from evaluations e ${where}`, [key]))[0]!.n;
    return pageOf(
      rows.map((row) => toEvaluation(row, memberId)),
      total,
      w,
    );
  },

  async 'evaluation.pending'(ctx) {
    const memberId = memberOf(ctx);
    const { body, db } = ctx;
    // Another member's order is as unknown as a missing one.
    if (body.orderId !== undefined) await loadOwnOrder(db, memberId, body.orderId);
    const w = paging(body.pageNum, body.pageSize);
    const params = [memberId, body.orderId ?? null];
    const rows = await db.query<PendingRow>(`${PENDING_SELECT} order by o.completed_at desc nulls last, o.order_id limit $3 offset $4`, [
      ...params,
      w.limit,
      w.offset,
    ]);
    const total = (await db.query<{ n: number }>(`select count(*) as n from (${PENDING_SELECT}) x`, params))[0]!.n;
    const list = rows.map((r) =>
      compact({ orderId: r.order_id, orderNo: r.order_no, sellerName: r.seller_name, completedAt: optDatetime(r.completed_at), goods: r.goods }),
    );
    return pageOf(list, total, w);
  },

  async 'evaluation.add'(ctx) {
    const { body, db } = ctx;
    const memberId = memberOf(ctx);
    // The validator has refused more than nine already; a hand-made request is refused here too.
    if ((body.imageUrls ?? []).length > EVALUATION_IMAGES_MAX) throw badRequest(`评价图片最多${EVALUATION_IMAGES_MAX}张`);
    const fields = [
      score(body.goodsScore, '商品评分'),
      score(body.serviceScore, '服务评分'),
      score(body.logisticsScore, '物流评分'),
      optionalText(body.content, evaluationAddFields.content.maxLength, '评价内容'),
    ];
    return db.transaction(async (tx) => {
      // The order's row stays locked until the evaluation is in: two submissions at once make one evaluation.
      const order = await loadOwnOrder(tx, memberId, body.orderId, true);
      if (order.status !== 'completed') throw conflict('订单完成后才能评价', 'ORDER_STATE');
      // The buyer's own uploads only (upload.image): what other buyers see on the goods page passed its type check.
      const imageUrls = await ownUploads(tx, memberId, body.imageUrls ?? [], EVALUATION_IMAGES_MAX, '评价图片');
      const items = await tx.query<{ order_item_id: string; goods_id: string }>(
        'select order_item_id, goods_id from order_items where order_id = $1 order by sort, order_item_id',
        [order.order_id],
      );
      const item = items.find((i) => i.goods_id === body.goodsId && (body.orderItemId === undefined || i.order_item_id === body.orderItemId));
      if (item === undefined) throw notFound('订单商品');
      const done = await tx.query('select 1 from evaluations where member_id = $1 and order_id = $2 and goods_id = $3', [
        memberId,
        order.order_id,
        body.goodsId,
      ]);
      if (done.length > 0) throw conflict('该订单已评价过这件商品，不能重复评价', 'ALREADY_EVALUATED');
      const evaluationId = newId('ev');
      await tx.query(
        `insert into evaluations (evaluation_id, member_id, order_id, order_item_id, goods_id, goods_score, service_score, logistics_score, content, image_urls, anonymous)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, $11)`,
        [evaluationId, memberId, order.order_id, item.order_item_id, body.goodsId, ...fields, JSON.stringify(imageUrls), body.anonymous ?? false],
      );
      // A review's photos are shown with it to everyone on the goods page: published, they are no longer the buyer's alone.
      await publishUploads(tx, memberId, imageUrls);
      return toEvaluation((await tx.query<EvaluationRow>(`${EVALUATION_SELECT} where e.evaluation_id = $1`, [evaluationId]))[0]!, memberId);
    });
  },

  async 'evaluation.detail'(ctx) {
    const memberId = memberOf(ctx);
    // The detail page is the author's (from their own list); another member's evaluation is as unknown as a missing one.
    const rows = await ctx.db.query<EvaluationRow>(`${EVALUATION_SELECT} where e.evaluation_id = $1 and e.member_id = $2`, [ctx.query.evaluationId, memberId]);
    if (rows[0] === undefined) throw notFound('评价');
    return toEvaluation(rows[0], memberId);
  },

  async 'message.list'(ctx) {
    const w = paging(ctx.body.pageNum, ctx.body.pageSize);
    const where = 'where member_id = $1 and ($2::text is null or category = $2) and ($3::boolean is null or read = $3)';
    const params = [memberOf(ctx), ctx.body.category ?? null, ctx.body.read ?? null];
    const rows = await ctx.db.query<MessageRow>(`select * from messages ${where} order by create_time desc, message_id limit $4 offset $5`, [
      ...params,
      w.limit,
      w.offset,
    ]);
    const total = (await ctx.db.query<{ n: number }>(`select count(*) as n from messages ${where}`, params))[0]!.n;
    return pageOf(rows.map(toMessage), total, w);
  },

  async 'message.get'(ctx) {
    // Another member's message is as unknown as a missing one.
    const rows = await ctx.db.query<MessageRow>('select * from messages where message_id = $1 and member_id = $2', [ctx.query.messageId, memberOf(ctx)]);
    if (rows[0] === undefined) throw notFound('消息');
    return toMessage(rows[0]);
  },

  async 'message.markRead'(ctx) {
    const memberId = memberOf(ctx);
    const { body } = ctx;
    if (body.all === true) {
      await ctx.db.query('update messages set read = true where member_id = $1 and ($2::text is null or category = $2)', [memberId, body.category ?? null]);
    } else {
      if (body.messageIds === undefined || body.messageIds.length === 0) throw badRequest('请选择要标记的消息');
      await ctx.db.query('update messages set read = true where member_id = $1 and message_id = any($2::text[])', [memberId, body.messageIds]);
    }
    return unreadCounts(ctx.db, memberId);
  },

  async 'message.unreadCount'(ctx) {
    return unreadCounts(ctx.db, memberOf(ctx));
  },

  async 'article.get'({ db, query }) {
    if (query.articleId === undefined && query.articleType === undefined) throw badRequest('请指定 articleId 或 articleType');
    const rows = await db.query<{ article_id: string; article_type: string; title: string; content: string; version: string | null; update_time: Date }>(
      'select * from articles where ($1::text is null or article_id = $1) and ($2::text is null or article_type = $2) order by update_time desc limit 1',
      [query.articleId ?? null, query.articleType ?? null],
    );
    const a = rows[0];
    if (a === undefined) throw notFound('文章');
    return compact({
      articleId: a.article_id,
      articleType: a.article_type,
      title: a.title,
      content: a.content,
      version: a.version,
      updateTime: datetime(a.update_time),
    });
  },

  async 'quality.list'(ctx) {
    const memberId = memberOf(ctx);
    const { body } = ctx;
    if (body.orderId !== undefined) await loadOwnOrder(ctx.db, memberId, body.orderId);
    const w = paging(body.pageNum, body.pageSize);
    // An order's reports: those of its own batches, and the general reports of the goods it bought.
    const sql = `${VISIBLE_REPORTS}
      and ($2::text is null or q.order_id = $2 or (q.order_id is null and q.goods_id in (select goods_id from order_items where order_id = $2)))
      and ($3::text is null or q.goods_id = $3)`;
    const params = [memberId, body.orderId ?? null, body.goodsId ?? null];
    const rows = await ctx.db.query<ReportRow>(`${sql} order by q.test_date desc, q.report_id limit $4 offset $5`, [...params, w.limit, w.offset]);
    const total = (await ctx.db.query<{ n: number }>(`select count(*) as n from (${sql}) x`, params))[0]!.n;
    return pageOf(rows.map(toReport), total, w);
  },

  async 'quality.show'(ctx) {
    const rows = await ctx.db.query<ReportRow>(`${VISIBLE_REPORTS} and q.report_id = $2`, [memberOf(ctx), ctx.query.reportId]);
    const q = rows[0];
    if (q === undefined) throw notFound('质检报告');
    return compact({ ...toReport(q), testOrganization: q.test_organization, items: q.items.map((i) => compact(i)), fileUrls: q.file_urls });
  },
};
