import { maxFloor, rebar, type DeliveryWayCode } from '@gen/constants.gen';
import type { components } from '@gen/openapi.gen';
import {
  baseQuantity,
  buyerLineAmount,
  lineMoney,
  rebarAmount,
  compareDecimal,
  normalizeDecimal,
  subtractMoney,
  sumMoney,
  carriageOf,
  truckageOf,
  unitBounds,
  unitPriceOf,
  unitQuantityProblem,
  unitStep,
} from '@/domain';
import { loadAddonTree, loadGoods, loadUnit, loadVarietyByResource, selectAddons, unitSteps, type GoodsRow, type UnitRow, type VarietyRow } from '../catalogue';
import type { Queryable } from '../db';
import { badRequest, notFound } from '../errors';

type S = components['schemas'];

/** The most floors a delivery is carried up (spec/constants.yaml maxFloor: the delivery plan refuses more first). */
export const MAX_FLOOR = maxFloor;
/** The most rebar entries of one line (spec/constants.yaml rebar.maxEntries: the list page stops adding there). */
export const MAX_REBAR_ENTRIES = rebar.maxEntries;
/** The largest pieces count or length of a rebar entry (spec/constants.yaml rebar.maxOptionValue: the list page refuses more first). */
export const MAX_REBAR_OPTION = rebar.maxOptionValue;

/** A contract as far as ordering under it needs. */
export interface ContractRow {
  contract_id: string;
  contract_no: string;
  seller_id: string;
  buyer_id: string;
  status: string;
  end_date: string | null;
  effective: boolean;
}

/** A contract goods row. */
export interface ContractGoodsRow {
  contract_goods_id: string;
  contract_id: string;
  goods_id: string;
  variety_id: string;
  unit_price: string;
  surplus_amount: string;
}

/** SQL for "the contract can still be ordered against": signed or executing and not past its end date. */
export const CONTRACT_EFFECTIVE_SQL = `(c.status in ('signed', 'executing') and (c.end_date is null or c.end_date >= current_date))`;

/** The member's contract with its effective flag, or 404 (also for another member's contract). */
export async function loadOwnContract(db: Queryable, memberId: string, contractId: string): Promise<ContractRow> {
  const rows = await db.query<ContractRow>(
    `select c.contract_id, c.contract_no, c.seller_id, c.buyer_id, c.status, c.end_date, ${CONTRACT_EFFECTIVE_SQL} as effective
       from contracts c where c.contract_id = $1 and c.buyer_id = $2`,
    [contractId, memberId],
  );
  const row = rows[0];
  if (row === undefined) throw notFound('合同');
  return row;
}

/** One priced line of a draft, with everything the order needs to store it. */
export interface PricedItem {
  readonly draftItem: S['OrderDraftItem'];
  readonly goods: GoodsRow;
  readonly variety: VarietyRow;
  readonly unit: UnitRow;
  readonly contractGoods: ContractGoodsRow | null;
  readonly quantity: string;
  /** quantity × convertRate: the quantity in the goods' pricing unit (stock, surplus, freight). */
  readonly baseQuantity: string;
  readonly unitPrice: string;
  readonly goodsAmount: string;
  readonly addonAmount: string;
  readonly rebarAmount: string;
  readonly amount: string;
  readonly addUnitPrice: string;
  readonly addons: S['CartAddon'][];
  readonly rebarEntries: S['RebarEntry'][] | null;
  readonly rebarPrice: string | null;
}

/** A priced draft. */
export interface PricedDraft {
  readonly sellerId: string;
  readonly sellerName: string;
  readonly contract: ContractRow | null;
  readonly items: PricedItem[];
  readonly prices: S['OrderPrices'];
}

/**
 * Checks a quantity against a unit with the domain's rules: within 1 … the unit's maximum and on the
 * unit's grid (minimum order, then steps of the minimum change, divided by the conversion rate).
 */
