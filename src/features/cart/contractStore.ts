import { proxy } from 'valtio/vanilla';
import { errorText } from '@/lib/api';
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
import {
  fetchContractCart,
  fetchContractCount,
  removeContractLines,
  updateContractChecked,
  updateContractQuantity,
  type ContractCartData,
  type ContractCheckedBody,
} from './api';
import { writeOrderCart, type OrderCartGroup, type OrderCartLine } from './orderCart';

export type ContractGroup = ContractCartData['groups'][number];
export type ContractLine = ContractGroup['children'][number];

/**
 * The contract cart screen (/ShoppingCart): the lines bought under contracts, grouped by contract, and the
 * load status. A contract that expired or is used up (`effective: false`) keeps its lines in the cart, shown
 * apart: they can be deleted but never checked, counted or ordered — every selection, total and the order
 * cart work on the effective contracts only.
 */
export interface ContractCartState {
  groups: ContractGroup[];
  status: 'idle' | 'loading' | 'ready' | 'error';
  error: string;
  /** contractGoodsIds whose quantity is being saved. */
  saving: string[];
  /** Lines in the contract cart (`contractNum`); null until counted. */
  count: number | null;
}

const initial = (): ContractCartState => ({ groups: [], status: 'idle', error: '', saving: [], count: null });

export const contractCartStore = proxy<ContractCartState>(initial());

export function reset(): void {
  Object.assign(contractCartStore, initial());
}

const groups = () => contractCartStore.groups as ContractGroup[];
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

/** A line from the server: ineffective contracts never have checked lines, whatever was saved. */
function fromServer(list: readonly ContractGroup[]): ContractGroup[] {
  return normalizeContractCart(list.map((g) => (g.effective ? g : { ...g, children: g.children.map((l) => ({ ...l, checked: false })) })));
}

/** Applies a domain change to the effective contracts only, keeping the others as they are. */
function onEffective(change: (effective: ContractGroup[]) => ContractGroup[]): ContractGroup[] {
  const changed = new Map(change(effectiveContractGroups(groups())).map((g) => [g.contractId, g]));
  return groups().map((g) => changed.get(g.contractId) ?? g);
}

/** Loads the contract cart (line money, cansaleNumShow and contract flags recomputed by the domain). */
export async function loadContractCart(options: { quiet?: boolean } = {}): Promise<void> {
  if (!options.quiet) contractCartStore.status = 'loading';
  contractCartStore.error = '';
  try {
    const data = await fetchContractCart();
    contractCartStore.groups = fromServer(data.groups);
    contractCartStore.count = lineCount(contractCartStore.groups as ContractGroup[]);
    contractCartStore.status = 'ready';
  } catch (error) {
    contractCartStore.status = 'error';
    contractCartStore.error = errorText(error);
  }
}

/** Counts the contract cart (the entry on the buyer cart); a failure leaves the count unknown. */
export async function loadContractCount(): Promise<void> {
  try {
    contractCartStore.count = (await fetchContractCount()).contractNum;
  } catch {
    contractCartStore.count = null;
  }
}

/** Applies a selection change at once (domain cascade), saves it, and reloads the cart when saving fails. */
async function select(next: ContractGroup[], body: ContractCheckedBody): Promise<void> {
  contractCartStore.groups = next;
  try {
    await updateContractChecked(body);
  } catch (error) {
    await loadContractCart({ quiet: true });
    throw error;
  }
}

/** Select all: every line of every effective contract, or none when all were checked. */
export function toggleAllContracts(): Promise<void> {
  const checked = !allContractChecked(groups());
  return select(
    onEffective((effective) => setAllContractLines(effective, checked)),
    { scope: 'all', checked },
  );
}

/** Selecting a contract toggles all its lines. */
export function toggleContract(contractId: string): Promise<void> {
  const next = onEffective((effective) => toggleContractGroup(effective, contractId));
  const checked = next.find((g) => g.contractId === contractId)?.checked ?? false;
  return select(next, { scope: 'group', contractId, checked });
}

/** Selecting a line flips it; its contract's flag follows. */
export function toggleContractLineChecked(contractId: string, contractGoodsId: string): Promise<void> {
  const next = onEffective((effective) => toggleContractLine(effective, contractId, contractGoodsId));
  const checked = next.find((g) => g.contractId === contractId)?.children.find((l) => l.contractGoodsId === contractGoodsId)?.checked ?? false;
  return select(next, { scope: 'line', contractGoodsId, checked });
}

/**
 * Saves a new quantity (on the unit's grid, at most the surplus); the line comes back priced by the
 * gateway and replaces the old one, keeping its check box.
 */
export async function changeContractQuantity(contractGoodsId: string, quantity: string): Promise<void> {
  contractCartStore.saving = [...contractCartStore.saving, contractGoodsId];
  try {
    const line = await updateContractQuantity(contractGoodsId, quantity);
    contractCartStore.groups = normalizeContractCart(
      groups().map((g) => ({ ...g, children: g.children.map((l) => (l.contractGoodsId === contractGoodsId ? { ...line, checked: l.checked } : l)) })),
    );
  } finally {
    contractCartStore.saving = contractCartStore.saving.filter((id) => id !== contractGoodsId);
  }
}

/** Removes a line (swipe delete); a contract left without lines disappears. */
export async function removeContractCartLine(contractId: string, contractGoodsId: string): Promise<void> {
  const { contractNum } = await removeContractLines([contractGoodsId]);
  contractCartStore.groups = removeContractLine(groups(), contractId, contractGoodsId);
  contractCartStore.count = contractNum;
}

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
export function settleContracts(): boolean {
  const order = contractOrderGroups(groups());
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
export function settleContract(contractId: string): boolean {
  const order = contractOrderGroups(contractGroupsOf(groups(), contractId));
  if (order.length === 0) return false;
  writeOrderCart(order);
  return true;
}
