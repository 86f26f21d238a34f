import { divideDecimal, isZero, maxDecimal, type Decimal } from '@/lib/money';
import {
  clampQuantity,
  DEFAULT_QUANTITY_BOUNDS,
  quantityProblem,
  resetBuyNum,
  snapQuantity,
  stepBuyNum,
  unitMaxQuantity,
  unitMinQuantity,
  type QuantityBounds,
  type QuantityProblem,
  type UnitSteps,
} from './domain/quantity';

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
