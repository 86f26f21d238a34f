import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allInvoiceOrdersChecked,
  groupInvoiceOrders,
  INVOICEABLE_ORDER_STATUSES,
  invoiceAmount,
  invoiceBatches,
  invoiceSelectionProblem,
  isInvoiceableStatus,
  orderInvoiceableAmount,
  selectedInvoiceTotal,
  toggleAllInvoiceOrders,
  toggleInvoiceOrder,
  toggleInvoiceSeller,
  type InvoiceOrderLine,
  type InvoiceSellerGroup,
} from '@/domain';

/** Cents as the money string the wire carries: 123456 → "1234.56". */
const money = (cents: number) => `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

const order = (orderId: string, sellerId: string, invoiceableAmount: string): Omit<InvoiceOrderLine, 'checked'> => ({
  orderId,
  sellerId,
  sellerName: `卖家${sellerId}`,
  isPlatform: sellerId === 'p',
  invoiceableAmount,
});

type Line = InvoiceOrderLine;
type Group = InvoiceSellerGroup<Line>;

describe('orderInvoiceableAmount', () => {
  it('is paid − refunded − invoiced in the paid states, to the fen', () => {
    const base = { paidAmount: '13890.00', refundedAmount: '0.10', invoicedAmount: '1000.00' };
    for (const status of INVOICEABLE_ORDER_STATUSES) expect(orderInvoiceableAmount({ status, ...base })).toBe('12889.90');
    expect(orderInvoiceableAmount({ status: 'completed', paidAmount: '0.30', refundedAmount: '0.10', invoicedAmount: '0.10' })).toBe('0.10');
  });

  it('is nothing before payment, in a refund, when cancelled or when all was invoiced (never negative)', () => {
    const base = { paidAmount: '100.00', refundedAmount: '0.00', invoicedAmount: '0.00' };
    for (const status of ['pendingPayment', 'refunding', 'refunded', 'cancelled']) {
      expect(isInvoiceableStatus(status)).toBe(false);
      expect(orderInvoiceableAmount({ status, ...base })).toBe('0.00');
    }
    expect(orderInvoiceableAmount({ status: 'completed', paidAmount: '100.00', refundedAmount: '0.00', invoicedAmount: '100.00' })).toBe('0.00');
    // Refunded after being invoiced: nothing left, not a negative amount.
    expect(orderInvoiceableAmount({ status: 'completed', paidAmount: '100.00', refundedAmount: '50.00', invoicedAmount: '100.00' })).toBe('0.00');
  });
});

describe('invoiceSelectionProblem and invoiceAmount', () => {
  it('allows one seller’s orders with something to invoice and sums them exactly', () => {
    const orders = [order('a', 's1', '0.10'), order('b', 's1', '0.20')];
    expect(invoiceSelectionProblem(orders)).toBeNull();
    expect(invoiceAmount(orders)).toBe('0.30');
    expect(invoiceAmount([])).toBe('0.00');
  });

  it('refuses nothing, an order with nothing left, and orders of two sellers', () => {
    expect(invoiceSelectionProblem([])).toBe('empty');
    expect(invoiceSelectionProblem([order('a', 's1', '0.00')])).toBe('nothingToInvoice');
    expect(invoiceSelectionProblem([order('a', 's1', '1.00'), order('b', 's2', '2.00')])).toBe('mixedSellers');
  });
});

describe('the selection: grouped by seller with the cart’s cascades', () => {
  const orders = [order('a', 's1', '100.00'), order('b', 'p', '0.10'), order('c', 's1', '0.20')];

  it('groups by seller in the order of the list, the given orders checked', () => {
    const groups = groupInvoiceOrders(orders, ['a', 'c']);
    expect(groups.map((g) => [g.sellerId, g.checked, g.children.map((l) => l.orderId)])).toEqual([
      ['s1', true, ['a', 'c']],
      ['p', false, ['b']],
    ]);
    expect(groups[1]!.isPlatform).toBe(true);
    expect(allInvoiceOrdersChecked(groups)).toBe(false);
    expect(selectedInvoiceTotal(groups)).toBe('100.20');
  });

  it('selects all, by seller and by order; one application per seller with its exact sum', () => {
    let groups: Group[] = groupInvoiceOrders(orders);
    groups = toggleAllInvoiceOrders<Line, Group>(groups);
    expect(allInvoiceOrdersChecked(groups)).toBe(true);
    expect(invoiceBatches<Line, Group>(groups).map((b) => [b.sellerId, b.orders.length, b.amount])).toEqual([
      ['s1', 2, '100.20'],
      ['p', 1, '0.10'],
    ]);
    groups = toggleAllInvoiceOrders<Line, Group>(groups);
    expect(invoiceBatches<Line, Group>(groups)).toEqual([]);
    groups = toggleInvoiceSeller<Line, Group>(groups, 's1');
    expect(groups.map((g) => g.checked)).toEqual([true, false]);
    groups = toggleInvoiceOrder<Line, Group>(groups, 'c');
    expect(groups[0]!.checked).toBe(false);
    expect(invoiceBatches<Line, Group>(groups).map((b) => [b.sellerId, b.amount])).toEqual([['s1', '100.00']]);
    // A seller partly checked: selecting it checks all its orders.
    groups = toggleInvoiceSeller<Line, Group>(groups, 's1');
    expect(groups[0]!.children.every((l) => l.checked)).toBe(true);
  });
});

/** An order's money: paid (cents), a refund and earlier invoices that never exceed it, and a state. */
const orderMoney = fc
  .record({
    paid: fc.integer({ min: 0, max: 100_000_000 }),
    refundShare: fc.double({ min: 0, max: 1, noNaN: true }),
    invoicedShare: fc.double({ min: 0, max: 1.2, noNaN: true }),
    status: fc.constantFrom('pendingPayment', 'pendingDelivery', 'delivering', 'completed', 'cancelled', 'refunding', 'refunded'),
    sellerId: fc.constantFrom('s1', 's2', 'p'),
    selected: fc.boolean(),
  })
  .map(({ paid, refundShare, invoicedShare, ...rest }) => {
    const refunded = Math.floor(paid * refundShare);
    // Up to a fifth more than what is left: an order refunded after it was invoiced.
    const invoiced = Math.floor((paid - refunded) * invoicedShare);
    return { ...rest, paid, refunded, invoiced };
  });

describe('property: the applied amount (issue 14, acceptance 6)', () => {
  it('equals the exact sum of the selected orders’ invoiceable amounts and never exceeds what was paid', () => {
    fc.assert(
      fc.property(fc.array(orderMoney, { maxLength: 30 }), (orders) => {
        const lines = orders.map((o, i) => ({
          ...order(
            `o${i}`,
            o.sellerId,
            orderInvoiceableAmount({ status: o.status, paidAmount: money(o.paid), refundedAmount: money(o.refunded), invoicedAmount: money(o.invoiced) }),
          ),
          o,
        }));
        const selectable = lines.filter((l) => l.invoiceableAmount !== '0.00');
        const groups = groupInvoiceOrders(
          selectable,
          selectable.filter((l) => l.o.selected).map((l) => l.orderId),
        );
        const selected = selectable.filter((l) => l.o.selected);
        // The expectation in whole cents, apart from the decimal code.
        const expectedCents = selected.reduce((sum, l) => sum + Math.max(0, l.o.paid - l.o.refunded - l.o.invoiced), 0);
        const paidCents = selected.reduce((sum, l) => sum + l.o.paid, 0);
        expect(selectedInvoiceTotal(groups)).toBe(money(expectedCents));
        expect(invoiceAmount(selected)).toBe(money(expectedCents));
        expect(expectedCents).toBeLessThanOrEqual(paidCents);
        // Per seller: each application is its orders' exact sum, none above what they paid; together the selection.
        const batches = invoiceBatches(groups);
        let batchCents = 0;
        for (const batch of batches) {
          expect(invoiceSelectionProblem(batch.orders)).toBeNull();
          const cents = batch.orders.reduce((sum, l) => sum + Math.round(Number(l.invoiceableAmount) * 100), 0);
          expect(batch.amount).toBe(money(cents));
          const batchPaid = selected.filter((l) => l.sellerId === batch.sellerId).reduce((sum, l) => sum + l.o.paid, 0);
          expect(cents).toBeLessThanOrEqual(batchPaid);
          batchCents += cents;
        }
        expect(batchCents).toBe(expectedCents);
        // Each order: nothing outside the paid states, never above what was paid.
        for (const l of lines) {
          const cents = Math.round(Number(l.invoiceableAmount) * 100);
          expect(cents).toBeLessThanOrEqual(l.o.paid);
          if (!isInvoiceableStatus(l.o.status)) expect(cents).toBe(0);
        }
      }),
    );
  });
});
