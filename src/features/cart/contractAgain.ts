import { againQuantity, type AgainFit, type Decimal, type UnitSteps } from '@/domain';
import type { OrderStatuseCode } from '@/lib/constants';
import { api, type CallData } from '@/lib/api';
import { goodsUnitsQuery, orderDetailQuery, orderListQuery } from '@/lib/queries';
import { queryClient } from '@/lib/query';
import { contractCart, contractOf } from './queries';

export type ContractDetailData = CallData<'contract.details'>;
type PastOrderItem = CallData<'order.detail'>['orderItems'][number];

/**
 * Order again under a contract (/ShoppingCart/contractAgain): the lines of a past contract order, each
 * with the quantity it gets today (domain `againQuantity`: clamped to the contract's surplus on the unit's
 * grid), and filling the contract cart with them.
 */

/** A line of the past order and what it gets today; `fit` 'gone' when its contract goods left the contract. */
export interface AgainLine {
  readonly orderItemId: string;
  readonly contractGoodsId: string;
  readonly goodsId: string;
  readonly goodsName: string;
  readonly varietyName: string;
  readonly image: string;
  readonly unit: string;
  readonly ordered: Decimal;
  /** Today's surplus of the contract goods ('0' when gone). */
  readonly surplus: Decimal;
  readonly quantity: Decimal;
  readonly fit: AgainFit | 'gone';
  /** The add-ons of the past line (their ids go to the contract cart). */
  readonly addons: readonly { readonly additemId: string; readonly additemName: string }[];
}

/** The past order the lines come from. */
export interface AgainOrder {
  readonly orderId: string;
  readonly orderNo: string;
  readonly createdAt: string;
}

/**
 * What the screen shows: the contract; the order (null when the contract has no paid order yet), or
 * `otherContract` when the order asked for was not placed under this contract; and the lines.
 */
export interface AgainPlan {
  readonly contract: ContractDetailData;
  readonly order: AgainOrder | null;
  readonly otherContract: boolean;
  readonly lines: readonly AgainLine[];
}

/** Statuses of an order that was paid and not given back: the ones worth ordering again. */
const PAID: ReadonlySet<OrderStatuseCode> = new Set<OrderStatuseCode>(['pendingDelivery', 'delivering', 'completed']);
const PAGE_SIZE = 50;
const MAX_PAGES = 10;

/** The newest paid contract order under `contractId` (the list is newest first), or null. */
async function newestPaidOrder(contractId: string) {
  for (let pageNum = 1; pageNum <= MAX_PAGES; pageNum += 1) {
    const page = await queryClient.fetchQuery(orderListQuery({ orderType: 'contract', pageNum, pageSize: PAGE_SIZE }));
    const found = page.list.find((o) => o.contractId === contractId && PAID.has(o.status));
    if (found !== undefined) return found;
    if (pageNum * PAGE_SIZE >= page.total) break;
  }
  return null;
}

// Any quantity from 1 up, when the goods has no unit the contract's unit could be found in.
const ANY_QUANTITY: UnitSteps = { minOrderCount: '0', minChangeCount: '0', convertRate: '1' };

/** The unit grid of each goods, in the contract's unit (the goods' pricing unit, as the gateway checks). */
async function gridsOf(goods: readonly { goodsId: string; unit: string }[]): Promise<Map<string, UnitSteps>> {
  const ids = [...new Set(goods.map((g) => g.goodsId))];
  const units = await Promise.all(ids.map((goodsId) => queryClient.fetchQuery(goodsUnitsQuery({ goodsId }))));
  const grids = new Map<string, UnitSteps>();
  ids.forEach((id, i) => {
    const list = units[i] ?? [];
    const unitName = goods.find((g) => g.goodsId === id)?.unit;
    const unit = list.find((u) => u.unitName === unitName) ?? list[0];
    grids.set(id, unit ?? ANY_QUANTITY);
  });
  return grids;
}

