import type { components } from '@gen/openapi.gen';
import {
  addonChoiceFromTree,
  addonTotal,
  chosenAddons,
  type AddonChoice,
  unitMaxQuantity,
  unitMinQuantity,
  type UnitSteps,
  divideDecimal,
  normalizeDecimal,
} from '@/domain';
import { catalogueRead } from './cache';
import type { Queryable } from './db';
import { badRequest, notFound } from './errors';
import { decimal, money } from './lib/format';

type S = components['schemas'];

/** A goods row joined with its shop, seller, default variety and default unit. */
export interface GoodsRow {
  goods_id: string;
  goods_name: string;
  description: string;
  images: string[];
  tags: string[];
  unit: string;
  category_id: string;
  has_addons: boolean;
  is_rebar: boolean;
  sales: number;
  on_sale: boolean;
  delivery_ways: string[];
  transport_types: string[];
  has_quality_report: boolean;
  carriage_rate: string;
  truckage_rate: string;
  shop_id: string;
  shop_name: string;
  seller_id: string;
  seller_name: string;
  is_platform: boolean;
  variety_id: string;
  variety_name: string;
  price: string;
  stock: string;
  purchase_unit: string;
  convert_rate: string;
  min_order_count: string;
  min_change_count: string;
  max_order_count: string | null;
}

/** The select list and joins of {@link GoodsRow}; append `where …`. */
export const GOODS_SELECT = `
  select g.goods_id, g.goods_name, g.description, g.images, g.tags, g.unit, g.category_id, g.has_addons, g.is_rebar,
         g.sales, g.on_sale, g.delivery_ways, g.transport_types, g.has_quality_report, g.carriage_rate, g.truckage_rate,
         s.shop_id, s.shop_name, se.seller_id, se.seller_name, se.is_platform,
         v.variety_id, v.variety_name, v.price, v.stock,
         u.unit_name as purchase_unit, u.convert_rate, u.min_order_count, u.min_change_count, u.max_order_count
    from goods g
    join shops s on s.shop_id = g.shop_id
    join sellers se on se.seller_id = s.seller_id
    join goods_varieties v on v.variety_id = g.default_variety_id
    join goods_units u on u.goods_id = g.goods_id and u.is_default`;

/** The domain's view of a unit row (counts in the pricing unit). */
export function unitSteps(row: Pick<GoodsRow, 'convert_rate' | 'min_order_count' | 'min_change_count' | 'max_order_count'>): UnitSteps {
  return {
    convertRate: normalizeDecimal(row.convert_rate),
    minOrderCount: normalizeDecimal(row.min_order_count),
    minChangeCount: normalizeDecimal(row.min_change_count),
    maxOrderCount: row.max_order_count === null ? null : normalizeDecimal(row.max_order_count),
  };
}

/** A goods row as the spec's Goods (quantities of the default purchase unit, via the domain's unit rules). */
export function toGoods(row: GoodsRow): S['Goods'] {
  const steps = unitSteps(row);
  return {
    goodsId: row.goods_id,
    goodsName: row.goods_name,
    varietyId: row.variety_id,
    varietyName: row.variety_name,
    varietyPrice: money(row.price),
    images: row.images,
    shopId: row.shop_id,
    shopName: row.shop_name,
    sellerId: row.seller_id,
    sellerName: row.seller_name,
    unit: row.unit,
    purchaseUnit: row.purchase_unit,
    convertRate: steps.convertRate,
    minOrderCount: unitMinQuantity(steps),
    minChangeCount: divideDecimal(steps.minChangeCount, steps.convertRate),
    maxBuyNum: unitMaxQuantity(steps),
    stock: decimal(row.stock),
    isPlatform: row.is_platform,
    tags: row.tags,
    categoryId: row.category_id,
    hasAddons: row.has_addons,
    isRebar: row.is_rebar,
    sales: row.sales,
  };
}

/** One goods (on sale or not), or 404. */
export async function loadGoods(db: Queryable, goodsId: string): Promise<GoodsRow> {
  const rows = await db.query<GoodsRow>(`${GOODS_SELECT} where g.goods_id = $1`, [goodsId]);
  const row = rows[0];
  if (row === undefined) throw notFound('商品');
  return row;
}

