import type { components } from '@gen/openapi.gen';
import {
  buyerCartCount,
  buyerCartTotal,
  isAllBuyerChecked,
  normalizeBuyerCart,
  contractCartTotal,
  contractLineCount,
  isAllContractChecked,
  normalizeContractCart,
  rebarAmount,
  compareDecimal,
  baseQuantity,
  unitPriceOf,
  normalizeDecimal,
  sumExact,
  unitMaxQuantity,
} from '@/domain';
import { catalogueRead } from '../cache';
import {
  cachedAddonTree,
  cachedGoods,
  cachedVarietyByResource,
  loadAddonTree,
  loadGoods,
  loadUnit,
  loadUnits,
  loadVarietyByResource,
  selectAddons,
  unitSteps,
  type UnitRow,
} from '../catalogue';
import type { Db, Queryable } from '../db';
import { badRequest, conflict, notFound } from '../errors';
import { compact, decimal, money } from '../lib/format';
import { newId } from '../lib/ids';
import { CONTRACT_EFFECTIVE_SQL, checkQuantity, checkRebarEntries, loadOwnContract } from '../pricing/order';
import { idempotent } from './order';
import { memberOf, type AreaHandlers } from './types';

type S = components['schemas'];

/** The most lines one cart holds. */
export const MAX_CART_LINES = 100;

interface CartRow {
  cart_resource_id: string;
  goods_id: string;
  goods_name: string;
  images: string[];
  has_addons: boolean;
  is_rebar: boolean;
  on_sale: boolean;
  seller_id: string;
  seller_name: string;
  is_platform: boolean;
  variety_id: string;
  resource_id: string;
  variety_name: string;
  price: string;
  stock: string;
  rebar_price: string | null;
  unit_name: string;
  goods_unit: string;
  convert_rate: string;
  min_order_count: string;
  min_change_count: string;
  max_order_count: string | null;
  quantity: string;
  checked: boolean;
  addon_ids: string[];
  select_infos: S['CartSelectInfo'][];
  rebar_entries: S['RebarEntry'][] | null;
}

/** CART_SELECT over `source` as `l`: the table, or a CTE of the lines an update returned. */
const cartSelectFrom = (source: string) => `
  select l.cart_resource_id, g.goods_id, g.goods_name, g.images, g.has_addons, g.is_rebar, g.on_sale, g.unit as goods_unit,
         se.seller_id, se.seller_name, se.is_platform,
         v.variety_id, v.resource_id, v.variety_name, v.price, v.stock, v.rebar_price,
         l.unit_name, u.convert_rate, u.min_order_count, u.min_change_count, u.max_order_count,
         l.quantity, l.checked, l.addon_ids, l.select_infos, l.rebar_entries
    from ${source} l
    join goods g on g.goods_id = l.goods_id
    join shops s on s.shop_id = g.shop_id
    join sellers se on se.seller_id = s.seller_id
    join goods_varieties v on v.variety_id = l.variety_id
    join goods_units u on u.goods_id = l.goods_id and u.unit_name = l.unit_name`;

const CART_SELECT = cartSelectFrom('cart_lines');

/** How often cart.add reads a line again when another request changed its quantity between the read and the write. */
const MAX_MERGE_ATTEMPTS = 20;

/** Keeps the stored add-on ids the tree still has, one per group, so an edited catalogue cannot break a cart. */
function knownAddonIds(tree: readonly S['AddonItem'][], ids: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const id of ids) {
    const group = tree.find((g) => (g.children ?? []).some((c) => c.additemId === id));
    if (group === undefined || seen.has(group.additemId)) continue;
    seen.add(group.additemId);
    out.push(id);
  }
  return out;
}

