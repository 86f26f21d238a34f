import { persistedProxy } from '@/lib/storage';
import { idempotencyKey } from '@/lib/idempotency';

/**
 * Pay attempts: one idempotency key per order and pay way, kept in this tab's storage, so a retry after a
 * timeout or a reload sends the same key and the gateway creates one payment. Back at the cashier the
 * keys of the order are dropped (the next pay is a new attempt) — except the key of a payment sent whose
 * answer never came (a timeout, a lost connection, the page reloaded meanwhile): it may have been carried
 * out, so the retry must send it again and get that answer (issue 17). The pay way chosen at the cashier
 * is kept too, so a reload or a login in between shows the same choice.
 */
export interface PayState {
  keys: Record<string, string>;
  /** Attempts (`orderId:way`) sent and not answered yet, with the amount they pay. */
  pending: Record<string, string>;
  /** The pay way chosen at the cashier, by order. */
  ways: Record<string, string>;
}

const KEY = 'buyerapp.payAttempts';

const persistedPay = persistedProxy<PayState>(KEY, () => ({ keys: {}, pending: {}, ways: {} }));
export const payStore = persistedPay.store;

const newKey = (): string => idempotencyKey('pay');

/** The idempotency key of paying `orderId` by `way` (created on first use). */
export function attemptKey(orderId: string, way: string): string {
  const id = `${orderId}:${way}`;
  payStore.keys[id] ??= newKey();
  return payStore.keys[id];
}

/** {@link attemptKey}, for a payment of `amount` about to be sent: its key is kept by {@link forgetAttempts} until {@link attemptAnswered}. */
export function sentAttemptKey(orderId: string, way: string, amount: string): string {
  payStore.pending[`${orderId}:${way}`] = amount;
  return attemptKey(orderId, way);
}

/** The amount of the payment of `orderId` by `way` sent and not answered, if there is one. */
export function unansweredAmount(orderId: string, way: string): string | undefined {
  return payStore.pending[`${orderId}:${way}`];
}

/** The gateway answered the payment sent (a refusal, say a wrong pay password): its outcome is known. */
export function attemptAnswered(orderId: string, way: string): void {
  delete payStore.pending[`${orderId}:${way}`];
}

/** Starts over: the next pay of the order is a new attempt — but for a payment sent and not answered. */
export function forgetAttempts(orderId: string): void {
  for (const id of Object.keys(payStore.keys)) if (id.startsWith(`${orderId}:`) && payStore.pending[id] === undefined) delete payStore.keys[id];
}

/** The order is paid: its keys and its chosen pay way go. */
export function attemptsDone(orderId: string): void {
  for (const id of Object.keys(payStore.keys)) if (id.startsWith(`${orderId}:`)) delete payStore.keys[id];
  for (const id of Object.keys(payStore.pending)) if (id.startsWith(`${orderId}:`)) delete payStore.pending[id];
  delete payStore.ways[orderId];
}

/** Keeps the pay way chosen at the cashier for `orderId`. */
export function chooseWay(orderId: string, way: string): void {
  payStore.ways[orderId] = way;
}

/** Resets the store (tests). */
export function reset(): void {
  persistedPay.reset();
}
