import { defaultFloor, deliveryWays, transferWays, type DeliveryWayCode, type TransferWayCode } from '@gen/constants.gen';
import type { Locale } from './timeSlots';

/**
 * Delivery details (§3, §9): delivery way (030060300 delivery by default, 030060100 self-pickup), transfer
 * way (stairs by default, elevator, no carrying) and floor (1 by default).
 */

/** A selector option: id and text. */
export interface Option<T extends string> {
  readonly id: T;
  readonly text: string;
}

function defaultOf<T extends { readonly code: string }>(list: readonly T[]): T['code'] {
  const first = list.find((item) => 'default' in item && item.default === true) ?? list[0];
  return (first as T).code;
}

/** The default transfer way: stairs. */
export const DEFAULT_TRANSFER_WAY: TransferWayCode = defaultOf(transferWays);

/** The default delivery way: delivery (030060300). */
export const DEFAULT_DELIVERY_WAY: DeliveryWayCode = defaultOf(deliveryWays);

/** The default floor: 1. */
export const DEFAULT_FLOOR: number = defaultFloor;

/** The transfer way choices, labelled in `locale`. */
export function transferWayOptions(locale: Locale = 'zh-CN'): Option<TransferWayCode>[] {
  return transferWays.map((way) => ({ id: way.code, text: way.label[locale] }));
}

/** The delivery way choices, labelled in `locale`. */
export function deliveryWayOptions(locale: Locale = 'zh-CN'): Option<DeliveryWayCode>[] {
  return deliveryWays.map((way) => ({ id: way.code, text: way.label[locale] }));
}

/** A floor as typed: a whole number ≥ 1, otherwise the default floor 1. */
export function normalizeFloor(floor: number | string): number {
  const n = typeof floor === 'number' ? floor : Number(floor.trim());
  return Number.isInteger(n) && n >= 1 ? n : DEFAULT_FLOOR;
}
