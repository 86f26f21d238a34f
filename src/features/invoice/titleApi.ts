import { api, type CallBody, type CallData } from '@/lib/api';

/** A saved VAT invoice title of the buyer. */
export type VatTitle = CallData<'invoice.vatTitles'>['list'][number];
/** What saving a title sends (no titleId: a new title). */
export type VatTitleInput = CallBody<'invoice.vatTitleSave'>;
/** One invoice of the list. */
export type InvoiceSummary = CallData<'invoice.list'>['list'][number];
export type InvoiceStatus = InvoiceSummary['status'];

/** The statuses the invoice list has tabs for (a cancelled invoice shows under 全部 only). */
export const invoiceListStatuses: readonly InvoiceStatus[] = ['applied', 'issued', 'rejected'];

/** Makes a title the default one: the gateway's save with isDefault, the title's fields unchanged. */
export function setDefaultTitle(title: VatTitle) {
  const { isDefault: _was, ...fields } = title;
  return api.invoice.vatTitleSave({ ...fields, isDefault: true });
}
