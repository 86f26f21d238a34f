import { useEffect, useRef, useState } from 'react';
import { TextField, useFormKit } from '@/components/Form';
import { Header } from '@/components/Header';
import { money } from '@/components/Money';
import { StatusBlock } from '@/components/StatusBlock';
import { compareDecimal, formatMoney } from '@/domain';
import { api } from '@/lib/api';
import { financeDrawdownFields } from '@/lib/fields';
import { useT } from '@/lib/i18n';
import { useNavigate } from '@/lib/navigation';
import { callKey, loadStateOf, useQuery } from '@/lib/query';
import { href } from '@/lib/routes';
import { showToast } from '@/lib/ui';
import { useRouteTitle } from '@/lib/useRouteTitle';
import type { FinanceHomeData } from '../api';
import { FinanceForm, LoadState } from '../components/ui';
import { financeHome } from '../queries';
import { amountMessage, drawdownKeyOf } from '../store';
import '../components/finance.css';

/**
 * /myFinance/distract: draws down against the available credit — an amount up to what is available (the
 * shared drawdown rule, exact to the fen), a term of 1–36 months, optionally the order the money pays for.
 * Bad input shows under its field and sends nothing. The request carries an idempotency key, the same on
 * a retry (a reload too), so a drawdown that timed out and is sent again is booked once. Booked, the buyer
 * sees its record.
 */
export default function FinanceDrawdown() {
  const t = useT();
  const title = useRouteTitle('/myFinance/distract');
  const home = useQuery(financeHome());

  return (
    <div className="app-screen fin-page fin-page--bar">
      <Header title={title} />
      <LoadState {...loadStateOf(home)}>
        {home.data &&
          (compareDecimal(home.data.availableAmount, '0') > 0 ? (
            <DrawdownFormView home={home.data} />
          ) : (
            <StatusBlock status="empty" title={t('finance.drawdown.noCredit')} />
          ))}
      </LoadState>
    </div>
  );
}

const emptyDrawdown = () => ({ amount: '', termMonths: '', orderNo: '' });
type DrawdownValues = ReturnType<typeof emptyDrawdown>;
const trimmed = (form: DrawdownValues): DrawdownValues => ({ amount: form.amount.trim(), termMonths: form.termMonths.trim(), orderNo: form.orderNo.trim() });

function DrawdownFormView({ home }: { home: FinanceHomeData }) {
  const t = useT();
  const navigate = useNavigate();
  // The request the kept key belongs to: what the form holds when it is sent.
  const typed = useRef(emptyDrawdown());
  const [keyKeeper] = useState(() => drawdownKeyOf(() => typed.current));
  const kit = useFormKit({
    defaultValues: emptyDrawdown,
    rules: {
      amount: financeDrawdownFields.amount,
      termMonths: { ...financeDrawdownFields.termMonths, rule: 'financeTerm' },
      orderNo: { ...financeDrawdownFields.orderNo, rule: 'plainText' },
    },
    messages: {
      amount: { required: 'finance.errors.amountRequired', notNumber: 'finance.errors.amountFormat' },
      orderNo: { tooLong: 'finance.errors.tooLong' },
    },
    normalize: trimmed,
    check: (form) => ({ amount: amountMessage(form.amount, home.availableAmount) }),
    draft: 'finance.drawdown',
    submit: {
      write: (form, idempotencyKey) =>
        api.finance.drawdown({
          amount: formatMoney(form.amount),
          termMonths: Number(form.termMonths),
          ...(form.orderNo ? { orderNo: form.orderNo } : {}),
          idempotencyKey,
        }),
      idempotent: { prefix: 'fin', stored: keyKeeper },
      invalidates: [callKey('finance.home'), callKey('finance.loans'), callKey('finance.history')],
      message: (message) => t('finance.drawdown.failed', { message }),
      onSuccess: (drawdown) => {
        showToast(t('finance.drawdown.done', { amount: money(drawdown.amount) }));
        void navigate(href('/myFinance/recordDetail', { recordId: drawdown.recordId }), { replace: true });
      },
    },
  });
  useEffect(() => {
    typed.current = kit.values;
  }, [kit.values]);
  const available = formatMoney(home.availableAmount);

  return (
    <>
      <section className="fin-hero" aria-label={t('finance.drawdown.available')}>
        <p className="fin-hero__label">{t('finance.drawdown.available')}</p>
        <p className="fin-hero__amount">{money(home.availableAmount)}</p>
      </section>
      <FinanceForm
        submitText={t('finance.drawdown.submit')}
        pending={kit.write.pending}
        onSubmit={() => void kit.submit()}
        after={<p className="app-card__line fin-note">{t('finance.drawdown.note')}</p>}
      >
        <TextField
          label={t('finance.drawdown.amount')}
          inputMode="decimal"
          placeholder={t('finance.drawdown.amountPlaceholder', { amount: money(available) })}
          extra={
            <button type="button" className="app-link fin-all" onClick={() => kit.set('amount', available)}>
              {t('finance.drawdown.all')}
            </button>
          }
          {...kit.text('amount')}
        />
        <TextField label={t('finance.drawdown.term')} inputMode="numeric" placeholder={t('finance.apply.termPlaceholder')} {...kit.text('termMonths')} />
        <TextField label={t('finance.drawdown.orderNo')} placeholder={t('finance.drawdown.orderNoPlaceholder')} {...kit.text('orderNo')} />
      </FinanceForm>
    </>
  );
}
