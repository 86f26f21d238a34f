import { addons } from '@gen/constants.gen';
import { sumMoney, type Money } from './money';
import { formatMoney } from './moneyText';

/**
 * Add-on choice (§3 "Add-on choice state", §4 "Add-ons", §5 "Price").
 *
 * Add-ons come in groups (a parent item with `children`); each group allows one checked child. Besides
 * the normal groups there are four special groups: the mixer-truck / slurry item, the pumping method,
 * the supporting item and the construction item. They chain:
 * - a mixer-truck item whose name contains 泵送 (pumping) turns pumping on (`isBengsong`), and the
 *   pumping-method group defaults to its first option unless a non-first option is already checked;
 *   any other mixer choice (or none) clears the pumping method and the supporting item and turns
 *   ground-pump mode off;
 * - a pumping method whose name contains 地泵 (ground pump) turns ground-pump mode on (`isDibeng`), and
 *   the supporting item defaults to its first option unless a non-first one is checked; any other method
 *   clears the supporting item.
 *
 * The chain is applied by {@link normalizeAddonChoice} after every change, so a defaulted pumping method
 * that is itself a ground pump also defaults the supporting item, and the flags always describe the
 * checked items. While pumping is on, a pumping method is always chosen (and while ground-pump mode is
 * on, a supporting item): those two groups behave as radio buttons. The mixer, construction and normal
 * groups toggle — choosing the checked child again unchecks it.
 */

/** The kind of an add-on group: a normal group or one of the four special groups. */
export type AddonGroupType = 'normal' | 'mixerTruck' | 'pumpingMethod' | 'supportingItem' | 'construction';

/**
 * An add-on item; a group is an item with `children`. `additemPrice` is a unit price as a money string
 * ("0.00" with ifNegotiate when the price is negotiated later); null or "" counts as no price.
 */
export interface AddonItem {
  readonly additemId: string;
  readonly additemName: string;
  readonly additemPrice: Money | null;
  readonly ifNegotiate?: boolean;
  readonly parentId: string;
  readonly parentName: string;
  /** Screen state; the add-on tree from the server has none, which counts as unchecked. */
  readonly checked?: boolean;
  readonly children?: readonly AddonItem[];
  readonly showItems?: boolean;
  readonly subtotalPrice?: Money;
  readonly groupType?: AddonGroupType;
}

/** A group of add-ons: one checked child at most. */
export interface AddonGroup extends AddonItem {
  readonly children: readonly AddonItem[];
}

/** The add-on choice of one goods item. */
export interface AddonChoice {
  readonly normalGroups: readonly AddonGroup[];
  /** Mixer truck / slurry item (搅拌车/砂浆). */
  readonly mixerGroup: AddonGroup | null;
  /** Pumping method, offered while pumping is on. */
  readonly pumpingMethodGroup: AddonGroup | null;
  /** Supporting item, offered while ground-pump mode is on. */
  readonly supportingGroup: AddonGroup | null;
  /** Construction item. */
  readonly constructionGroup: AddonGroup | null;
  /** Pumping selected: the checked mixer item's name contains 泵送. */
  readonly isBengsong: boolean;
  /** Ground pump selected: pumping on and the checked pumping method's name contains 地泵. */
  readonly isDibeng: boolean;
}

/** The special groups that can be chosen in by id. */
export type SpecialGroup = 'mixerGroup' | 'pumpingMethodGroup' | 'supportingGroup' | 'constructionGroup';

/** Which group a tap belongs to, as {@link chooseAddon} takes it: a special group, or a normal one by its id. */
export type AddonGroupRef = SpecialGroup | { readonly normal: string };

/** isBengsong rule: the item's name contains 泵送 (pumping). */
export function isBengsongItem(item: Pick<AddonItem, 'additemName'> | null | undefined): boolean {
  return item?.additemName.includes(addons.pumpingKeyword) ?? false;
}

