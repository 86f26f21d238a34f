import { cansaleNum } from './cartLines';
import { compareDecimal, isDecimal, maxDecimal, normalizeDecimal, subtractMoney, type Decimal, type Money } from './money';
import { unitBounds, type UnitSteps } from './quantity';

/**
 * Contracts the buyer holds with sellers (§1 "my contracts", §3 contract goods, §7): the list's tabs, the
 * remaining amount of a contract, and how much of a contract goods may still go into the contract cart.
 * Quantities count in the contract goods' unit (its pricing unit); money is a two-decimal string.
 */

/** The status of a contract, as `contract.myContracts` and `contract.details` send it. */
export type ContractStatus = 'pending' | 'signed' | 'executing' | 'finished' | 'terminated';

/** The tabs of /myContract: every contract, the ones being executed, the finished (expired) ones. */
export type ContractTab = 'all' | 'executing' | 'finished';

/** The tabs in the order they show. */
export const CONTRACT_TABS: readonly ContractTab[] = ['all', 'executing', 'finished'];

/** The tab a route's `status` query names; anything unknown or absent is `all`. */
export function contractTabOf(status: string | null | undefined): ContractTab {
  return CONTRACT_TABS.find((tab) => tab === status) ?? 'all';
}

/**
 * The `status` filter of `contract.myContracts` for a tab: none for `all`, else the status of that name
 * (a contract that ran past its end date is finished on the seller's side; one still marked executing
 * shows in that tab and is labelled ineffective by its `effective` flag).
 */
export function contractStatusFilter(tab: ContractTab): { readonly status?: ContractStatus } {
  return tab === 'all' ? {} : { status: tab };
}

/**
 * The remaining amount of a contract: totalAmount − usedAmount, to the fen, never below 0.00 (a seller
 * may book more than agreed). Null when the contract has no total; a missing used amount counts as 0.
 */
export function contractRemainingAmount(contract: { readonly totalAmount?: Money | null; readonly usedAmount?: Money | null }): Money | null {
  const { totalAmount, usedAmount } = contract;
  if (totalAmount === null || totalAmount === undefined || !isDecimal(totalAmount)) return null;
  const used = usedAmount !== null && usedAmount !== undefined && isDecimal(usedAmount) ? usedAmount : '0';
  const left = subtractMoney(totalAmount, used);
  return compareDecimal(left, 0) < 0 ? '0.00' : left;
}

/**
 * Whether goods can be added to the contract cart (or ordered) under the contract: only an effective
 * one. An expired or finished contract stays visible, labelled ineffective.
 */
export function isContractOrderable(contract: { readonly effective: boolean }): boolean {
  return contract.effective;
}

/**
 * 还可购, the one remaining figure of a contract goods: its surplus less what the contract cart holds of it
 * (the gateway adds a new quantity to the line's and checks the sum against the surplus), never below 0 —
 * the add page's room and the cart line's cansaleNumShow alike (a quantity above the surplus is the
 * quantity check's to report).
 */
export function contractAddRoom(surplusGoodsAmount: Decimal, inCart: Decimal | null | undefined = '0'): Decimal {
  const held = inCart !== null && inCart !== undefined && isDecimal(inCart) ? inCart : '0';
  return maxDecimal('0', cansaleNum(surplusGoodsAmount, held));
}

/**
 * The unit's steps with its maximum capped at `room`: the quantity stepper of the add page then never goes
 * above what is left under the contract. The room counts in the pricing unit, as the unit's counts do
 * (`maxOrderCount` is in pricing units; the stepper divides by the conversion rate).
 */
export function contractUnitSteps(unit: UnitSteps, room: Decimal): UnitSteps {
  const cap = normalizeDecimal(room);
  const own = unit.maxOrderCount;
  const maxOrderCount = own !== null && own !== undefined && isDecimal(own) && compareDecimal(own, cap) < 0 ? normalizeDecimal(own) : cap;
  return { ...unit, maxOrderCount };
}

/** Whether at least the unit's minimum order still fits into the room left (else nothing can be added). */
export function fitsContractRoom(steps: UnitSteps): boolean {
  const bounds = unitBounds(steps);
  return compareDecimal(bounds.min, bounds.max) <= 0;
}
