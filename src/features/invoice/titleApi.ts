import { api, type CallBody, type CallData, type CallQuery } from '@/lib/api';

/** A saved VAT invoice title of the buyer. */
export type VatTitle = CallData<'invoice.vatTitles'>['list'][number];
/** What saving a title sends (no titleId: a new title). */
export type VatTitleInput = CallBody<'invoice.vatTitleSave'>;
/** One invoice of the list. */
export type InvoiceSummary = CallData<'invoice.list'>['list'][number];
export type InvoiceStatus = InvoiceSummary['status'];
export type InvoiceDetail = CallData<'invoice.detail'>;
export type InvoiceOfOrder = CallData<'invoice.ofOrder'>;

/** The statuses the invoice list has tabs for (a cancelled invoice shows under 全部 only). */
export const invoiceListStatuses: readonly InvoiceStatus[] = ['applied', 'issued', 'rejected'];

/** The gateway keeps at most 20 titles per buyer (MAX_VAT_TITLES): one page holds them all. */
const ALL_TITLES = 50;

const done = (call: Promise<unknown>): Promise<void> => call.then(() => undefined);

/** The VAT title, invoice list, invoice detail and order-invoice calls (issue 14, helper B). */
export const titleApi = {
  /** Every title of the buyer, the default first; only company titles when asked. */
  titles: (titleType: VatTitle['titleType'] | undefined, signal?: AbortSignal) =>
    api.invoice.vatTitles({ pageNum: 1, pageSize: ALL_TITLES, ...(titleType ? { titleType } : {}) }, { signal }),
  /** One title (404 for a missing one or another buyer's). */
  title: (titleId: string, signal?: AbortSignal) => api.invoice.vatTitleDetail({ titleId }, { signal }),
  /** Creates (no titleId) or updates a title; answers its id. */
  save: (body: VatTitleInput) => api.invoice.vatTitleSave(body),
  /** Makes a title the default one (the gateway's save with isDefault, the title's fields unchanged). */
  setDefault: (title: VatTitle) => {
    const { isDefault: _was, ...fields } = title;
    return api.invoice.vatTitleSave({ ...fields, isDefault: true });
  },
  remove: (titleId: string) => done(api.invoice.vatTitleDelete({ titleId })),
  /** A page of the buyer's invoices, newest first, of one status or of all. */
  invoices: (query: CallQuery<'invoice.list'>, signal?: AbortSignal) => api.invoice.list(query, { signal }),
  invoice: (invoiceId: string, signal?: AbortSignal) => api.invoice.detail({ invoiceId }, { signal }),
  /** The invoices of one order and what of it can still be invoiced. */
  ofOrder: (orderId: string, signal?: AbortSignal) => api.invoice.ofOrder({ orderId }, { signal }),
};
