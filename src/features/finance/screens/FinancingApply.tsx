import { TextAreaField, TextField, useFormKit } from '@/components/Form';
import { Header } from '@/components/Header';
import { api } from '@/lib/api';
import { financeApplyFields } from '@/lib/fields';
import { useT } from '@/lib/i18n';
import { useNavigate } from '@/lib/navigation';
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

/**
 * /financing/applay: the financing application — amount, term, company, contact and purpose. Each field is
 * checked with the rules of finance.apply (money with 2 decimals above 0, the financeTerm and mobile
 * formats, the lengths) before anything is sent; a problem shows under its field and nothing goes out.
 * Sent, the buyer lands on the application records, where the new one is listed under review.
 */
export default function FinancingApply() {
  const t = useT();
  const title = useRouteTitle('/financing/applay');
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
        <TextField
          label={t('finance.apply.amount')}
          inputMode="decimal"
          placeholder={t('finance.apply.amountPlaceholder')}
          clearable
          {...kit.text('applyAmount')}
        />
        <TextField label={t('finance.apply.term')} inputMode="numeric" placeholder={t('finance.apply.termPlaceholder')} clearable {...kit.text('termMonths')} />
        <TextField label={t('finance.apply.company')} placeholder={t('finance.common.optional')} clearable {...kit.text('companyName')} />
        <TextField label={t('finance.apply.contactName')} placeholder={t('finance.apply.contactNamePlaceholder')} clearable {...kit.text('contactName')} />
        <TextField
          label={t('finance.apply.contactMobile')}
          inputMode="numeric"
          placeholder={t('finance.apply.contactMobilePlaceholder')}
          clearable
          {...kit.text('contactMobile')}
        />
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