/** A cart row priced with the domain rules: unit price of the chosen unit, add-on unit price, rebar amount. */
async function toCartLine(db: Queryable, row: CartRow, trees: Map<string, S['AddonItem'][]>): Promise<S['CartLine']> {
  let tree = trees.get(row.goods_id);
  if (tree === undefined) {
    tree = row.has_addons ? await cachedAddonTree(db, row.goods_id) : [];
    trees.set(row.goods_id, tree);
  }
  const selection = selectAddons(tree, knownAddonIds(tree, row.addon_ids));
  const base = baseQuantity(row.quantity, row.convert_rate);
  const entries = row.rebar_entries ?? [];
  return compact({
    cartResourceId: row.cart_resource_id,
    goodsId: row.goods_id,
    goodsName: row.goods_name,
    resourceId: row.resource_id,
    varietyId: row.variety_id,
    varietyName: row.variety_name,
    image: row.images[0] ?? '',
    unitPrice: unitPriceOf(row.price, row.convert_rate),
    quantity: decimal(row.quantity),
    unit: row.unit_name,
    purchaseUnit: row.unit_name,
    convertRate: decimal(row.convert_rate),
    minOrderCount: decimal(row.min_order_count),
    minChangeCount: decimal(row.min_change_count),
    maxBuyNum: unitMaxQuantity(unitSteps(row)),
    isPlatform: row.is_platform,
    isRebar: row.is_rebar,
    effective: row.on_sale && compareDecimal(base, row.stock) <= 0,
    checked: row.checked,
    cartAdditems: selection.chosen,
    addUnitPrice: selection.addUnitPrice,
    selectInfos: row.select_infos,
    rebarEntries: row.is_rebar ? entries : null,
    rebarAmount: row.is_rebar && row.rebar_price !== null ? rebarAmount(entries, row.rebar_price) : '0.00',
  });
}

/** The member's cart lines priced, newest first. */
async function cartLines(db: Queryable, memberId: string): Promise<{ line: S['CartLine']; sellerId: string; sellerName: string }[]> {
  const rows = await db.query<CartRow>(`${CART_SELECT} where l.member_id = $1 order by l.created_at desc, l.cart_resource_id`, [memberId]);
  const trees = new Map<string, S['AddonItem'][]>();
  const out = [];
  for (const row of rows) out.push({ line: await toCartLine(db, row, trees), sellerId: row.seller_id, sellerName: row.seller_name });
  return out;
}

/** The whole cart grouped by seller, with the domain's flags and totals. */
async function buildCart(db: Queryable, memberId: string): Promise<S['CartList']> {
  const groups: S['CartGroup'][] = [];
  for (const { line, sellerId, sellerName } of await cartLines(db, memberId)) {
    let group = groups.find((g) => g.sellerId === sellerId);
    if (group === undefined) {
      group = { sellerId, sellerName, effective: false, checked: false, children: [] };
      groups.push(group);
    }
    group.children.push(line);
    group.effective ||= line.effective;
  }
  const normalized = normalizeBuyerCart(groups);
  return { groups: normalized, allChecked: isAllBuyerChecked(normalized), cartNum: buyerCartCount(normalized), checkedAmount: buyerCartTotal(normalized) };
}

/** One priced line of the member's cart, or 404 (also for another member's line). */
async function ownLine(db: Queryable, memberId: string, cartResourceId: string): Promise<S['CartLine']> {
  const rows = await db.query<CartRow>(`${CART_SELECT} where l.member_id = $1 and l.cart_resource_id = $2`, [memberId, cartResourceId]);
  const row = rows[0];
  if (row === undefined) throw notFound('购物车商品');
  return toCartLine(db, row, new Map());
}

async function cartCount(db: Queryable, memberId: string): Promise<number> {
  return (await db.query<{ n: number }>('select count(*) as n from cart_lines where member_id = $1', [memberId]))[0]!.n;
}

