import { compareDecimal, subtractExact, sumMoney, roundMoney, type Money } from './money';
import { isAllChecked, pickOrderGroups, syncGroupFlags, toggleAll, toggleGroupWhere, toggleLineWhere, type CheckGroup, type Checkable } from './cartSelection';

/**
 * Invoicing orders (issue 14, product-spec §3 "invoice order selection and title"): which orders may be
 * invoiced and for how much, how the buyer selects them (the cart's check-box cascades, grouped by
 * seller) and what one application may hold. The app sums the selection with these rules and the gateway
 * applies exactly the same ones when it records the invoice, so the two can never disagree by a fen.
 *
 * - An order is invoiceable once paid and while it is not being refunded: pendingDelivery, delivering,
 *   completed (a cancelled, unpaid, refunding or refunded order is not).
 * - Its invoiceable amount is what the buyer really paid (supplements included), less what was refunded
 *   and what earlier invoices already cover; never negative, so never above what was paid.
 * - One invoice has one issuer: the orders of one application are all of one seller. A selection over
 *   several sellers is applied for as one invoice per seller.
 */

/** The order states in which an order may be invoiced (paid, not in a refund). */
export const INVOICEABLE_ORDER_STATUSES = ['pendingDelivery', 'delivering', 'completed'] as const;

/** The money of an order that decides its invoiceable amount. */
export interface OrderInvoiceMoney {
  readonly status: string;
  /** What the buyer paid, top-ups (supplements) included. */
  readonly paidAmount: Money;
  readonly refundedAmount: Money;
  /** What invoices applied for earlier already cover. */
  readonly invoicedAmount: Money;
}

/** True when the order's state allows invoicing (paid, not being refunded). */
export function isInvoiceableStatus(status: string): boolean {
  return (INVOICEABLE_ORDER_STATUSES as readonly string[]).includes(status);
}

/**
 * What may still be invoiced of an order: paid − refunded − already invoiced, exact to the fen; "0.00" when
 * its state does not allow invoicing or nothing is left (never negative, never above what was paid).
 */
export function orderInvoiceableAmount(order: OrderInvoiceMoney): Money {
  if (!isInvoiceableStatus(order.status)) return '0.00';
  const left = subtractExact(subtractExact(order.paidAmount, order.refundedAmount), order.invoicedAmount);
  return compareDecimal(left, '0') > 0 ? roundMoney(left) : '0.00';
}

/** The amount of one invoice: the exact sum of its orders' invoiceable amounts ("0.00" for none). */
export function invoiceAmount(orders: readonly { readonly invoiceableAmount: Money }[]): Money {
  return sumMoney(orders.map((o) => o.invoiceableAmount));
}

/** Why a set of orders cannot go on one invoice. */
export type InvoiceSelectionProblem = 'empty' | 'nothingToInvoice' | 'mixedSellers';

/**
 * Whether these orders may go on one invoice: at least one, each with something left to invoice, all of
 * one seller (the issuer); null when they may.
 */
export function invoiceSelectionProblem(orders: readonly { readonly sellerId: string; readonly invoiceableAmount: Money }[]): InvoiceSelectionProblem | null {
  if (orders.length === 0) return 'empty';
  if (orders.some((o) => compareDecimal(o.invoiceableAmount, '0') <= 0)) return 'nothingToInvoice';
  if (new Set(orders.map((o) => o.sellerId)).size > 1) return 'mixedSellers';
  return null;
}

// --- the selection screen: orders grouped by seller, the cart's cascades --------------------------------

/** An order as the selection lists it. */
export interface InvoiceOrderLine extends Checkable {
  readonly orderId: string;
  readonly sellerId: string;
  readonly sellerName: string;
  readonly isPlatform: boolean;
  readonly invoiceableAmount: Money;
}

/** A seller's invoiceable orders: one invoice is applied for per seller. */
export interface InvoiceSellerGroup<L extends InvoiceOrderLine = InvoiceOrderLine> extends CheckGroup<L> {
  readonly sellerId: string;
  readonly sellerName: string;
  readonly isPlatform: boolean;
}

/**
 * Groups orders by seller in the order the list gives them (a seller's group where its first order is),
 * the orders in `checkedIds` checked and the seller flags derived.
 */
export function groupInvoiceOrders<O extends Omit<InvoiceOrderLine, 'checked'>>(
  orders: readonly O[],
  checkedIds: Iterable<string> = [],
): InvoiceSellerGroup<O & { checked: boolean }>[] {
  const checked = new Set(checkedIds);
  const groups = new Map<string, { sellerId: string; sellerName: string; isPlatform: boolean; checked: boolean; children: (O & { checked: boolean })[] }>();
  for (const order of orders) {
    let group = groups.get(order.sellerId);
    if (group === undefined) {
      group = { sellerId: order.sellerId, sellerName: order.sellerName, isPlatform: order.isPlatform, checked: false, children: [] };
      groups.set(order.sellerId, group);
    }
    group.children.push({ ...order, checked: checked.has(order.orderId) });
  }
  return syncGroupFlags<O & { checked: boolean }, InvoiceSellerGroup<O & { checked: boolean }>>([...groups.values()]);
}

/** Select all: every order checked, or none when all already were. */
export function toggleAllInvoiceOrders<L extends InvoiceOrderLine, G extends InvoiceSellerGroup<L>>(groups: readonly G[]): G[] {
  return toggleAll<L, G>(groups);
}

/** Selecting a seller toggles all its orders. */
export function toggleInvoiceSeller<L extends InvoiceOrderLine, G extends InvoiceSellerGroup<L>>(groups: readonly G[], sellerId: string): G[] {
  return toggleGroupWhere<L, G>(groups, (g) => g.sellerId === sellerId);
}

/** Selecting an order flips it; its seller's flag follows. */
export function toggleInvoiceOrder<L extends InvoiceOrderLine, G extends InvoiceSellerGroup<L>>(groups: readonly G[], orderId: string): G[] {
  return toggleLineWhere<L, G>(groups, (line) => line.orderId === orderId);
}

/** True when there are orders and every one is checked. */
export function allInvoiceOrdersChecked<L extends InvoiceOrderLine>(groups: readonly InvoiceSellerGroup<L>[]): boolean {
  return isAllChecked(groups);
}

/** One application of a selection: one seller's checked orders and their exact sum. */
export interface InvoiceBatch<L extends InvoiceOrderLine = InvoiceOrderLine> {
  readonly sellerId: string;
  readonly sellerName: string;
  readonly isPlatform: boolean;
  readonly orders: readonly L[];
  readonly amount: Money;
}

/** The checked orders as applications, one per seller, in the list's order of sellers. */
export function invoiceBatches<L extends InvoiceOrderLine, G extends InvoiceSellerGroup<L>>(groups: readonly G[]): InvoiceBatch<L>[] {
  return pickOrderGroups<L, G>(groups, (line) => line.checked).map((g) => ({
    sellerId: g.sellerId,
    sellerName: g.sellerName,
    isPlatform: g.isPlatform,
    orders: g.children,
    amount: invoiceAmount(g.children),
  }));
}

/** The exact sum of every checked order's invoiceable amount, over all sellers. */
export function selectedInvoiceTotal<L extends InvoiceOrderLine>(groups: readonly InvoiceSellerGroup<L>[]): Money {
  return invoiceAmount(groups.flatMap((g) => g.children.filter((line) => line.checked)));
}
