import { normalizeDecimal, sumMoney, type Decimal, type Money } from './money';
import { lineMoney, type CartAddItem } from './cartLines';
import {
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
 * The buyer cart (§3 "Buyer cart", §4 "Cart"): goods from the market, grouped by seller (shop). Unlike the
 * contract cart, a line can be no longer effective (sold out, delisted); such a line can still be ticked,
 * but the order cart never takes it.
 */

/** A selected goods attribute shown on a cart line. */
export interface SelectInfo {
  readonly attributeNo: string;
  readonly attributeName: string;
  readonly attributeValueNo: string;
  readonly attributeValue: string;
}

/**
 * A buyer cart line. `money` is derived (quantity × unitPrice), so it is optional: a line as the cart call
 * returns it is a valid line.
 */
export interface BuyerCartLine {
  readonly cartResourceId: string;
  readonly checked: boolean;
  readonly effective: boolean;
  readonly quantity: Decimal;
  readonly unitPrice: Money;
  readonly money?: Money;
  readonly cartAdditems: readonly CartAddItem[];
  readonly selectInfos: readonly SelectInfo[];
  /** Sum of the chosen add-on unit prices, pumping method excluded (see addons `addonTotal`); "0.00" when none. */
  readonly addUnitPrice?: Money;
  /** The line's rebar amount (rebar `rebarAmount`); absent or "0.00" when the goods is not rebar. */
  readonly rebarAmount?: Money;
}

/** A shop: the lines bought from one seller. */
export interface BuyerCartGroup {
  readonly sellerId: string;
  readonly sellerName: string;
  readonly effective: boolean;
  readonly checked: boolean;
  readonly children: readonly BuyerCartLine[];
}

/** Recomputes a line's money (quantity × unitPrice). */
export function withBuyerLineAmounts<L extends BuyerCartLine>(line: L): L {
  return { ...line, quantity: normalizeDecimal(line.quantity), money: lineMoney(line.quantity, line.unitPrice) };
}

/** Prepares groups as loaded from the server: line money and shop flags recomputed. */
export function normalizeBuyerCart<G extends BuyerCartGroup>(groups: readonly G[]): G[] {
  return syncGroupFlags<BuyerCartLine, G>(groups.map((g) => ({ ...g, children: g.children.map(withBuyerLineAmounts) })));
}

const isResource = (cartResourceId: string) => (line: BuyerCartLine) => line.cartResourceId === cartResourceId;

/** Select all: every shop and line checked, or all unchecked when everything already was. */
export function toggleAllBuyerLines<G extends BuyerCartGroup>(groups: readonly G[]): G[] {
  return toggleAll<BuyerCartLine, G>(groups);
}

/** Sets every shop and line to `checked`. */
export function setAllBuyerLines<G extends BuyerCartGroup>(groups: readonly G[], checked: boolean): G[] {
  return checkAll<BuyerCartLine, G>(groups, checked);
}

/** Selecting a shop toggles all its lines; the shop and overall flags follow. */
export function toggleShop<G extends BuyerCartGroup>(groups: readonly G[], sellerId: string): G[] {
  return toggleGroupWhere<BuyerCartLine, G>(groups, (g) => g.sellerId === sellerId);
}

/** Selecting a line flips it and recomputes its shop's flag. */
export function toggleBuyerLine<G extends BuyerCartGroup>(groups: readonly G[], cartResourceId: string): G[] {
  return toggleLineWhere<BuyerCartLine, G>(groups, isResource(cartResourceId));
}

/** Changes a line's quantity; its money follows. */
export function changeBuyerLineQuantity<G extends BuyerCartGroup>(groups: readonly G[], cartResourceId: string, quantity: Decimal): G[] {
  return updateLineWhere<BuyerCartLine, G>(groups, isResource(cartResourceId), (line) => withBuyerLineAmounts({ ...line, quantity }));
}

/** Removes lines by id; a shop left without lines disappears. */
export function removeBuyerLines<G extends BuyerCartGroup>(groups: readonly G[], cartResourceIds: readonly string[]): G[] {
  const ids = new Set(cartResourceIds);
  return removeLinesWhere<BuyerCartLine, G>(groups, (line) => ids.has(line.cartResourceId));
}

/** The all flag (`allChecked`): true iff there are lines and every one is checked. */
export function isAllBuyerChecked(groups: readonly BuyerCartGroup[]): boolean {
  return isAllChecked(groups);
}

/** Whether the order cart may take a line: checked, and both the line and its shop effective. */
export function isOrderableBuyerLine(line: BuyerCartLine, group: BuyerCartGroup): boolean {
  return line.checked && line.effective && group.effective;
}

/** The order cart: only checked and effective lines, grouped by seller. */
export function buyerOrderCarts<G extends BuyerCartGroup>(groups: readonly G[]): G[] {
  return pickOrderGroups<BuyerCartLine, G>(groups, isOrderableBuyerLine);
}

/** Buy-now from the goods page: an order cart with exactly this one line. */
export function buyerBuyNow<G extends BuyerCartGroup>(group: G, line: G['children'][number]): G[] {
  return buyNowGroups<BuyerCartLine, G>(group, withBuyerLineAmounts(line));
}

/** A line's amount: goods (quantity × unitPrice) + add-ons (quantity × addUnitPrice) + rebar amount. */
export function buyerLineAmount(line: BuyerCartLine): Money {
  const addUnitPrice = line.addUnitPrice === undefined || line.addUnitPrice === '' ? '0' : line.addUnitPrice;
  const rebarAmount = line.rebarAmount === undefined || line.rebarAmount === '' ? '0' : line.rebarAmount;
  return sumMoney([lineMoney(line.quantity, line.unitPrice), lineMoney(line.quantity, addUnitPrice), rebarAmount]);
}

/** `checkedAmount`: goods + add-ons + rebar of the lines the order cart would take (checked and effective). */
export function buyerCartTotal(groups: readonly BuyerCartGroup[]): Money {
  return sumMoney(buyerOrderCarts(groups).flatMap((g) => g.children.map(buyerLineAmount)));
}

/** Number of lines in the cart (`cartNum`, the badge on the cart tab). */
export function buyerCartCount(groups: readonly BuyerCartGroup[]): number {
  return groups.reduce((n, g) => n + g.children.length, 0);
}
