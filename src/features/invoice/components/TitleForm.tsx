import { List, Switch } from 'antd-mobile';
import { ChoiceChips } from '@/components/ChoiceChips';
import { SubmitBar, useFormKit } from '@/components/Form';
import { api } from '@/lib/api';
import { useT } from '@/lib/i18n';
import { callKey } from '@/lib/query';
import { normalTitle, titleBody, titleCheck, titleMessages, titleRules, type TitleField, type TitleType, type TitleValues } from '../titleFields';
import { TitleFields } from './TitleFields';

/** The title form as typed. */
export type TitleFormValues = TitleValues & { isDefault: boolean };

const TYPES: readonly TitleType[] = ['company', 'personal'];

/**
 * The VAT title form of /account/vatInvoice/edit: company or personal, the title, and for a company the
 * tax number, bank, bank account, registered address and phone (titleFields.ts, the invoice form's
 * new-title fields too). Bad input shows the catalogue message under the field and nothing is sent;
 * `titleId` is the title changed (none: a new one).
 */
export function TitleForm({ initial, titleId, onSaved }: { initial: TitleFormValues; titleId: string | undefined; onSaved: () => void }) {
  const t = useT();
  const label = (field: TitleField) => t(`vatTitle.form.${field}`);
  const kit = useFormKit<TitleFormValues, unknown>({
    defaultValues: () => initial,
    rules: titleRules,
    messages: titleMessages,
    normalize: normalTitle,
    check: (values) => titleCheck(values, { vat: false, missing: (field) => t('vatTitle.form.required', { field: label(field) }) }),
    submit: {
      write: (values) => api.invoice.vatTitleSave(titleBody(values, { titleId, isDefault: values.isDefault })),
      // The title lists, the pickers and checkout's invoice show it.
      invalidates: [callKey('invoice.vatTitles'), callKey('invoice.vatTitleDetail')],
      message: (message) => t('vatTitle.form.saveFailed', { message }),
      onSuccess: onSaved,
    },
  });
  const { values } = kit;
  const company = values.titleType === 'company';
  const placeholder = (field: TitleField) =>
    field === 'title'
      ? t(company ? 'vatTitle.form.titlePlaceholderCompany' : 'vatTitle.form.titlePlaceholderPersonal')
      : t(`vatTitle.form.${field}Placeholder`);

  return (
    <>
      <List>
        <List.Item title={t('vatTitle.form.titleType')}>
          <ChoiceChips
            radio
            label={t('vatTitle.form.titleType')}
            options={TYPES.map((type) => ({ id: type, text: t(`vatTitle.type.${type}`) }))}
            value={values.titleType}
            onChange={(type) => kit.set('titleType', type)}
          />
        </List.Item>
        <TitleFields
          text={kit.text}
          company={company}
          required={(field) => field === 'title' || field === 'taxNumber'}
          label={label}
          placeholder={placeholder}
        />
        <List.Item
          extra={<Switch aria-label={t('vatTitle.form.isDefault')} checked={values.isDefault} onChange={(isDefault) => kit.set('isDefault', isDefault)} />}
        >
          {t('vatTitle.form.isDefault')}
        </List.Item>
      </List>
      <SubmitBar kit={kit}>{t('vatTitle.form.save')}</SubmitBar>
    </>
  );
}
