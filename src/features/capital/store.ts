import { persistedProxy } from '@/lib/storage';
import type { BillDirection } from './api';
import { idempotencyKey } from '@/lib/idempotency';

/**
 * The wallet's tab-kept state. `withdrawKey` is the idempotency key of the withdrawal the buyer is
 * confirming, with what it withdraws (`withdrawOf`): a retry of the same card and amount (after a timeout,
 * a reload, a double tap) sends the same key and the gateway debits once; another card or amount, or a
 * withdrawal that went through, takes a new key. The bill list's in/out and date filters are kept too, so
 * coming back from a bill's detail shows the same list.
 */
export interface CapitalState {
  withdrawKey: string;
  withdrawOf: string;
  direction: BillDirection | '';
  startDate: string;
  endDate: string;
}

const persisted = persistedProxy<CapitalState>('buyerapp.capital', () => ({ withdrawKey: '', withdrawOf: '', direction: '', startDate: '', endDate: '' }));
export const capitalStore = persisted.store;

const newKey = (): string => idempotencyKey('wd');

/** The idempotency key of withdrawing `amount` to `bankCardId`: the kept one for the same withdrawal, else a new one. */
export function withdrawKey(bankCardId: string, amount: string): string {
  const of = `${bankCardId}:${amount}`;
  if (capitalStore.withdrawOf !== of || !capitalStore.withdrawKey) Object.assign(capitalStore, { withdrawKey: newKey(), withdrawOf: of });
  return capitalStore.withdrawKey;
}

/** The withdrawal went through: the next one is a new attempt. */
export function forgetWithdraw(): void {
  Object.assign(capitalStore, { withdrawKey: '', withdrawOf: '' });
}

/** Sets the bill list's in/out filter and date range. */
export function setBillFilter(filter: Partial<Pick<CapitalState, 'direction' | 'startDate' | 'endDate'>>): void {
  Object.assign(capitalStore, filter);
}

/** Resets the store (tests). */
export function reset(): void {
  persisted.reset();
}
