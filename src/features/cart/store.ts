import { proxy } from 'valtio/vanilla';
import { errorText } from '@/lib/api';
import { buyerOrderCarts, isAllBuyerChecked, normalizeBuyerCart, removeBuyerLines, setAllBuyerLines, toggleBuyerLine, toggleShop } from '@/domain';
import { fetchCart, removeInvalid, removeLines, updateChecked, updateQuantity, type CartListData } from './api';
import { writeOrderCart, type OrderCartGroup } from './orderCart';

type Group = CartListData['groups'][number];

/** The buyer cart screen: groups by seller as the domain keeps them, and the load status. */
export interface CartState {
  groups: Group[];
  status: 'idle' | 'loading' | 'ready' | 'error';
  error: string;
  /** cartResourceIds whose quantity is being saved. */
  saving: string[];
}

const initial = (): CartState => ({ groups: [], status: 'idle', error: '', saving: [] });

export const cartStore = proxy<CartState>(initial());

export function reset(): void {
  Object.assign(cartStore, initial());
}

const groups = () => cartStore.groups as Group[];

/** Loads the cart (line money and shop flags recomputed by the domain). */
export async function loadCart(options: { quiet?: boolean } = {}): Promise<void> {
  if (!options.quiet) cartStore.status = 'loading';
  cartStore.error = '';
  try {
    const data = await fetchCart();
    cartStore.groups = normalizeBuyerCart(data.groups);
    cartStore.status = 'ready';
  } catch (error) {
    cartStore.status = 'error';
    cartStore.error = errorText(error);
  }
}

/** Applies a selection change at once (domain cascade), saves it, and reloads the cart when saving fails. */
async function select(next: Group[], body: Parameters<typeof updateChecked>[0]): Promise<void> {
  cartStore.groups = next;
  try {
    await updateChecked(body);
  } catch (error) {
    await loadCart({ quiet: true });
    throw error;
  }
}

/** Select all: every shop and line, or none when all were checked. */
export function toggleAll(): Promise<void> {
  const checked = !isAllBuyerChecked(groups());
  return select(setAllBuyerLines(groups(), checked), { scope: 'all', checked });
}

/** Selecting a shop toggles all its lines. */
export function toggleGroup(sellerId: string): Promise<void> {
  const next = toggleShop(groups(), sellerId);
  const checked = next.find((g) => g.sellerId === sellerId)?.checked ?? false;
  return select(next, { scope: 'group', sellerId, checked });
}

/** Selecting a line flips it; its shop's flag follows. */
export function toggleLine(cartResourceId: string): Promise<void> {
  const next = toggleBuyerLine(groups(), cartResourceId);
  const checked = next.flatMap((g) => g.children).find((l) => l.cartResourceId === cartResourceId)?.checked ?? false;
  return select(next, { scope: 'line', cartResourceId, checked });
}

/** Saves a new quantity; the line comes back priced by the gateway and replaces the old one. */
export async function changeQuantity(cartResourceId: string, quantity: string): Promise<void> {
  cartStore.saving = [...cartStore.saving, cartResourceId];
  try {
    const line = await updateQuantity(cartResourceId, quantity);
    cartStore.groups = normalizeBuyerCart(
      groups().map((g) => ({ ...g, children: g.children.map((l) => (l.cartResourceId === cartResourceId ? { ...line, checked: l.checked } : l)) })),
    );
  } finally {
    cartStore.saving = cartStore.saving.filter((id) => id !== cartResourceId);
  }
}

/** Removes lines (swipe delete). */
export async function remove(cartResourceIds: string[]): Promise<void> {
  await removeLines(cartResourceIds);
  cartStore.groups = removeBuyerLines(groups(), cartResourceIds);
}

/** Removes every line that is no longer effective. */
export async function clearInvalid(): Promise<void> {
  await removeInvalid();
  await loadCart({ quiet: true });
}

/** Settle: the checked and effective lines become the order cart; false when there is none. */
export function settle(): boolean {
  const order = buyerOrderCarts(groups()) as OrderCartGroup[];
  if (order.length === 0) return false;
  writeOrderCart(order);
  return true;
}
