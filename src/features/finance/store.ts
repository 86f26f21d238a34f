import { persistedProxy } from '@/lib/storage';
import type { DrawdownBody } from './api';
import { idempotencyKey } from '@/lib/idempotency';

/**
 * The drawdown attempt: one idempotency key per drawdown request, kept in this tab's storage, so a retry
 * after a timeout or a reload sends the same key and the gateway books one drawdown. A request with other
 * figures is another attempt (a new key: the gateway refuses a key reused for another request); after the
 * drawdown went through the key is dropped.
 */
export interface DrawdownAttempt {
  /** The request the key belongs to (amount, term, order number). */
  fingerprint: string;
  key: string;
}

const attempt = persistedProxy<DrawdownAttempt>('buyerapp.financeDrawdown', () => ({ fingerprint: '', key: '' }));

const newKey = (): string => idempotencyKey('fin');

/** The idempotency key of a drawdown request: the same while the request is the same. */
export function drawdownKey(request: Omit<DrawdownBody, 'idempotencyKey'>): string {
  const fingerprint = JSON.stringify([request.amount, request.termMonths, request.orderNo ?? '']);
  if (attempt.store.fingerprint !== fingerprint || attempt.store.key === '') Object.assign(attempt.store, { fingerprint, key: newKey() });
  return attempt.store.key;
}

/** Forgets the attempt (the drawdown went through): the next one is new. */
export function forgetDrawdown(): void {
  attempt.reset();
}
