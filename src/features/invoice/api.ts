import { api, type CallBody, type CallData } from '@/lib/api';

/** An order the buyer may invoice (paid, not refunded, something left to invoice). */
export type InvoiceableOrder = CallData<'invoice.selectableOrders'>['list'][number];
/** What applying for an invoice of orders sends. */
export type InvoiceApplyBody = CallBody<'invoice.apply'>;
/** The four add-invoice forms of /add_Invoice (shop or platform goods, or their ship freight). */
export type AddInvoiceKind = CallBody<'invoice.add'>['kind'];
/** An invoiceable item of an add-invoice form (an order, or a ship waybill's freight). */
export type InvoiceAddItem = CallData<'invoice.addItems'>['list'][number];
/** What an add-invoice form sends. */
export type InvoiceAddBody = CallBody<'invoice.add'>;
export type OrderDetail = CallData<'order.detail'>;
/** A receiving address (a paper invoice is posted to one). */
export type ReceivingAddress = CallData<'address.detail'>;

/** One page as large as the gateway gives (MAX_PAGE_SIZE). */
const PAGE = 100;
/** At most this many pages: a buyer's orders not yet invoiced are far fewer; the list says if more remain. */
const MAX_PAGES = 10;

/**
 * Every page of a list: the selection screens group and select over the whole list (select all, by seller),
 * which a half-loaded list would get wrong.
 */
async function allPages<T>(fetch: (pageNum: number) => Promise<{ list: T[]; total: number }>): Promise<{ list: T[]; total: number }> {
  const list: T[] = [];
  let total = 0;
  for (let pageNum = 1; pageNum <= MAX_PAGES; pageNum += 1) {
    const page = await fetch(pageNum);
    total = page.total;
    list.push(...page.list);
    if (page.list.length < PAGE || list.length >= total) break;
  }
  return { list, total };
}

/** The invoice calls of choosing orders and applying (issue 14, helper A); titles and lists are in titleApi.ts. */
export const invoiceApi = {
  /** Every invoiceable order of the buyer, newest first, with its seller and invoiceable amount. */
  selectableOrders: (signal?: AbortSignal) => allPages((pageNum) => api.invoice.selectableOrders({ pageNum, pageSize: PAGE }, { signal })),
  /** Applies for one invoice of one seller's orders; answers the new invoice's id. */
  apply: (body: InvoiceApplyBody) => api.invoice.apply(body),
  /** Every invoiceable item of an add-invoice form. */
  addItems: (kind: AddInvoiceKind, signal?: AbortSignal) => allPages((pageNum) => api.invoice.addItems({ kind, pageNum, pageSize: PAGE }, { signal })),
  /** Applies for one invoice of items of one issuer through an add-invoice form. */
  add: (body: InvoiceAddBody) => api.invoice.add(body),
  /** An order with its items and money (404 for a missing one or another buyer's). */
  order: (orderId: string, signal?: AbortSignal) => api.order.detail({ orderId }, { signal }),
  /** A receiving address of the buyer. */
  address: (addressId: string, signal?: AbortSignal) => api.address.detail({ addressId }, { signal }),
  /** The buyer's default receiving address (type 1), if any: a paper invoice goes there unless another is chosen. */
  defaultAddress: async (signal?: AbortSignal): Promise<ReceivingAddress | null> => {
    const page = await api.address.list({ type: '1', pageNum: 1, pageSize: 50 }, { signal });
    return page.list.find((a) => a.isDefault) ?? page.list[0] ?? null;
  },
};