/** Checks that every id is one of the member's rows of `table`; 404 otherwise, before anything changes. */
async function requireOwnIds(
  db: Queryable,
  table: 'cart_lines' | 'contract_cart_lines',
  column: string,
  memberId: string,
  ids: readonly string[],
  what: string,
) {
  const unique = [...new Set(ids)];
  const rows = await db.query<{ n: number }>(`select count(*) as n from ${table} where member_id = $1 and ${column} = any($2::text[])`, [memberId, unique]);
  if (rows[0]!.n !== unique.length) throw notFound(what);
}

/** Resolves chosen buy conditions against the goods' attributes (names filled in); unknown values are refused. */
async function resolveSelectInfos(db: Queryable, goodsId: string, choices: readonly S['CartSelectChoice'][]): Promise<S['CartSelectInfo'][]> {
  if (choices.length === 0) return [];
  const rows = await catalogueRead(db, `attributes:${goodsId}`, () =>
    db.query<{ attribute_no: string; attribute_name: string; value_no: string; value: string }>(
      `select a.attribute_no, a.attribute_name, v.value_no, v.value from goods_attributes a
         join goods_attribute_values v on v.goods_id = a.goods_id and v.attribute_no = a.attribute_no where a.goods_id = $1`,
      [goodsId],
    ),
  );
  return choices.map((choice) => {
    const row = rows.find((r) => r.attribute_no === choice.attributeNo && r.value_no === choice.attributeValueNo);
    if (row === undefined) throw badRequest(`购买条件「${choice.attributeNo}/${choice.attributeValueNo}」不属于该商品`);
    return { attributeNo: row.attribute_no, attributeName: row.attribute_name, attributeValueNo: row.value_no, attributeValue: row.value };
  });
}

// Contract cart ---------------------------------------------------------------------------------------

interface ContractCartRow {
  line_id: string;
  contract_goods_id: string;
  contract_id: string;
  contract_no: string;
  seller_id: string;
  seller_name: string;
  effective: boolean;
  goods_id: string;
  goods_name: string;
  images: string[];
  has_addons: boolean;
  unit: string;
  is_platform: boolean;
  resource_id: string;
  variety_name: string;
  unit_price: string;
  surplus_amount: string;
  quantity: string;
  checked: boolean;
  addon_ids: string[];
}

const CONTRACT_CART_SELECT = `
  select l.line_id, cg.contract_goods_id, c.contract_id, c.contract_no, c.seller_id, se.seller_name, ${CONTRACT_EFFECTIVE_SQL} as effective,
         g.goods_id, g.goods_name, g.images, g.has_addons, g.unit, se.is_platform, v.resource_id, v.variety_name, cg.unit_price, cg.surplus_amount,
         l.quantity, l.checked, l.addon_ids
    from contract_cart_lines l
    join contract_goods cg on cg.contract_goods_id = l.contract_goods_id
    join contracts c on c.contract_id = cg.contract_id
    join sellers se on se.seller_id = c.seller_id
    join goods g on g.goods_id = cg.goods_id
    join goods_varieties v on v.variety_id = cg.variety_id`;

/**
 * The unit contract cart quantities are in: the goods' pricing unit (`goods.unit`, convertRate 1), so that
 * a quantity compares directly with the contract's surplus; the default unit when the goods has no row
 * for it.
 */
async function contractUnit(db: Queryable, goodsId: string, pricingUnit: string, goodsName: string): Promise<UnitRow> {
  const units = await loadUnits(db, goodsId);
  const unit = units.find((u) => u.unit_name === pricingUnit) ?? units.find((u) => u.is_default) ?? units[0];
  if (unit === undefined) throw badRequest(`${goodsName}没有可用的购买单位`);
  return unit;
}

