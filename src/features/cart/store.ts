import type { CallBody, CallData } from '@/lib/api';
import { queryClient } from '@/lib/query';
import { buyerOrderCarts, changeBuyerLineQuantity, normalizeBuyerCart, removeBuyerLines, setAllBuyerLines, toggleBuyerLine } from '@/domain';
import type { WaitingWrite } from '@/lib/offline/waiting';
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

/** How far a check box over some lines is on: every line checked, some, or none (or no lines). */
export type CheckState = 'all' | 'some' | 'none';

function checkStateOf(lines: readonly CartLine[]): CheckState {
  const on = lines.filter((l) => l.checked).length;
  return on === 0 ? 'none' : on === lines.length ? 'all' : 'some';
}

/** The lines a shop shows with a check box: the effective ones (the unavailable lines are listed apart). */
export const selectableLines = (group: CartGroup): CartLine[] => (group.effective ? group.children.filter((l) => l.effective) : []);

/**
 * The shop's check box as the buyer sees it: it follows the lines it shows. The domain's group flag also
 * counts the unavailable lines listed apart, so an unticked one of those would keep the box off while every
 * line under it is on.
 */
export const shopCheckState = (group: CartGroup): CheckState => checkStateOf(selectableLines(group));

/** Whether the select-all box is on: there are selectable lines and every one is checked. */
export function isAllShownChecked(groups: readonly CartGroup[]): boolean {
  const lines = groups.flatMap(selectableLines);
  return lines.length > 0 && checkStateOf(lines) === 'all';
}

/** Select all: every shop and line, or none when all the selectable ones were checked. */
export function selectAll(groups: readonly CartGroup[]): Selection {
  const checked = !isAllShownChecked(groups);
  return { groups: setAllBuyerLines(groups, checked), body: { scope: 'all', checked } };
}

/** Selecting a shop: all its lines on, or off when all it shows were on already (the gateway sets the whole shop). */
export function selectShop(groups: readonly CartGroup[], sellerId: string): Selection {
  const shop = groups.find((g) => g.sellerId === sellerId);
  const checked = shop !== undefined && shopCheckState(shop) !== 'all';
  const next = groups.map((g) => (g.sellerId === sellerId ? setAllBuyerLines([g], checked)[0]! : g));
  return { groups: next, body: { scope: 'group', sellerId, checked } };
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

/**
 * The cart as the screen shows it: the last answer with the changes still waiting for the network on top
 * (a cancelled one simply stops showing), line money and shop flags recomputed by the domain.
 */
export function shownCart(data: CartListData | undefined, waiting: readonly WaitingWrite[] = []): CartGroup[] {
  if (!data) return [];
  let groups = normalizeBuyerCart(data.groups);
  for (const write of waiting) {
    if (write.call === 'cart.updateQuantity') {
      const body = write.body as CallBody<'cart.updateQuantity'>;
      groups = changeBuyerLineQuantity(groups, body.cartResourceId, body.quantity);
    } else if (write.call === 'cart.remove') {
      groups = removeBuyerLines(groups, (write.body as CallBody<'cart.remove'>).cartResourceIds);
    }
  }
  return groups;
}

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
