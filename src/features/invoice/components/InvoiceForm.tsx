import { Button, Checkbox, List, Radio, Tag } from 'antd-mobile';
import { useEffect } from 'react';
import { FormError, TextField } from '@/components/Form';
import { LoadState } from '@/components/LoadState';
import { invoiceApplyFields } from '@/lib/fields';
import { useT } from '@/lib/i18n';
import { loadStateOf, useQuery } from '@/lib/query';
import { Link, useNavigate, type Href } from '@/lib/navigation';
import { href } from '@/lib/routes';
import type { FieldProblem, InvoiceField, Problems } from '../form';
import { receivingAddress, receivingAddresses } from '../queries';
import { invoiceDraft, type InvoiceType, type NewTitle, type ReceiveWay, type TitleType } from '../store';
import type { VatTitle } from '../titleApi';
import type { useInvoiceForm } from './useInvoiceForm';
import '../invoice.css';

type T = ReturnType<typeof useT>;
type Form = ReturnType<typeof useInvoiceForm>;

/** The field's label, for "请填写{field}" and the like. */
const fieldLabel = (t: T, field: InvoiceField): string => {
  switch (field) {
    case 'newTitle':
      return t('invoice.form.titleName');
    case 'title':
      return t('invoice.form.title');
    case 'email':
      return t('invoice.form.emailField');
    case 'addressId':
      return t('invoice.form.postAddress');
    case 'agreed':
      return t('invoice.form.agreement');
    default:
      return t(`invoice.form.${field}`);
  }
};

/** A problem in the buyer's words. */
export function problemText(t: T, field: InvoiceField, problem: FieldProblem | undefined): string | undefined {
  if (!problem) return undefined;
  switch (problem.key) {
    case 'invoice.form.required':
    case 'vatTitle.form.required':
      return t('invoice.form.required', { field: fieldLabel(t, field) });
    case 'invoice.form.tooLong':
    case 'vatTitle.form.tooLong':
      return t('invoice.form.tooLong', { field: fieldLabel(t, field), max: problem.max });
    default:
      return t(problem.key);
  }
}

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

/** The fields of a new title (saved to the buyer's titles when the form is sent). */
function NewTitleFields({ value, problems }: { value: NewTitle; problems: Problems }) {
  const t = useT();
  const vat = invoiceDraft.invoiceType === 'vat';
  const company = value.titleType === 'company';
  const set = (field: keyof NewTitle) => (text: string) => {
    invoiceDraft.newTitle[field as Exclude<keyof NewTitle, 'titleType'>] = text;
  };
  const field = (name: Exclude<keyof NewTitle, 'titleType' | 'title'>, options: { required: boolean; placeholder?: string; inputMode?: 'numeric' | 'tel' }) => (
    <TextField
      id={`inv-${name}`}
      label={t(`invoice.form.${name}`)}
      required={options.required}
      value={value[name]}
      onChange={set(name)}
      placeholder={options.placeholder ?? (options.required ? undefined : t('invoice.form.optional'))}
      inputMode={options.inputMode}
      error={problemText(t, name, problems[name])}
      clearable
    />
  );
  const types: TitleType[] = ['company', 'personal'];
  return (
    <>
      <List.Item title={t('invoice.form.titleType')}>
        <Radio.Group value={value.titleType} onChange={(type) => (invoiceDraft.newTitle.titleType = type as TitleType)}>
          <span className="inv-radios" role="radiogroup" aria-label={t('invoice.form.titleType')}>
            {types.map((type) => (
              <Radio key={type} value={type}>
                {t(`invoice.form.${type}`)}
              </Radio>
            ))}
          </span>
        </Radio.Group>
      </List.Item>
      <TextField
        id="inv-title-name"
        label={t('invoice.form.titleName')}
        required
        value={value.title}
        onChange={set('title')}
        placeholder={t('invoice.form.titleNamePlaceholder')}
        error={problemText(t, 'newTitle', problems.newTitle)}
        clearable
      />
      {company && (
        <>
          {field('taxNumber', { required: true, placeholder: t('invoice.form.taxNumberPlaceholder') })}
          {field('bank', { required: vat })}
          {field('bankAccount', { required: vat, placeholder: t('invoice.form.bankAccountPlaceholder'), inputMode: 'numeric' })}
          {field('address', { required: vat })}
          {field('phone', { required: vat, placeholder: t('invoice.form.phonePlaceholder'), inputMode: 'tel' })}
        </>
      )}
      <List.Item>
        <span className="inv-muted">{t('invoice.form.saveTitle')}</span>
      </List.Item>
    </>
  );
}

