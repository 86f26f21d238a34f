import { Checkbox, List, Radio } from 'antd-mobile';
import { FormError, TextField } from '@/components/Form';
import { invoiceApplyFields } from '@/lib/fields';
import { useT } from '@/lib/i18n';
import { Link, type Href } from '@/lib/navigation';
import { href } from '@/lib/routes';
import type { InvoiceType, ReceiveWay } from '../form';
import { InvoiceTitleSection } from './InvoiceTitleSection';
import { PostAddress } from './PostAddress';
import type { useInvoiceForm } from './useInvoiceForm';
import '../invoice.css';

type Form = ReturnType<typeof useInvoiceForm>;

/** Ordinary or VAT special invoice, with the help page. */
function InvoiceTypeSection({ form }: { form: Form }) {
  const t = useT();
  const { values, set } = form.kit;
  return (
    <List header={t('invoice.form.invoiceType')}>
      <List.Item description={values.invoiceType === 'vat' ? <span className="inv-muted">{t('invoice.form.vatHint')}</span> : undefined}>
        <Radio.Group value={values.invoiceType} onChange={(type) => set('invoiceType', type as InvoiceType)}>
          <span className="inv-radios" role="radiogroup" aria-label={t('invoice.form.invoiceType')}>
            <Radio value="normal">{t('invoice.form.normal')}</Radio>
            <Radio value="vat">{t('invoice.form.vat')}</Radio>
          </span>
        </Radio.Group>
      </List.Item>
      <List.Item>
        <Link className="app-link" to={href('/article/vatinvoice-help')}>
          {t('invoice.form.help')}
        </Link>
      </List.Item>
    </List>
  );
}

/** How the invoice is received — an e-mail, or a paper invoice posted to a receiving address — and a note. */
function ReceiveSection({ form, here }: { form: Form; here: Href }) {
  const t = useT();
  const { kit } = form;
  const { values, set } = kit;
  return (
    <List header={t('invoice.form.receiveWay')}>
      <List.Item>
        <Radio.Group value={values.receiveWay} onChange={(way) => set('receiveWay', way as ReceiveWay)}>
          <span className="inv-radios inv-radios--column" role="radiogroup" aria-label={t('invoice.form.receiveWay')}>
            <Radio value="email">{t('invoice.form.email')}</Radio>
            <Radio value="post">{t('invoice.form.post')}</Radio>
          </span>
        </Radio.Group>
      </List.Item>
      {values.receiveWay === 'email' ? (
        <TextField
          {...kit.text('email')}
          label={t('invoice.form.emailField')}
          required
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder={t('invoice.form.emailPlaceholder')}
          clearable
        />
      ) : (
        <PostAddress
          addressId={values.addressId}
          here={here}
          problem={kit.errorOf('addressId')}
          onFallback={(addressId) => {
            if (kit.form.getValues('addressId') === '') set('addressId', addressId);
          }}
        />
      )}
      <TextField
        {...kit.text('remark')}
        label={t('invoice.form.remark')}
        maxLength={invoiceApplyFields.remark.maxLength}
        placeholder={t('invoice.form.optional')}
      />
    </List>
  );
}

/**
 * The invoice form shared by /account/invoice/apply and the /add_Invoice forms (useInvoiceForm): invoice
 * type, the title (a saved one or a new one), how it is received and a note; a VAT special invoice asks
 * for the VAT invoice agreement. Each problem shows under its field.
 */
export function InvoiceForm({ form, here }: { form: Form; here: Href }) {
  const t = useT();
  const { values, set, errorOf } = form.kit;
  return (
    <>
      <InvoiceTypeSection form={form} />
      <InvoiceTitleSection form={form} here={here} />
      <ReceiveSection form={form} here={here} />
      {values.invoiceType === 'vat' && (
        <div className="inv-agree">
          <Checkbox checked={values.agreed} onChange={(agreed) => set('agreed', agreed)}>
            {t('invoice.form.agreePrefix')}
          </Checkbox>
          <Link className="app-link" to={href('/article/vatinvoice-agree')}>
            {t('invoice.form.agreement')}
          </Link>
          <FormError message={errorOf('agreed')} />
        </div>
      )}
    </>
  );
}
