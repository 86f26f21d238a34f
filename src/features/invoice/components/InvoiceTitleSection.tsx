import { Button, List, Radio, Tag } from 'antd-mobile';
import { FormError } from '@/components/Form';
import { LoadState } from '@/components/LoadState';
import { useT } from '@/lib/i18n';
import { loadStateOf } from '@/lib/query';
import { useNavigate, type Href } from '@/lib/navigation';
import { href } from '@/lib/routes';
import { invoiceTitleLabel, type InvoiceValues } from '../form';
import type { VatTitle } from '../titleApi';
import type { TitleField, TitleType } from '../titleFields';
import { TitleFields } from './TitleFields';
import type { useInvoiceForm } from './useInvoiceForm';
import '../invoice.css';

type Form = ReturnType<typeof useInvoiceForm>;

/** A saved title as the form shows it. */
function TitleCard({ title }: { title: VatTitle }) {
  const t = useT();
  return (
    <div className="inv-title-card">
      <p className="inv-title-card__name">
        {title.title}
        <Tag fill="outline" className="inv-tag">
          {t(`invoice.form.${title.titleType}`)}
        </Tag>
      </p>
      {title.taxNumber && <p className="inv-muted">{t('invoice.form.taxNumberOf', { no: title.taxNumber })}</p>}
      {(title.bank || title.bankAccount) && (
        <p className="inv-muted">{t('invoice.form.bankOf', { bank: title.bank ?? '', account: title.bankAccount ?? '' })}</p>
      )}
      {(title.address || title.phone) && <p className="inv-muted">{[title.address, title.phone].filter(Boolean).join(' ')}</p>}
    </div>
  );
}

const TYPES: readonly TitleType[] = ['company', 'personal'];

/** The fields of a new title (titleFields.ts, as on /account/vatInvoice/edit), saved to the buyer's titles when the form is sent. */
function NewTitleFields({ form }: { form: Form }) {
  const t = useT();
  const { values, set, text } = form.kit;
  const vat = values.invoiceType === 'vat';
  const placeholder = (field: TitleField): string | undefined => {
    if (field === 'title') return t('invoice.form.titleNamePlaceholder');
    if (field === 'taxNumber' || field === 'bankAccount' || field === 'phone') return t(`invoice.form.${field}Placeholder`);
    return vat ? undefined : t('invoice.form.optional');
  };
  return (
    <>
      <List.Item title={t('invoice.form.titleType')}>
        <Radio.Group value={values.titleType} onChange={(type) => set('titleType', type as TitleType)}>
          <span className="inv-radios" role="radiogroup" aria-label={t('invoice.form.titleType')}>
            {TYPES.map((type) => (
              <Radio key={type} value={type}>
                {t(`invoice.form.${type}`)}
              </Radio>
            ))}
          </span>
        </Radio.Group>
      </List.Item>
      <TitleFields
        text={text}
        company={values.titleType === 'company'}
        required={(field) => field === 'title' || field === 'taxNumber' || vat}
        label={invoiceTitleLabel}
        placeholder={placeholder}
      />
      <List.Item>
        <span className="inv-muted">{t('invoice.form.saveTitle')}</span>
      </List.Item>
    </>
  );
}

/**
 * The title of the invoice: a saved one — another is chosen on /account/invoice/select, which hands it back
 * to `here` — or a new one typed here (a buyer without saved titles types one).
 */
export function InvoiceTitleSection({ form, here }: { form: Form; here: Href }) {
  const t = useT();
  const navigate = useNavigate();
  const { titles, saved, kit } = form;
  const { values } = kit;
  const list = titles.data?.list ?? [];
  const pickTitle = () =>
    void navigate(
      href('/account/invoice/select', {
        from: here,
        ...(values.titleId ? { titleId: values.titleId } : {}),
        ...(values.invoiceType === 'vat' ? { titleType: 'company' } : {}),
      }),
    );
  return (
    <List header={t('invoice.form.title')}>
      <LoadState {...loadStateOf(titles)} failedTitle={t('invoice.apply.loadFailed')} retryLabel={t('invoice.retry')}>
        {list.length > 0 ? (
          <List.Item>
            <Radio.Group value={values.titleMode} onChange={(mode) => kit.set('titleMode', mode as InvoiceValues['titleMode'])}>
              <span className="inv-radios" role="radiogroup" aria-label={t('invoice.form.titleMode')}>
                <Radio value="saved">{t('invoice.form.saved')}</Radio>
                <Radio value="new">{t('invoice.form.new')}</Radio>
              </span>
            </Radio.Group>
          </List.Item>
        ) : (
          <List.Item>
            <span className="inv-muted">{t('invoice.form.noSavedTitle')}</span>
          </List.Item>
        )}
        {values.titleMode === 'saved' && list.length > 0 ? (
          <List.Item
            description={<FormError message={kit.errorOf('titleId')} />}
            extra={
              <Button size="small" fill="outline" color="primary" onClick={pickTitle}>
                {t('invoice.form.changeTitle')}
              </Button>
            }
          >
            {saved ? <TitleCard title={saved} /> : <span className="inv-muted">{t('invoice.form.chooseTitle')}</span>}
          </List.Item>
        ) : (
          <NewTitleFields form={form} />
        )}
      </LoadState>
    </List>
  );
}