/** loadGoods through the catalogue cache (gateway/cache.ts): for reads whose answer is the same for every buyer. */
export function cachedGoods(db: Queryable, goodsId: string): Promise<GoodsRow> {
  return catalogueRead(db, `goods:${goodsId}`, () => loadGoods(db, goodsId));
}

/** A sellable variety (resource) with its goods. */
export interface VarietyRow {
  variety_id: string;
  goods_id: string;
  resource_id: string;
  variety_name: string;
  price: string;
  stock: string;
  rebar_price: string | null;
  attr_values: string[];
  images: string[];
}

/** The variety behind a resource id, checked to belong to the goods, or 404. */
export async function loadVarietyByResource(db: Queryable, resourceId: string, goodsId?: string): Promise<VarietyRow> {
  const rows = await db.query<VarietyRow>('select * from goods_varieties where resource_id = $1', [resourceId]);
  const row = rows[0];
  if (row === undefined || (goodsId !== undefined && row.goods_id !== goodsId)) throw notFound('商品规格');
  return row;
}

/** loadVarietyByResource through the catalogue cache. */
export async function cachedVarietyByResource(db: Queryable, resourceId: string, goodsId?: string): Promise<VarietyRow> {
  const row = await catalogueRead(
    db,
    `variety:${resourceId}`,
    async () => (await db.query<VarietyRow>('select * from goods_varieties where resource_id = $1', [resourceId]))[0] ?? null,
  );
  if (row === null || (goodsId !== undefined && row.goods_id !== goodsId)) throw notFound('商品规格');
  return row;
}

/** A variety by id (the goods' default when `varietyId` is absent), or 404. */
export async function loadVariety(db: Queryable, goodsId: string, varietyId?: string): Promise<VarietyRow> {
  const rows = await db.query<VarietyRow>(
    `select v.* from goods_varieties v join goods g on g.goods_id = v.goods_id
     where v.goods_id = $1 and v.variety_id = coalesce($2, g.default_variety_id)`,
    [goodsId, varietyId ?? null],
  );
  const row = rows[0];
  if (row === undefined) throw notFound('商品规格');
  return row;
}

/** A unit of a goods as stored. */
export interface UnitRow {
  unit_name: string;
  convert_rate: string;
  min_order_count: string;
  min_change_count: string;
  max_order_count: string | null;
  is_default: boolean;
}

/** The units of a goods, default first. */
export async function loadUnits(db: Queryable, goodsId: string): Promise<UnitRow[]> {
  return db.query<UnitRow>(
    `select unit_name, convert_rate, min_order_count, min_change_count, max_order_count, is_default
     from goods_units where goods_id = $1 order by is_default desc, sort`,
    [goodsId],
  );
}

/** loadUnits through the catalogue cache. */
export function cachedUnits(db: Queryable, goodsId: string): Promise<UnitRow[]> {
  return catalogueRead(db, `units:${goodsId}`, () => loadUnits(db, goodsId));
}

/** One unit of a goods by name; 400 when the goods is not sold in it. `cached` reads the units through the catalogue cache. */
export async function loadUnit(db: Queryable, goodsId: string, unitName: string, cached = false): Promise<UnitRow> {
  const unit = (await (cached ? cachedUnits(db, goodsId) : loadUnits(db, goodsId))).find((u) => u.unit_name === unitName);
  if (unit === undefined) throw badRequest(`该商品不支持单位「${unitName}」`);
  return unit;
}

/** A unit row as the spec's GoodsUnit (counts in the pricing unit, as the domain's snapQuantity reads them). */
export function toGoodsUnit(unit: UnitRow): S['GoodsUnit'] {
  const steps = unitSteps(unit);
  return {
    unitName: unit.unit_name,
    convertRate: steps.convertRate,
    minOrderCount: steps.minOrderCount,
    minChangeCount: steps.minChangeCount,
    ...(steps.maxOrderCount === null || steps.maxOrderCount === undefined ? {} : { maxOrderCount: steps.maxOrderCount }),
  };
}