/** isDibeng rule: the item's name contains 地泵 (ground pump). */
export function isDibengItem(item: Pick<AddonItem, 'additemName'> | null | undefined): boolean {
  return item?.additemName.includes(addons.groundPumpKeyword) ?? false;
}

/** The checked child of a group, if any. */
export function checkedChild(group: AddonGroup | null): AddonItem | null {
  return group?.children.find((child) => child.checked) ?? null;
}

/** Checks exactly the child with `additemId` (none when null); one checked child per group. */
export function checkOnly<G extends AddonGroup>(group: G, additemId: string | null): G {
  return {
    ...group,
    children: group.children.map((child) => {
      const checked = child.additemId === additemId;
      return child.checked === checked ? child : { ...child, checked };
    }),
  };
}

/** Toggle within a group: the checked child becomes unchecked, any other child becomes the only one checked. */
export function toggleChild<G extends AddonGroup>(group: G, additemId: string): G {
  const current = checkedChild(group);
  return checkOnly(group, current?.additemId === additemId ? null : additemId);
}

// "Defaults to the first option unless a non-first option is already checked": with at most one checked
// child that is the same as "keep the checked one, or check the first when none is".
function defaultToFirst(group: AddonGroup | null): AddonGroup | null {
  if (group === null) return null;
  const current = checkedChild(group);
  if (current !== null) return checkOnly(group, current.additemId);
  const first = group.children[0];
  return first === undefined ? group : checkOnly(group, first.additemId);
}

function cleared(group: AddonGroup | null): AddonGroup | null {
  return group === null ? null : checkOnly(group, null);
}

function singleChecked<G extends AddonGroup | null>(group: G): G {
  return group === null ? group : checkOnly(group, checkedChild(group)?.additemId ?? null);
}

/**
 * Applies the one-per-group rule and the mixer → pumping → ground-pump → supporting chain, and derives
 * isBengsong and isDibeng. Use it on a choice loaded from the server and after every change.
 */
export function normalizeAddonChoice(choice: AddonChoice): AddonChoice {
  const mixerGroup = singleChecked(choice.mixerGroup);
  const isBengsong = isBengsongItem(checkedChild(mixerGroup));
  const pumpingMethodGroup = isBengsong ? defaultToFirst(choice.pumpingMethodGroup) : cleared(choice.pumpingMethodGroup);
  const isDibeng = isBengsong && isDibengItem(checkedChild(pumpingMethodGroup));
  const supportingGroup = isDibeng ? defaultToFirst(choice.supportingGroup) : cleared(choice.supportingGroup);
  return {
    normalGroups: choice.normalGroups.map(singleChecked),
    mixerGroup,
    pumpingMethodGroup,
    supportingGroup,
    constructionGroup: singleChecked(choice.constructionGroup),
    isBengsong,
    isDibeng,
  };
}

/** A choice with the given groups, normalized (flags derived, defaults applied). */
export function createAddonChoice(groups: Partial<Omit<AddonChoice, 'isBengsong' | 'isDibeng'>>): AddonChoice {
  return normalizeAddonChoice({
    normalGroups: groups.normalGroups ?? [],
    mixerGroup: groups.mixerGroup ?? null,
    pumpingMethodGroup: groups.pumpingMethodGroup ?? null,
    supportingGroup: groups.supportingGroup ?? null,
    constructionGroup: groups.constructionGroup ?? null,
    isBengsong: false,
    isDibeng: false,
  });
}

const SPECIAL_BY_TYPE: Readonly<Record<Exclude<AddonGroupType, 'normal'>, SpecialGroup>> = {
  mixerTruck: 'mixerGroup',
  pumpingMethod: 'pumpingMethodGroup',
  supportingItem: 'supportingGroup',
  construction: 'constructionGroup',
};

/**
 * A normalized choice from the add-on tree of a goods item (as the server sends it): groups are sorted by
 * their `groupType` (a group without one is normal; a second group of the same special type is treated as
 * normal); a group without children gets an empty list.
 */