export function checkQuantity(quantity: string, unit: UnitRow, what: string): string {
  const steps = unitSteps(unit);
  const { min, max } = unitBounds(steps);
  switch (unitQuantityProblem(quantity, steps)) {
    case 'invalid':
      throw badRequest(`${what}的数量无效`);
    case 'min':
      throw badRequest(`${what}的起订量为${min}${unit.unit_name}`);
    case 'max':
      throw badRequest(`${what}的数量不能超过${max}${unit.unit_name}`);
    case 'step':
      throw badRequest(`${what}的数量须从${min}${unit.unit_name}起，按${unitStep(steps)}${unit.unit_name}递增`);
    case null:
      return normalizeDecimal(quantity);
  }
}

/** Checks rebar entries: only for rebar goods, a bounded count, option values within range. */
export function checkRebarEntries(entries: readonly S['RebarEntry'][] | undefined, goods: GoodsRow): S['RebarEntry'][] | null {
  if (entries === undefined || entries.length === 0) return null;
  if (!goods.is_rebar) throw badRequest(`${goods.goods_name}不是钢筋商品，不能填写钢筋料单`);
  if (entries.length > MAX_REBAR_ENTRIES) throw badRequest(`钢筋料单最多${MAX_REBAR_ENTRIES}行`);
  for (const entry of entries) {
    for (const value of [entry.option2Value, entry.option3Value, entry.option4Value]) {
      if (compareDecimal(value, MAX_REBAR_OPTION) > 0) throw badRequest(`钢筋料单的数值不能超过${MAX_REBAR_OPTION}`);
    }
  }
  return entries.map((entry, listIndex) => ({ ...entry, listIndex }));
}

async function priceItem(db: Queryable, draft: S['OrderDraft'], draftItem: S['OrderDraftItem'], contract: ContractRow | null): Promise<PricedItem> {
  const goods = await loadGoods(db, draftItem.goodsId);
  const variety = await loadVarietyByResource(db, draftItem.resourceId, goods.goods_id);
  if (!goods.on_sale) throw badRequest(`${goods.goods_name}已下架`);
  if (!goods.delivery_ways.includes(draft.deliveryType)) throw badRequest(`${goods.goods_name}不支持所选的配送方式`);
  if (!goods.transport_types.includes(draft.transportType)) throw badRequest(`${goods.goods_name}不支持所选的运输类型`);
  const unit = await loadUnit(db, goods.goods_id, draftItem.unit);
  const quantity = checkQuantity(draftItem.quantity, unit, goods.goods_name);
  const base = baseQuantity(quantity, unit.convert_rate);
  if (compareDecimal(base, variety.stock) > 0) throw badRequest(`${goods.goods_name}库存不足`);

  let contractGoods: ContractGoodsRow | null = null;
  let basePrice = variety.price;
  if (contract !== null) {
    const rows = await db.query<ContractGoodsRow>(
      `select contract_goods_id, contract_id, goods_id, variety_id, unit_price, surplus_amount from contract_goods
        where contract_id = $1 and goods_id = $2 and variety_id = $3 and ($4::text is null or contract_goods_id = $4)`,
      [contract.contract_id, goods.goods_id, variety.variety_id, draftItem.contractGoodsId ?? null],
    );
    contractGoods = rows[0] ?? null;
    if (contractGoods === null) throw badRequest(`${goods.goods_name}（${variety.variety_name}）不在合同${contract.contract_no}内`);
    if (compareDecimal(base, contractGoods.surplus_amount) > 0) {
      throw badRequest(`${goods.goods_name}超出合同剩余量${normalizeDecimal(contractGoods.surplus_amount)}${goods.unit}`);
    }
    basePrice = contractGoods.unit_price;
  }

  const tree = goods.has_addons ? await loadAddonTree(db, goods.goods_id, contract?.contract_id) : [];
  const selection = selectAddons(
    tree,
    draftItem.addons.map((a) => a.additemId),
  );
  const rebarEntries = checkRebarEntries(draftItem.rebarEntries, goods);
  const rebarPrice = goods.is_rebar ? (variety.rebar_price ?? '0') : null;
  const unitPrice = unitPriceOf(basePrice, unit.convert_rate);
  const line = {
    quantity,
    unitPrice,
    addUnitPrice: selection.addUnitPrice,
    rebarAmount: rebarEntries === null || rebarPrice === null ? '0.00' : rebarAmount(rebarEntries, rebarPrice),
  };
  return {
    draftItem,
    goods,
    variety,
    unit,
    contractGoods,
    quantity,
    baseQuantity: base,
    unitPrice,
    goodsAmount: lineMoney(quantity, unitPrice),
    addonAmount: lineMoney(quantity, selection.addUnitPrice),
    rebarAmount: line.rebarAmount,
    // The cart's own line rule, so an order line and its cart line always agree.
    amount: buyerLineAmount({ cartResourceId: '', checked: true, effective: true, cartAdditems: [], selectInfos: [], ...line }),
    addUnitPrice: selection.addUnitPrice,
    addons: selection.chosen,
    rebarEntries,
    rebarPrice,
  };
}