/** Where a paper invoice is posted: the chosen receiving address, or the default one, and the way to change it. */
function PostAddress({ addressId, here, problem }: { addressId: string; here: Href; problem: string | undefined }) {
  const t = useT();
  const navigate = useNavigate();
  // None chosen yet: the default one (else the first); none known, the buyer chooses one.
  const addresses = useQuery({ ...receivingAddresses(), enabled: addressId === '' });
  const fallback = addresses.data && (addresses.data.list.find((a) => a.isDefault) ?? addresses.data.list[0]);
  useEffect(() => {
    if (fallback && invoiceDraft.addressId === '') invoiceDraft.addressId = fallback.addressId;
  }, [fallback]);
  const { data } = useQuery({ ...receivingAddress(addressId), enabled: addressId !== '' });
  const choose = () => void navigate(href('/receivingAddress/select_adress', { from: here, ...(addressId ? { addressId } : {}) }));
  return (
    <List.Item
      title={<span className="app-required">{t('invoice.form.postAddress')}</span>}
      description={<FormError message={problem} />}
      extra={
        <Button size="small" fill="outline" color="primary" onClick={choose}>
          {data ? t('invoice.form.changeAddress') : t('invoice.form.chooseAddress')}
        </Button>
      }
    >
      {data ? (
        <span className="inv-address">
          <span>
            {data.receiverName} {data.receiverMobile}
          </span>
          <span className="inv-muted">{data.fullAddress ?? `${data.province}${data.city}${data.district}${data.detail}`}</span>
        </span>
      ) : (
        <span className="inv-muted">{t('invoice.form.chooseAddressFirst')}</span>
      )}
    </List.Item>
  );
}

/**
 * The invoice form shared by /account/invoice/apply and the /add_Invoice forms: invoice type (ordinary or
 * VAT special, with the help page), the title (a saved one — another is chosen on /account/invoice/select,
 * which hands it back to `here` — or a new one), how it is received (an e-mail, or a paper invoice posted
 * to a receiving address) and a note; a VAT special invoice asks for the VAT invoice agreement.
 */
export function InvoiceForm({ form, here }: { form: Form; here: Href }) {
  const t = useT();
  const navigate = useNavigate();
  const { draft, titles, saved, problems } = form;
  const vat = draft.invoiceType === 'vat';
  const list = titles.data?.list ?? [];
  const pickTitle = () =>
    void navigate(
      href('/account/invoice/select', { from: here, ...(draft.titleId ? { titleId: draft.titleId } : {}), ...(vat ? { titleType: 'company' } : {}) }),
    );

  return (
    <>
      <List header={t('invoice.form.invoiceType')}>
        <List.Item description={vat ? <span className="inv-muted">{t('invoice.form.vatHint')}</span> : undefined}>
          <Radio.Group value={draft.invoiceType} onChange={(type) => (invoiceDraft.invoiceType = type as InvoiceType)}>
            <span className="inv-radios" role="radiogroup" aria-label={t('invoice.form.invoiceType')}>
              <Radio value="normal">{t('invoice.form.normal')}</Radio>
              <Radio value="vat">{t('invoice.form.vat')}</Radio>
            </span>
          </Radio.Group>
        </List.Item>
        <List.Item>
          <Link className="inv-link" to={href('/article/vatinvoice-help')}>
            {t('invoice.form.help')}
          </Link>
        </List.Item>
      </List>

      <List header={t('invoice.form.title')}>
        <LoadState {...loadStateOf(titles)} failedTitle={t('invoice.apply.loadFailed')} retryLabel={t('invoice.retry')}>
          {list.length > 0 ? (
            <List.Item>
              <Radio.Group value={draft.titleMode} onChange={(mode) => (invoiceDraft.titleMode = mode as 'saved' | 'new')}>
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
          {draft.titleMode === 'saved' && list.length > 0 ? (
            <List.Item
              description={<FormError message={problemText(t, 'title', problems.title)} />}
              extra={
                <Button size="small" fill="outline" color="primary" onClick={pickTitle}>
                  {t('invoice.form.changeTitle')}
                </Button>
              }
            >
              {saved ? <TitleCard title={saved} /> : <span className="inv-muted">{t('invoice.form.chooseTitle')}</span>}
            </List.Item>
          ) : (
            <NewTitleFields value={draft.newTitle} problems={problems} />
          )}
        </LoadState>
      </List>

      <List header={t('invoice.form.receiveWay')}>
        <List.Item>
          <Radio.Group value={draft.receiveWay} onChange={(way) => (invoiceDraft.receiveWay = way as ReceiveWay)}>
            <span className="inv-radios inv-radios--column" role="radiogroup" aria-label={t('invoice.form.receiveWay')}>
              <Radio value="email">{t('invoice.form.email')}</Radio>
              <Radio value="post">{t('invoice.form.post')}</Radio>
            </span>
          </Radio.Group>
        </List.Item>
        {draft.receiveWay === 'email' ? (
          <TextField
            id="inv-email"
            label={t('invoice.form.emailField')}
            required
            type="email"
            inputMode="email"
            autoComplete="email"
            value={draft.email}
            onChange={(email) => (invoiceDraft.email = email)}
            placeholder={t('invoice.form.emailPlaceholder')}
            error={problemText(t, 'email', problems.email)}
            clearable
          />
        ) : (
          <PostAddress addressId={draft.addressId} here={here} problem={problemText(t, 'addressId', problems.addressId)} />
        )}
        <TextField
          id="inv-remark"
          label={t('invoice.form.remark')}
          value={draft.remark}
          maxLength={invoiceApplyFields.remark.maxLength}
          onChange={(remark) => (invoiceDraft.remark = remark)}
          placeholder={t('invoice.form.optional')}
        />
      </List>

      {vat && (
        <div className="inv-agree">
          <Checkbox checked={draft.agreed} onChange={(agreed) => (invoiceDraft.agreed = agreed)}>
            {t('invoice.form.agreePrefix')}
          </Checkbox>
          <Link className="inv-link" to={href('/article/vatinvoice-agree')}>
            {t('invoice.form.agreement')}
          </Link>
          <FormError message={problemText(t, 'agreed', problems.agreed)} />
        </div>
      )}
    </>
  );
}
