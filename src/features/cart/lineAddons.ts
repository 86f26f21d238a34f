import { addonChoiceFromTree, chosenAddons, type AddonChoice, type AddonItem } from '@/domain';
import { fetchCartForLine, fetchGoodsAddons, updateLineAddons, type AddonTree, type CartListData } from './api';

/**
 * The add-ons of one buyer-cart line (/cart/addPriceItems): the line as the cart has it and its goods'
 * add-on tree (the call /goodChooseServe uses), the domain's choice built from them, and saving it.
 */

export type CartLine = CartListData['groups'][number]['children'][number];

/** The line and its goods' add-on tree; null when the buyer's cart holds no such line. */
export interface LineAddons {
  readonly line: CartLine;
  readonly tree: AddonTree;
}

/** Loads the line from the buyer's cart (so another buyer's line is never found) and its add-on tree. */
export async function loadLineAddons(cartResourceId: string, signal?: AbortSignal): Promise<LineAddons | null> {
  const cart = await fetchCartForLine(signal);
  const line = cart.groups.flatMap((g) => g.children).find((l) => l.cartResourceId === cartResourceId);
  if (line === undefined) return null;
  return { line, tree: await fetchGoodsAddons(line.goodsId, signal) };
}

/** The domain's choice of the tree with the line's add-ons checked (the group rules and the pumping chain applied). */
export function lineChoice({ line, tree }: LineAddons): AddonChoice {
  const ids = new Set(line.cartAdditems.map((a) => a.additemId));
  return addonChoiceFromTree(
    (tree as readonly AddonItem[]).map((g) => ({ ...g, children: (g.children ?? []).map((c) => ({ ...c, checked: ids.has(c.additemId) })) })),
  );
}

/** The ids a choice would save, in the domain's order. */
export function chosenIds(choice: AddonChoice): string[] {
  return chosenAddons(choice).map((a) => a.additemId);
}

/** Whether a choice differs from what the line has. */
export function choiceChanged(line: CartLine, choice: AddonChoice): boolean {
  const now = new Set(line.cartAdditems.map((a) => a.additemId));
  const next = chosenIds(choice);
  return next.length !== now.size || next.some((id) => !now.has(id));
}

/** Saves the choice on the line (cart.updateAddons); the gateway answers the line repriced. */
export function saveLineAddons(cartResourceId: string, choice: AddonChoice): Promise<CartLine> {
  return updateLineAddons(cartResourceId, chosenIds(choice));
}
