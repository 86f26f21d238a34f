import {
  addonChoiceFromTree,
  contractAddRoom,
  contractUnitSteps,
  fitsContractRoom,
  initialQuantity,
  type AddonChoice,
  type AddonItem,
  type Decimal,
  type UnitSteps,
} from '@/domain';
import type { ContractCartList, ContractGoods, GoodsUnit } from '../api';

/** What the add page knows of one contract goods once loaded: its quantity grid, the room left, the cart's line. */
export interface PreparedGoods {
  readonly goods: ContractGoods;
  readonly name: string;
  readonly steps: UnitSteps;
  /** Already in the contract cart (the gateway adds the new quantity to it), or null. */
  readonly inCart: Decimal | null;
  /** 还可购: the surplus less what the cart holds (domain contractAddRoom), the figure the cart line shows too. */
  readonly room: Decimal;
  /** The add-ons of the cart line, or null when the cart does not hold the goods. */
  readonly lineAddonIds: readonly string[] | null;
  readonly tree: readonly AddonItem[];
}

/** What the buyer picks for one contract goods. */
export interface Entry {
  readonly selected: boolean;
  readonly quantity: Decimal;
  readonly valid: boolean;
  readonly choice: AddonChoice;
}

/** What the buyer changed of an entry; the rest follows the loaded data (adding moves the room and the cart's add-ons). */
export type EntryChange = Partial<Entry>;

// A unit the seller left without counts: no minimum and no grid, only the room as a maximum.
const NO_GRID: UnitSteps = { minOrderCount: '0', minChangeCount: '0', convertRate: '1' };

function unitStepsOf(units: readonly GoodsUnit[], unitName: string): UnitSteps {
  const unit = units.find((u) => u.unitName === unitName) ?? units[0];
  return unit === undefined
    ? NO_GRID
    : { minOrderCount: unit.minOrderCount, minChangeCount: unit.minChangeCount, maxOrderCount: unit.maxOrderCount ?? null, convertRate: unit.convertRate };
}

export const contractGoodsName = (goods: ContractGoods) => [goods.goodsName, goods.varietyName].filter(Boolean).join(' ');

/** Each goods with its unit's grid narrowed to the room left under the contract (surplus less what the cart holds). */
export function prepareGoods(
  goodsList: readonly ContractGoods[],
  cart: ContractCartList,
  unitsOf: (goodsId: string) => readonly GoodsUnit[],
  treeOf: (goodsId: string) => readonly AddonItem[],
): PreparedGoods[] {
  const lines = cart.groups.flatMap((g) => g.children);
  return goodsList.map((goods) => {
    const line = lines.find((l) => l.contractGoodsId === goods.contractGoodsId);
    const room = contractAddRoom(goods.surplusGoodsAmount, line?.quantity);
    return {
      goods,
      name: contractGoodsName(goods),
      steps: contractUnitSteps(unitStepsOf(unitsOf(goods.goodsId), goods.unit), room),
      inCart: line?.quantity ?? null,
      room,
      lineAddonIds: line ? line.cartAdditems.map((a) => a.additemId) : null,
      tree: treeOf(goods.goodsId),
    };
  });
}

/** The add-on choice the goods starts with: the one its cart line holds, else the tree's defaults. */
function startingChoice(prepared: PreparedGoods): AddonChoice {
  const checked = new Set(prepared.lineAddonIds ?? []);
  return addonChoiceFromTree(prepared.tree.map((g) => ({ ...g, children: (g.children ?? []).map((c) => ({ ...c, checked: checked.has(c.additemId) })) })));
}

/** The entry shown for a goods: the buyer's changes over what the loaded data starts it with. A goods without room is never selected. */
export function entryOf(prepared: PreparedGoods, change: EntryChange | undefined, preselected: boolean): Entry {
  return {
    selected: fitsContractRoom(prepared.steps) && (change?.selected ?? preselected),
    quantity: change?.quantity ?? initialQuantity(prepared.steps),
    valid: change?.valid ?? true,
    choice: change?.choice ?? startingChoice(prepared),
  };
}
