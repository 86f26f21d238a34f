import List from 'antd-mobile/es/components/list';
import { useState } from 'react';
import { GuardedButton } from '@/components/ClickGuard';
import { FieldLabel, FormError, TextField } from '@/components/Form';
import { Header } from '@/components/Header';
import { FINANCE_PURPOSE_MAX } from '@/domain';
import { errorText } from '@/lib/api';
import { useT } from '@/lib/i18n';
import { useNavigate } from '@/lib/navigation';
import { href } from '@/lib/routes';
import { showErrorBanner, showToast } from '@/lib/ui';
import { useRouteTitle } from '@/lib/useRouteTitle';
import { financeApi } from '../api';
import { applyProblems, isClean, problemText, type ApplyForm, type Problem } from '../form';
import '../components/finance.css';

const EMPTY: ApplyForm = { amount: '', term: '', company: '', contactName: '', contactMobile: '', purpose: '' };

/**
 * /financing/applay: the financing application — amount, term, company, contact and purpose. Each field is
 * checked with the shared rules (money with 2 decimals above 0, the financeTerm and mobile formats, the
 * purpose length) before anything is sent; a problem shows under its field and nothing goes out. Sent, the
 * buyer lands on the application records, where the new one is listed under review.
 */
export default function FinancingApply() {
  const t = useT();
  const title = useRouteTitle('/financing/applay');
  const navigate = useNavigate();
  const [form, setForm] = useState(EMPTY);
  const [checked, setChecked] = useState(false);
  const problems = checked ? applyProblems(form) : {};
  const set = (key: keyof ApplyForm) => (value: string) => setForm((f) => ({ ...f, [key]: value }));
  const message = (problem: Problem | undefined) => (problem ? problemText(problem, t) : undefined);

  const submit = async () => {
    setChecked(true);
    if (!isClean(applyProblems(form))) {
      showToast(t('finance.errors.fixFirst'));
      return;
    }
    try {
      await financeApi.apply({
        applyAmount: form.amount.trim(),
        termMonths: Number(form.term.trim()),
        contactName: form.contactName.trim(),
        contactMobile: form.contactMobile.trim(),
        ...(form.company.trim() ? { companyName: form.company.trim() } : {}),
        ...(form.purpose.trim() ? { purpose: form.purpose.trim() } : {}),
      });
      showToast(t('finance.apply.submitted'));
      void navigate(href('/myFinance/historyRecord'), { replace: true });
    } catch (error) {
      showErrorBanner(t('finance.apply.failed', { message: errorText(error) }));
    }
  };

  const purposeLength = [...form.purpose.trim()].length;
  return (
    <div className="app-screen fin-page fin-page--bar">
      <Header title={title} />
      <p className="fin-notice">{t('finance.apply.intro')}</p>
      <div className="fin-form">
        <List>
          <TextField
            id="fin-apply-amount"
            label={t('finance.apply.amount')}
            required
            inputMode="decimal"
            placeholder={t('finance.apply.amountPlaceholder')}
            value={form.amount}
            onChange={set('amount')}
            error={message(problems.amount)}
            clearable
          />
          <TextField
            id="fin-apply-term"
            label={t('finance.apply.term')}
            required
            inputMode="numeric"
            placeholder={t('finance.apply.termPlaceholder')}
            value={form.term}
            onChange={set('term')}
            error={message(problems.term)}
            clearable
          />
          <TextField
            id="fin-apply-company"
            label={t('finance.apply.company')}
            placeholder={t('finance.common.optional')}
            value={form.company}
            onChange={set('company')}
            error={message(problems.company)}
            clearable
          />
          <TextField
            id="fin-apply-contact"
            label={t('finance.apply.contactName')}
            required
            placeholder={t('finance.apply.contactNamePlaceholder')}
            value={form.contactName}
            onChange={set('contactName')}
            error={message(problems.contactName)}
            clearable
          />
          <TextField
            id="fin-apply-mobile"
            label={t('finance.apply.contactMobile')}
            required
            inputMode="numeric"
            placeholder={t('finance.apply.contactMobilePlaceholder')}
            value={form.contactMobile}
            onChange={set('contactMobile')}
            error={message(problems.contactMobile)}
            clearable
          />
          <List.Item
            prefix={<FieldLabel htmlFor="fin-apply-purpose">{t('finance.apply.purpose')}</FieldLabel>}
            description={
              <>
                <span className="fin-form__counter">{t('finance.apply.purposeCount', { count: purposeLength, max: FINANCE_PURPOSE_MAX })}</span>
                <FormError message={message(problems.purpose)} />
              </>
            }
          >
            <textarea
              id="fin-apply-purpose"
              className="fin-textarea"
              placeholder={t('finance.apply.purposePlaceholder')}
              value={form.purpose}
              aria-invalid={problems.purpose ? true : undefined}
              onChange={(event) => set('purpose')(event.target.value)}
            />
          </List.Item>
        </List>
        <div className="app-bottom-bar">
          <GuardedButton block color="primary" onClick={submit}>
            {t('finance.apply.submit')}
          </GuardedButton>
        </div>
      </div>
    </div>
  );
}
