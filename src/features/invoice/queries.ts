import { api, type CallQuery } from '@/lib/api';
import {
  addressDetailQuery,
  addressListQuery,
  invoiceDetailQuery,
  invoiceListPages,
  invoiceOfOrderQuery,
  invoiceVatTitleDetailQuery,
  invoiceVatTitlesQuery,
  orderDetailQuery,
} from '@/lib/queries';
import { pageRecord } from '@/lib/pageRecord';
import { defineLoaders } from '@/lib/routeData';

/** One page as large as the gateway gives (MAX_PAGE_SIZE). */
const ALL_PAGE_SIZE = 100;
/** At most this many pages: a buyer's orders not yet invoiced are far fewer; the list says if more remain. */
const MAX_PAGES = 10;
const INVOICE_PAGE_SIZE = 10;
/** The gateway keeps at most 20 titles per buyer (MAX_VAT_TITLES): one page holds them all. */
const ALL_TITLES = 50;
/** The buyer's receiving addresses looked through for the default one (a paper invoice goes there). */
const ADDRESS_PAGE_SIZE = 50;

/**
 * Every page of a list: the selection screens group and select over the whole list (select all, by seller),
 * which a half-loaded list would get wrong.
 */
async function everyPage<T>(fetch: (pageNum: number) => Promise<{ list: T[]; total: number }>): Promise<{ list: T[]; total: number }> {
  const list: T[] = [];
  let total = 0;
  for (let pageNum = 1; pageNum <= MAX_PAGES; pageNum += 1) {
    const page = await fetch(pageNum);
    total = page.total;
    list.push(...page.list);
    if (page.list.length < ALL_PAGE_SIZE || list.length >= total) break;
  }
  return { list, total };
}

/** Every invoiceable order of the buyer, newest first, with its seller and invoiceable amount. */
export const selectableOrders = () => ({
  queryKey: ['invoice', 'selectableOrders', 'all'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => everyPage((pageNum) => api.invoice.selectableOrders({ pageNum, pageSize: ALL_PAGE_SIZE }, { signal })),
});
/** Every invoiceable item of an add-invoice form. */
export const addItems = (kind: CallQuery<'invoice.addItems'>['kind']) => ({
  queryKey: ['invoice', 'addItems', 'all', kind] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => everyPage((pageNum) => api.invoice.addItems({ kind, pageNum, pageSize: ALL_PAGE_SIZE }, { signal })),
});
/** Every VAT title of the buyer, the default first; only company titles when asked. */
export const vatTitles = (titleType?: 'company' | 'personal') =>
  invoiceVatTitlesQuery({ pageNum: 1, pageSize: ALL_TITLES, ...(titleType ? { titleType } : {}) });
export const vatTitle = (titleId: string) => invoiceVatTitleDetailQuery({ titleId });
/** The buyer's invoices, newest first, of one status or of all, page by page. */
export const invoicePages = (status: CallQuery<'invoice.list'>['status']) => invoiceListPages(status ? { status } : {}, INVOICE_PAGE_SIZE);
export const invoiceDetail = (invoiceId: string) => invoiceDetailQuery({ invoiceId });
/** The invoices of one order and what of it can still be invoiced. */
export const invoicesOfOrder = (orderId: string) => invoiceOfOrderQuery({ orderId });
export const orderOf = (orderId: string) => orderDetailQuery({ orderId });
export const receivingAddress = (addressId: string) => addressDetailQuery({ addressId });
/** The buyer's receiving addresses (type 1): the default one receives a paper invoice unless another is chosen. */
export const receivingAddresses = () => addressListQuery({ type: '1', pageNum: 1, pageSize: ADDRESS_PAGE_SIZE });

const INVOICE_LIST_STATUSES = ['applied', 'issued', 'rejected'] as const;
/** The status tab of /account/invoice/list: one the list has a tab for, else all. */
export const listStatusOf = (raw: string | undefined) => INVOICE_LIST_STATUSES.find((status) => status === raw);

export const loaders = defineLoaders({
  '/account/invoice/order': () => [selectableOrders()],
  '/account/invoice/apply': () => [selectableOrders(), vatTitles()],
  '/account/invoice/list': ({ status }) => [invoicePages(listStatusOf(status))],
  '/account/invoice/details': ({ invoiceId }) => [pageRecord(invoiceDetail(invoiceId))],
  '/account/invoice/order-info': ({ orderId }) => [pageRecord(orderOf(orderId)), invoicesOfOrder(orderId)],
  '/account/invoice/select': ({ titleType }) => [vatTitles(titleType === 'company' ? 'company' : undefined)],
  '/account/vatInvoice/list': () => [vatTitles()],
  '/account/vatInvoice/edit': ({ vatInvoiceId }) => [vatInvoiceId ? vatTitle(vatInvoiceId) : null],
  '/add_Invoice/personal': () => [addItems('personal'), vatTitles()],
  '/add_Invoice/platform': () => [addItems('platform'), vatTitles()],
  '/add_Invoice/personal-ship': () => [addItems('personalShip'), vatTitles()],
  '/add_Invoice/platform-ship': () => [addItems('platformShip'), vatTitles()],
});
