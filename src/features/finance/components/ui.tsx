import type { ReactNode } from 'react';
import { LoadState as SharedLoadState, type LoadStateProps } from '@/components/LoadState';
import { formatMoney, type DecimalInput } from '@/domain';
import { useT } from '@/lib/i18n';
import type { ApplyStatus, LoanStatus, RecordStatus } from '../api';

/** Loading, error (with retry) or the content, in the finance pages' words. */
export function LoadState(props: Omit<LoadStateProps, 'failedTitle' | 'retryLabel' | 'className'> & { failedTitle?: string }) {
  const t = useT();
  return (
    <SharedLoadState
      {...props}
      className="fin-state"
      failedTitle={props.failedTitle ?? t('finance.common.loadFailed')}
      retryLabel={t('finance.common.retry')}
    />
  );
}

/** "¥1,234.50"-style money of the finance pages: two decimals, exact (the shared money rule). */
export function useMoney(): (amount: DecimalInput | null | undefined) => string {
  const t = useT();
  return (amount) => t('finance.common.money', { amount: formatMoney(amount) });
}

/** A labelled card of a page. */
export function Section({ title, children, extra }: { title: string; children: ReactNode; extra?: ReactNode }) {
  return (
    <section className="fin-card" aria-label={title}>
      <div className="fin-card__head">
        <h2 className="fin-card__title">{title}</h2>
        {extra}
      </div>
      {children}
    </section>
  );
}

/** A label / value row of a definition list. */
export function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="fin-row">
      <dt className="fin-row__label">{label}</dt>
      <dd className="fin-row__value">{children}</dd>
    </div>
  );
}

/** A status (of an application, a loan or a record) as a coloured tag: its class from the status, its text in the buyer's words. */
export function StatusTag({ status, text }: { status: ApplyStatus | LoanStatus | RecordStatus; text: string }) {
  return <span className={`fin-status fin-status--${status}`}>{text}</span>;
}