export function addonChoiceFromTree(tree: readonly AddonItem[]): AddonChoice {
  const special: Partial<Record<SpecialGroup, AddonGroup>> = {};
  const normalGroups: AddonGroup[] = [];
  for (const item of tree) {
    const group: AddonGroup = { ...item, children: item.children ?? [] };
    const slot = group.groupType === undefined || group.groupType === 'normal' ? undefined : SPECIAL_BY_TYPE[group.groupType];
    if (slot !== undefined && special[slot] === undefined) special[slot] = group;
    else normalGroups.push(group);
  }
  return createAddonChoice({ ...special, normalGroups });
}

/** Choosing a mixer-truck / slurry item (toggles), then the pumping chain. */
export function chooseMixer(choice: AddonChoice, additemId: string): AddonChoice {
  if (choice.mixerGroup === null) return choice;
  return normalizeAddonChoice({ ...choice, mixerGroup: toggleChild(choice.mixerGroup, additemId) });
}

/** Choosing a pumping method (radio); ignored while pumping is off, because the group is not offered then. */
export function choosePumpingMethod(choice: AddonChoice, additemId: string): AddonChoice {
  if (choice.pumpingMethodGroup === null || !choice.isBengsong) return choice;
  return normalizeAddonChoice({ ...choice, pumpingMethodGroup: checkOnly(choice.pumpingMethodGroup, additemId) });
}

/** Choosing a supporting item (radio); ignored while ground-pump mode is off. */
export function chooseSupporting(choice: AddonChoice, additemId: string): AddonChoice {
  if (choice.supportingGroup === null || !choice.isDibeng) return choice;
  return normalizeAddonChoice({ ...choice, supportingGroup: checkOnly(choice.supportingGroup, additemId) });
}

/** Choosing a construction item (toggles). */
export function chooseConstruction(choice: AddonChoice, additemId: string): AddonChoice {
  if (choice.constructionGroup === null) return choice;
  return normalizeAddonChoice({ ...choice, constructionGroup: toggleChild(choice.constructionGroup, additemId) });
}

/** Choosing an item of a normal group (toggles; one checked child per group). */
export function chooseNormal(choice: AddonChoice, groupId: string, additemId: string): AddonChoice {
  return normalizeAddonChoice({
    ...choice,
    normalGroups: choice.normalGroups.map((g) => (g.additemId === groupId ? toggleChild(g, additemId) : g)),
  });
}

/** Dispatches a choice to the rules of its group. */
export function chooseAddon(choice: AddonChoice, group: AddonGroupRef, additemId: string): AddonChoice {
  if (typeof group === 'object') return chooseNormal(choice, group.normal, additemId);
  switch (group) {
    case 'mixerGroup':
      return chooseMixer(choice, additemId);
    case 'pumpingMethodGroup':
      return choosePumpingMethod(choice, additemId);
    case 'supportingGroup':
      return chooseSupporting(choice, additemId);
    case 'constructionGroup':
      return chooseConstruction(choice, additemId);
  }
}

/** Which part of the groups a screen shows: all of them, the pumping chain, or the rest. */
export type AddonGroupsPart = 'all' | 'pumping' | 'others';

/** One group as a screen offers it (see {@link shownAddonGroups}). */
export interface ShownAddonGroup {
  readonly group: AddonGroup;
  /** What to hand to {@link chooseAddon} with the tapped item's id. */
  readonly ref: AddonGroupRef;
  /** `radio`: one item is always chosen; `check`: choosing the checked item again unchecks it. */
  readonly kind: 'radio' | 'check';
  /** Why the group has just appeared: pumping was chosen, or a ground pump. */
  readonly hint?: 'pumping' | 'groundPump';
}

/**
 * The groups a screen shows, in order: the mixer truck; the pumping method while pumping is on and the
 * supporting item while a ground pump is chosen (radio groups, each with the hint of why it appeared); the
 * construction item; the normal groups (toggles). `pumping` keeps the first three (the pumping chain),
 * `others` the construction and normal groups.
 */
