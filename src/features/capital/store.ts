import { persisted, persistedProxy, type Persisted } from '@/lib/storage';
import { BILL_CHOICE_KEY, type BillChoice } from './queries';

/**
 * The bill list's in/out and date filters, kept in the tab so coming back from a bill's detail shows the
 * same list (the route loader reads them from the same place).
 */
const persistedChoice = persistedProxy<BillChoice>(BILL_CHOICE_KEY, () => ({ direction: '', startDate: '', endDate: '' }));
export const billChoice = persistedChoice.store;

/** Sets the bill list's in/out filter and date range. */
export function setBillFilter(filter: Partial<BillChoice>): void {
  Object.assign(billChoice, filter);
}

/** The withdrawal whose idempotency key is kept: what it withdraws (card and amount) and its key. */
interface KeptWithdrawal {
  readonly of: string;
  readonly key: string;
}

const keptWithdrawal = persisted<KeptWithdrawal>('buyerapp.capital.withdraw', {
  accept: (value): value is KeptWithdrawal => typeof (value as KeptWithdrawal | null)?.of === 'string' && typeof (value as KeptWithdrawal).key === 'string',
});

/**
 * Where the withdrawal's idempotency key is kept (the write helper's `idempotent.stored`): a retry of the
 * same card and amount (after a timeout, a reload, a double tap) sends the same key and the gateway
 * debits once; another card or amount, or a withdrawal that went through, takes a new key.
 */
export function withdrawKeyOf(withdrawal: () => { cardId: string; amount: string }): Persisted<string> {
  const of = () => `${withdrawal().cardId}:${withdrawal().amount.trim()}`;
  return {
    read: () => {
      const kept = keptWithdrawal.read();
      return kept?.of === of() ? kept.key : undefined;
    },
    write: (key) => keptWithdrawal.write(key === undefined ? undefined : { of: of(), key }),
  };
}

/** Resets the store (tests). */
export function reset(): void {
  persistedChoice.reset();
  keptWithdrawal.write(undefined);
}
