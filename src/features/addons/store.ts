import { proxy } from 'valtio/vanilla';
import { formatMoney, addonChoiceFromTree, addonTotal, chooseAddon, chosenAddons, type AddonChoice, type AddonGroupRef, type AddonItem } from '@/domain';
import { readAddonDraft, writeAddonDraft } from './draft';

/**
 * The add-on choice being made on /goodChooseServe or /goodsAddItems: the buyer's taps over the tree of one
 * goods (under one contract). The tree is server data (a query); until the first tap the page shows it with
 * the choice kept for the goods in this tab.
 */
export interface AddonsState {
  /** Whose choice `picked` is: `goodsId/contractId`. */
  key: string;
  picked: AddonChoice | null;
}

export const addonsStore = proxy<AddonsState>({ key: '', picked: null });

export function reset(): void {
  Object.assign(addonsStore, { key: '', picked: null });
}

/** What the choice of a goods is about: the goods and the contract whose prices apply. */
export interface AddonSubject {
  readonly goodsId: string;
  readonly contractId?: string | undefined;
  /**
   * Whether every tap is saved for the goods page at once (/goodChooseServe) or only by {@link saveChoice}
   * when the buyer confirms (/goodsAddItems, where leaving without confirming keeps the earlier choice).
   */
  readonly autosave: boolean;
}

const keyOf = ({ goodsId, contractId }: AddonSubject) => `${goodsId}/${contractId ?? ''}`;

function withChecked(tree: readonly AddonItem[], ids: ReadonlySet<string>): AddonItem[] {
  return tree.map((g) => ({ ...g, children: (g.children ?? []).map((c) => ({ ...c, checked: ids.has(c.additemId) })) }));
}

/** The choice on screen: the buyer's taps, else the tree with the choice kept for the goods in this tab. */
export function shownChoice(picked: AddonChoice | null, key: string, subject: AddonSubject, tree: readonly AddonItem[]): AddonChoice {
  if (picked !== null && key === keyOf(subject)) return picked;
  return addonChoiceFromTree(withChecked(tree, new Set(readAddonDraft(subject.goodsId)?.chosen.map((c) => c.additemId) ?? [])));
}

/** Saves the choice for the goods page (add to cart, buy now), which reads it per goods from this tab's storage. */
export function saveChoice(goodsId: string, choice: AddonChoice): void {
  const chosen = chosenAddons(choice).map((item) => ({
    additemId: item.additemId,
    additemName: item.additemName,
    parentName: item.parentName,
    additemPrice: formatMoney(item.additemPrice),
  }));
  writeAddonDraft(goodsId, chosen.length === 0 ? null : { chosen, addUnitPrice: addonTotal(choice) });
}

function pick(subject: AddonSubject, choice: AddonChoice): void {
  Object.assign(addonsStore, { key: keyOf(subject), picked: choice });
  if (subject.autosave) saveChoice(subject.goodsId, choice);
}

/** The buyer taps an item of a group; the domain applies the group rule and the pumping chain. */
export function choose(subject: AddonSubject, current: AddonChoice, group: AddonGroupRef, additemId: string): void {
  pick(subject, chooseAddon(current, group, additemId));
}

/** Unchecks everything. */
export function clearChoice(subject: AddonSubject, current: AddonChoice): void {
  const groups = [current.mixerGroup, current.pumpingMethodGroup, current.supportingGroup, current.constructionGroup, ...current.normalGroups];
  pick(
    subject,
    addonChoiceFromTree(
      withChecked(
        groups.filter((g): g is NonNullable<typeof g> => g !== null),
        new Set(),
      ),
    ),
  );
}
