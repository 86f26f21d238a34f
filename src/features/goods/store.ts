import { proxy } from 'valtio/vanilla';
import { errorText } from '@/lib/api';
import { persisted } from '@/lib/storage';
import {
  unitPriceOf,
  type Decimal,
  type Money,
  pickBuyCondition,
  selectedBuyUnit,
  isBuyUnitAttribute,
  type BuyCondition,
  type UnitSteps,
  initialQuantity,
  settleQuantity,
} from '@/domain';
import {
  collectGoods,
  fetchBuyConditions,
  fetchDetail,
  fetchRebarPrice,
  fetchUnits,
  matchVariety,
  uncollectGoods,
  type GoodsDetailData,
  type GoodsUnitData,
  type GoodsVarietyData,
} from './api';

/** The goods detail page: the goods, its buy conditions and units, the matched variety and the buy number. */
export interface GoodsState {
  goodsId: string;
  contractId: string;
  status: 'idle' | 'loading' | 'ready' | 'error';
  error: string;
  detail: GoodsDetailData | null;
  conditions: BuyCondition[];
  units: GoodsUnitData[];
  /** The variety matching the chosen conditions; null when none matches. */
  variety: GoodsVarietyData | null;
  matching: boolean;
  varietyError: string;
  /** buyNum, in the chosen unit. */
  quantity: Decimal;
  rebarPrice: Money;
  favourite: boolean;
}

const initial = (): GoodsState => ({
  goodsId: '',
  contractId: '',
  status: 'idle',
  error: '',
  detail: null,
  conditions: [],
  units: [],
  variety: null,
  matching: false,
  varietyError: '',
  quantity: '0',
  rebarPrice: '0.00',
  favourite: false,
});

export const goodsStore = proxy<GoodsState>(initial());

export function reset(): void {
  Object.assign(goodsStore, initial());
}

// The buy number and the chosen conditions of a goods survive the trips to the add-on and rebar pages and
// a reload: kept in this tab's storage per goods.
interface Chosen {
  quantity: Decimal;
  valueNos: string[];
}
const chosenKey = (goodsId: string) => `buyerapp.goods.${goodsId}`;
const isChosen = (value: unknown): value is Chosen =>
  typeof value === 'object' && value !== null && typeof (value as Chosen).quantity === 'string' && Array.isArray((value as Chosen).valueNos);
const chosenOf = (goodsId: string) => persisted<Chosen>(chosenKey(goodsId), { accept: isChosen });
function readChosen(goodsId: string): Chosen | null {
  return chosenOf(goodsId).read() ?? null;
}
function saveChosen(): void {
  if (goodsStore.goodsId === '' || goodsStore.status !== 'ready') return;
  chosenOf(goodsStore.goodsId).write({ quantity: goodsStore.quantity, valueNos: selectedValueNos(goodsStore.conditions) });
}
function applyChosen(conditions: readonly BuyCondition[], valueNos: readonly string[]): BuyCondition[] {
  const wanted = new Set(valueNos);
  return conditions.map((c) =>
    c.attributeValueDTOs.some((v) => wanted.has(v.attributeValueNo))
      ? { ...c, attributeValueDTOs: c.attributeValueDTOs.map((v) => ({ ...v, selected: wanted.has(v.attributeValueNo) })) }
      : c,
  );
}

/** The chosen unit: the buy-unit condition (0004) names it; else the goods' first (default) unit. */
export function chosenUnit(state: Pick<GoodsState, 'conditions' | 'units'>): GoodsUnitData | null {
  const picked = selectedBuyUnit(state.conditions);
  return state.units.find((u) => u.unitName === picked?.attributeValue) ?? state.units[0] ?? null;
}

/** The unit's steps for the quantity domain. */
export function stepsOf(unit: GoodsUnitData | null): UnitSteps | null {
  return unit === null
    ? null
    : { minOrderCount: unit.minOrderCount, minChangeCount: unit.minChangeCount, maxOrderCount: unit.maxOrderCount ?? null, convertRate: unit.convertRate };
}

