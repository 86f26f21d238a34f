import type { CallData } from '@/lib/api';
import { persisted } from '@/lib/storage';

/**
 * The order cart (§3 `orderCarts`, §4 "The order cart takes only checked and effective lines, grouped by
 * seller" / "Buy-now puts one single item into the order cart"), handed from the cart or the goods page to
 * the order confirm page. It lives in this tab's storage so that a reload of the confirm page loses nothing.
 */

/**
 * A line of the order cart: a cart line exactly as `cart.list` returns it (buy now: `cartResourceId` is '').
 * A line bought under a contract (contract cart, or buy now on a goods opened with a contractId) also
 * names its contract goods.
 */
export type OrderCartLine = CallData<'cart.list'>['groups'][number]['children'][number] & { readonly contractGoodsId?: string };
/**
 * A group of the order cart (`checked` is always true): one seller, or one contract of that seller — then
 * `contractId` (and `contractNo` when known) say which, and the order is placed and priced under it.
 */
export type OrderCartGroup = Omit<CallData<'cart.list'>['groups'][number], 'children'> & {
  readonly children: OrderCartLine[];
  readonly contractId?: string;
  readonly contractNo?: string;
};

/** The storage key of the order cart (this tab's storage). */
export const ORDER_CART_KEY = 'buyerapp.orderCart';

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

const stored = persisted<OrderCartGroup[]>(ORDER_CART_KEY, { accept: isGroupList });

/** Replaces the order cart (cart settle, buy now). */
export function writeOrderCart(groups: readonly OrderCartGroup[]): void {
  stored.write(groups.map((g) => ({ ...g, children: [...g.children] })));
}

/** The order cart last written, from this tab's storage (else memory); [] when there is none. */
export function readOrderCart(): OrderCartGroup[] {
  return (stored.read() ?? []).map((g) => ({ ...g, children: [...g.children] }));
}

/** Forgets the order cart (after the order is submitted). */
export function clearOrderCart(): void {
  stored.write(undefined);
}
