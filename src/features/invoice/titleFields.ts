import type { FieldMessages, FieldRule } from '@/components/Form';
import { invoiceVatTitleSaveFields } from '@/lib/fields';
import { t } from '@/lib/i18n';
import type { VatTitle, VatTitleInput } from './titleApi';

/**
 * The fields of a VAT invoice title, shared by the title form (/account/vatInvoice/edit) and the new-title
 * part of the invoice forms: the same names, rules and checks in both.
 */

export type TitleType = VatTitle['titleType'];

/** The text fields of a title, in the order the forms show them. */
export const TITLE_FIELDS = ['title', 'taxNumber', 'bank', 'bankAccount', 'address', 'phone'] as const;
export type TitleField = (typeof TITLE_FIELDS)[number];
/** The fields only a company title has. */
export const COMPANY_FIELDS = ['taxNumber', 'bank', 'bankAccount', 'address', 'phone'] as const satisfies readonly TitleField[];

export type TitleValues = { titleType: TitleType } & Record<TitleField, string>;

export const emptyTitleValues = (): TitleValues => ({ titleType: 'company', title: '', taxNumber: '', bank: '', bankAccount: '', address: '', phone: '' });

/**
 * The gateway's rules of each field (invoice.vatTitleSave). Which fields must be filled depends on the
 * title's type and on the invoice: {@link titleCheck} says so, naming the field.
 */
export const titleRules = Object.fromEntries(TITLE_FIELDS.map((field) => [field, { ...invoiceVatTitleSaveFields[field], required: false }])) as Record<
  TitleField,
  FieldRule
>;

export const titleMessages: Partial<Record<TitleField, FieldMessages>> = {
  title: { tooLong: 'vatTitle.form.tooLong' },
  bank: { tooLong: 'vatTitle.form.tooLong' },
  address: { tooLong: 'vatTitle.form.tooLong' },
  phone: { tooLong: 'vatTitle.form.tooLong' },
};

/** What the keyboard offers for a field. */
export const titleInputMode: Partial<Record<TitleField, 'numeric' | 'tel'>> = { bankAccount: 'numeric', phone: 'tel' };

// A registered phone is a landline or a mobile, written with area-code dashes and spaces.
const PHONE = /^[0-9][0-9 -]*$/;

/** The title as it is checked and saved: trimmed, and a personal title without the company fields. */
export function normalTitle<T extends TitleValues>(values: T): T {
  const trimmed = { ...values };
  for (const field of TITLE_FIELDS) trimmed[field] = values[field].trim();
  if (values.titleType !== 'company') for (const field of COMPANY_FIELDS) trimmed[field] = '';
  return trimmed;
}

/**
 * What the spec's rules cannot say of a (normalised) title: the title always, a company's tax number, and
 * for a VAT special invoice a company title with every registration field (`missing` words the problem);
 * a phone of digits, spaces and dashes.
 */
export function titleCheck(values: TitleValues, { vat, missing }: { vat: boolean; missing: (field: TitleField) => string }) {
  const found: Partial<Record<TitleField, string>> = {};
  if (vat && values.titleType !== 'company') found.title = t('invoice.form.vatNeedsCompany');
  else if (values.title === '') found.title = missing('title');
  if (values.titleType !== 'company') return found;
  for (const field of vat ? COMPANY_FIELDS : (['taxNumber'] as const)) if (values[field] === '') found[field] = missing(field);
  if (values.phone !== '' && !PHONE.test(values.phone)) found.phone = t('vatTitle.form.badPhone');
  return found;
}

/** What saving a checked title sends: blanks left out, company fields only for a company title. */
export function titleBody(values: TitleValues, extra: { titleId?: string | undefined; isDefault: boolean }): VatTitleInput {
  const body: VatTitleInput = {
    ...(extra.titleId ? { titleId: extra.titleId } : {}),
    titleType: values.titleType,
    title: values.title,
    isDefault: extra.isDefault,
  };
  if (values.titleType !== 'company') return body;
  for (const field of COMPANY_FIELDS) if (values[field] !== '') body[field] = values[field];
  return body;
}

/** The form values of a saved title. */
export function titleValuesOf(title: VatTitle): TitleValues {
  return {
    titleType: title.titleType,
    title: title.title,
    taxNumber: title.taxNumber ?? '',
    bank: title.bank ?? '',
    bankAccount: title.bankAccount ?? '',
    address: title.address ?? '',
    phone: title.phone ?? '',
  };
}

/** True when a saved title carries everything a VAT special invoice prints. */
export function isCompleteForVat(title: VatTitle): boolean {
  return title.titleType === 'company' && COMPANY_FIELDS.every((field) => (title[field] ?? '').trim() !== '');
}
