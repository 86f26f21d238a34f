import { addonChoiceFromTree, chosenAddons, type AddonChoice, type AddonItem } from '@/domain';
import type { CallData } from '@/lib/api';
import type { CartLine } from './store';

/**
 * The add-ons of one buyer-cart line (/cart/addPriceItems): the line as the cart has it and its goods'
 * add-on tree (the call /goodChooseServe uses), the domain's choice built from them.
 */

export type AddonTree = CallData<'goods.addons'>;

/** The line and its goods' add-on tree. */
export interface LineAddons {
  readonly line: CartLine;
  readonly tree: AddonTree;
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