export function shownAddonGroups(choice: AddonChoice, part: AddonGroupsPart = 'all'): ShownAddonGroup[] {
  const shown: ShownAddonGroup[] = [];
  if (part !== 'others') {
    if (choice.mixerGroup) shown.push({ group: choice.mixerGroup, ref: 'mixerGroup', kind: 'check' });
    if (choice.pumpingMethodGroup && choice.isBengsong)
      shown.push({ group: choice.pumpingMethodGroup, ref: 'pumpingMethodGroup', kind: 'radio', hint: 'pumping' });
    if (choice.supportingGroup && choice.isDibeng) shown.push({ group: choice.supportingGroup, ref: 'supportingGroup', kind: 'radio', hint: 'groundPump' });
  }
  if (part !== 'pumping') {
    if (choice.constructionGroup) shown.push({ group: choice.constructionGroup, ref: 'constructionGroup', kind: 'check' });
    for (const group of choice.normalGroups) shown.push({ group, ref: { normal: group.additemId }, kind: 'check' });
  }
  return shown;
}

// Here rather than in spec/constants.yaml: every constant there is part of the home page's first load,
// which has no room to spare, and this module is not.
const NEGOTIATED_KEYWORD = '面议';

/**
 * A negotiated item whose name already says so (夜间施工（价格面议）): its label shows the name alone rather
 * than adding "（面议）" a second time.
 */
export function addonNameSaysNegotiated(name: string): boolean {
  return name.includes(NEGOTIATED_KEYWORD);
}

function allGroups(choice: AddonChoice): AddonGroup[] {
  return [choice.mixerGroup, choice.pumpingMethodGroup, choice.supportingGroup, choice.constructionGroup, ...choice.normalGroups].filter(
    (g): g is AddonGroup => g !== null,
  );
}

/** The chosen list: every checked add-on, special groups first, then the normal groups in order. */
export function chosenAddons(choice: AddonChoice): AddonItem[] {
  return allGroups(choice).flatMap((g) => g.children.filter((child) => child.checked));
}

/** The chosen items by group id (the group's additemId; children carry it as parentId). */
export function chosenByGroup(choice: AddonChoice): Readonly<Record<string, AddonItem>> {
  const result: Record<string, AddonItem> = {};
  for (const g of allGroups(choice)) {
    const child = checkedChild(g);
    if (child !== null) result[g.additemId] = child;
  }
  return result;
}

/** hasChooseAttr: at least one add-on is chosen. */
export function hasChooseAttr(choice: AddonChoice): boolean {
  return chosenAddons(choice).length > 0;
}

/** A group's subtotal: the price of its checked child ("0.00" when none, or when the price is negotiated). */
export function groupSubtotal(group: AddonGroup | null): Money {
  return sumMoney(priceOf(checkedChild(group)));
}

function priceOf(item: AddonItem | null): string[] {
  return item?.additemPrice ? [item.additemPrice] : [];
}

/**
 * The add-on total price: the sum of the checked add-ons' prices, excluding the pumping-method price
 * (§5: the pumping method is priced with the pumping item, not as an extra). Items without a price
 * (negotiated) add nothing.
 */
export function addonTotal(choice: AddonChoice): Money {
  const priced = allGroups(choice).filter((g) => g !== choice.pumpingMethodGroup);
  return sumMoney(priced.flatMap((g) => priceOf(checkedChild(g))));
}

/** The add-on total for display, with two decimals ("12.30"). */
export function formatAddonTotal(choice: AddonChoice): string {
  return formatMoney(addonTotal(choice));
}

/**
 * Add-on name display: split after 3 characters so long names wrap onto a second line, e.g. "汽车泵送费" →
 * ["汽车泵", "送费"]; a name of 3 characters or fewer is one part. Counts characters, not UTF-16 units.
 */
export function splitAddonName(name: string): readonly [string] | readonly [string, string] {
  const chars = Array.from(name);
  if (chars.length <= addons.nameSplitAt) return [name];
  return [chars.slice(0, addons.nameSplitAt).join(''), chars.slice(addons.nameSplitAt).join('')];
}