/**
 * The unit price in the chosen unit: the price per pricing unit × the unit's conversion rate (as the gateway
 * prices it). The matched variety's price comes first: under a contract it is that variety's contract price
 * (the detail's contractPrice is only the contract's first goods of this kind).
 */
export function unitPrice(state: Pick<GoodsState, 'detail' | 'variety' | 'conditions' | 'units'>): Money {
  const base = state.variety?.varietyPrice ?? state.detail?.contractPrice ?? state.detail?.varietyPrice ?? '0';
  return unitPriceOf(base, chosenUnit(state)?.convertRate ?? '1');
}

const selectedValueNos = (conditions: readonly BuyCondition[]) =>
  conditions.flatMap((c) => c.attributeValueDTOs.filter((v) => v.selected).map((v) => v.attributeValueNo));

async function refreshVariety(): Promise<void> {
  const { goodsId, contractId } = goodsStore;
  goodsStore.matching = true;
  try {
    const variety = await matchVariety(goodsId, selectedValueNos(goodsStore.conditions), contractId || undefined);
    if (goodsStore.goodsId !== goodsId) return;
    goodsStore.variety = variety;
    goodsStore.varietyError = '';
    if (goodsStore.detail?.isRebar) goodsStore.rebarPrice = (await fetchRebarPrice(goodsId, variety.varietyId)).rebarPrice;
  } catch (error) {
    if (goodsStore.goodsId !== goodsId) return;
    goodsStore.variety = null;
    goodsStore.varietyError = errorText(error);
  } finally {
    if (goodsStore.goodsId === goodsId) goodsStore.matching = false;
  }
}

/** Loads the page: detail, buy conditions, units, then the variety of the default conditions; the buy number starts settled. */
export async function loadGoods(goodsId: string, contractId?: string): Promise<void> {
  Object.assign(goodsStore, initial(), { goodsId, contractId: contractId ?? '', status: 'loading' });
  try {
    const [detail, conditions, units] = await Promise.all([fetchDetail(goodsId, contractId), fetchBuyConditions(goodsId, contractId), fetchUnits(goodsId)]);
    if (goodsStore.goodsId !== goodsId) return;
    goodsStore.detail = detail;
    goodsStore.favourite = detail.favourite ?? false;
    const chosen = readChosen(goodsId);
    goodsStore.conditions = chosen ? applyChosen(conditions, chosen.valueNos) : conditions;
    goodsStore.units = units;
    const steps = stepsOf(chosenUnit(goodsStore));
    goodsStore.quantity = chosen ? settleQuantity(chosen.quantity, steps) : initialQuantity(steps);
    await refreshVariety();
    goodsStore.status = 'ready';
    saveChosen();
  } catch (error) {
    if (goodsStore.goodsId !== goodsId) return;
    goodsStore.status = 'error';
    goodsStore.error = errorText(error);
  }
}

/**
 * Picks a buy-condition value (0004 single choice, others toggle — domain `pickBuyCondition`). A new unit
 * snaps the quantity onto its grid; another condition matches the variety again (and snaps too, as the
 * items refresh).
 */
export async function pickCondition(attributeNo: string, attributeValueNo: string): Promise<void> {
  goodsStore.conditions = pickBuyCondition(goodsStore.conditions, attributeNo, attributeValueNo);
  goodsStore.quantity = settleQuantity(goodsStore.quantity, stepsOf(chosenUnit(goodsStore)));
  saveChosen();
  if (!isBuyUnitAttribute(attributeNo)) await refreshVariety();
}

export function setQuantity(quantity: Decimal): void {
  goodsStore.quantity = quantity;
  saveChosen();
}

/** Collects or un-collects the goods (member.storeCollect / member.removeByGoodsIds). */
export async function toggleFavourite(memberId: string): Promise<boolean> {
  const next = !goodsStore.favourite;
  if (next) await collectGoods(memberId, goodsStore.goodsId);
  else await uncollectGoods(memberId, goodsStore.goodsId);
  goodsStore.favourite = next;
  return next;
}
