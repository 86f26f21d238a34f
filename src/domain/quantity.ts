import type Big from 'big.js';
import { quantity as quantityLimits } from '@gen/constants.gen';
import {
  compareDecimal,
  divideDecimal,
  isDecimal,
  isZero,
  maxDecimal,
  minDecimal,
  multiplyExact,
  multiplyMoney,
  normalizeDecimal,
  roundDecimal,
  sumExact,
  toBig,
  type Decimal,
  type DecimalInput,
  type Money,
} from './money';

/**
 * Purchase quantity (§4, §5, §9): the buy number starts at 0, is reset to 1, and stays within 1 …
 * 1,000,000. Quantities are decimal strings with at most four decimals.
 */

/** Lower and upper bound of a purchase quantity. */
export interface QuantityBounds {
  readonly min: Decimal;
  readonly max: Decimal;
}

/** The default bounds: 1 … 1,000,000 (minBuyNum, maxBuyNum). */
export const DEFAULT_QUANTITY_BOUNDS: QuantityBounds = {
  min: String(quantityLimits.min),
  max: String(quantityLimits.max),
};

/** buyNum before the goods page has set it up (0). */
export const INITIAL_BUY_NUM: Decimal = String(quantityLimits.initial);

/** buyNum after a reset (1). */
export function resetBuyNum(): Decimal {
  return String(quantityLimits.resetTo);
}

/** Why a typed quantity is not acceptable, as the key of a message (`invalid`, `min`, `max`), or null. */
export type QuantityProblem = 'invalid' | 'min' | 'max';

/** Checks a typed quantity: a non-negative decimal with at most 4 decimals, within the bounds. */
export function quantityProblem(value: string, bounds: QuantityBounds = DEFAULT_QUANTITY_BOUNDS): QuantityProblem | null {
  const text = value.trim();
  if (!/^\d+(\.\d{1,4})?$/.test(text)) return 'invalid';
  if (compareDecimal(text, bounds.min) < 0) return 'min';
  if (compareDecimal(text, bounds.max) > 0) return 'max';
  return null;
}

/** Clamps a quantity into the bounds (to 4 decimals); text that is not a number becomes the minimum. */
export function clampQuantity(value: DecimalInput, bounds: QuantityBounds = DEFAULT_QUANTITY_BOUNDS): Decimal {
  if (!isDecimal(value)) return normalizeDecimal(bounds.min);
  return maxDecimal(bounds.min, minDecimal(bounds.max, roundDecimal(value)));
}

/** The +/− buttons: adds `delta` (1 or −1 by default step) and clamps into the bounds. */
export function stepBuyNum(value: DecimalInput, delta: DecimalInput, bounds: QuantityBounds = DEFAULT_QUANTITY_BOUNDS): Decimal {
  return clampQuantity(sumExact([isDecimal(value) ? value : '0', delta]), bounds);
}

/**
 * How a unit of the goods may be ordered, counted in the goods' base unit: at least `minOrderCount`,
 * then in steps of `minChangeCount`, at most `maxOrderCount` (1,000,000 purchase units when absent).
 * `convertRate` base units make one purchase unit.
 */
export interface UnitSteps {
  readonly minOrderCount: Decimal;
  readonly minChangeCount: Decimal;
  readonly maxOrderCount?: Decimal | null;
  readonly convertRate: Decimal;
}

function rateOf(unit: UnitSteps): Decimal {
  // A missing or zero rate means the purchase unit is the base unit.
  return isDecimal(unit.convertRate) && compareDecimal(unit.convertRate, 0) > 0 ? unit.convertRate : '1';
}

// The server leaves a count empty when the seller set none: no minimum, no step.
function countOf(value: Decimal | null | undefined): Decimal {
  return value !== null && value !== undefined && isDecimal(value) ? value : '0';
}

/** The k-th step of the grid, in purchase units: (minOrderCount + k × minChangeCount) ÷ convertRate, 4 decimals. */
export function gridStep(unit: UnitSteps, k: number): Decimal {
  const base = toBig(countOf(unit.minOrderCount)).plus(toBig(countOf(unit.minChangeCount)).times(k));
  return divideDecimal(base, rateOf(unit));
}

/** The largest quantity allowed for the unit, in purchase units: maxOrderCount ÷ convertRate, capped at 1,000,000. */
export function unitMaxQuantity(unit: UnitSteps): Decimal {
  const globalMax = DEFAULT_QUANTITY_BOUNDS.max;
  if (unit.maxOrderCount === null || unit.maxOrderCount === undefined || !isDecimal(unit.maxOrderCount)) return globalMax;
  return minDecimal(globalMax, divideDecimal(unit.maxOrderCount, rateOf(unit)));
}

/**
 * Snapping when the item list refreshes (§5): the quantity becomes the largest step reachable from the
 * unit's minimum order count, stepping by the minimum change count, that is not beyond the quantity
 * itself nor the maximum — all divided by the conversion rate. Steps are g(k) = (minOrderCount + k ×
 * minChangeCount) ÷ convertRate, rounded half-up to 4 decimals; the result is the largest g(k) ≤
 * min(quantity, maximum), or g(0) when the quantity is below the minimum order (the buyer cannot order
 * less). Comparing the rounded steps (not the exact quotients) makes snapping idempotent even when the
 * rate does not divide evenly (e.g. ÷ 3). A zero change count means any quantity from the minimum up is
 * allowed (clamped); a minimum above the maximum leaves the minimum, which the quantity check reports.
 */
