import type { CallBody, CallData } from '@/lib/api';
import { queryClient } from '@/lib/query';
import {
  contractCartTotal,
  contractOrderCarts,
  isAllContractChecked,
  normalizeContractCart,
  removeContractLine,
  setAllContractLines,
  toggleContractGroup,
  toggleContractLine,
  type ContractCartTotal,
} from '@/domain';
import { contractCart } from './queries';
import { writeOrderCart, type OrderCartGroup, type OrderCartLine } from './orderCart';

export type ContractCartData = CallData<'cart.contractList'>;
export type ContractCheckedBody = CallBody<'cart.contractUpdateChecked'>;
export type ContractGroup = ContractCartData['groups'][number];
export type ContractLine = ContractGroup['children'][number];

/**
 * The contract cart (/ShoppingCart and the screens of one contract) keeps no state of its own: the cart is
 * the `cart.contractList` query, and a change the buyer makes shows at once in that cached answer while it
 * is saved. A contract that expired or is used up (`effective: false`) keeps its lines in the cart, shown
 * apart: they can be deleted but never checked, counted or ordered — every selection, total and the order
 * cart work on the effective contracts only.
 */

const lineCount = (list: readonly ContractGroup[]) => list.reduce((n, g) => n + g.children.length, 0);

/** The contracts that can still be ordered against. */
export function effectiveContractGroups(list: readonly ContractGroup[]): ContractGroup[] {
  return list.filter((g) => g.effective);
}

/** The expired or used-up contracts, with their lines. */
export function ineffectiveContractGroups(list: readonly ContractGroup[]): ContractGroup[] {
  return list.filter((g) => !g.effective);
}

/** Totals (total, totalSmall, totalBig) of the checked lines of the effective contracts (domain `contractCartTotal`). */
export function contractTotals(list: readonly ContractGroup[]): ContractCartTotal {
  return contractCartTotal(effectiveContractGroups(list));
}

/** The all flag over the effective contracts (`allHasChecked`). */
export function allContractChecked(list: readonly ContractGroup[]): boolean {
  return isAllContractChecked(effectiveContractGroups(list));
}

/** How many lines settle would order: the checked lines of the effective contracts. */
export function orderableContractCount(list: readonly ContractGroup[]): number {
  return lineCount(contractOrderCarts(effectiveContractGroups(list)));
}

/** The cart as the screens show it: line money, cansaleNumShow and contract flags recomputed by the domain; ineffective contracts never have checked lines, whatever was saved. */
export function shownContractCart(data: ContractCartData | undefined): ContractGroup[] {
  if (data === undefined) return [];
  return normalizeContractCart(data.groups.map((g) => (g.effective ? g : { ...g, children: g.children.map((l) => ({ ...l, checked: false })) })));
}

/** Shows a change in the cached contract cart at once (a read of it still on its way would undo it: it is called off). */
export function showInContractCart(change: (groups: ContractGroup[]) => ContractGroup[]): void {
  const { queryKey } = contractCart();
  void queryClient.cancelQueries({ queryKey });
  queryClient.setQueryData(queryKey, (old) => (old ? { ...old, groups: change(shownContractCart(old)) } : old));
}

/** Applies a domain change to the effective contracts only, keeping the others as they are. */
function onEffective(groups: readonly ContractGroup[], change: (effective: ContractGroup[]) => ContractGroup[]): ContractGroup[] {
  const changed = new Map(change(effectiveContractGroups(groups)).map((g) => [g.contractId, g]));
  return groups.map((g) => changed.get(g.contractId) ?? g);
}

/** A selection change: the groups it leads to (domain cascade) and what is saved. */
export interface ContractSelection {
  readonly groups: ContractGroup[];
  readonly body: ContractCheckedBody;
}

/** Select all: every line of every effective contract, or none when all were checked. */
export function selectAllContracts(groups: readonly ContractGroup[]): ContractSelection {
  const checked = !allContractChecked(groups);
  return { groups: onEffective(groups, (effective) => setAllContractLines(effective, checked)), body: { scope: 'all', checked } };
}

