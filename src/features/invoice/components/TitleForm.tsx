import { Button, Input, List, Switch } from 'antd-mobile';
import { useState } from 'react';
import { invoiceVatTitleSaveFields } from '@/lib/fields';
import { type MessageKey, useT } from '@/lib/i18n';
import { showToast } from '@/lib/ui';
import { checkFormat } from '@/lib/validation';
import type { VatTitle, VatTitleInput } from '../titleApi';

type TitleType = VatTitle['titleType'];

/** The title form as typed. */
export interface TitleDraft {
  titleType: TitleType;
  title: string;
  taxNumber: string;
  bank: string;
  bankAccount: string;
  address: string;
  phone: string;
  isDefault: boolean;
}

type Field = 'title' | 'taxNumber' | 'bank' | 'bankAccount' | 'address' | 'phone';

/** A field's problem: a catalogue key and its parameters (the field's label is filled in by the form). */
export type TitleProblem =
  | { readonly key: 'vatTitle.form.required' | 'vatTitle.form.badPhone' }
  | { readonly key: 'vatTitle.form.tooLong'; readonly max: number }
  | { readonly key: Extract<MessageKey, 'validation.alnum1to32' | 'validation.digits1to30' | 'validation.plainText'> };

export const emptyTitleDraft = (): TitleDraft => ({
  titleType: 'company',
  title: '',
  taxNumber: '',
  bank: '',
  bankAccount: '',
  address: '',
  phone: '',
  isDefault: false,
});

/** The draft of a saved title. */
export function draftOfTitle(title: VatTitle): TitleDraft {
  return {
    titleType: title.titleType,
    title: title.title,
    taxNumber: title.taxNumber ?? '',
    bank: title.bank ?? '',
    bankAccount: title.bankAccount ?? '',
    address: title.address ?? '',
    phone: title.phone ?? '',
    isDefault: title.isDefault,
  };
}

/** The longest texts the gateway keeps (the spec's invoice.vatTitleSave). */
const MAX: Record<'title' | 'bank' | 'address' | 'phone', number> = {
  title: invoiceVatTitleSaveFields.title.maxLength,
  bank: invoiceVatTitleSaveFields.bank.maxLength,
  address: invoiceVatTitleSaveFields.address.maxLength,
  phone: invoiceVatTitleSaveFields.phone.maxLength,
};
// A registered phone is a landline or a mobile, written with area-code dashes and spaces.
const PHONE = /^[0-9][0-9 -]*$/;

/**
 * The problems of a draft, by field; empty when it may be sent. The tax number (company titles, required)
 * and the bank account (optional) use the §5 rules of spec/validation.yaml, the gateway's own validators.
 */
export function titleProblems(draft: TitleDraft): Partial<Record<Field, TitleProblem>> {
  const found: Partial<Record<Field, TitleProblem>> = {};
  const title = draft.title.trim();
  if (title === '') found.title = { key: 'vatTitle.form.required' };
  else if ([...title].length > MAX.title) found.title = { key: 'vatTitle.form.tooLong', max: MAX.title };
  // What the invoice prints: no control or bidi characters (spec/validation.yaml plainText, as the gateway checks).
  else if (checkFormat('plainText', title)) found.title = { key: 'validation.plainText' };
  if (draft.titleType !== 'company') return found;
  const taxNumber = draft.taxNumber.trim();
  if (taxNumber === '') found.taxNumber = { key: 'vatTitle.form.required' };
  else {
    const failed = checkFormat('alnum1to32', taxNumber);
    if (failed) found.taxNumber = { key: failed };
  }
  const account = draft.bankAccount.trim();
  if (account !== '') {
    const failed = checkFormat('digits1to30', account);
    if (failed) found.bankAccount = { key: failed };
  }
  for (const field of ['bank', 'address', 'phone'] as const) {
    if ([...draft[field].trim()].length > MAX[field]) found[field] = { key: 'vatTitle.form.tooLong', max: MAX[field] };
    else if (checkFormat('plainText', draft[field].trim())) found[field] = { key: 'validation.plainText' };
  }
  const phone = draft.phone.trim();
  if (!found.phone && phone !== '' && !PHONE.test(phone)) found.phone = { key: 'vatTitle.form.badPhone' };
  return found;
}