export function snapQuantity(quantity: DecimalInput, unit: UnitSteps): Decimal {
  const first = gridStep(unit, 0);
  const max = unitMaxQuantity(unit);
  const requested = isDecimal(quantity) ? roundDecimal(quantity) : first;
  const limit = minDecimal(requested, max);
  if (compareDecimal(limit, first) <= 0) return first;
  const change = toBig(countOf(unit.minChangeCount));
  if (change.lte(0)) return limit;
  return gridStep(unit, largestFittingStep(unit, limit, change));
}

// Largest k with g(k) ≤ limit, given g(0) ≤ limit. The estimate k = ⌊(limit × rate − minOrderCount) ÷
// change⌋ fits: its exact step is ≤ limit, and rounding half-up to 4 decimals cannot pass limit, which has
// 4 decimals itself. g is non-decreasing, so from there widen by doubling while steps still fit, then
// bisect — a few comparisons even when many rounded steps coincide (a tiny change count over a large rate).
function largestFittingStep(unit: UnitSteps, limit: Decimal, change: Big): number {
  const fits = (k: number) => compareDecimal(gridStep(unit, k), limit) <= 0;
  const exact = toBig(limit).times(rateOf(unit)).minus(countOf(unit.minOrderCount)).div(change);
  let lo = Math.max(0, Number(exact.round(0, 0).toFixed()));
  while (lo > 0 && !fits(lo)) lo -= 1; // only if the reasoning above ever met a division rounded up
  let width = 1;
  while (fits(lo + width)) {
    lo += width;
    width *= 2;
  }
  let hi = lo + width;
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (fits(mid)) lo = mid;
    else hi = mid;
  }
  return lo;
}

/** The minimum quantity of a unit in purchase units: minOrderCount ÷ convertRate (4 decimals). */
export function unitMinQuantity(unit: UnitSteps): Decimal {
  return gridStep(unit, 0);
}

/** The bounds of a unit: from max(1, the unit's minimum order) to the unit's maximum (§5, as the gateway checks). */
export function unitBounds(steps: UnitSteps | null): QuantityBounds {
  if (steps === null) return DEFAULT_QUANTITY_BOUNDS;
  return { min: maxDecimal(DEFAULT_QUANTITY_BOUNDS.min, unitMinQuantity(steps)), max: unitMaxQuantity(steps) };
}

/** One step of the +/− buttons in the unit: minChangeCount ÷ convertRate (1 when the seller set none). */
export function unitStep(steps: UnitSteps | null): Decimal {
  if (steps === null || !steps.minChangeCount || isZero(steps.minChangeCount)) return '1';
  const step = divideDecimal(steps.minChangeCount, steps.convertRate || '1');
  return isZero(step) ? '1' : step;
}

/** A quantity brought into the bounds and onto the unit's grid (snapQuantity when the items refresh). */
export function settleQuantity(quantity: Decimal, steps: UnitSteps | null): Decimal {
  const bounds = unitBounds(steps);
  const clamped = clampQuantity(quantity, bounds);
  return steps === null ? clamped : snapQuantity(clamped, steps);
}

/** The first quantity of a goods page: buyNum reset to 1, then settled for the unit. */
export function initialQuantity(steps: UnitSteps | null): Decimal {
  return settleQuantity(resetBuyNum(), steps);
}

/** The +/− buttons: one step up or down, clamped and snapped. */
export function stepQuantity(quantity: Decimal, direction: 1 | -1, steps: UnitSteps | null): Decimal {
  const step = unitStep(steps);
  return settleQuantity(stepBuyNum(quantity, direction === 1 ? step : `-${step}`, unitBounds(steps)), steps);
}

/** Checks typed text against the unit's bounds. */
export function typedQuantityProblem(text: string, steps: UnitSteps | null): QuantityProblem | null {
  return quantityProblem(text, unitBounds(steps));
}

/**
 * A quantity in the goods' pricing unit: the quantity in the chosen unit × that unit's conversion rate
 * (stock, a contract's surplus, freight and the contract cart all count in it).
 */
export function baseQuantity(quantity: DecimalInput, convertRate: DecimalInput): Decimal {
  return normalizeDecimal(multiplyExact(quantity, convertRate));
}

/**
 * The price of one chosen unit: the price per pricing unit × the unit's conversion rate, rounded to the
 * fen (a 50 kg bag of cement at 500.00/t is 25.00). Lines multiply this by the quantity.
 */
export function unitPriceOf(pricePerPricingUnit: DecimalInput, convertRate: DecimalInput): Money {
  return multiplyMoney(pricePerPricingUnit, convertRate);
}

/**
 * Why a quantity cannot be ordered in a unit, as the server checks an order or cart line: `invalid`,
 * `min` / `max` against {@link unitBounds}, or `step` when it is off the unit's grid (not a value
 * {@link snapQuantity} keeps); null when it can be ordered.
 */
export function unitQuantityProblem(quantity: string, steps: UnitSteps): QuantityProblem | 'step' | null {
  const problem = quantityProblem(quantity, unitBounds(steps));
  if (problem !== null) return problem;
  const normalized = normalizeDecimal(quantity);
  return snapQuantity(normalized, steps) === normalized ? null : 'step';
}
