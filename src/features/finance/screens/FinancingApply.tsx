import { TextAreaField, TextField, useFormKit } from '@/components/Form';
import { Header } from '@/components/Header';
import { PermissionGate } from '@/components/NoPermission';
import { api } from '@/lib/api';
import { menuButtons } from '@/lib/constants';
import { financeApplyFields } from '@/lib/fields';
import { type MessageKey, useT } from '@/lib/i18n';
import { Link, useNavigate } from '@/lib/navigation';
import { callKey } from '@/lib/query';
import { href } from '@/lib/routes';
import { showToast } from '@/lib/ui';
import { useRouteTitle } from '@/lib/useRouteTitle';
import { FinanceForm } from '../components/ui';
import { amountMessage } from '../store';
import '../components/finance.css';

const emptyApplication = () => ({ applyAmount: '', termMonths: '', companyName: '', contactName: '', contactMobile: '', purpose: '' });
type Application = ReturnType<typeof emptyApplication>;

const trimmed = (form: Application): Application => Object.fromEntries(Object.entries(form).map(([name, value]) => [name, value.trim()])) as Application;

/** The one-line fields of the application in their order: the field, its label and placeholder, its keyboard. */
const APPLY_FIELDS = [
  { name: 'applyAmount', label: 'amount', placeholder: 'finance.apply.amountPlaceholder', inputMode: 'decimal' },
  { name: 'termMonths', label: 'term', placeholder: 'finance.apply.termPlaceholder', inputMode: 'numeric' },
  { name: 'companyName', label: 'company', placeholder: 'finance.common.optional', inputMode: undefined },
  { name: 'contactName', label: 'contactName', placeholder: 'finance.apply.contactNamePlaceholder', inputMode: undefined },
  { name: 'contactMobile', label: 'contactMobile', placeholder: 'finance.apply.contactMobilePlaceholder', inputMode: 'numeric' },
] as const satisfies readonly {
  name: keyof Application;
  label: string;
  placeholder: MessageKey;
  inputMode: 'decimal' | 'numeric' | undefined;
}[];

/**
 * /financing/applay: the financing application — amount, term, company, contact and purpose. Each field is
 * checked with the rules of finance.apply (money with 2 decimals above 0, the financeTerm and mobile
 * formats, the lengths) before anything is sent; a problem shows under its field and nothing goes out.
 * Sent, the buyer lands on the application records, where the new one is listed under review.
 */
export default function FinancingApply() {
  const t = useT();
  const title = useRouteTitle('/financing/applay');
  // Applying is a button of the menu tree: without it the page says so instead of the form (the gateway refuses too).
  return (
    <PermissionGate
      btnId={menuButtons.financeApply}
      title={title}
      className="fin-page"
      wayOn={
        <Link className="app-link" to={href('/myFinance')}>
          {t('finance.offer.myFinance')}
        </Link>
      }
    >
      <ApplyForm title={title} />
    </PermissionGate>
  );
}

function ApplyForm({ title }: { title: string }) {
  const t = useT();
  const navigate = useNavigate();
  const kit = useFormKit({
    defaultValues: emptyApplication,
    rules: {
      ...financeApplyFields,
      termMonths: { ...financeApplyFields.termMonths, rule: 'financeTerm' },
      companyName: { ...financeApplyFields.companyName, rule: 'plainText' },
      contactName: { ...financeApplyFields.contactName, rule: 'plainText' },
      purpose: { ...financeApplyFields.purpose, rule: 'plainParagraphs' },
    },
    messages: {
      applyAmount: { required: 'finance.errors.amountRequired', notNumber: 'finance.errors.amountFormat' },
      companyName: { tooLong: 'finance.errors.tooLong' },
      contactName: { required: 'finance.errors.contactNameRequired', tooShort: 'finance.errors.contactNameRequired', tooLong: 'finance.errors.tooLong' },
      purpose: { tooLong: 'finance.errors.tooLong' },
    },
    normalize: trimmed,
    check: (form) => ({ applyAmount: amountMessage(form.applyAmount) }),
    draft: 'finance.apply',
    submit: {
      write: (form) =>
        api.finance.apply({
          applyAmount: form.applyAmount,
          termMonths: Number(form.termMonths),
          contactName: form.contactName,
          contactMobile: form.contactMobile,
          ...(form.companyName ? { companyName: form.companyName } : {}),
          ...(form.purpose ? { purpose: form.purpose } : {}),
        }),
      invalidates: [callKey('finance.home'), callKey('finance.history')],
      message: (message) => t('finance.apply.failed', { message }),
      onSuccess: () => {
        showToast(t('finance.apply.submitted'));
        void navigate(href('/myFinance/historyRecord'), { replace: true });
      },
    },
  });

  return (
    <div className="app-screen fin-page fin-page--bar">
      <Header title={title} />
      <p className="fin-notice">{t('finance.apply.intro')}</p>
      <FinanceForm submitText={t('finance.apply.submit')} pending={kit.write.pending} onSubmit={() => void kit.submit()}>
        {APPLY_FIELDS.map((field) => (
          <TextField
            key={field.name}
            stacked
            label={t(`finance.apply.${field.label}`)}
            inputMode={field.inputMode}
            placeholder={t(field.placeholder)}
            clearable
            {...kit.text(field.name)}
          />
        ))}
        <TextAreaField
          label={t('finance.apply.purpose')}
          placeholder={t('finance.apply.purposePlaceholder')}
          maxLength={financeApplyFields.purpose.maxLength}
          {...kit.text('purpose')}
        />
      </FinanceForm>
    </div>
  );
}