/**
 * Prices an order draft with the shared domain modules: goods (quantity × unit price of the chosen
 * unit), add-ons (quantity × the add-on total without the pumping method), rebar (the §5 formula),
 * carriage and truckage (gateway/pricing/carriage.ts), no discount. Contract drafts use the contract's
 * prices and surplus. Every item must come from one seller.
 */
export async function priceDraft(db: Queryable, memberId: string, draft: S['OrderDraft']): Promise<PricedDraft> {
  if (draft.itemList.length === 0) throw badRequest('请选择要购买的商品');
  if (draft.itemList.length > 50) throw badRequest('一个订单最多50种商品');
  if (draft.floor > MAX_FLOOR) throw badRequest(`楼层不能超过${MAX_FLOOR}`);
  if (draft.contractId === '') throw badRequest('请选择合同');
  const contract = draft.contractId === '0' ? null : await loadOwnContract(db, memberId, draft.contractId);
  if (contract !== null && !contract.effective) throw badRequest(`合同${contract.contract_no}已失效，不能下单`);

  const items: PricedItem[] = [];
  for (const draftItem of draft.itemList) items.push(await priceItem(db, draft, draftItem, contract));
  const sellers = new Set(items.map((i) => i.goods.seller_id));
  if (sellers.size > 1) throw badRequest('一个订单只能包含同一卖家的商品');
  const first = items[0]!;
  if (contract !== null && contract.seller_id !== first.goods.seller_id) throw badRequest('商品不属于该合同的卖家');

  const deliveryType = draft.deliveryType as DeliveryWayCode;
  const freight = items.map((i) => ({ baseQuantity: i.baseQuantity, carriageRate: i.goods.carriage_rate, truckageRate: i.goods.truckage_rate }));
  const goodsAmount = sumMoney(items.map((i) => i.goodsAmount));
  const addonAmount = sumMoney(items.map((i) => i.addonAmount));
  const rebar = sumMoney(items.map((i) => i.rebarAmount));
  const carriage = carriageOf(deliveryType, freight);
  const truckage = truckageOf(deliveryType, draft.transferWay, draft.floor, freight);
  const discount = sumMoney([]);
  const totalAmount = subtractMoney(sumMoney([goodsAmount, addonAmount, rebar, carriage, truckage]), discount);
  return {
    sellerId: first.goods.seller_id,
    sellerName: first.goods.seller_name,
    contract,
    items,
    prices: {
      goodsAmount,
      addonAmount,
      rebarAmount: rebar,
      carriage,
      truckage,
      discount,
      totalAmount,
      lines: items.map((i) => ({
        goodsId: i.goods.goods_id,
        resourceId: i.variety.resource_id,
        quantity: i.quantity,
        unitPrice: i.unitPrice,
        goodsAmount: i.goodsAmount,
        addonAmount: i.addonAmount,
        rebarAmount: i.rebarAmount,
        amount: i.amount,
      })),
    },
  };
}
