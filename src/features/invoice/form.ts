import type { FieldRule } from '@/components/Form';
import type { invoiceAddFields, invoiceApplyFields } from '@/lib/fields';
import { t } from '@/lib/i18n';
import type { VatTitle } from './titleApi';
import { emptyTitleValues, isCompleteForVat, normalTitle, titleCheck, titleRules, type TitleField, type TitleValues } from './titleFields';

/**
 * The invoice form (/account/invoice/apply and the /add_Invoice forms) as the form kit holds it: the
 * invoice type, the title (a saved one, or a new one typed in the title fields of titleFields.ts, saved
 * when the form is sent), how it is received and a note. The spec's rules check each field; what they
 * cannot say — a VAT special invoice needs a company title with the full registration and the VAT
 * invoice agreement, a paper invoice a receiving address — is {@link invoiceCheck}.
 */

export type InvoiceType = 'normal' | 'vat';
export type ReceiveWay = 'email' | 'post';

export type InvoiceValues = TitleValues & {
  invoiceType: InvoiceType;
  titleMode: 'saved' | 'new';
  /** The saved title chosen ('' until known). */
  titleId: string;
  receiveWay: ReceiveWay;
  email: string;
  /** The receiving address a paper invoice is posted to ('' until known). */
  addressId: string;
  remark: string;
  /** The VAT invoice agreement (/article/vatinvoice-agree), asked for a VAT special invoice. */
  agreed: boolean;
};

export const emptyInvoice = (): InvoiceValues => ({
  invoiceType: 'normal',
  titleMode: 'saved',
  titleId: '',
  ...emptyTitleValues(),
  receiveWay: 'email',
  email: '',
  addressId: '',
  remark: '',
  agreed: false,
});

/** The rules of the call the form sends (invoice.apply or invoice.add: the same for these fields) and of the new title. */
export function invoiceRules(call: typeof invoiceApplyFields | typeof invoiceAddFields): Partial<Record<keyof InvoiceValues, FieldRule>> {
  const { invoiceType, receiveWay, email, remark } = call;
  return { invoiceType, receiveWay, email, remark, ...titleRules };
}

/** What is checked and sent: trimmed, and what the form does not show (the other way of receiving, a new title while a saved one is used) left blank. */
export function sentInvoice(values: InvoiceValues): InvoiceValues {
  const title = values.titleMode === 'new' ? normalTitle(values) : { ...values, ...emptyTitleValues(), titleType: values.titleType };
  return {
    ...title,
    email: values.receiveWay === 'email' ? values.email.trim() : '',
    addressId: values.receiveWay === 'post' ? values.addressId : '',
    remark: values.remark.trim(),
  };
}

const titleLabel: Record<TitleField, 'invoice.form.titleName' | `invoice.form.${Exclude<TitleField, 'title'>}`> = {
  title: 'invoice.form.titleName',
  taxNumber: 'invoice.form.taxNumber',
  bank: 'invoice.form.bank',
  bankAccount: 'invoice.form.bankAccount',
  address: 'invoice.form.address',
  phone: 'invoice.form.phone',
};
/** A new title's field label. */
export const invoiceTitleLabel = (field: TitleField): string => t(titleLabel[field]);

/** The problems of a (normalised) form the spec's rules cannot say, by field; `saved` is the chosen saved title. */
export function invoiceCheck(values: InvoiceValues, saved: VatTitle | undefined): Partial<Record<keyof InvoiceValues, string>> {
  const vat = values.invoiceType === 'vat';
  const required = (label: string) => t('invoice.form.required', { field: label });
  const problems: Partial<Record<keyof InvoiceValues, string>> = {};
  if (values.titleMode === 'new') Object.assign(problems, titleCheck(values, { vat, missing: (field) => required(invoiceTitleLabel(field)) }));
  else if (saved === undefined) problems.titleId = t('invoice.form.chooseTitle');
  else if (vat && saved.titleType !== 'company') problems.titleId = t('invoice.form.vatNeedsCompany');
  else if (vat && !isCompleteForVat(saved)) problems.titleId = t('invoice.form.vatTitleIncomplete');
  if (values.receiveWay === 'email' && values.email === '') problems.email = required(t('invoice.form.emailField'));
  if (values.receiveWay === 'post' && values.addressId === '') problems.addressId = t('invoice.form.chooseAddressFirst');
  if (vat && !values.agreed) problems.agreed = t('invoice.form.agree');
  return problems;
}

/** The title a form starts with: the default one, or a company title that can carry a VAT invoice. */
export function startingTitle(titles: readonly VatTitle[], vat: boolean): VatTitle | undefined {
  if (vat) return titles.find((title) => title.isDefault && isCompleteForVat(title)) ?? titles.find(isCompleteForVat) ?? titles[0];
  return titles.find((title) => title.isDefault) ?? titles[0];
}
