import { proxy } from 'valtio/vanilla';
import { errorText } from '@/lib/api';
import { formatMoney, addonChoiceFromTree, addonTotal, chooseAddon, chosenAddons, type AddonChoice, type AddonItem, type SpecialGroup } from '@/domain';
import { fetchAddonTree, fetchGoodsName } from './api';
import { readAddonDraft, writeAddonDraft } from './draft';

/** The add-on choice page: the tree of one goods with the buyer's checks, and the load status. */
export interface AddonsState {
  goodsId: string;
  goodsName: string;
  choice: AddonChoice | null;
  status: 'idle' | 'loading' | 'ready' | 'error';
  error: string;
}

const initial = (): AddonsState => ({ goodsId: '', goodsName: '', choice: null, status: 'idle', error: '' });

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

/** Loads the tree of a goods and applies the choice saved for it in this tab (if any). */
export async function loadAddons(goodsId: string, contractId?: string): Promise<void> {
  addonsStore.goodsId = goodsId;
  addonsStore.status = 'loading';
  addonsStore.error = '';
  try {
    const [tree, goodsName] = await Promise.all([fetchAddonTree(goodsId, contractId), fetchGoodsName(goodsId).catch(() => '')]);
    if (addonsStore.goodsId !== goodsId) return;
    const saved = new Set(readAddonDraft(goodsId)?.chosen.map((c) => c.additemId) ?? []);
    addonsStore.choice = addonChoiceFromTree(withChecked(tree as AddonItem[], saved));
    addonsStore.goodsName = goodsName;
    addonsStore.status = 'ready';
  } catch (error) {
    if (addonsStore.goodsId !== goodsId) return;
    addonsStore.status = 'error';
    addonsStore.error = errorText(error);
  }
}

/** The buyer taps an item of a group; the domain applies the group rule and the pumping chain. */
export function choose(group: SpecialGroup | { readonly normal: string }, additemId: string): void {
  if (addonsStore.choice === null) return;
  addonsStore.choice = chooseAddon(addonsStore.choice as AddonChoice, group, additemId);
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
  persist();
}
