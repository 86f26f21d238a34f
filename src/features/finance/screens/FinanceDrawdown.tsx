import List from 'antd-mobile/es/components/list';
import { useState } from 'react';
import { GuardedButton } from '@/components/ClickGuard';
import { TextField } from '@/components/Form';
import { Header } from '@/components/Header';
import { StatusBlock } from '@/components/StatusBlock';
import { compareDecimal, formatMoney } from '@/domain';
import { errorText } from '@/lib/api';
import { useServerData } from '@/lib/data';
import { useT } from '@/lib/i18n';
import { useNavigate } from '@/lib/navigation';
import { href } from '@/lib/routes';
import { showErrorBanner, showToast } from '@/lib/ui';
import { useRouteTitle } from '@/lib/useRouteTitle';
import { financeApi, type FinanceHomeData } from '../api';
import { drawdownProblems, isClean, problemText, type DrawdownForm, type Problem } from '../form';
import { drawdownKey, forgetDrawdown } from '../store';
import { LoadState, useMoney } from '../components/ui';
import '../components/finance.css';

/**
 * /myFinance/distract: draws down against the available credit — an amount up to what is available (the
 * shared drawdown rule, exact to the fen), a term of 1–36 months, optionally the order the money pays for.
 * Bad input shows under its field and sends nothing. The request carries an idempotency key, the same on
 * a retry, so a drawdown that timed out and is sent again is booked once. Booked, the buyer sees its record.
 */
export default function FinanceDrawdown() {
  const t = useT();
  const title = useRouteTitle('/myFinance/distract');
  const { data, loading, error, reload } = useServerData((signal) => financeApi.home(signal), []);

  return (
    <div className="app-screen fin-page fin-page--bar">
      <Header title={title} />
      <LoadState loading={loading || !data} error={error} onRetry={reload}>
        {data &&
          (compareDecimal(data.availableAmount, '0') > 0 ? (
            <DrawdownFormView home={data} />
          ) : (
            <StatusBlock status="empty" title={t('finance.drawdown.noCredit')} />
          ))}
      </LoadState>
    </div>
  );
}

function DrawdownFormView({ home }: { home: FinanceHomeData }) {
  const t = useT();
  const money = useMoney();
  const navigate = useNavigate();
  const [form, setForm] = useState<DrawdownForm>({ amount: '', term: '', orderNo: '' });
  const [checked, setChecked] = useState(false);
  const problems = checked ? drawdownProblems(form, home.availableAmount) : {};
  const set = (key: keyof DrawdownForm) => (value: string) => setForm((f) => ({ ...f, [key]: value }));
  const message = (problem: Problem | undefined) => (problem ? problemText(problem, t) : undefined);

  const submit = async () => {
    setChecked(true);
    if (!isClean(drawdownProblems(form, home.availableAmount))) {
      showToast(t('finance.errors.fixFirst'));
      return;
    }
    const request = {
      amount: formatMoney(form.amount.trim()),
      termMonths: Number(form.term.trim()),
      ...(form.orderNo.trim() ? { orderNo: form.orderNo.trim() } : {}),
    };
    try {
      const drawdown = await financeApi.drawdown({ ...request, idempotencyKey: drawdownKey(request) });
      forgetDrawdown();
      showToast(t('finance.drawdown.done', { amount: drawdown.amount }));
      void navigate(href('/myFinance/recordDetail', { recordId: drawdown.recordId }), { replace: true });
    } catch (failure) {
      showErrorBanner(t('finance.drawdown.failed', { message: errorText(failure) }));
    }
  };

  return (
    <>
      <section className="fin-hero" aria-label={t('finance.drawdown.available')}>
        <p className="fin-hero__label">{t('finance.drawdown.available')}</p>
        <p className="fin-hero__amount">{money(home.availableAmount)}</p>
      </section>
      <div className="fin-form">
        <List>
          <TextField
            id="fin-draw-amount"
            label={t('finance.drawdown.amount')}
            required
            inputMode="decimal"
            placeholder={t('finance.drawdown.amountPlaceholder', { amount: formatMoney(home.availableAmount) })}
            value={form.amount}
            onChange={set('amount')}
            error={message(problems.amount)}
            extra={
              <button type="button" className="fin-all" onClick={() => set('amount')(formatMoney(home.availableAmount))}>
                {t('finance.drawdown.all')}
              </button>
            }
          />
          <TextField
            id="fin-draw-term"
            label={t('finance.drawdown.term')}
            required
            inputMode="numeric"
            placeholder={t('finance.apply.termPlaceholder')}
            value={form.term}
            onChange={set('term')}
            error={message(problems.term)}
          />
          <TextField
            id="fin-draw-order"
            label={t('finance.drawdown.orderNo')}
            placeholder={t('finance.drawdown.orderNoPlaceholder')}
            value={form.orderNo}
            onChange={set('orderNo')}
            error={message(problems.orderNo)}
          />
        </List>
        <p className="app-card__line fin-note">{t('finance.drawdown.note')}</p>
      </div>
      <div className="app-bottom-bar">
        <GuardedButton block color="primary" onClick={submit}>
          {t('finance.drawdown.submit')}
        </GuardedButton>
      </div>
    </>
  );
}