/** Selecting a contract toggles all its lines. */
export function selectContract(groups: readonly ContractGroup[], contractId: string): ContractSelection {
  const next = onEffective(groups, (effective) => toggleContractGroup(effective, contractId));
  return { groups: next, body: { scope: 'group', contractId, checked: next.find((g) => g.contractId === contractId)?.checked ?? false } };
}

/** Selecting a line flips it; its contract's flag follows. */
export function selectContractLine(groups: readonly ContractGroup[], contractId: string, contractGoodsId: string): ContractSelection {
  const next = onEffective(groups, (effective) => toggleContractLine(effective, contractId, contractGoodsId));
  const checked = next.find((g) => g.contractId === contractId)?.children.find((l) => l.contractGoodsId === contractGoodsId)?.checked ?? false;
  return { groups: next, body: { scope: 'line', contractGoodsId, checked } };
}

/** The line as the gateway priced it (on the unit's grid, at most the surplus), keeping its check box. */
export function withContractLine(groups: readonly ContractGroup[], line: ContractLine): ContractGroup[] {
  return normalizeContractCart(
    groups.map((g) => ({ ...g, children: g.children.map((l) => (l.contractGoodsId === line.contractGoodsId ? { ...line, checked: l.checked } : l)) })),
  );
}

/** Without a line (swipe delete); a contract left without lines disappears. */
export { removeContractLine as withoutContractLine };

/** A contract line as an order cart line: priced at the contract price, naming its contract goods. */
export function contractOrderLine(line: ContractLine): OrderCartLine {
  return {
    cartResourceId: '',
    contractGoodsId: line.contractGoodsId,
    goodsId: line.goodsId,
    goodsName: line.goodsName,
    resourceId: line.resourceId,
    varietyId: '',
    varietyName: line.varietyName,
    image: line.image ?? '',
    unitPrice: line.unitPrice,
    quantity: line.quantity,
    unit: line.unit,
    purchaseUnit: line.purchaseUnit,
    convertRate: line.convertRate,
    minOrderCount: line.minOrderCount,
    minChangeCount: line.minChangeCount,
    maxBuyNum: line.surplusGoodsAmount,
    isPlatform: line.isPlatform,
    isRebar: false,
    effective: true,
    checked: true,
    cartAdditems: line.cartAdditems.map((a) => ({ ...a })),
    addUnitPrice: line.addUnitPrice,
    selectInfos: [],
    rebarAmount: '0.00',
  };
}

/** The order cart of the contract cart: the checked lines of the effective contracts, one group per contract. */
export function contractOrderGroups(list: readonly ContractGroup[]): OrderCartGroup[] {
  return contractOrderCarts(effectiveContractGroups(list)).map((g) => ({
    sellerId: g.sellerId,
    sellerName: g.sellerName,
    effective: true,
    checked: true,
    contractId: g.contractId,
    contractNo: g.contractNo,
    children: g.children.map(contractOrderLine),
  }));
}

/** Settle: the checked lines of the effective contracts become the order cart; false when there is none. */
export function settleContracts(groups: readonly ContractGroup[]): boolean {
  const order = contractOrderGroups(groups);
  if (order.length === 0) return false;
  writeOrderCart(order);
  return true;
}

/** The groups of one contract (at most one), for the screens of a single contract. */
export function contractGroupsOf(list: readonly ContractGroup[], contractId: string): ContractGroup[] {
  return list.filter((g) => g.contractId === contractId);
}

/**
 * Confirm on /ShoppingCart/contractPrepare: the checked lines of that one contract (when it is effective)
 * become the order cart, as settle makes it for every contract; false when there is none.
 */
export function settleContract(groups: readonly ContractGroup[], contractId: string): boolean {
  const order = contractOrderGroups(contractGroupsOf(groups, contractId));
  if (order.length === 0) return false;
  writeOrderCart(order);
  return true;
}
