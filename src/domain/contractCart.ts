import {
  compareDecimal,
  isDecimal,
  minDecimal,
  normalizeDecimal,
  sumExact,
  sumMoney,
  truncateDecimal,
  QUANTITY_DECIMALS,
  type Decimal,
  type DecimalInput,
  type Money,
} from './money';
import { snapQuantity, unitQuantityProblem, type UnitSteps } from './quantity';
import { lineMoney, type CartAddItem } from './cartLines';
import { contractAddRoom } from './contracts';
import {
  allLinesChecked,
  buyNowGroups,
  checkAll,
  isAllChecked,
  pickOrderGroups,
  removeLinesWhere,
  syncGroupFlags,
  toggleAll,
  toggleGroupWhere,
  toggleLineWhere,
  updateLineWhere,
} from './cartSelection';

/**
 * The contract cart (§3 "contract cart", §4 "Cart"): goods bought under a contract, grouped by contract.
 * Functions take the groups (`buyerCarts` of the contract-cart store) and return new groups; the derived
 * values (allHasChecked, total, orderCarts) come from the functions at the end of this module.
 */

/** A contract cart line. `money` and `cansaleNumShow` are derived from quantity, unitPrice and surplus. */
export interface ContractCartLine {
  readonly contractGoodsId: string;
  readonly checked: boolean;
  readonly quantity: Decimal;
  readonly unitPrice: Money;
  readonly money: Money;
  readonly surplusGoodsAmount: Decimal;
  readonly cansaleNumShow: Decimal;
  readonly cartAdditems: readonly CartAddItem[];
  readonly addUnitPrice: Money;
  readonly chooseNum?: number;
}

/** A contract: the lines bought under it. */
export interface ContractCartGroup {
  readonly contractId: string;
  readonly sellerName: string;
  readonly effective: boolean;
  readonly checked: boolean;
  readonly children: readonly ContractCartLine[];
}

/**
 * The contract cart totals of the checked lines (the fields of `ContractCartTotal` in spec/calls/cart.yaml):
 * `totalSmall` the goods amount (Σ money), `totalBig` the add-on amount (Σ quantity × addUnitPrice, each
 * line rounded to cents), `total` their sum.
 */
export interface ContractCartTotal {
  readonly total: Money;
  readonly totalSmall: Money;
  readonly totalBig: Money;
}

/** The fields a new line needs; money, cansaleNumShow and the defaults are filled in. */
export type NewContractCartLine = Pick<ContractCartLine, 'contractGoodsId' | 'quantity' | 'unitPrice' | 'surplusGoodsAmount'> &
  Partial<Pick<ContractCartLine, 'checked' | 'cartAdditems' | 'addUnitPrice' | 'chooseNum'>>;

/** The group a new line goes into when its contract is not in the cart yet. */
export type NewContractCartGroup = Pick<ContractCartGroup, 'contractId' | 'sellerName'> & Partial<Pick<ContractCartGroup, 'effective'>>;

/** Recomputes a line's money (quantity × unitPrice) and cansaleNumShow (还可购: surplus − quantity, never below 0). */
export function withContractLineAmounts<L extends ContractCartLine>(line: L): L {
  return {
    ...line,
    quantity: normalizeDecimal(line.quantity),
    money: lineMoney(line.quantity, line.unitPrice),
    cansaleNumShow: contractAddRoom(line.surplusGoodsAmount, line.quantity),
  };
}

/** Prepares groups as loaded from the server: line amounts and group flags recomputed. */
export function normalizeContractCart<G extends ContractCartGroup>(groups: readonly G[]): G[] {
  return syncGroupFlags<ContractCartLine, G>(groups.map((g) => ({ ...g, children: g.children.map(withContractLineAmounts) })));
}

const isLine = (contractId: string, contractGoodsId: string) => (line: ContractCartLine, group: ContractCartGroup) =>
  group.contractId === contractId && line.contractGoodsId === contractGoodsId;

/**
 * Adds a line to its contract's group (a new group goes last, a new line last in its group). Adding goods
 * that are already in that contract's group adds to their quantity and keeps the rest of the line.
 */
export function addContractLine(groups: readonly ContractCartGroup[], group: NewContractCartGroup, line: NewContractCartLine): ContractCartGroup[] {
  const exists = groups.some((g) => g.contractId === group.contractId && g.children.some((l) => l.contractGoodsId === line.contractGoodsId));
  if (exists) {
    return updateLineWhere<ContractCartLine, ContractCartGroup>(groups, isLine(group.contractId, line.contractGoodsId), (l) =>
      withContractLineAmounts({ ...l, quantity: sumExact([l.quantity, line.quantity]) }),
    );
  }
  const newLine = withContractLineAmounts({
    checked: false,
    cartAdditems: [],
    addUnitPrice: '0.00',
    ...line,
    money: '0.00',
    cansaleNumShow: '0',
  });
  const target = groups.find((g) => g.contractId === group.contractId);
  if (target === undefined) {
    return [...groups, { effective: true, ...group, checked: newLine.checked, children: [newLine] }];
  }
  return groups.map((g) => {
    if (g !== target) return g;
    const children = [...g.children, newLine];
    return { ...g, children, checked: allLinesChecked(children) };
  });
}

/** Removes one line; a contract left without lines disappears. */
export function removeContractLine<G extends ContractCartGroup>(groups: readonly G[], contractId: string, contractGoodsId: string): G[] {
  return removeLinesWhere<ContractCartLine, G>(groups, isLine(contractId, contractGoodsId));
}