/** The add-on tree of a goods: groups with their items, priced as agreed in `contractId` when given. */
export async function loadAddonTree(db: Queryable, goodsId: string, contractId?: string | null): Promise<S['AddonItem'][]> {
  const rows = await db.query<{
    additem_id: string;
    parent_id: string | null;
    additem_name: string;
    price: string;
    if_negotiate: boolean;
    group_type: S['AddonItem']['groupType'];
  }>(
    `select a.additem_id, a.parent_id, a.additem_name, coalesce(cp.price, a.price) as price, a.if_negotiate, a.group_type
       from goods_addons a
       left join contract_addon_prices cp on cp.additem_id = a.additem_id and cp.contract_id = $2
      where a.goods_id = $1 order by a.sort, a.additem_id`,
    [goodsId, contractId ?? null],
  );
  const groups = rows.filter((r) => r.parent_id === null);
  return groups.map((g) => ({
    additemId: g.additem_id,
    additemName: g.additem_name,
    additemPrice: money(g.price),
    ifNegotiate: g.if_negotiate,
    parentId: '',
    parentName: '',
    groupType: g.group_type,
    children: rows
      .filter((r) => r.parent_id === g.additem_id)
      .map((r) => ({
        additemId: r.additem_id,
        additemName: r.additem_name,
        additemPrice: money(r.price),
        ifNegotiate: r.if_negotiate,
        parentId: g.additem_id,
        parentName: g.additem_name,
        groupType: r.group_type,
      })),
  }));
}

/** The add-on tree at the goods' own prices (no contract) through the catalogue cache. */
export function cachedAddonTree(db: Queryable, goodsId: string): Promise<S['AddonItem'][]> {
  return catalogueRead(db, `addons:${goodsId}`, () => loadAddonTree(db, goodsId));
}

/** A goods' promotion as stored (running or ended: the reader filters by end time). */
export interface PromotionRow {
  promotion_id: string;
  title: string;
  description: string | null;
  end_time: Date | null;
}

/**
 * The goods' promotions that have not ended at `now`. The cache keeps them all and the end times are
 * compared at each read, so a promotion ending leaves the page when it ends, without a notice.
 */
export async function runningPromotions(db: Queryable, goodsId: string, now: number = Date.now()): Promise<PromotionRow[]> {
  const all = await catalogueRead(db, `promotions:${goodsId}`, () =>
    db.query<PromotionRow>('select promotion_id, title, description, end_time from goods_promotions where goods_id = $1 order by promotion_id', [goodsId]),
  );
  return all.filter((p) => p.end_time === null || p.end_time.getTime() > now);
}

/** Chosen add-ons after the domain's rules, their snapshot for a cart line or an order, and their unit price. */
export interface AddonSelection {
  readonly choice: AddonChoice;
  /** The checked items after normalisation (the chain may default a pumping method or drop a supporting item). */
  readonly chosen: S['CartAddon'][];
  /** addUnitPrice: the domain's addonTotal (pumping method excluded, negotiated items add nothing). */
  readonly addUnitPrice: string;
}

/**
 * Applies the add-on rules of the domain to a set of chosen ids: ids not in the tree are refused (400);
 * two ids of one group are refused too, since a group allows one checked child.
 */
export function selectAddons(tree: readonly S['AddonItem'][], ids: readonly string[]): AddonSelection {
  const wanted = new Set(ids);
  const known = new Map(tree.flatMap((g) => (g.children ?? []).map((c) => [c.additemId, g.additemId] as const)));
  const perGroup = new Set<string>();
  for (const id of wanted) {
    const group = known.get(id);
    if (group === undefined) throw badRequest(`附加服务「${id}」不属于该商品`);
    if (perGroup.has(group)) throw badRequest('同一附加服务分组只能选择一项');
    perGroup.add(group);
  }
  const choice = addonChoiceFromTree(tree.map((g) => ({ ...g, children: (g.children ?? []).map((c) => ({ ...c, checked: wanted.has(c.additemId) })) })));
  const chosen = chosenAddons(choice).map((item) => ({
    additemId: item.additemId,
    additemName: item.additemName,
    parentName: item.parentName,
    additemPrice: money(item.additemPrice ?? '0'),
  }));
  return { choice, chosen, addUnitPrice: addonTotal(choice) };
}
