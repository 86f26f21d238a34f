import type { CallBody, CallData } from '@/lib/api';

/** An order the buyer may invoice (paid, not refunded, something left to invoice). */
export type InvoiceableOrder = CallData<'invoice.selectableOrders'>['list'][number];
/** The four add-invoice forms of /add_Invoice (shop or platform goods, or their ship freight). */
export type AddInvoiceKind = CallBody<'invoice.add'>['kind'];
/** An invoiceable item of an add-invoice form (an order, or a ship waybill's freight). */
export type InvoiceAddItem = CallData<'invoice.addItems'>['list'][number];
