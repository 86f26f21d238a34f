import { proxy } from 'valtio/vanilla';
import { errorText } from '@/lib/api';
import { formatMoney, addonChoiceFromTree, addonTotal, chooseAddon, chosenAddons, type AddonChoice, type AddonGroupRef, type AddonItem } from '@/domain';
import { fetchAddonTree, fetchGoodsName } from './api';
import { readAddonDraft, writeAddonDraft } from './draft';

/** The add-on choice page: the tree of one goods with the buyer's checks, and the load status. */
export interface AddonsState {
  goodsId: string;
  goodsName: string;
  choice: AddonChoice | null;
  status: 'idle' | 'loading' | 'ready' | 'error';
  error: string;
  /**
   * Whether every tap is saved for the goods page at once (/goodChooseServe) or only by {@link saveChoice}
   * when the buyer confirms (/goodsAddItems, where leaving without confirming keeps the earlier choice).
   */
  autosave: boolean;
}

const initial = (): AddonsState => ({ goodsId: '', goodsName: '', choice: null, status: 'idle', error: '', autosave: true });

export const addonsStore = proxy<AddonsState>(initial());

export function reset(): void {
  Object.assign(addonsStore, initial());
}

function withChecked(tree: readonly AddonItem[], ids: ReadonlySet<string>): AddonItem[] {
  return tree.map((g) => ({ ...g, children: (g.children ?? []).map((c) => ({ ...c, checked: ids.has(c.additemId) })) }));
}

function persist(): void {
  const { choice, goodsId } = addonsStore;
  if (choice === null || goodsId === '') return;
  const chosen = chosenAddons(choice).map((item) => ({
    additemId: item.additemId,
    additemName: item.additemName,
    parentName: item.parentName,
    additemPrice: formatMoney(item.additemPrice),
  }));
  writeAddonDraft(goodsId, chosen.length === 0 ? null : { chosen, addUnitPrice: addonTotal(choice) });
}

// Only the newest load counts: the same goods may be asked for again under another contract meanwhile.
let loads = 0;

/**
 * Loads the tree of a goods (with the contract's prices when `contractId` is given) and applies the choice
 * saved for it in this tab (if any). `autosave: false` saves the buyer's taps only on {@link saveChoice}.
 */
export async function loadAddons(goodsId: string, contractId?: string, { autosave = true }: { autosave?: boolean } = {}): Promise<void> {
  const ticket = ++loads;
  if (addonsStore.goodsId !== goodsId) addonsStore.goodsName = '';
  addonsStore.goodsId = goodsId;
  addonsStore.autosave = autosave;
  addonsStore.status = 'loading';
  addonsStore.error = '';
  try {
    const [tree, goodsName] = await Promise.all([fetchAddonTree(goodsId, contractId), fetchGoodsName(goodsId).catch(() => '')]);
    if (ticket !== loads) return;
    const saved = new Set(readAddonDraft(goodsId)?.chosen.map((c) => c.additemId) ?? []);
    addonsStore.choice = addonChoiceFromTree(withChecked(tree as AddonItem[], saved));
    addonsStore.goodsName = goodsName;
    addonsStore.status = 'ready';
  } catch (error) {
    if (ticket !== loads) return;
    addonsStore.status = 'error';
    addonsStore.error = errorText(error);
  }
}

/** The buyer taps an item of a group; the domain applies the group rule and the pumping chain. */
export function choose(group: AddonGroupRef, additemId: string): void {
  if (addonsStore.choice === null) return;
  addonsStore.choice = chooseAddon(addonsStore.choice as AddonChoice, group, additemId);
  if (addonsStore.autosave) persist();
}

/** Saves the choice for the goods page (add to cart, buy now), which reads it per goods from this tab's storage. */
export function saveChoice(): void {
  persist();
}

/** Unchecks everything. */
export function clearChoice(): void {
  const choice = addonsStore.choice as AddonChoice | null;
  if (choice === null) return;
  const none = new Set<string>();
  const regroup = (g: AddonChoice['mixerGroup']) => (g === null ? null : { ...g, children: g.children.map((c) => ({ ...c, checked: none.has(c.additemId) })) });
  addonsStore.choice = addonChoiceFromTree(
    [choice.mixerGroup, choice.pumpingMethodGroup, choice.supportingGroup, choice.constructionGroup, ...choice.normalGroups]
      .map(regroup)
      .filter((g): g is NonNullable<typeof g> => g !== null),
  );
  if (addonsStore.autosave) persist();
}