/** What saving a valid draft sends: trimmed, blanks left out, company fields only for a company title. */
export function titleBody(draft: TitleDraft, titleId?: string): VatTitleInput {
  const body: VatTitleInput = { ...(titleId ? { titleId } : {}), titleType: draft.titleType, title: draft.title.trim(), isDefault: draft.isDefault };
  if (draft.titleType !== 'company') return body;
  for (const field of ['taxNumber', 'bank', 'bankAccount', 'address', 'phone'] as const) {
    const value = draft[field].trim();
    if (value !== '') body[field] = value;
  }
  return body;
}

/**
 * The VAT title form of /account/vatInvoice/edit: company or personal, the title, and for a company the
 * tax number, bank, bank account, registered address and phone. Bad input shows the catalogue message
 * under the field and nothing is sent.
 */
export function TitleForm({ initial, saving, onSave }: { initial: TitleDraft; saving: boolean; onSave: (draft: TitleDraft) => void }) {
  const t = useT();
  const [draft, setDraft] = useState<TitleDraft>(initial);
  const [problems, setProblems] = useState<Partial<Record<Field, TitleProblem>>>({});
  const company = draft.titleType === 'company';
  const label = (field: Field) => t(`vatTitle.form.${field}`);
  const message = (field: Field, problem: TitleProblem): string => {
    switch (problem.key) {
      case 'vatTitle.form.required':
        return t('vatTitle.form.required', { field: label(field) });
      case 'vatTitle.form.tooLong':
        return t('vatTitle.form.tooLong', { field: label(field), max: problem.max });
      default:
        return t(problem.key);
    }
  };
  const set = (field: Field) => (value: string) => setDraft((current) => ({ ...current, [field]: value }));

  const save = () => {
    const found = titleProblems(draft);
    setProblems(found);
    const first = (Object.entries(found) as [Field, TitleProblem][])[0];
    if (first) {
      showToast(message(...first));
      return;
    }
    onSave(draft);
  };

  const input = (field: Field, options: { required?: boolean; placeholder: string; inputMode?: 'numeric' | 'text' | 'tel' }) => {
    const problem = problems[field];
    return (
      <List.Item
        title={<span className={options.required ? 'app-required' : undefined}>{label(field)}</span>}
        description={
          problem ? (
            <span className="app-field-error" role="alert">
              {message(field, problem)}
            </span>
          ) : undefined
        }
      >
        <Input aria-label={label(field)} value={draft[field]} onChange={set(field)} placeholder={options.placeholder} inputMode={options.inputMode} clearable />
      </List.Item>
    );
  };

  const types: TitleType[] = ['company', 'personal'];
  return (
    <>
      <List>
        <List.Item title={t('vatTitle.form.titleType')}>
          <div className="vt-chips" role="radiogroup" aria-label={t('vatTitle.form.titleType')}>
            {types.map((type) => (
              <button
                key={type}
                type="button"
                role="radio"
                aria-checked={draft.titleType === type}
                className={draft.titleType === type ? 'vt-chip vt-chip--on' : 'vt-chip'}
                onClick={() => {
                  setDraft((current) => ({ ...current, titleType: type }));
                  setProblems({});
                }}
              >
                {t(`vatTitle.type.${type}`)}
              </button>
            ))}
          </div>
        </List.Item>
        {input('title', { required: true, placeholder: company ? t('vatTitle.form.titlePlaceholderCompany') : t('vatTitle.form.titlePlaceholderPersonal') })}
        {company && (
          <>
            {input('taxNumber', { required: true, placeholder: t('vatTitle.form.taxNumberPlaceholder') })}
            {input('bank', { placeholder: t('vatTitle.form.bankPlaceholder') })}
            {input('bankAccount', { placeholder: t('vatTitle.form.bankAccountPlaceholder'), inputMode: 'numeric' })}
            {input('address', { placeholder: t('vatTitle.form.addressPlaceholder') })}
            {input('phone', { placeholder: t('vatTitle.form.phonePlaceholder'), inputMode: 'tel' })}
          </>
        )}
        <List.Item
          extra={
            <Switch aria-label={t('vatTitle.form.isDefault')} checked={draft.isDefault} onChange={(isDefault) => setDraft((c) => ({ ...c, isDefault }))} />
          }
        >
          {t('vatTitle.form.isDefault')}
        </List.Item>
      </List>
      <div className="app-bottom-bar">
        <Button block color="primary" loading={saving} onClick={save}>
          {t('vatTitle.form.save')}
        </Button>
      </div>
    </>
  );
}
