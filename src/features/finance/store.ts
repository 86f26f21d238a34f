import { financeAmountProblem, type DecimalInput } from '@/domain';
import { money } from '@/components/Money';
import { t } from '@/lib/i18n';
import { persisted, type Persisted } from '@/lib/storage';

/** The drawdown attempt whose key is kept: the request it belongs to (amount, term, order number) and its key. */
interface KeptAttempt {
  readonly of: string;
  readonly key: string;
}

const keptDrawdown = persisted<KeptAttempt>('buyerapp.financeDrawdown', {
  accept: (value): value is KeptAttempt => typeof (value as KeptAttempt | null)?.of === 'string' && typeof (value as KeptAttempt).key === 'string',
});

/**
 * Where the drawdown's idempotency key is kept (the write helper's `idempotent.stored`): in this tab's
 * storage, so a retry after a timeout or a reload sends the same key and the gateway books one drawdown.
 * The key belongs to one request: other figures are another attempt with a new key (the gateway refuses a
 * key reused for another request).
 */
export function drawdownKeyOf(request: () => { amount: string; termMonths: string; orderNo: string }): Persisted<string> {
  const of = () => {
    const { amount, termMonths, orderNo } = request();
    return JSON.stringify([amount.trim(), termMonths.trim(), orderNo.trim()]);
  };
  return {
    read: () => {
      const kept = keptDrawdown.read();
      return kept?.of === of() ? kept.key : undefined;
    },
    write: (key) => keptDrawdown.write(key === undefined ? undefined : { of: of(), key }),
  };
}

/**
 * The buyer's words for an amount to apply for or draw (money above 0 with at most 2 decimals, at most
 * `max` when given), or null when it is fine.
 */
export function amountMessage(amount: string, max?: DecimalInput): string | null {
  const problem = financeAmountProblem(amount, max);
  if (problem === null) return null;
  if (problem === 'exceeds') return t('finance.errors.amountExceeds', { amount: money(max) });
  return t(
    problem === 'required' ? 'finance.errors.amountRequired' : problem === 'format' ? 'finance.errors.amountFormat' : 'finance.errors.amountNotPositive',
  );
}
