import { persistedProxy } from '@/lib/storage';
import { idempotencyKey } from '@/lib/idempotency';
import type { InvoiceableOrder } from './api';

/**
 * The progress of an invoice application (/account/invoice/apply and the /add_Invoice forms), which goes
 * out as one invoice per seller: the sellers already applied for are not sent again, and each seller's
 * idempotency key is kept until its application went through. Kept in this tab's storage over a reload;
 * what the buyer typed is the form kit's draft (form.ts).
 */
export interface InvoiceProgress {
  /** The selection the progress belongs to ('apply:<orderIds>' or 'add:<kind>'): another one starts afresh. */
  key: string;
  /** Idempotency key of each seller's application, kept until it went through (a retry replays it). */
  keys: Record<string, string>;
  /** The sellers whose invoice was applied for: seller → invoice id. */
  done: Record<string, string>;
  /**
   * The orders of the applications sent, as they were listed (/account/invoice/apply): an application
   * carried out whose answer was lost (a timeout, the page reloaded) takes its orders off the selectable
   * list, yet the form goes on showing them until the retry — with the same key — gets that answer.
   */
  sentOrders: InvoiceableOrder[];
}

const initial = (): InvoiceProgress => ({ key: '', keys: {}, done: {}, sentOrders: [] });

const persistedProgress = persistedProxy<InvoiceProgress>('buyerapp.invoiceProgress', initial);
/** The application under way. */
export const invoiceProgress = persistedProgress.store;

/** Makes the progress the one of `key`: kept when it already is, else started afresh. */
export function startProgress(key: string): void {
  if (invoiceProgress.key === key) return;
  Object.assign(invoiceProgress, initial(), { key });
}

/** The idempotency key of a seller's application (one per application until it went through). */
export function applicationKey(sellerId: string): string {
  const known = invoiceProgress.keys[sellerId];
  if (known) return known;
  const key = idempotencyKey('inv');
  invoiceProgress.keys[sellerId] = key;
  return key;
}

/** Records that a seller's invoice was applied for. */
export function markApplied(sellerId: string, invoiceId: string): void {
  invoiceProgress.done[sellerId] = invoiceId;
}

/** Forgets the progress (every invoice of it was applied for). */
export function clearProgress(): void {
  persistedProgress.reset();
}

/** The orders ticked on /account/invoice/order, kept while the buyer looks at an order's details. */
export const invoiceSelection = persistedProxy<{ orderIds: string[] }>('buyerapp.invoiceSelection', () => ({ orderIds: [] })).store;
