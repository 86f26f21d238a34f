import { buyUnitAttributeNo } from '@gen/constants.gen';
import type { components } from '@gen/openapi.gen';
import type { Queryable } from '../db';
import { catalogueRead } from '../cache';
import {
  GOODS_SELECT,
  cachedGoods,
  loadAddonTree,
  loadGoods,
  loadUnits,
  loadVariety,
  runningPromotions,
  toGoods,
  toGoodsUnit,
  type GoodsRow,
  type VarietyRow,
} from '../catalogue';
import { badRequest, notFound, unauthorized } from '../errors';
import { compact, decimal, money, optDatetime } from '../lib/format';
import { newId } from '../lib/ids';
import { loadOwnContract } from '../pricing/order';
import { pageOf, paging, optionalText, type PageWindow } from './shared';
import type { AreaHandlers } from './types';

type S = components['schemas'];
type Sort = 'default' | 'sales' | 'priceAsc' | 'priceDesc' | 'newest';

const ORDER_BY: Record<Sort, string> = {
  default: 'g.sort, g.goods_id',
  sales: 'g.sales desc, g.goods_id',
  priceAsc: 'v.price asc, g.goods_id',
  priceDesc: 'v.price desc, g.goods_id',
  newest: 'g.created_at desc, g.goods_id',
};

/** On-sale goods matching the filters, one page. The keyword matches name, tags, shop name and variety names (e.g. C30). */
async function searchGoods(
  db: Queryable,
  filter: { keyword?: string | undefined; categoryId?: string | undefined; shopId?: string | undefined; sort?: Sort | undefined },
  window: PageWindow,
): Promise<S['GoodsPage']> {
  const keyword = optionalText(filter.keyword, 100, '关键词');
  // The same for every buyer: one page per filter and window in the catalogue cache.
  const key = `search:${JSON.stringify([keyword, filter.categoryId ?? null, filter.shopId ?? null, filter.sort ?? 'default', window.limit, window.offset])}`;
  return catalogueRead(db, key, () => searchPage(db, keyword, filter, window));
}

async function searchPage(
  db: Queryable,
  keyword: string | null,
  filter: { categoryId?: string | undefined; shopId?: string | undefined; sort?: Sort | undefined },
  window: PageWindow,
): Promise<S['GoodsPage']> {
  const where = `where g.on_sale
      and ($1::text is null or position(lower($1) in lower(g.goods_name || ' ' || array_to_string(g.tags, ' ') || ' ' || s.shop_name || ' '
          || coalesce((select string_agg(v2.variety_name, ' ') from goods_varieties v2 where v2.goods_id = g.goods_id), ''))) > 0)
      and ($2::text is null or g.category_id = $2 or g.category_id in (select category_id from categories where parent_id = $2))
      and ($3::text is null or g.shop_id = $3)`;
  const params = [keyword, filter.categoryId ?? null, filter.shopId ?? null];
  const rows = await db.query<GoodsRow>(`${GOODS_SELECT} ${where} order by ${ORDER_BY[filter.sort ?? 'default']} limit $4 offset $5`, [
    ...params,
    window.limit,
    window.offset,
  ]);
  const total = await db.query<{ n: number }>(`select count(*) as n from goods g join shops s on s.shop_id = g.shop_id ${where}`, params);
  return pageOf(rows.map(toGoods), total[0]!.n, window);
}

/** The category tree (two levels, as stored). */
async function categoryTree(db: Queryable): Promise<S['Category'][]> {
  const rows = await db.query<{ category_id: string; parent_id: string | null; category_name: string; icon: string | null }>(
    'select category_id, parent_id, category_name, icon from categories order by sort, category_id',
  );
  const node = (r: (typeof rows)[number]): S['Category'] => {
    const children = rows.filter((c) => c.parent_id === r.category_id).map(node);
    return compact({
      categoryId: r.category_id,
      categoryName: r.category_name,
      parentId: r.parent_id,
      icon: r.icon,
      children: children.length > 0 ? children : null,
    });
  };
  return rows.filter((r) => r.parent_id === null).map(node);
}

