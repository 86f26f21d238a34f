import type { CallBody, CallData } from '@/lib/api';
import { queryClient } from '@/lib/query';
import { buyerOrderCarts, normalizeBuyerCart, setAllBuyerLines, isAllBuyerChecked, toggleBuyerLine, toggleShop } from '@/domain';
import { writeOrderCart, type OrderCartGroup } from './orderCart';
import { buyerCart } from './queries';

export type CartListData = CallData<'cart.list'>;
export type CartGroup = CartListData['groups'][number];
export type CartLine = CartGroup['children'][number];
export type CheckedBody = CallBody<'cart.updateChecked'>;

/**
 * The buyer cart (/cart/cart) keeps no state of its own: the cart is the `cart.list` query, and a change the
 * buyer makes shows at once in that cached answer while it is saved (then the cart is read again).
 */

/** A selection change: the groups it leads to (domain cascade) and what is saved. */
export interface Selection {
  readonly groups: CartGroup[];
  readonly body: CheckedBody;
}

/** Select all: every shop and line, or none when all were checked. */
export function selectAll(groups: readonly CartGroup[]): Selection {
  const checked = !isAllBuyerChecked(groups);
  return { groups: setAllBuyerLines(groups, checked), body: { scope: 'all', checked } };
}

/** Selecting a shop toggles all its lines. */
export function selectShop(groups: readonly CartGroup[], sellerId: string): Selection {
  const next = toggleShop(groups, sellerId);
  return { groups: next, body: { scope: 'group', sellerId, checked: next.find((g) => g.sellerId === sellerId)?.checked ?? false } };
}

/** Selecting a line flips it; its shop's flag follows. */
export function selectLine(groups: readonly CartGroup[], cartResourceId: string): Selection {
  const next = toggleBuyerLine(groups, cartResourceId);
  const checked = next.flatMap((g) => g.children).find((l) => l.cartResourceId === cartResourceId)?.checked ?? false;
  return { groups: next, body: { scope: 'line', cartResourceId, checked } };
}

/** The line as the gateway priced it, keeping its check box. */
export function withLine(groups: readonly CartGroup[], line: CartLine): CartGroup[] {
  return normalizeBuyerCart(
    groups.map((g) => ({ ...g, children: g.children.map((l) => (l.cartResourceId === line.cartResourceId ? { ...line, checked: l.checked } : l)) })),
  );
}

/** The cart as the screen shows it (line money and shop flags recomputed by the domain). */
export const shownCart = (data: CartListData | undefined): CartGroup[] => (data ? normalizeBuyerCart(data.groups) : []);

/** Shows a change in the cached cart at once (a read of it still on its way would undo it: it is called off). */
export function showInCart(change: (groups: CartGroup[]) => CartGroup[]): void {
  const { queryKey } = buyerCart();
  void queryClient.cancelQueries({ queryKey });
  queryClient.setQueryData(queryKey, (old) => (old ? { ...old, groups: change(shownCart(old)) } : old));
}

/** Settle: the checked and effective lines become the order cart; false when there is none. */
export function settle(groups: readonly CartGroup[]): boolean {
  const order = buyerOrderCarts(groups) as OrderCartGroup[];
  if (order.length === 0) return false;
  writeOrderCart(order);
  return true;
}