function againLine(item: PastOrderItem, contract: ContractDetailData, grids: Map<string, UnitSteps>): AgainLine {
  const offer = contract.goodsList.find((g) => g.contractGoodsId === item.contractGoodsId);
  const addons = item.orderItemAdds.map((a) => ({ additemId: a.additemId, additemName: a.additemName }));
  const base = {
    orderItemId: item.orderItemId,
    contractGoodsId: item.contractGoodsId ?? '',
    goodsId: item.goodsId,
    goodsName: item.goodsName,
    varietyName: item.varietyName,
    image: item.image,
    unit: offer?.unit ?? item.unit,
    ordered: item.quantity,
    addons,
  };
  if (offer === undefined) return { ...base, surplus: '0', quantity: '0', fit: 'gone' };
  const { quantity, fit } = againQuantity(item.quantity, offer.surplusGoodsAmount, grids.get(offer.goodsId) ?? ANY_QUANTITY);
  return { ...base, surplus: offer.surplusGoodsAmount, quantity, fit };
}

/**
 * Loads the plan: the contract (404 for one that is not the buyer's), the order `orderId` (404 likewise) or
 * else the newest paid order under the contract, the grids of its goods, and each line's quantity today.
 */
async function loadAgainPlan(contractId: string, orderId: string | undefined): Promise<AgainPlan> {
  // Through the cache: the route loader has started the contract (and the order) already.
  const [contract, order] = await Promise.all([
    queryClient.fetchQuery(contractOf(contractId)),
    orderId ? queryClient.fetchQuery(orderDetailQuery({ orderId })) : newestPaidOrder(contractId),
  ]);
  if (order === null) return { contract, order: null, otherContract: false, lines: [] };
  const summary = { orderId: order.orderId, orderNo: order.orderNo, createdAt: order.createdAt };
  if (order.orderType !== 'contract' || order.contractId !== contractId) return { contract, order: summary, otherContract: true, lines: [] };
  const ordered = new Set(order.orderItems.map((item) => item.contractGoodsId));
  const grids = await gridsOf(contract.goodsList.filter((g) => ordered.has(g.contractGoodsId)));
  return { contract, order: summary, otherContract: false, lines: order.orderItems.map((item) => againLine(item, contract, grids)) };
}

/** The plan of ordering again (read anew on each visit, as every read). */
export const againPlan = (contractId: string, orderId: string | undefined) => ({
  queryKey: ['cart', 'againPlan', { contractId, orderId }] as const,
  queryFn: () => loadAgainPlan(contractId, orderId),
});

/** The lines that go to the contract cart (full or clamped). */
export function fittingLines(plan: AgainPlan): AgainLine[] {
  return plan.lines.filter((l) => l.fit === 'full' || l.fit === 'clamped');
}

/**
 * Fills the contract cart with the fitting lines: each ends with exactly its quantity and add-ons — a line
 * already in the cart is set (cart.contractUpdate, and checked), never added to (cart.contractAdd would sum
 * the quantities); a new one is added (checked, as new lines are). Nothing is sent for an expired contract.
 * Returns how many lines were put in.
 */
export async function fillContractCart(plan: AgainPlan): Promise<number> {
  if (!plan.contract.effective) return 0;
  const lines = fittingLines(plan);
  const cart = await queryClient.fetchQuery(contractCart());
  const inCart = new Map(cart.groups.flatMap((g) => g.children.map((l) => [l.contractGoodsId, l] as const)));
  for (const line of lines) {
    const addons = line.addons.map((a) => ({ additemId: a.additemId }));
    const existing = inCart.get(line.contractGoodsId);
    if (existing === undefined) {
      await api.cart.contractAdd({
        contractId: plan.contract.contractId,
        contractGoodsId: line.contractGoodsId,
        goodsId: line.goodsId,
        quantity: line.quantity,
        addons,
      });
    } else {
      await api.cart.contractUpdate({ contractGoodsId: line.contractGoodsId, quantity: line.quantity, addons });
      if (!existing.checked) await api.cart.contractUpdateChecked({ scope: 'line', contractGoodsId: line.contractGoodsId, checked: true });
    }
  }
  return lines.length;
}
