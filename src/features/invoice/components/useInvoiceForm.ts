import { useEffect, useLayoutEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { useFormKit } from '@/components/Form';
import { takeChosenAddressId } from '@/features/address';
import { api } from '@/lib/api';
import type { invoiceAddFields, invoiceApplyFields } from '@/lib/fields';
import { useT } from '@/lib/i18n';
import { useNavigate, type Href } from '@/lib/navigation';
import { callKey, invalidate, useQuery } from '@/lib/query';
import { href } from '@/lib/routes';
import { showToast } from '@/lib/ui';
import { emptyInvoice, invoiceCheck, invoiceRules, sentInvoice, startingTitle, type InvoiceValues } from '../form';
import { vatTitles } from '../queries';
import { applicationKey, clearProgress, invoiceProgress, markApplied, startProgress } from '../store';
import { titleBody, titleMessages } from '../titleFields';
import { takeChosenInvoiceTitle } from '../titleChoice';

/** One invoice to apply for: one issuer's orders or items. */
export interface InvoiceBatchRef {
  readonly sellerId: string;
  readonly sellerName: string;
  readonly ids: readonly string[];
}

/** What every application sends besides its orders or items. */
export interface InvoiceRequest {
  invoiceType: InvoiceValues['invoiceType'];
  titleId: string;
  receiveWay: InvoiceValues['receiveWay'];
  email?: string;
  addressId?: string;
  remark?: string;
  idempotencyKey: string;
}

/** What applying sends: one invoice per issuer through `send`. */
interface Application {
  readonly batches: readonly InvoiceBatchRef[];
  readonly send: (batch: InvoiceBatchRef, request: InvoiceRequest) => Promise<{ invoiceIds: string[] }>;
}

/**
 * Saves a new title once (`onTitleSaved` turns the form to it, so a retry after a failed application uses
 * it rather than saving it again), then applies for one invoice per issuer — issuers already applied for
 * are not sent again, each with its own idempotency key kept until it went through. `step` names what is
 * being sent (for the failure).
 */
async function applyForInvoices(
  values: InvoiceValues,
  { batches, send }: Application,
  step: { current: string | null },
  onTitleSaved: (titleId: string) => void,
): Promise<number> {
  step.current = null;
  let { titleId } = values;
  if (values.titleMode === 'new') {
    ({ titleId } = await api.invoice.vatTitleSave(titleBody(values, { isDefault: false })));
    onTitleSaved(titleId);
  }
  const common = {
    invoiceType: values.invoiceType,
    titleId,
    receiveWay: values.receiveWay,
    ...(values.receiveWay === 'email' ? { email: values.email } : { addressId: values.addressId }),
    ...(values.remark ? { remark: values.remark } : {}),
  };
  for (const batch of batches) {
    if (invoiceProgress.done[batch.sellerId]) continue;
    step.current = batch.sellerName;
    const result = await send(batch, { ...common, idempotencyKey: applicationKey(batch.sellerId) });
    markApplied(batch.sellerId, result.invoiceIds[0] ?? '');
  }
  return Object.keys(invoiceProgress.done).length;
}

/**
 * An invoice form (apply, add-invoice) on the form kit: what is typed is the kit's draft of `key` (kept over
 * the trip to the title or address picker, which come back to `here`, and a reload; another selection has
 * its own), the progress of the application is the store's; `call` is the rules of the call it sends.
 * `submit` checks the form (nothing sent while a field is wrong), applies (one write) and goes on to the
 * invoice list when all went through.
 */
export function useInvoiceForm(key: string, here: Href, call: typeof invoiceApplyFields | typeof invoiceAddFields) {
  const t = useT();
  const navigate = useNavigate();
  const progress = useSnapshot(invoiceProgress);
  const ready = progress.key === key;
  const titles = useQuery(vatTitles());
  const list = titles.data?.list ?? [];
  // The issuer being applied for when the write failed (null: the new title).
  const step = useRef<string | null>(null);
  // The issuers to apply for, handed over by the screen's submit.
  const application = useRef<Application>({ batches: [], send: () => Promise.reject(new Error('no application')) });
  const savedOf = (values: InvoiceValues) => (values.titleMode === 'saved' ? list.find((title) => title.titleId === values.titleId) : undefined);

  const kit = useFormKit<InvoiceValues, number>({
    defaultValues: emptyInvoice,
    rules: invoiceRules(call),
    messages: titleMessages,
    normalize: sentInvoice,
    check: (values) => invoiceCheck(values, savedOf(values)),
    draft: `invoice.${key}`,
    submit: {
      write: (values) => applyForInvoices(values, application.current, step, turnToSavedTitle),
      // The orders left to invoice, the invoice lists, an order's invoices and the titles (a new one saved).
      invalidates: [['invoice'], ['order']],
      message: (message) => (step.current === null ? t('invoice.apply.titleFailed', { message }) : t('invoice.apply.failed', { name: step.current, message })),
      onSuccess: (count) => {
        showToast(t('invoice.apply.submitted', { count }));
        clearProgress();
        void navigate(href('/account/invoice/list'), { replace: true });
      },
    },
  });
  const { set, form } = kit;
  function turnToSavedTitle(titleId: string) {
    set('titleMode', 'saved');
    set('titleId', titleId);
    void invalidate(callKey('invoice.vatTitles'));
  }

  useEffect(() => {
    startProgress(key);
    // Back from the title picker or the address picker with a choice for this page.
    const chosen = takeChosenInvoiceTitle(here);
    if (chosen) {
      set('titleMode', 'saved');
      set('titleId', chosen.titleId);
    }
    const addressId = takeChosenAddressId(here);
    if (addressId) set('addressId', addressId);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per page: `set` is new at every render
  }, [key, here]);

  // The default title once the titles are known, before they are painted (a tap then finds it chosen); a
  // buyer without any types a new one.
  useLayoutEffect(() => {
    const { titleMode, titleId, invoiceType } = form.getValues();
    if (titles.data === undefined || titleMode !== 'saved') return;
    if (titles.data.list.some((title) => title.titleId === titleId)) return;
    const first = startingTitle(titles.data.list, invoiceType === 'vat');
    if (first) set('titleId', first.titleId);
    else set('titleMode', 'new');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- when the titles change, not at every render
  }, [titles.data]);

  const submit = (batches: readonly InvoiceBatchRef[], send: Application['send']) => {
    application.current = { batches, send };
    return kit.submit();
  };

  // Until the titles are known the form cannot tell the default one: the submit waits (a failed read lets it go on).
  const titlesLoading = titles.data === undefined && titles.error === null;
  return { kit, progress, ready, titles, saved: savedOf(kit.values), submit, pending: kit.write.pending || titlesLoading };
}