/** The home page's banners in their order. */
async function bannerList(db: Queryable): Promise<S['Banner'][]> {
  const rows = await db.query<{ banner_id: string; image_url: string; title: string | null; link_url: string | null; sort: number }>(
    'select * from banners order by sort',
  );
  return rows.map((b) => compact({ bannerId: b.banner_id, imageUrl: b.image_url, title: b.title, linkUrl: b.link_url, sort: b.sort }));
}

/** The rebar option lists (shapes of option1Type; 4 is the closed stirrup of the §5 formula). */
const REBAR_OPTIONS: S['RebarOptions'] = {
  shapes: [
    { option1Type: 1, name: '直条' },
    { option1Type: 2, name: '弯钩' },
    { option1Type: 3, name: 'L形' },
    { option1Type: 4, name: '箍筋（闭合）' },
  ],
  option2Values: ['10', '20', '50', '100', '200'],
  option3Values: ['1.5', '3', '6', '9', '12'],
  option4Values: ['0.2', '0.3', '0.4', '0.5'],
};

/** Great-circle distance in km, one decimal. */
function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const a = Math.sin(rad(lat2 - lat1) / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(rad(lng2 - lng1) / 2) ** 2;
  return Math.round(6371 * 2 * Math.asin(Math.min(1, Math.sqrt(a))) * 10) / 10;
}

/** The contract goods of a goods under the member's contract (404 for another member's contract). */
async function contractOffer(db: Queryable, memberId: string, contractId: string, goodsId: string) {
  await loadOwnContract(db, memberId, contractId);
  const rows = await db.query<{ contract_goods_id: string; variety_id: string; unit_price: string; surplus_amount: string }>(
    `select contract_goods_id, variety_id, unit_price, surplus_amount from contract_goods where contract_id = $1 and goods_id = $2 order by contract_goods_id limit 1`,
    [contractId, goodsId],
  );
  const offer = rows[0];
  if (offer === undefined) throw notFound('合同商品');
  return offer;
}

