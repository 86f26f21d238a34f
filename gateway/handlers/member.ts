import { menuButtons, orderStatuses } from '@gen/constants.gen';
import type { Queryable } from '../db';
import { notFound } from '../errors';
import { compact, datetime, money } from '../lib/format';
import { newId } from '../lib/ids';
import { loadMember, requireButton, toMemberInformation } from '../members';
import { loadOwnContract } from '../pricing/order';
import { checkDateRange, optionalText, ownMemberId, ownUpload, pageOf, paging } from './shared';
import { memberOf, type AreaHandlers } from './types';

interface ListedGoodsRow {
  id: string;
  goods_id: string;
  goods_name: string;
  images: string[];
  price: string;
  unit: string;
  shop_name: string;
  on_sale: boolean;
  at: Date;
  total: number;
}

/** A member's list of goods: browsing history or collected goods (table, id and time columns). */
interface GoodsListSource {
  readonly table: 'browse_records' | 'collections';
  readonly id: string;
  readonly at: string;
}
const BROWSED: GoodsListSource = { table: 'browse_records', id: 'record_id', at: 'browse_time' };
const COLLECTED: GoodsListSource = { table: 'collections', id: 'collect_id', at: 'collect_time' };

/** One page of a member's goods list, newest first, with the goods as they are now (price, on sale). */
async function listedGoods(db: Queryable, source: GoodsListSource, query: { memberId: string; pageNum: number; pageSize: number }) {
  const w = paging(query.pageNum, query.pageSize);
  const rows = await db.query<ListedGoodsRow>(
    `select x.${source.id} as id, g.goods_id, g.goods_name, g.images, v.price, g.unit, s.shop_name, g.on_sale, x.${source.at} as at, count(*) over () as total
       from ${source.table} x join goods g on g.goods_id = x.goods_id join shops s on s.shop_id = g.shop_id
       join goods_varieties v on v.variety_id = g.default_variety_id
      where x.member_id = $1 order by x.${source.at} desc, x.${source.id} limit $2 offset $3`,
    [query.memberId, w.limit, w.offset],
  );
  const total = rows[0]?.total ?? (await db.query<{ n: number }>(`select count(*) as n from ${source.table} where member_id = $1`, [query.memberId]))[0]!.n;
  return { rows, total, w };
}

/** The goods fields of a listed goods (BrowseRecord and CollectedGoods share them). */
const listedGoodsFields = (r: ListedGoodsRow) => ({
  goodsId: r.goods_id,
  goodsName: r.goods_name,
  imageUrl: r.images[0],
  price: money(r.price),
  unit: r.unit,
  shopName: r.shop_name,
  effective: r.on_sale,
});

/** A collected shop as member.findShops reads it. */
interface CollectedShopRow {
  collect_id: string;
  shop_id: string;
  shop_name: string;
  logo: string | null;
  address: string | null;
  seller_name: string;
  is_platform: boolean;
  collect_time: Date;
  goods_count: number;
  total: number;
}

/** Order filters shared by countOrders and statisticOrderStatus: the member's orders, not deleted, in a date range. */
function orderFilter(memberId: string, startDate?: string, endDate?: string): { where: string; params: unknown[] } {
  checkDateRange(startDate, endDate);
  return {
    where: `member_id = $1 and not deleted and ($2::date is null or created_at::date >= $2::date) and ($3::date is null or created_at::date <= $3::date)`,
    params: [memberId, startDate ?? null, endDate ?? null],
  };
}