async function toContractLine(db: Queryable, row: ContractCartRow): Promise<S['ContractCartLine']> {
  const tree = row.has_addons ? await loadAddonTree(db, row.goods_id, row.contract_id) : [];
  const selection = selectAddons(tree, knownAddonIds(tree, row.addon_ids));
  const quantity = decimal(row.quantity);
  const steps = unitSteps(await contractUnit(db, row.goods_id, row.unit, row.goods_name));
  return compact({
    contractGoodsId: row.contract_goods_id,
    goodsId: row.goods_id,
    goodsName: row.goods_name,
    resourceId: row.resource_id,
    varietyName: row.variety_name,
    image: row.images[0],
    unit: row.unit,
    purchaseUnit: row.unit,
    convertRate: '1',
    minOrderCount: steps.minOrderCount,
    minChangeCount: steps.minChangeCount,
    isPlatform: row.is_platform,
    // An expired contract's lines cannot be ordered, so they never count as checked.
    checked: row.checked && row.effective,
    quantity,
    unitPrice: money(row.unit_price),
    money: '0.00',
    surplusGoodsAmount: decimal(row.surplus_amount),
    cansaleNumShow: '0',
    cartAdditems: selection.chosen,
    addUnitPrice: selection.addUnitPrice,
    chooseNum: selection.chosen.length,
    hasAddons: tree.length > 0,
  });
}

/** The contract cart grouped by contract, amounts and totals from the domain. */
async function buildContractCart(db: Queryable, memberId: string): Promise<S['ContractCartList']> {
  const rows = await db.query<ContractCartRow>(`${CONTRACT_CART_SELECT} where l.member_id = $1 order by l.created_at desc, l.line_id`, [memberId]);
  const groups: S['ContractCartGroup'][] = [];
  for (const row of rows) {
    let group = groups.find((g) => g.contractId === row.contract_id);
    if (group === undefined) {
      group = {
        contractId: row.contract_id,
        contractNo: row.contract_no,
        sellerId: row.seller_id,
        sellerName: row.seller_name,
        effective: row.effective,
        checked: false,
        children: [],
      };
      groups.push(group);
    }
    group.children.push(await toContractLine(db, row));
  }
  // cansaleNumShow by the domain's one rule (surplus − quantity, never below 0), as the app shows it.
  const normalized = normalizeContractCart(groups);
  return { groups: normalized, total: contractCartTotal(normalized), contractNum: contractLineCount(normalized), allChecked: isAllContractChecked(normalized) };
}

async function contractCount(db: Queryable, memberId: string): Promise<number> {
  return (await db.query<{ n: number }>('select count(*) as n from contract_cart_lines where member_id = $1', [memberId]))[0]!.n;
}

/** A contract goods line quantity: on the grid of the goods' pricing unit and within the surplus. */
async function checkContractQuantity(
  db: Queryable,
  goodsId: string,
  pricingUnit: string,
  quantity: string,
  surplus: string,
  goodsName: string,
): Promise<string> {
  const unit = await contractUnit(db, goodsId, pricingUnit, goodsName);
  const normalized = checkQuantity(quantity, unit, goodsName);
  if (compareDecimal(normalized, surplus) > 0) throw badRequest(`${goodsName}超出合同剩余量${normalizeDecimal(surplus)}`);
  return normalized;
}

