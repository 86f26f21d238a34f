/**
 * Public API of the cart feature — the only module other features may import.
 *
 * The order confirm page (`/v2/order?from=cart` or `?from=buyNow&goodsId=…`) reads the order cart:
 * - from the cart: the checked lines that are effective (line and shop), grouped by seller as in the cart
 *   (domain `buyerOrderCarts`);
 * - from buy now on the goods page: one group holding the single line (domain `buyerBuyNow`), with
 *   `cartResourceId: ''` (not in the cart — leave `OrderDraftItem.cartResourceId` out).
 *
 * Each line is a `CartLine` of `spec/calls/cart.yaml` as `cart.list` returns it: goodsId, resourceId,
 * goodsName, isPlatform, unit (the chosen unit), purchaseUnit, quantity (in `unit`), convertRate,
 * unitPrice, addUnitPrice, cartAdditems (their additemId are the draft's `addons`), selectInfos,
 * rebarEntries, rebarAmount. Amounts: domain `buyerLineAmount` / `buyerCartTotal`.
 *
 * Contract purchases (`?from=contract` from the contract cart /ShoppingCart, or buy now on a goods opened
 * with a contractId): each group is one contract — `contractId` (and `contractNo` when known) on the group,
 * `contractGoodsId` on each line, `unitPrice` the contract price. The order of such a group is placed and
 * priced under that contract (the draft's contractId), never as contractId '0'.
 *
 * The order cart is kept in this tab's storage under `buyerapp.orderCart`, so a reload of the confirm page
 * loses nothing; call {@link clearOrderCart} once the order is submitted.
 */
import { type BuyerCartGroup as DomainBuyerCartGroup, buyerBuyNow } from '@/domain';
import { clearOrderCart as clear, readOrderCart as read, writeOrderCart as write, type OrderCartGroup, type OrderCartLine } from './orderCart';

/** A seller group of the order cart: the domain's `BuyerCartGroup` with the full cart-line fields. */
export type BuyerCartGroup = OrderCartGroup & DomainBuyerCartGroup;
/** A line of the order cart (a `CartLine` of spec/calls/cart.yaml). */
export type BuyerCartLine = OrderCartLine;

/**
 * The order cart: the checked and effective cart lines grouped by seller (settle in the cart), or the
 * single buy-now item (goods page). [] when nothing was handed over in this tab.
 */
export function readOrderCart(): BuyerCartGroup[] {
  return read();
}

/** Forgets the order cart (call it once the order is submitted). */
export function clearOrderCart(): void {
  clear();
}

export { ORDER_CART_KEY } from './orderCart';
export { buyerCartTotal, buyerLineAmount, buyerOrderCarts } from '@/domain';

/**
 * Buy now (goods page): the order cart becomes exactly this one line in its seller group (domain
 * `buyerBuyNow`), persisted like the cart's. The line's `cartResourceId` is ''. Under a contract, give the
 * group its `contractId` and the line its `contractGoodsId`.
 */
export function startBuyNow(group: Omit<BuyerCartGroup, 'children' | 'checked'>, line: BuyerCartLine): void {
  write(buyerBuyNow<BuyerCartGroup>({ ...group, checked: true, children: [] }, line));
}
