import { deliveryWayCodes, type DeliveryWayCode, type TransferWayCode } from '@gen/constants.gen';
import { multiplyExact, sumMoney, type Decimal, type Money } from './money';

/**
 * Carriage (freight) and truckage (carrying fee) of a delivery — a rule of ours: the product spec names
 * the amounts (§3 "discount detail (carriage, discount, goods, truckage)", transfer way and floor) but
 * not how they are computed.
 *
 * - Self-pickup (030060100): no carriage, no truckage.
 * - Carriage: Σ over lines of baseQuantity × the goods' carriage rate (per pricing unit, e.g. 20.00/t).
 * - Truckage: carrying the goods up from the street. Σ baseQuantity × the goods' truckage rate × floors:
 *   stairs → (floor − 1) floors (the ground floor is free), elevator → 1 floor's worth whatever the
 *   floor, none → 0. Pumped concrete has a truckage rate of 0.
 * Each sum is exact and rounded half-up to the fen once.
 */

/** What carriage and truckage need of one order line. */
export interface FreightLine {
  /** The quantity in the goods' pricing unit: quantity × convertRate of the chosen unit. */
  readonly baseQuantity: Decimal;
  readonly carriageRate: Money;
  readonly truckageRate: Money;
}

/** The freight of the delivery; "0.00" for self-pickup. */
export function carriageOf(deliveryType: DeliveryWayCode, lines: readonly FreightLine[]): Money {
  if (deliveryType !== deliveryWayCodes.delivery) return sumMoney([]);
  return sumMoney(lines.map((line) => multiplyExact(line.baseQuantity, line.carriageRate)));
}

/** How many floors' worth of carrying a transfer way costs at a floor (1 = ground floor). */
export function carriedFloors(transferWay: TransferWayCode, floor: number): number {
  switch (transferWay) {
    case 'stairs':
      return Math.max(0, Math.trunc(floor) - 1);
    case 'elevator':
      return 1;
    case 'none':
      return 0;
  }
}

/** The carrying fee of the delivery; "0.00" for self-pickup or when nothing is carried. */
export function truckageOf(deliveryType: DeliveryWayCode, transferWay: TransferWayCode, floor: number, lines: readonly FreightLine[]): Money {
  if (deliveryType !== deliveryWayCodes.delivery) return sumMoney([]);
  const floors = carriedFloors(transferWay, floor);
  return sumMoney(lines.map((line) => multiplyExact(line.baseQuantity, line.truckageRate, floors)));
}