/** Adds a line, or adds to the same line's quantity (cart.add). */
async function addLine(db: Queryable, memberId: string, body: S['CartAddBody']): Promise<S['CartAddResult']> {
  // The goods, variety, unit, add-on tree and buy conditions are the catalogue's (cache); only the
  // buyer's lines are read and written here, with no lock of their own (a keyed add runs in its key's
  // transaction): a merge writes only if the line still holds the quantity it read (else it reads again),
  // so two adds at once both count.
  const goods = await cachedGoods(db, body.goodsId);
  if (!goods.on_sale) throw badRequest(`${goods.goods_name}已下架`);
  const variety = await cachedVarietyByResource(db, body.resourceId, goods.goods_id);
  const unit: UnitRow = await loadUnit(db, goods.goods_id, body.unit, true);
  const quantity = checkQuantity(body.quantity, unit, goods.goods_name);
  const tree = goods.has_addons ? await cachedAddonTree(db, goods.goods_id) : [];
  const addonIds = selectAddons(
    tree,
    body.addons.map((a) => a.additemId),
  )
    .chosen.map((a) => a.additemId)
    .sort();
  const selectInfos = JSON.stringify(await resolveSelectInfos(db, goods.goods_id, body.selectInfos));
  const rebarEntries = checkRebarEntries(body.rebarEntries, goods);
  for (let attempt = 0; attempt < MAX_MERGE_ATTEMPTS; attempt += 1) {
    // The same resource, unit and add-ons (and no rebar list) is one line: adding again adds quantity.
    const same =
      rebarEntries === null
        ? (
            await db.query<{ cart_resource_id: string; quantity: string; addon_ids: string[] }>(
              `select cart_resource_id, quantity, addon_ids from cart_lines
                  where member_id = $1 and variety_id = $2 and unit_name = $3 and rebar_entries is null`,
              [memberId, variety.variety_id, unit.unit_name],
            )
          ).find((r) => [...r.addon_ids].sort().join(',') === addonIds.join(','))
        : undefined;
    if (same !== undefined) {
      const merged = checkQuantity(sumExact([same.quantity, quantity]), unit, goods.goods_name);
      const updated = await db.query<{ n: number }>(
        `update cart_lines set quantity = $3, checked = true, select_infos = $4::jsonb
            where cart_resource_id = $1 and member_id = $2 and quantity = $5
           returning (select count(*) from cart_lines where member_id = $2) as n`,
        [same.cart_resource_id, memberId, merged, selectInfos, same.quantity],
      );
      if (updated[0] === undefined) continue;
      return { cartResourceId: same.cart_resource_id, cartNum: updated[0].n };
    }
    const cartResourceId = newId('cart');
    const inserted = await db.query<{ n: number }>(
      `insert into cart_lines (cart_resource_id, member_id, goods_id, variety_id, unit_name, quantity, addon_ids, select_infos, rebar_entries)
         select $1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9::jsonb where (select count(*) from cart_lines where member_id = $2) < $10
         returning (select count(*) from cart_lines where member_id = $2) + 1 as n`,
      [
        cartResourceId,
        memberId,
        goods.goods_id,
        variety.variety_id,
        unit.unit_name,
        quantity,
        addonIds,
        selectInfos,
        rebarEntries === null ? null : JSON.stringify(rebarEntries),
        MAX_CART_LINES,
      ],
    );
    if (inserted[0] === undefined) throw badRequest(`购物车最多${MAX_CART_LINES}件商品，请先清理`);
    return { cartResourceId, cartNum: inserted[0].n };
  }
  throw conflict('数据已被修改，请刷新后重试');
}

/** Sets a line's quantity (and unit) and answers the line priced again (cart.updateQuantity). */
async function changeQuantity(db: Queryable, memberId: string, body: S['CartQuantityBody']): Promise<S['CartLine']> {
  const row = (await db.query<CartRow>(`${CART_SELECT} where l.member_id = $1 and l.cart_resource_id = $2`, [memberId, body.cartResourceId]))[0];
  if (row === undefined) throw notFound('购物车商品');
  const unit = await loadUnit(db, row.goods_id, body.unit ?? row.unit_name, true);
  const quantity = checkQuantity(body.quantity, unit, row.goods_name);
  // The update and the read of the changed line in one statement.
  const rows = await db.query<CartRow>(
    `with changed as (
         update cart_lines set quantity = $3, unit_name = $4 where member_id = $1 and cart_resource_id = $2 returning *
       ) ${cartSelectFrom('changed')}`,
    [memberId, row.cart_resource_id, quantity, unit.unit_name],
  );
  if (rows[0] === undefined) throw notFound('购物车商品');
  return toCartLine(db, rows[0], new Map());
}

/**
 * Runs a cart write once per idempotency key when the app sent one (a write queued offline, or sent again
 * after a lost answer, returns the first result); without a key, as before.
 */
