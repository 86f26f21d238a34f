import type { CallData } from '@/lib/api';
import { logger } from '@/lib/log';

/**
 * The order cart (§3 `orderCarts`, §4 "The order cart takes only checked and effective lines, grouped by
 * seller" / "Buy-now puts one single item into the order cart"), handed from the cart or the goods page to
 * the order confirm page. It lives in sessionStorage so that a reload of the confirm page loses nothing.
 */

/** A line of the order cart: a cart line exactly as `cart.list` returns it (buy now: `cartResourceId` is ''). */
export type OrderCartLine = CallData<'cart.list'>['groups'][number]['children'][number];
/** A seller group of the order cart (`checked` is always true). */
export type OrderCartGroup = Omit<CallData<'cart.list'>['groups'][number], 'children'> & { readonly children: OrderCartLine[] };

/** The sessionStorage key of the order cart. */
export const ORDER_CART_KEY = 'buyerapp.orderCart';

function session(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

// In memory too, so that the hand-off works when storage is unavailable (private mode, full quota).
let memory: OrderCartGroup[] | undefined;

function isGroupList(value: unknown): value is OrderCartGroup[] {
  return (
    Array.isArray(value) &&
    value.every(
      (g) =>
        typeof g === 'object' &&
        g !== null &&
        typeof (g as { sellerId?: unknown }).sellerId === 'string' &&
        Array.isArray((g as { children?: unknown }).children),
    )
  );
}

/** Replaces the order cart (cart settle, buy now). */
export function writeOrderCart(groups: readonly OrderCartGroup[]): void {
  memory = groups.map((g) => ({ ...g, children: [...g.children] }));
  try {
    session()?.setItem(ORDER_CART_KEY, JSON.stringify(memory));
  } catch (error) {
    logger().warn(`could not persist ${ORDER_CART_KEY}`, error);
  }
}

/** The order cart last written, from sessionStorage (else memory); [] when there is none. */
export function readOrderCart(): OrderCartGroup[] {
  try {
    const raw = session()?.getItem(ORDER_CART_KEY);
    if (raw != null) {
      const parsed: unknown = JSON.parse(raw);
      if (isGroupList(parsed)) return parsed;
    }
  } catch {
    // unreadable: fall back to memory
  }
  return memory ? memory.map((g) => ({ ...g, children: [...g.children] })) : [];
}

/** Forgets the order cart (after the order is submitted). */
export function clearOrderCart(): void {
  memory = undefined;
  try {
    session()?.removeItem(ORDER_CART_KEY);
  } catch {
    // nothing stored
  }
}
