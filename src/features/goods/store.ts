import { proxy } from 'valtio/vanilla';
import type { CallData } from '@/lib/api';
import { persisted } from '@/lib/storage';
import {
  unitPriceOf,
  type Decimal,
  type Money,
  pickBuyCondition,
  selectedBuyUnit,
  type BuyCondition,
  type UnitSteps,
  initialQuantity,
  settleQuantity,
  unitBounds,
} from '@/domain';
import type { AddonDraft } from '@/features/addons';
import type { BuyerCartLine } from '@/features/cart';
import { listPrice } from './price';

export type GoodsDetailData = CallData<'goods.detail'>;
export type GoodsUnitData = CallData<'goods.units'>[number];
export type GoodsVarietyData = CallData<'goods.matchVariety'>;
type RebarEntries = NonNullable<BuyerCartLine['rebarEntries']>;

/**
 * The buyer's choices on the goods page — the chosen buy-condition values and the buy number, of the goods
 * on screen. The goods, its conditions and units are server data (queries); what the page shows is derived
 * from both ({@link goodsView}). `valueNos`/`quantity` null: the goods' defaults.
 */
export interface GoodsChoice {
  goodsId: string;
  valueNos: string[] | null;
  /** The conditions the choice was made over: one of them left with no value chosen stays so. */
  attributeNos: string[];
  /** buyNum, in the chosen unit. */
  quantity: Decimal | null;
}

const none = (goodsId = ''): GoodsChoice => ({ goodsId, valueNos: null, attributeNos: [], quantity: null });

export const goodsStore = proxy<GoodsChoice>(none());

export function reset(): void {
  Object.assign(goodsStore, none());
}

// The buy number and the chosen conditions of a goods survive the trips to the add-on and rebar pages and
// a reload: kept in this tab's storage per goods.
interface Saved {
  quantity: Decimal;
  valueNos: string[];
  attributeNos?: string[];
}
const isSaved = (value: unknown): value is Saved =>
  typeof value === 'object' && value !== null && typeof (value as Saved).quantity === 'string' && Array.isArray((value as Saved).valueNos);
const savedOf = (goodsId: string) => persisted<Saved>(`buyerapp.goods.${goodsId}`, { accept: isSaved });

/** The choices of a goods: the store's while it is that goods', else what this tab kept for it. */
export function choiceOf(
  state: { readonly goodsId: string; readonly valueNos: readonly string[] | null; readonly attributeNos: readonly string[]; readonly quantity: Decimal | null },
  goodsId: string,
): GoodsChoice {
  if (state.goodsId === goodsId)
    return { goodsId, valueNos: state.valueNos ? [...state.valueNos] : null, attributeNos: [...state.attributeNos], quantity: state.quantity };
  const saved = savedOf(goodsId).read();
  return saved ? { goodsId, valueNos: [...saved.valueNos], attributeNos: [...(saved.attributeNos ?? [])], quantity: saved.quantity } : none(goodsId);
}

const selectedValueNos = (conditions: readonly BuyCondition[]) =>
  conditions.flatMap((c) => c.attributeValueDTOs.filter((v) => v.selected).map((v) => v.attributeValueNo));

/**
 * The goods' conditions with the chosen values selected; a condition the choice knew nothing of (none of its
 * values chosen, not among `attributeNos`) keeps its default.
 */
export function applyChoice(conditions: readonly BuyCondition[], valueNos: readonly string[] | null, attributeNos: readonly string[] = []): BuyCondition[] {
  if (valueNos === null) return [...conditions];
  const wanted = new Set(valueNos);
  const known = new Set(attributeNos);
  return conditions.map((c) =>
    known.has(c.attributeNo) || c.attributeValueDTOs.some((v) => wanted.has(v.attributeValueNo))
      ? { ...c, attributeValueDTOs: c.attributeValueDTOs.map((v) => ({ ...v, selected: wanted.has(v.attributeValueNo) })) }
      : c,
  );
}

/** The chosen unit: the buy-unit condition (0004) names it; else the goods' first (default) unit. */
export function chosenUnit(conditions: readonly BuyCondition[], units: readonly GoodsUnitData[]): GoodsUnitData | null {
  const picked = selectedBuyUnit(conditions);
  return units.find((u) => u.unitName === picked?.attributeValue) ?? units[0] ?? null;
}

/** The unit's steps for the quantity domain. */
export function stepsOf(unit: GoodsUnitData | null): UnitSteps | null {
  return unit === null
    ? null
    : { minOrderCount: unit.minOrderCount, minChangeCount: unit.minChangeCount, maxOrderCount: unit.maxOrderCount ?? null, convertRate: unit.convertRate };
}