function once<T>(db: Db, memberId: string, scope: string, body: { readonly idempotencyKey?: string }, write: (db: Queryable) => Promise<T>): Promise<T> {
  const { idempotencyKey, ...request } = body;
  if (idempotencyKey === undefined) return write(db);
  return db.transaction((tx) => idempotent(tx, memberId, scope, idempotencyKey, request, () => write(tx)));
}

export const cartHandlers: AreaHandlers<'cart'> = {
  async 'cart.list'(ctx) {
    return buildCart(ctx.db, memberOf(ctx));
  },

  async 'cart.count'(ctx) {
    return { cartNum: await cartCount(ctx.db, memberOf(ctx)) };
  },

  async 'cart.add'(ctx) {
    const memberId = memberOf(ctx);
    return once(ctx.db, memberId, 'cart.add', ctx.body, (db) => addLine(db, memberId, ctx.body));
  },

  async 'cart.updateQuantity'(ctx) {
    const memberId = memberOf(ctx);
    return once(ctx.db, memberId, 'cart.updateQuantity', ctx.body, (db) => changeQuantity(db, memberId, ctx.body));
  },

  async 'cart.updateAddons'(ctx) {
    const { body, db } = ctx;
    const memberId = memberOf(ctx);
    const line = await ownLine(db, memberId, body.cartResourceId);
    const goods = await loadGoods(db, line.goodsId);
    const tree = goods.has_addons ? await loadAddonTree(db, goods.goods_id) : [];
    const ids = selectAddons(
      tree,
      body.addons.map((a) => a.additemId),
    ).chosen.map((a) => a.additemId);
    await db.query('update cart_lines set addon_ids = $3 where member_id = $1 and cart_resource_id = $2', [memberId, line.cartResourceId, ids]);
    return ownLine(db, memberId, line.cartResourceId);
  },

  async 'cart.updateChecked'(ctx) {
    const { body, db } = ctx;
    const memberId = memberOf(ctx);
    if (body.scope === 'line') {
      if (body.cartResourceId === undefined) throw badRequest('请指定购物车商品');
      await ownLine(db, memberId, body.cartResourceId);
      await db.query('update cart_lines set checked = $3 where member_id = $1 and cart_resource_id = $2', [memberId, body.cartResourceId, body.checked]);
    } else if (body.scope === 'group') {
      if (body.sellerId === undefined) throw badRequest('请指定店铺');
      const updated = await db.query(
        `update cart_lines l set checked = $3 from goods g join shops s on s.shop_id = g.shop_id
          where l.goods_id = g.goods_id and l.member_id = $1 and s.seller_id = $2 returning l.cart_resource_id`,
        [memberId, body.sellerId, body.checked],
      );
      if (updated.length === 0) throw notFound('购物车店铺');
    } else {
      await db.query('update cart_lines set checked = $2 where member_id = $1', [memberId, body.checked]);
    }
    return null;
  },

  async 'cart.remove'(ctx) {
    const memberId = memberOf(ctx);
    const ids = ctx.body.cartResourceIds;
    return once(ctx.db, memberId, 'cart.remove', ctx.body, async (db) => {
      await requireOwnIds(db, 'cart_lines', 'cart_resource_id', memberId, ids, '购物车商品');
      await db.query('delete from cart_lines where member_id = $1 and cart_resource_id = any($2::text[])', [memberId, ids]);
      return { cartNum: await cartCount(db, memberId) };
    });
  },

  async 'cart.removeInvalid'(ctx) {
    const memberId = memberOf(ctx);
    const invalid = (await cartLines(ctx.db, memberId)).filter((l) => !l.line.effective).map((l) => l.line.cartResourceId);
    await ctx.db.query('delete from cart_lines where member_id = $1 and cart_resource_id = any($2::text[])', [memberId, invalid]);
    return { cartNum: await cartCount(ctx.db, memberId) };
  },

  async 'cart.rebarEntries'(ctx) {
    const line = await ownLine(ctx.db, memberOf(ctx), ctx.query.cartResourceId);
    if (!line.isRebar) throw badRequest('该商品不是钢筋商品');
    const variety = await loadVarietyByResource(ctx.db, line.resourceId);
    return {
      cartResourceId: line.cartResourceId,
      rebarPrice: money(variety.rebar_price ?? '0'),
      entries: line.rebarEntries ?? [],
      rebarAmount: line.rebarAmount,
    };
  },

  async 'cart.saveRebarEntries'(ctx) {
    const { body, db } = ctx;
    const memberId = memberOf(ctx);
    const line = await ownLine(db, memberId, body.cartResourceId);
    const goods = await loadGoods(db, line.goodsId);
    const entries = checkRebarEntries(body.entries, goods) ?? [];
    if (!goods.is_rebar) throw badRequest('该商品不是钢筋商品');
    await db.query('update cart_lines set rebar_entries = $3::jsonb where member_id = $1 and cart_resource_id = $2', [
      memberId,
      line.cartResourceId,
      JSON.stringify(entries),
    ]);
    const saved = await ownLine(db, memberId, line.cartResourceId);
    const variety = await loadVarietyByResource(db, line.resourceId);
    return {
      cartResourceId: saved.cartResourceId,
      rebarPrice: money(variety.rebar_price ?? '0'),
      entries: saved.rebarEntries ?? [],
      rebarAmount: saved.rebarAmount,
    };
  },

  async 'cart.contractList'(ctx) {
    return buildContractCart(ctx.db, memberOf(ctx));
  },

  async 'cart.contractCount'(ctx) {
    return { contractNum: await contractCount(ctx.db, memberOf(ctx)) };
  },

  async 'cart.contractAdd'(ctx) {
    const { body, db } = ctx;
    const memberId = memberOf(ctx);
    const contract = await loadOwnContract(db, memberId, body.contractId);
    if (!contract.effective) throw badRequest(`合同${contract.contract_no}已失效，不能加入购物车`);
    const offer = (
      await db.query<{ contract_goods_id: string; goods_id: string; surplus_amount: string }>(
        'select contract_goods_id, goods_id, surplus_amount from contract_goods where contract_goods_id = $1 and contract_id = $2',
        [body.contractGoodsId, contract.contract_id],
      )
    )[0];
    if (offer === undefined || offer.goods_id !== body.goodsId) throw notFound('合同商品');
    const goods = await loadGoods(db, offer.goods_id);
    const tree = goods.has_addons ? await loadAddonTree(db, goods.goods_id, contract.contract_id) : [];
    const ids = selectAddons(
      tree,
      body.addons.map((a) => a.additemId),
    ).chosen.map((a) => a.additemId);
    return db.transaction(async (tx) => {
      const existing = (
        await tx.query<{ quantity: string }>('select quantity from contract_cart_lines where member_id = $1 and contract_goods_id = $2 for update', [
          memberId,
          offer.contract_goods_id,
        ])
      )[0];
      // Adding goods already in the contract cart adds to their quantity and keeps the line's add-ons (domain addContractLine).
      const total = existing === undefined ? body.quantity : sumExact([existing.quantity, body.quantity]);
      const quantity = await checkContractQuantity(tx, goods.goods_id, goods.unit, total, offer.surplus_amount, goods.goods_name);
      if (existing === undefined) {
        if ((await contractCount(tx, memberId)) >= MAX_CART_LINES) throw badRequest(`合同购物车最多${MAX_CART_LINES}件商品`);
        await tx.query('insert into contract_cart_lines (line_id, member_id, contract_goods_id, quantity, addon_ids) values ($1, $2, $3, $4, $5)', [
          newId('ccl'),
          memberId,
          offer.contract_goods_id,
          quantity,
          ids,
        ]);
      } else {
        await tx.query('update contract_cart_lines set quantity = $3 where member_id = $1 and contract_goods_id = $2', [
          memberId,
          offer.contract_goods_id,
          quantity,
        ]);
      }
      return { contractNum: await contractCount(tx, memberId) };
    });
  },

  async 'cart.contractUpdate'(ctx) {
    const { body, db } = ctx;
    const memberId = memberOf(ctx);
    const rows = await db.query<ContractCartRow>(`${CONTRACT_CART_SELECT} where l.member_id = $1 and l.contract_goods_id = $2`, [
      memberId,
      body.contractGoodsId,
    ]);
    const row = rows[0];
    if (row === undefined) throw notFound('合同购物车商品');
    const quantity =
      body.quantity === undefined ? row.quantity : await checkContractQuantity(db, row.goods_id, row.unit, body.quantity, row.surplus_amount, row.goods_name);
    let ids = row.addon_ids;
    if (body.addons !== undefined) {
      const tree = row.has_addons ? await loadAddonTree(db, row.goods_id, row.contract_id) : [];
      ids = selectAddons(
        tree,
        body.addons.map((a) => a.additemId),
      ).chosen.map((a) => a.additemId);
    }
    await db.query('update contract_cart_lines set quantity = $3, addon_ids = $4 where member_id = $1 and contract_goods_id = $2', [
      memberId,
      row.contract_goods_id,
      quantity,
      ids,
    ]);
    const cart = await buildContractCart(db, memberId);
    return cart.groups.flatMap((g) => g.children).find((l) => l.contractGoodsId === row.contract_goods_id)!;
  },

  async 'cart.contractUpdateChecked'(ctx) {
    const { body, db } = ctx;
    const memberId = memberOf(ctx);
    if (body.scope === 'line') {
      if (body.contractGoodsId === undefined) throw badRequest('请指定合同商品');
      const updated = await db.query('update contract_cart_lines set checked = $3 where member_id = $1 and contract_goods_id = $2 returning line_id', [
        memberId,
        body.contractGoodsId,
        body.checked,
      ]);
      if (updated.length === 0) throw notFound('合同购物车商品');
    } else if (body.scope === 'group') {
      if (body.contractId === undefined) throw badRequest('请指定合同');
      const updated = await db.query(
        `update contract_cart_lines l set checked = $3 from contract_goods cg
          where cg.contract_goods_id = l.contract_goods_id and l.member_id = $1 and cg.contract_id = $2 returning l.line_id`,
        [memberId, body.contractId, body.checked],
      );
      if (updated.length === 0) throw notFound('合同购物车分组');
    } else {
      await db.query('update contract_cart_lines set checked = $2 where member_id = $1', [memberId, body.checked]);
    }
    return (await buildContractCart(db, memberId)).total;
  },

  async 'cart.contractRemove'(ctx) {
    const memberId = memberOf(ctx);
    await requireOwnIds(ctx.db, 'contract_cart_lines', 'contract_goods_id', memberId, ctx.body.contractGoodsIds, '合同购物车商品');
    await ctx.db.query('delete from contract_cart_lines where member_id = $1 and contract_goods_id = any($2::text[])', [memberId, ctx.body.contractGoodsIds]);
    return { contractNum: await contractCount(ctx.db, memberId) };
  },

  async 'cart.contractAddons'(ctx) {
    const memberId = memberOf(ctx);
    await loadOwnContract(ctx.db, memberId, ctx.query.contractId);
    const offer = await ctx.db.query<{ has_addons: boolean }>(
      'select g.has_addons from contract_goods cg join goods g on g.goods_id = cg.goods_id where cg.contract_id = $1 and cg.goods_id = $2 limit 1',
      [ctx.query.contractId, ctx.query.goodsId],
    );
    if (offer[0] === undefined) throw notFound('合同商品');
    return offer[0].has_addons ? loadAddonTree(ctx.db, ctx.query.goodsId, ctx.query.contractId) : [];
  },
};