/** Removes every checked line (the "delete selected" action). */
export function removeCheckedContractLines<G extends ContractCartGroup>(groups: readonly G[]): G[] {
  return removeLinesWhere<ContractCartLine, G>(groups, (line) => line.checked);
}

/** Changes a line's quantity; its money and cansaleNumShow follow. */
export function changeContractLineQuantity<G extends ContractCartGroup>(
  groups: readonly G[],
  contractId: string,
  contractGoodsId: string,
  quantity: Decimal,
): G[] {
  return updateLineWhere<ContractCartLine, G>(groups, isLine(contractId, contractGoodsId), (line) => withContractLineAmounts({ ...line, quantity }));
}

/** Select all: every contract and line checked, or all unchecked when everything already was. */
export function toggleAllContractLines<G extends ContractCartGroup>(groups: readonly G[]): G[] {
  return toggleAll<ContractCartLine, G>(groups);
}

/** Sets every contract and line to `checked`. */
export function setAllContractLines<G extends ContractCartGroup>(groups: readonly G[], checked: boolean): G[] {
  return checkAll<ContractCartLine, G>(groups, checked);
}

/** Selecting a contract group toggles all its lines. */
export function toggleContractGroup<G extends ContractCartGroup>(groups: readonly G[], contractId: string): G[] {
  return toggleGroupWhere<ContractCartLine, G>(groups, (g) => g.contractId === contractId);
}

/** Selecting a line flips it and recomputes its contract's flag. */
export function toggleContractLine<G extends ContractCartGroup>(groups: readonly G[], contractId: string, contractGoodsId: string): G[] {
  return toggleLineWhere<ContractCartLine, G>(groups, isLine(contractId, contractGoodsId));
}

/** The all flag (`allHasChecked`): true iff there are lines and every one is checked. */
export function isAllContractChecked(groups: readonly ContractCartGroup[]): boolean {
  return isAllChecked(groups);
}

/** The order cart: only the checked lines, grouped by contract. */
export function contractOrderCarts<G extends ContractCartGroup>(groups: readonly G[]): G[] {
  return pickOrderGroups<ContractCartLine, G>(groups, (line) => line.checked);
}

/** Buy-now from a contract: an order cart with exactly this one line. */
export function contractBuyNow<G extends ContractCartGroup>(group: G, line: G['children'][number]): G[] {
  return buyNowGroups<ContractCartLine, G>(group, withContractLineAmounts(line));
}

/** A line's add-on amount: quantity × addUnitPrice (the add-on unit prices, pumping method excluded). */
export function contractLineAddonMoney(line: Pick<ContractCartLine, 'quantity' | 'addUnitPrice'>): Money {
  return lineMoney(line.quantity, line.addUnitPrice === '' ? '0' : line.addUnitPrice);
}

/** Totals (total, totalSmall, totalBig) of the checked lines, i.e. of what the order cart would take. */
export function contractCartTotal(groups: readonly ContractCartGroup[]): ContractCartTotal {
  const lines = contractOrderCarts(groups).flatMap((g) => g.children);
  const totalSmall = sumMoney(lines.map((line) => lineMoney(line.quantity, line.unitPrice)));
  const totalBig = sumMoney(lines.map(contractLineAddonMoney));
  return { total: sumMoney([totalSmall, totalBig]), totalSmall, totalBig };
}

/** Number of lines in the contract cart (`contractNum`). */
export function contractLineCount(groups: readonly ContractCartGroup[]): number {
  return groups.reduce((n, g) => n + g.children.length, 0);
}

/** How many lines are checked (the count on the settle button). */
export function checkedContractLineCount(groups: readonly ContractCartGroup[]): number {
  return groups.reduce((n, g) => n + g.children.filter((line) => line.checked).length, 0);
}

/**
 * How a line of a past contract order fits today (order again, /ShoppingCart/contractAgain): `full` — the
 * same quantity can be ordered; `clamped` — only less (today's surplus, the unit's grid or maximum allow
 * no more); `none` — nothing can be ordered (the surplus is below the unit's minimum order, or gone).
 */
export type AgainFit = 'full' | 'clamped' | 'none';

/** The quantity a past contract order line gets when ordered again, and how it fits ('0' with `none`). */
export interface AgainQuantity {
  readonly quantity: Decimal;
  readonly fit: AgainFit;
}

/**
 * Order again: the quantity of a past contract order line, clamped to today's surplus of its contract
 * goods and put on the unit's grid — the largest quantity the gateway accepts for the unit
 * ({@link unitQuantityProblem} is null) that is neither above the ordered quantity nor above the surplus.
 * The buyer never gets more than was ordered, nor more than the contract has left; when no such quantity
 * exists (the surplus is below the unit's minimum order) the line does not fit at all. Quantities are in
 * the contract's unit, the one the surplus counts in. Text that is not a quantity fits nowhere.
 */
export function againQuantity(ordered: DecimalInput, surplus: DecimalInput, steps: UnitSteps): AgainQuantity {
  const none: AgainQuantity = { quantity: '0', fit: 'none' };
  if (!isDecimal(ordered) || !isDecimal(surplus)) return none;
  // Quantities have 4 decimals: cut (never round up) the limit to them, so the snapped result stays within it.
  const limit = truncateDecimal(minDecimal(ordered, surplus), QUANTITY_DECIMALS);
  if (compareDecimal(limit, 0) <= 0) return none;
  const quantity = snapQuantity(limit, steps);
  // snapQuantity answers the unit's minimum when the limit is below it: then nothing fits.
  if (compareDecimal(quantity, limit) > 0 || unitQuantityProblem(quantity, steps) !== null) return none;
  return { quantity, fit: compareDecimal(quantity, ordered) === 0 ? 'full' : 'clamped' };
}
