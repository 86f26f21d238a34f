import { persistedProxy } from '@/lib/storage';

/**
 * Pay attempts: one idempotency key per order and pay way, kept in this tab's storage, so a retry after a
 * timeout or a reload sends the same key and the gateway creates one payment. Back at the cashier the
 * keys of the order are dropped: the next pay is a new attempt.
 */
export interface PayState {
  keys: Record<string, string>;
}

const KEY = 'buyerapp.payAttempts';

const persistedPay = persistedProxy<PayState>(KEY, () => ({ keys: {} }));
export const payStore = persistedPay.store;

function newKey(): string {
  const random =
    typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  return `pay-${random}`;
}

/** The idempotency key of paying `orderId` by `way` (created on first use). */
export function attemptKey(orderId: string, way: string): string {
  const id = `${orderId}:${way}`;
  payStore.keys[id] ??= newKey();
  return payStore.keys[id];
}

/** Starts over: the next pay of the order is a new attempt. */
export function forgetAttempts(orderId: string): void {
  for (const id of Object.keys(payStore.keys)) if (id.startsWith(`${orderId}:`)) delete payStore.keys[id];
}

/** Resets the store (tests). */
export function reset(): void {
  persistedPay.reset();
}