/** What the buy section shows: the conditions as chosen, the unit, its steps, the buy number settled on its grid. */
export interface GoodsView {
  readonly conditions: BuyCondition[];
  readonly valueNos: string[];
  readonly unit: GoodsUnitData | null;
  readonly steps: UnitSteps | null;
  readonly quantity: Decimal;
}

export function goodsView(conditions: readonly BuyCondition[], units: readonly GoodsUnitData[], choice: GoodsChoice): GoodsView {
  const shown = applyChoice(conditions, choice.valueNos, choice.attributeNos);
  const unit = chosenUnit(shown, units);
  const steps = stepsOf(unit);
  const quantity = choice.quantity === null ? initialQuantity(steps) : settleQuantity(choice.quantity, steps);
  return { conditions: shown, valueNos: selectedValueNos(shown), unit, steps, quantity };
}

/**
 * The unit price in the chosen unit: the price per pricing unit × the unit's conversion rate (as the gateway
 * prices it). The matched variety's price comes first: under a contract it is that variety's contract price
 * (the detail's contractPrice is only the contract's first goods of this kind).
 */
export function unitPrice(detail: GoodsDetailData | undefined, variety: GoodsVarietyData | null, unit: GoodsUnitData | null): Money {
  const base = variety?.varietyPrice ?? listPrice(detail);
  return unitPriceOf(base, unit?.convertRate ?? '1');
}

function keep(goodsId: string, view: GoodsView, choice: { valueNos: string[]; quantity: Decimal }): void {
  const saved = { ...choice, attributeNos: view.conditions.map((c) => c.attributeNo) };
  Object.assign(goodsStore, { goodsId, ...saved });
  savedOf(goodsId).write(saved);
}

/**
 * Picks a buy-condition value (0004 single choice, others toggle — domain `pickBuyCondition`); the buy
 * number snaps onto the grid of the unit then chosen.
 */
export function pickCondition(view: GoodsView, units: readonly GoodsUnitData[], goodsId: string, attributeNo: string, attributeValueNo: string): void {
  const conditions = pickBuyCondition(view.conditions, attributeNo, attributeValueNo);
  keep(goodsId, view, { valueNos: selectedValueNos(conditions), quantity: settleQuantity(view.quantity, stepsOf(chosenUnit(conditions, units))) });
}

export function setQuantity(view: GoodsView, goodsId: string, quantity: Decimal): void {
  keep(goodsId, view, { valueNos: view.valueNos, quantity });
}

/** What a goods-page cart line is made of: the goods, the matched variety, the buy section, add-ons and rebar. */
export interface LineParts {
  readonly detail: GoodsDetailData;
  readonly variety: GoodsVarietyData;
  readonly unit: GoodsUnitData;
  readonly view: GoodsView;
  readonly price: Money;
  readonly addons: AddonDraft | null;
  readonly rebarEntries: RebarEntries;
  readonly rebarAmount: Money;
}

/** The cart line the goods page adds or buys now (`cartResourceId` '': not in the cart yet). */
export function cartLineOf({ detail, variety, unit, view, price, addons, rebarEntries, rebarAmount }: LineParts): BuyerCartLine {
  return {
    cartResourceId: '',
    goodsId: detail.goodsId,
    goodsName: detail.goodsName,
    resourceId: variety.resourceId,
    varietyId: variety.varietyId,
    varietyName: variety.varietyName,
    image: detail.images[0] ?? '',
    unitPrice: price,
    quantity: view.quantity,
    unit: unit.unitName,
    purchaseUnit: unit.unitName,
    convertRate: unit.convertRate,
    minOrderCount: unit.minOrderCount,
    minChangeCount: unit.minChangeCount,
    maxBuyNum: unitBounds(view.steps).max,
    isPlatform: detail.isPlatform,
    isRebar: detail.isRebar,
    effective: true,
    checked: true,
    cartAdditems: addons?.chosen.map((a) => ({ ...a })) ?? [],
    addUnitPrice: addons?.addUnitPrice ?? '0.00',
    selectInfos: view.conditions.flatMap((c) =>
      c.attributeValueDTOs
        .filter((v) => v.selected)
        .map((v) => ({ attributeNo: c.attributeNo, attributeName: c.attributeName, attributeValueNo: v.attributeValueNo, attributeValue: v.attributeValue })),
    ),
    ...(detail.isRebar ? { rebarEntries: [...rebarEntries] } : {}),
    rebarAmount: detail.isRebar ? rebarAmount : '0.00',
  };
}