export const memberHandlers: AreaHandlers<'member'> = {
  async 'member.status'(ctx) {
    ownMemberId(memberOf(ctx), ctx.query.memberId);
    const m = await loadMember(ctx.db, ctx.query.memberId);
    return {
      memberId: m.member_id,
      status: m.status,
      enterpriseStatus: m.enterprise_status,
      quickOrderOpen: m.quick_order_open,
      canSwitchApp: m.roles.length > 1,
    };
  },

  async 'member.type'(ctx) {
    ownMemberId(memberOf(ctx), ctx.query.memberId);
    const m = await loadMember(ctx.db, ctx.query.memberId);
    return { memberId: m.member_id, memberType: m.member_type, roles: m.roles };
  },

  async 'member.findInformation'(ctx) {
    ownMemberId(memberOf(ctx), ctx.query.memberId);
    return toMemberInformation(await loadMember(ctx.db, ctx.query.memberId));
  },

  async 'member.browseRecords'(ctx) {
    ownMemberId(memberOf(ctx), ctx.query.memberId);
    const { rows, total, w } = await listedGoods(ctx.db, BROWSED, ctx.query);
    return pageOf(
      rows.map((r) => compact({ recordId: r.id, ...listedGoodsFields(r), browseTime: datetime(r.at) })),
      total,
      w,
    );
  },

  async 'member.removeByIds'(ctx) {
    // Ids of other members' records match nothing: they are neither removed nor reported.
    await ctx.db.query('delete from browse_records where member_id = $1 and record_id = any($2::text[])', [memberOf(ctx), ctx.body.ids]);
    return null;
  },

  async 'member.removeByGoodsIds'(ctx) {
    ownMemberId(memberOf(ctx), ctx.body.memberId);
    await ctx.db.query('delete from collections where member_id = $1 and goods_id = any($2::text[])', [ctx.body.memberId, ctx.body.goodsIds]);
    return null;
  },

  async 'member.storeCollect'(ctx) {
    const memberId = memberOf(ctx);
    ownMemberId(memberId, ctx.body.memberId);
    const goods = await ctx.db.query('select 1 from goods where goods_id = $1', [ctx.body.goodsId]);
    if (goods.length === 0) throw notFound('商品');
    if (ctx.body.contractId !== undefined) await loadOwnContract(ctx.db, memberId, ctx.body.contractId);
    const rows = await ctx.db.query<{ collect_id: string }>(
      `insert into collections (collect_id, member_id, goods_id, contract_id) values ($1, $2, $3, $4)
       on conflict (member_id, goods_id) do update set contract_id = excluded.contract_id returning collect_id`,
      [newId('col'), memberId, ctx.body.goodsId, ctx.body.contractId ?? null],
    );
    return { collectId: rows[0]!.collect_id };
  },

  async 'member.findGoods'(ctx) {
    ownMemberId(memberOf(ctx), ctx.query.memberId);
    const { rows, total, w } = await listedGoods(ctx.db, COLLECTED, ctx.query);
    return pageOf(
      rows.map((r) => compact({ collectId: r.id, ...listedGoodsFields(r), collectTime: datetime(r.at) })),
      total,
      w,
    );
  },

  async 'member.collectShop'(ctx) {
    const memberId = memberOf(ctx);
    ownMemberId(memberId, ctx.body.memberId);
    const shop = await ctx.db.query('select 1 from shops where shop_id = $1', [ctx.body.shopId]);
    if (shop.length === 0) throw notFound('店铺');
    // Collecting a shop kept already answers its collection again (a second tap changes nothing).
    const rows = await ctx.db.query<{ collect_id: string }>(
      `insert into shop_collections (collect_id, member_id, shop_id) values ($1, $2, $3)
       on conflict (member_id, shop_id) do update set shop_id = excluded.shop_id returning collect_id`,
      [newId('cs'), memberId, ctx.body.shopId],
    );
    return { collectId: rows[0]!.collect_id };
  },

  async 'member.findShops'(ctx) {
    const { query } = ctx;
    ownMemberId(memberOf(ctx), query.memberId);
    const w = paging(query.pageNum, query.pageSize);
    const rows = await ctx.db.query<CollectedShopRow>(
      `select c.collect_id, s.shop_id, s.shop_name, s.logo, s.address, e.seller_name, e.is_platform, c.collect_time,
              (select count(*) from goods g where g.shop_id = s.shop_id and g.on_sale) as goods_count, count(*) over () as total
         from shop_collections c join shops s on s.shop_id = c.shop_id join sellers e on e.seller_id = s.seller_id
        where c.member_id = $1 and ($2::text is null or c.shop_id = $2)
        order by c.collect_time desc, c.collect_id limit $3 offset $4`,
      [query.memberId, query.shopId ?? null, w.limit, w.offset],
    );
    const total =
      rows[0]?.total ??
      (
        await ctx.db.query<{ n: number }>('select count(*) as n from shop_collections where member_id = $1 and ($2::text is null or shop_id = $2)', [
          query.memberId,
          query.shopId ?? null,
        ])
      )[0]!.n;
    return pageOf(
      rows.map((r) =>
        compact({
          collectId: r.collect_id,
          shopId: r.shop_id,
          shopName: r.shop_name,
          logo: r.logo,
          sellerName: r.seller_name,
          isPlatform: r.is_platform,
          address: r.address,
          goodsCount: r.goods_count,
          collectTime: datetime(r.collect_time),
        }),
      ),
      total,
      w,
    );
  },

  async 'member.removeByShopIds'(ctx) {
    ownMemberId(memberOf(ctx), ctx.body.memberId);
    await ctx.db.query('delete from shop_collections where member_id = $1 and shop_id = any($2::text[])', [ctx.body.memberId, ctx.body.shopIds]);
    return null;
  },

  async 'member.fullPath'({ db, query }) {
    const rows = await db.query<{ category_id: string; category_name: string; depth: number }>(
      `with recursive up as (
         select category_id, parent_id, category_name, 0 as depth from categories where category_id = $1
         union all
         select c.category_id, c.parent_id, c.category_name, up.depth + 1 from categories c join up on c.category_id = up.parent_id where up.depth < 20
       ) select category_id, category_name, depth from up order by depth desc`,
      [query.categoryId],
    );
    if (rows.length === 0) throw notFound('分类');
    const nodes = rows.map((r, index) => ({ id: r.category_id, name: r.category_name, level: index + 1 }));
    return { nodes, fullName: nodes.map((n) => n.name).join(' / ') };
  },

  async 'member.quickOrder'(ctx) {
    ownMemberId(memberOf(ctx), ctx.body.memberId);
    await requireButton(ctx.db, ctx.body.memberId, menuButtons.quickOrder, '快捷下单');
    const rows = await ctx.db.query<{ quick_order_open: boolean }>('update members set quick_order_open = $2 where member_id = $1 returning quick_order_open', [
      ctx.body.memberId,
      ctx.body.open,
    ]);
    return { quickOrderOpen: rows[0]!.quick_order_open };
  },

  async 'member.countOrders'(ctx) {
    const { body } = ctx;
    ownMemberId(memberOf(ctx), body.memberId);
    const filter = orderFilter(body.memberId, body.startDate, body.endDate);
    const rows = await ctx.db.query<{ n: number }>(
      `select count(*) as n from orders where ${filter.where}
         and ($4::text[] is null or status = any($4::text[])) and ($5::text is null or order_type = $5) and ($6::text is null or transport_type = $6)`,
      [...filter.params, body.orderStatus ?? null, body.orderType ?? null, body.transportType ?? null],
    );
    return { count: rows[0]!.n };
  },

  async 'member.statisticOrderStatus'(ctx) {
    const { body } = ctx;
    ownMemberId(memberOf(ctx), body.memberId);
    const filter = orderFilter(body.memberId, body.startDate, body.endDate);
    const rows = await ctx.db.query<{ status: string; n: number }>(
      `select status, count(*) as n from orders where ${filter.where} group by status`,
      filter.params,
    );
    const counts = new Map(rows.map((r) => [r.status, r.n]));
    const statusCounts = orderStatuses.map((s) => ({ status: s.code, statusName: s.label['zh-CN'], count: counts.get(s.code) ?? 0 }));
    return { total: statusCounts.reduce((sum, s) => sum + s.count, 0), statusCounts };
  },

  async 'member.updateProfile'(ctx) {
    const { body } = ctx;
    const memberId = memberOf(ctx);
    const realName = optionalText(body.realName, 20, '姓名');
    const nickname = optionalText(body.nickname, 20, '昵称');
    // The buyer's own upload (upload.image), or the avatar they have already.
    const current = body.avatarUrl === undefined ? null : (await loadMember(ctx.db, memberId)).avatar_url;
    const avatarUrl = body.avatarUrl === undefined ? null : await ownUpload(ctx.db, memberId, body.avatarUrl, '头像', current);
    await ctx.db.query(
      `update members set real_name = case when $2 then $3 else real_name end, nickname = case when $4 then $5 else nickname end,
              sex = coalesce($6, sex), avatar_url = coalesce($7, avatar_url) where member_id = $1`,
      [memberId, body.realName !== undefined, realName, body.nickname !== undefined, nickname, body.sex ?? null, avatarUrl],
    );
    return toMemberInformation(await loadMember(ctx.db, memberId));
  },
};
