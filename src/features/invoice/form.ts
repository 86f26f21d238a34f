import type { MessageKey } from '@/lib/i18n';
import { checkFormat } from '@/lib/validation';
import { titleBody, titleProblems, type TitleProblem } from './components/TitleForm';
import type { InvoiceDraft, NewTitle } from './store';
import type { VatTitle, VatTitleInput } from './titleApi';

/**
 * The checks of the invoice form, the same the gateway applies (spec/calls/invoice.yaml, the format rules
 * of spec/validation.yaml): nothing is sent while one fails. A VAT special invoice needs a company title
 * with the full registration (tax number, bank and account, registered address and phone) and the VAT
 * invoice agreement; a paper invoice a receiving address; an electronic one a well-formed e-mail.
 */

/** The fields a problem can be under. */
export type InvoiceField = 'title' | 'newTitle' | 'taxNumber' | 'bank' | 'bankAccount' | 'address' | 'phone' | 'email' | 'addressId' | 'agreed';

/** A problem: a catalogue message and its parameters (the field's label is filled in by the screen). */
export type FieldProblem =
  | { readonly key: 'invoice.form.required' }
  | { readonly key: 'invoice.form.tooLong'; readonly max: number }
  | {
      readonly key:
        | 'invoice.form.chooseTitle'
        | 'invoice.form.vatNeedsCompany'
        | 'invoice.form.vatTitleIncomplete'
        | 'invoice.form.chooseAddressFirst'
        | 'invoice.form.agree';
    }
  | { readonly key: Extract<MessageKey, 'validation.email'> }
  | TitleProblem;

export type Problems = Partial<Record<InvoiceField, FieldProblem>>;

function formatted(rule: 'email', value: string): FieldProblem | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return { key: 'invoice.form.required' };
  const failed = checkFormat(rule, trimmed);
  return failed === null ? undefined : { key: failed };
}

/** True when a saved title carries everything a VAT special invoice prints. */
export function isCompleteForVat(title: VatTitle): boolean {
  return title.titleType === 'company' && [title.taxNumber, title.bank, title.bankAccount, title.address, title.phone].every((v) => (v ?? '').trim() !== '');
}

/**
 * A new title's problems: the title form's own checks (components/TitleForm titleProblems, the same as on
 * /account/vatInvoice/edit), and for a VAT special invoice a company title with every registration field.
 */
function newTitleProblems(title: NewTitle, vat: boolean): Problems {
  const found: Problems = {};
  for (const [field, problem] of Object.entries(titleProblems({ ...title, isDefault: false })) as [keyof ReturnType<typeof titleProblems>, TitleProblem][]) {
    found[field === 'title' ? 'newTitle' : field] = problem;
  }
  if (!vat) return found;
  if (title.titleType !== 'company') return { ...found, newTitle: { key: 'invoice.form.vatNeedsCompany' } };
  for (const field of ['bank', 'bankAccount', 'address', 'phone'] as const) {
    if (found[field] === undefined && title[field].trim() === '') found[field] = { key: 'invoice.form.required' };
  }
  return found;
}

/** The problems of the form, by field; empty when it may be sent. `saved` is the chosen saved title. */
export function invoiceFormProblems(draft: InvoiceDraft, saved: VatTitle | undefined): Problems {
  const vat = draft.invoiceType === 'vat';
  const problems: Problems = {};
  if (draft.titleMode === 'new') Object.assign(problems, newTitleProblems(draft.newTitle, vat));
  else if (saved === undefined) problems.title = { key: 'invoice.form.chooseTitle' };
  else if (vat && saved.titleType !== 'company') problems.title = { key: 'invoice.form.vatNeedsCompany' };
  else if (vat && !isCompleteForVat(saved)) problems.title = { key: 'invoice.form.vatTitleIncomplete' };
  if (draft.receiveWay === 'email') problems.email = formatted('email', draft.email);
  else if (draft.addressId === '') problems.addressId = { key: 'invoice.form.chooseAddressFirst' };
  if (vat && !draft.agreed) problems.agreed = { key: 'invoice.form.agree' };
  return Object.fromEntries(Object.entries(problems).filter(([, p]) => p !== undefined)) as Problems;
}

/** The title a new-title form saves (trimmed, blanks left out; not made the default). */
export function newTitleBody(title: NewTitle): VatTitleInput {
  return titleBody({ ...title, isDefault: false });
}