export const goodsHandlers: AreaHandlers<'goods'> = {
  async 'goods.search'({ db, query }) {
    return searchGoods(db, query, paging(query.pageNum, query.pageSize));
  },

  async 'goods.detail'({ db, query, session }) {
    // The goods and its promotions are the same for every buyer (catalogue cache); the favourite flag
    // and the browse record are the buyer's own, read and written in one statement.
    const goods = await cachedGoods(db, query.goodsId);
    const promotions = await runningPromotions(db, goods.goods_id);
    let favourite: boolean | undefined;
    let contract: Partial<Pick<S['GoodsDetail'], 'contractId' | 'contractGoodsId' | 'contractPrice' | 'surplusGoodsAmount'>> = {};
    if (session !== null) {
      const rows = await db.query<{ favourite: boolean }>(
        `with browse as (
           insert into browse_records (record_id, member_id, goods_id) values ($1, $2, $3)
           on conflict (member_id, goods_id) do update set browse_time = now()
         )
         select exists (select 1 from collections where member_id = $2 and goods_id = $3) as favourite`,
        [newId('br'), session.memberId, goods.goods_id],
      );
      favourite = rows[0]!.favourite;
    }
    if (query.contractId !== undefined) {
      if (session === null) throw unauthorized('请登录后查看合同商品');
      const offer = await contractOffer(db, session.memberId, query.contractId, goods.goods_id);
      contract = {
        contractId: query.contractId,
        contractGoodsId: offer.contract_goods_id,
        contractPrice: money(offer.unit_price),
        surplusGoodsAmount: decimal(offer.surplus_amount),
      };
    }
    return compact({
      ...toGoods(goods),
      description: goods.description,
      deliveryWays: goods.delivery_ways as S['GoodsDetail']['deliveryWays'],
      transportTypes: goods.transport_types as S['GoodsDetail']['transportTypes'],
      promotions: promotions.map((p) => compact({ promotionId: p.promotion_id, title: p.title, description: p.description, endTime: optDatetime(p.end_time) })),
      hasQualityReport: goods.has_quality_report,
      favourite,
      ...contract,
    });
  },

  async 'goods.shopDetail'({ db, query }) {
    const rows = await db.query<{
      shop_id: string;
      shop_name: string;
      logo: string | null;
      seller_id: string;
      seller_name: string;
      is_platform: boolean;
      address: string | null;
      phone: string | null;
      description: string | null;
      latitude: number | null;
      longitude: number | null;
      goods_count: number;
      sales: number | null;
    }>(
      `select s.*, se.seller_name, se.is_platform,
              (select count(*) from goods g where g.shop_id = s.shop_id and g.on_sale) as goods_count,
              (select sum(g.sales)::int from goods g where g.shop_id = s.shop_id) as sales
         from shops s join sellers se on se.seller_id = s.seller_id where s.shop_id = $1`,
      [query.shopId],
    );
    const s = rows[0];
    if (s === undefined) throw notFound('店铺');
    return compact({
      shopId: s.shop_id,
      shopName: s.shop_name,
      logo: s.logo,
      sellerId: s.seller_id,
      sellerName: s.seller_name,
      isPlatform: s.is_platform,
      address: s.address,
      phone: s.phone,
      description: s.description,
      goodsCount: s.goods_count,
      sales: s.sales ?? 0,
      latitude: s.latitude,
      longitude: s.longitude,
    });
  },

  async 'goods.shopGoods'({ db, query }) {
    if ((await db.query('select 1 from shops where shop_id = $1', [query.shopId])).length === 0) throw notFound('店铺');
    return searchGoods(db, query, paging(query.pageNum, query.pageSize));
  },

  async 'goods.categories'({ db }) {
    return catalogueRead(db, 'categories', () => categoryTree(db));
  },

  async 'goods.banners'({ db }) {
    return catalogueRead(db, 'banners', () => bannerList(db));
  },

  async 'goods.homeGoods'({ db, query }) {
    return searchGoods(db, { categoryId: query.categoryId, sort: 'sales' }, paging(query.pageNum, query.pageSize));
  },

  async 'goods.hotWords'({ db }) {
    return catalogueRead(db, 'hotWords', async () => (await db.query<{ word: string }>('select word from hot_words order by sort')).map((r) => r.word));
  },
  async 'goods.buyConditions'({ db, query, session }) {
    const goods = await loadGoods(db, query.goodsId);
    let preset: string[] | null = null;
    if (query.contractId !== undefined) {
      if (session === null) throw unauthorized('请登录后查看合同商品');
      const offer = await contractOffer(db, session.memberId, query.contractId, goods.goods_id);
      preset = (await db.query<{ attr_values: string[] }>('select attr_values from goods_varieties where variety_id = $1', [offer.variety_id]))[0]!.attr_values;
    }
    const attributes = await db.query<{ attribute_no: string; attribute_name: string }>(
      'select attribute_no, attribute_name from goods_attributes where goods_id = $1 order by sort, attribute_no',
      [goods.goods_id],
    );
    const values = await db.query<{ attribute_no: string; value_no: string; value: string; default_selected: boolean }>(
      'select attribute_no, value_no, value, default_selected from goods_attribute_values where goods_id = $1 order by sort, value_no',
      [goods.goods_id],
    );
    return attributes.map((a) => ({
      attributeName: a.attribute_name,
      attributeNo: a.attribute_no,
      attributeValueDTOs: values
        .filter((v) => v.attribute_no === a.attribute_no)
        .map((v) => ({
          attributeValueNo: v.value_no,
          attributeValue: v.value,
          selected: preset !== null && a.attribute_no !== buyUnitAttributeNo ? preset.includes(v.value_no) : v.default_selected,
        })),
    }));
  },

  async 'goods.matchVariety'({ db, body, session }) {
    const goods = await loadGoods(db, body.goodsId);
    const known = await db.query<{ attribute_no: string; value_no: string }>('select attribute_no, value_no from goods_attribute_values where goods_id = $1', [
      goods.goods_id,
    ]);
    const chosen = new Set(body.attributeValueNos);
    for (const no of chosen) if (!known.some((k) => k.value_no === no)) throw badRequest(`购买条件「${no}」不属于该商品`);
    // The buy unit (0004) picks the unit, not the variety; a variety matches when all its values are chosen.
    const varieties = await db.query<VarietyRow & { sort: number }>('select * from goods_varieties where goods_id = $1 order by sort, variety_id', [
      goods.goods_id,
    ]);
    const candidates = varieties.filter((v) => v.attr_values.every((no) => chosen.has(no)));
    const best = candidates.sort((a, b) => b.attr_values.length - a.attr_values.length)[0];
    if (best === undefined) throw notFound('符合所选条件的规格');
    let price = best.price;
    let contractGoodsId: string | null = null;
    if (body.contractId !== undefined) {
      if (session === null) throw unauthorized('请登录后查看合同商品');
      await loadOwnContract(db, session.memberId, body.contractId);
      const offer = await db.query<{ contract_goods_id: string; unit_price: string }>(
        'select contract_goods_id, unit_price from contract_goods where contract_id = $1 and goods_id = $2 and variety_id = $3 order by contract_goods_id limit 1',
        [body.contractId, goods.goods_id, best.variety_id],
      );
      if (offer[0] === undefined) throw badRequest('所选规格不在该合同内');
      price = offer[0].unit_price;
      contractGoodsId = offer[0].contract_goods_id;
    }
    return compact({
      goodsId: goods.goods_id,
      varietyId: best.variety_id,
      varietyName: best.variety_name,
      resourceId: best.resource_id,
      varietyPrice: money(price),
      stock: decimal(best.stock),
      images: best.images.length > 0 ? best.images : null,
      contractGoodsId,
    });
  },

  async 'goods.units'({ db, query }) {
    const goods = await loadGoods(db, query.goodsId);
    if (query.varietyId !== undefined) await loadVariety(db, goods.goods_id, query.varietyId);
    return (await loadUnits(db, goods.goods_id)).map(toGoodsUnit);
  },

  async 'goods.addons'({ db, query }) {
    const goods = await loadGoods(db, query.goodsId);
    if (query.varietyId !== undefined) await loadVariety(db, goods.goods_id, query.varietyId);
    return loadAddonTree(db, goods.goods_id);
  },

  async 'goods.rebarPrice'({ db, query }) {
    const goods = await loadGoods(db, query.goodsId);
    if (!goods.is_rebar) throw badRequest('该商品不是钢筋商品');
    const variety = await loadVariety(db, goods.goods_id, query.varietyId);
    return { goodsId: goods.goods_id, varietyId: variety.variety_id, rebarPrice: money(variety.rebar_price ?? '0') };
  },

  async 'goods.rebarOptions'({ db, query }) {
    const goods = await loadGoods(db, query.goodsId);
    if (!goods.is_rebar) throw badRequest('该商品不是钢筋商品');
    return REBAR_OPTIONS;
  },

  async 'goods.stores'({ db, query }) {
    if ((await db.query('select 1 from sellers where seller_id = $1', [query.sellerId])).length === 0) throw notFound('卖家');
    const rows = await db.query<{
      store_id: string;
      store_name: string;
      address: string;
      latitude: number;
      longitude: number;
      phone: string;
      business_hours: string | null;
    }>('select * from stores where seller_id = $1 order by sort, store_id', [query.sellerId]);
    const { latitude, longitude } = query;
    const here = latitude !== undefined && longitude !== undefined && Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180 ? { latitude, longitude } : null;
    const stores = rows.map((r) =>
      compact({
        storeId: r.store_id,
        storeName: r.store_name,
        address: r.address,
        latitude: r.latitude,
        longitude: r.longitude,
        phone: r.phone,
        businessHours: r.business_hours,
        distance: here === null ? null : distanceKm(here.latitude, here.longitude, r.latitude, r.longitude),
      }),
    );
    return here === null ? stores : stores.sort((a, b) => (a.distance ?? 0) - (b.distance ?? 0));
  },
};
