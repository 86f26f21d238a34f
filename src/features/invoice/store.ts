import { persistedProxy } from '@/lib/storage';
import type { InvoiceableOrder } from './api';
import type { TitleDraft } from './components/TitleForm';
import type { VatTitle } from './titleApi';
import { idempotencyKey } from '@/lib/idempotency';

/**
 * The invoice form as typed (/account/invoice/apply and the /add_Invoice forms), kept in this tab's storage
 * while the buyer is away on the title picker or the address picker, and the progress of an application
 * that goes out as one invoice per seller: the sellers already applied for are not sent again.
 */

export type InvoiceType = 'normal' | 'vat';
export type ReceiveWay = 'email' | 'post';
export type TitleType = VatTitle['titleType'];

/** A title typed on the form (saved as a VAT title when the form is sent): the title form's fields. */
export type NewTitle = Omit<TitleDraft, 'isDefault'>;

export interface InvoiceDraft {
  /** The selection the draft belongs to ('apply:<orderIds>' or 'add:<kind>'): another one starts afresh. */
  key: string;
  invoiceType: InvoiceType;
  /** A saved title, or a new one typed here. */
  titleMode: 'saved' | 'new';
  titleId: string;
  newTitle: NewTitle;
  receiveWay: ReceiveWay;
  email: string;
  /** The receiving address a paper invoice is posted to ('' until known). */
  addressId: string;
  remark: string;
  /** The VAT invoice agreement (/article/vatinvoice-agree), asked for a VAT special invoice. */
  agreed: boolean;
  /** Idempotency key of each seller's application, kept until it went through (a retry replays it). */
  keys: Record<string, string>;
  /** The sellers whose invoice was applied for: seller → invoice id. */
  done: Record<string, string>;
  /**
   * The orders of the applications sent, as they were listed (/account/invoice/apply): an application
   * carried out whose answer was lost (a timeout, the page reloaded) takes its orders off the selectable
   * list, yet the form goes on showing them until the retry — with the same key — gets that answer (issue 17).
   */
  sentOrders: InvoiceableOrder[];
}

export const emptyNewTitle = (): NewTitle => ({ titleType: 'company', title: '', taxNumber: '', bank: '', bankAccount: '', address: '', phone: '' });

const initial = (): InvoiceDraft => ({
  key: '',
  invoiceType: 'normal',
  titleMode: 'saved',
  titleId: '',
  newTitle: emptyNewTitle(),
  receiveWay: 'email',
  email: '',
  addressId: '',
  remark: '',
  agreed: false,
  keys: {},
  done: {},
  sentOrders: [],
});

const persistedDraft = persistedProxy<InvoiceDraft>('buyerapp.invoiceDraft', initial);
/** The form being filled in. */
export const invoiceDraft = persistedDraft.store;

/** Makes the draft the one of `key`: kept when it already is, else started afresh. */
export function startDraft(key: string): void {
  if (invoiceDraft.key === key) return;
  Object.assign(invoiceDraft, initial(), { key });
}

/** The idempotency key of a seller's application (one per application until it went through). */
export function applicationKey(sellerId: string): string {
  const known = invoiceDraft.keys[sellerId];
  if (known) return known;
  const key = idempotencyKey('inv');
  invoiceDraft.keys[sellerId] = key;
  return key;
}

/** Records that a seller's invoice was applied for. */
export function markApplied(sellerId: string, invoiceId: string): void {
  invoiceDraft.done[sellerId] = invoiceId;
}

/** Forgets the draft (after every invoice of it was applied for). */
export function clearDraft(): void {
  persistedDraft.reset();
}

/** The orders ticked on /account/invoice/order, kept while the buyer looks at an order's details. */
export const invoiceSelection = persistedProxy<{ orderIds: string[] }>('buyerapp.invoiceSelection', () => ({ orderIds: [] })).store;
