import { createLoadState } from '@/components/LoadState';
import { formatMoney, type DecimalInput } from '@/domain';
import { useT } from '@/lib/i18n';
import type { ApplyStatus, LoanStatus, RecordStatus } from '../api';

/** Loading, error (with retry) or the content, in the finance pages' words. */
export const LoadState = createLoadState({ failedTitle: 'finance.common.loadFailed', retryLabel: 'finance.common.retry' });

/** "¥1,234.50"-style money of the finance pages: two decimals, exact (the shared money rule). */
export function useMoney(): (amount: DecimalInput | null | undefined) => string {
  const t = useT();
  return (amount) => t('finance.common.money', { amount: formatMoney(amount) });
}

/** A status (of an application, a loan or a record) as a coloured tag: its class from the status, its text in the buyer's words. */
export function StatusTag({ status, text }: { status: ApplyStatus | LoanStatus | RecordStatus; text: string }) {
  return <span className={`fin-status fin-status--${status}`}>{text}</span>;
}
