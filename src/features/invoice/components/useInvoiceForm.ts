import { useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { chosenOrderAddressId } from '@/features/address';
import { api } from '@/lib/api';
import { useT } from '@/lib/i18n';
import { useNavigate, type Href } from '@/lib/navigation';
import { useQuery } from '@/lib/query';
import { href } from '@/lib/routes';
import { showToast } from '@/lib/ui';
import { useWrite } from '@/lib/write';
import { invoiceFormProblems, isCompleteForVat, newTitleBody, type Problems } from '../form';
import { vatTitles } from '../queries';
import { applicationKey, clearDraft, invoiceDraft, markApplied, startDraft, type InvoiceDraft } from '../store';
import type { VatTitle } from '../titleApi';
import { takeChosenInvoiceTitle } from '../titleChoice';

/** One invoice to apply for: one issuer's orders or items. */
export interface InvoiceBatchRef {
  readonly sellerId: string;
  readonly sellerName: string;
  readonly ids: readonly string[];
}

/** What every application sends besides its orders or items. */
export interface InvoiceRequest {
  invoiceType: InvoiceDraft['invoiceType'];
  titleId: string;
  receiveWay: InvoiceDraft['receiveWay'];
  email?: string;
  addressId?: string;
  remark?: string;
  idempotencyKey: string;
}

/** The title a form starts with: the default one, or a company title that can carry a VAT invoice. */
function startingTitle(titles: readonly VatTitle[], vat: boolean): VatTitle | undefined {
  if (vat) return titles.find((title) => title.isDefault && isCompleteForVat(title)) ?? titles.find(isCompleteForVat) ?? titles[0];
  return titles.find((title) => title.isDefault) ?? titles[0];
}

/** What applying sends: one invoice per issuer through `send`. */
interface Application {
  readonly batches: readonly InvoiceBatchRef[];
  readonly send: (batch: InvoiceBatchRef, request: InvoiceRequest) => Promise<{ invoiceIds: string[] }>;
}

/**
 * Saves a new title once (a retry after a failed application uses it rather than saving it again), then
 * applies for one invoice per issuer — issuers already applied for are not sent again, each with its own
 * idempotency key kept in the draft until it went through. `step` names what is being sent (for the failure).
 */
async function applyForInvoices({ batches, send }: Application, step: { current: string | null }): Promise<number> {
  step.current = null;
  if (invoiceDraft.titleMode === 'new') {
    const { titleId } = await api.invoice.vatTitleSave(newTitleBody(invoiceDraft.newTitle));
    Object.assign(invoiceDraft, { titleMode: 'saved', titleId });
  }
  const common = {
    invoiceType: invoiceDraft.invoiceType,
    titleId: invoiceDraft.titleId,
    receiveWay: invoiceDraft.receiveWay,
    ...(invoiceDraft.receiveWay === 'email' ? { email: invoiceDraft.email.trim() } : { addressId: invoiceDraft.addressId }),
    ...(invoiceDraft.remark.trim() ? { remark: invoiceDraft.remark.trim() } : {}),
  };
  for (const batch of batches) {
    if (invoiceDraft.done[batch.sellerId]) continue;
    step.current = batch.sellerName;
    const result = await send(batch, { ...common, idempotencyKey: applicationKey(batch.sellerId) });
    markApplied(batch.sellerId, result.invoiceIds[0] ?? '');
  }
  return Object.keys(invoiceDraft.done).length;
}

/**
 * The state of an invoice form (apply, add-invoice): the draft of `key`, the saved titles, the title and
 * address handed back by their pickers (which come back to `here`), the field problems, and `submit`, which
 * checks the form (nothing sent while a field is wrong), then applies (one write) and goes on to the invoice
 * list when all went through.
 */
export function useInvoiceForm(key: string, here: Href) {
  const t = useT();
  const navigate = useNavigate();
  const draft = useSnapshot(invoiceDraft);
  const ready = draft.key === key;
  const [problems, setProblems] = useState<Problems>({});
  const titles = useQuery(vatTitles());
  // The issuer being applied for when the write failed (null: the new title).
  const step = useRef<string | null>(null);
  const application = useWrite({
    write: (sending: Application) => applyForInvoices(sending, step),
    // The orders left to invoice, the invoice lists, an order's invoices and the titles (a new one saved).
    invalidates: [['invoice'], ['order']],
    message: (message) => (step.current === null ? t('invoice.apply.titleFailed', { message }) : t('invoice.apply.failed', { name: step.current, message })),
    onSuccess: (count) => {
      showToast(t('invoice.apply.submitted', { count }));
      clearDraft();
      void navigate(href('/account/invoice/list'), { replace: true });
    },
  });
  const list = titles.data?.list ?? [];

  useEffect(() => {
    startDraft(key);
    // Back from the title picker or the address picker with a choice for this page.
    const chosen = takeChosenInvoiceTitle(here);
    if (chosen) Object.assign(invoiceDraft, { titleMode: 'saved', titleId: chosen.titleId });
    const addressId = chosenOrderAddressId(here);
    if (addressId) invoiceDraft.addressId = addressId;
  }, [key, here]);

  // The default title once the titles are known; a buyer without any types a new one.
  useEffect(() => {
    if (!ready || titles.data === undefined || invoiceDraft.titleMode !== 'saved') return;
    if (titles.data.list.some((title) => title.titleId === invoiceDraft.titleId)) return;
    const first = startingTitle(titles.data.list, invoiceDraft.invoiceType === 'vat');
    if (first) invoiceDraft.titleId = first.titleId;
    else invoiceDraft.titleMode = 'new';
  }, [ready, titles.data]);

  const saved = draft.titleMode === 'saved' ? list.find((title) => title.titleId === draft.titleId) : undefined;

  const submit = async (batches: readonly InvoiceBatchRef[], send: Application['send']) => {
    const found = invoiceFormProblems(invoiceDraft, saved);
    setProblems(found);
    if (Object.keys(found).length > 0) {
      showToast(t('invoice.form.fixFirst'));
      requestAnimationFrame(() => document.querySelector('.inv-page .app-field-error')?.scrollIntoView({ block: 'center' }));
      return;
    }
    await application.run({ batches, send });
  };

  return { draft, ready, titles, saved, problems, submit, pending: application.pending };
}
