import { idempotencyKey } from '@/lib/idempotency';
import { persistedProxy, type Persisted } from '@/lib/storage';

/**
 * Pay attempts: one idempotency key per order and pay way, kept in this tab's storage, so a retry after a
 * timeout or a reload sends the same key and the gateway creates one payment. Back at the cashier the
 * keys of the order are dropped (the next pay is a new attempt) — except the key of a payment sent whose
 * answer never came (a timeout, a lost connection, the page reloaded meanwhile): it may have been carried
 * out, so the retry must send it again and get that answer. The pay way chosen at the cashier is kept
 * too, so a reload or a login in between shows the same choice.
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

/**
 * Where the key of paying `orderId` by `way` is kept (the write helper's `idempotent.stored`). It outlives
 * the payment's success on purpose: a reload of the pay page answers the same payment, and the cashier
 * (or the order paid) drops it.
 */
export function attemptKeeper(orderId: string, way: string): Persisted<string> {
  const id = `${orderId}:${way}`;
  return {
    read: () => payStore.keys[id],
    write: (key) => {
      if (key !== undefined) payStore.keys[id] = key;
    },
  };
}

/** A payment of `amount` by `way` is about to be sent: its key is kept by {@link forgetAttempts} until {@link attemptAnswered}. */
/** The key of the order's bank transfer: the kept one (the same payment on a reload), else a new one kept from now on. */
export function bankKeyOf(orderId: string): string {
  const kept = attemptKeeper(orderId, 'bank');
  const key = kept.read() ?? idempotencyKey('pay');
  kept.write(key);
  return key;
}

export function attemptSent(orderId: string, way: string, amount: string): void {
  payStore.pending[`${orderId}:${way}`] = amount;
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

/** A voucher image address as the gateway takes it: a path of this site or an http(s) URL. */
const VOUCHER_URL = /^(https?:\/\/|\/)\S{1,1000}$/;
/** The most voucher images a payment takes. */
export const MAX_VOUCHERS = 6;

/** The voucher image URLs typed one a line (or apart by spaces). */
export const vouchersOf = (text: string): string[] => text.split(/\s+/).filter(Boolean);

/** What is wrong with the vouchers typed: none or more than {@link MAX_VOUCHERS}, or one that is no image address. */
export function voucherProblem(text: string): 'count' | 'address' | null {
  const urls = vouchersOf(text);
  if (urls.length === 0 || urls.length > MAX_VOUCHERS) return 'count';
  return urls.every((url) => VOUCHER_URL.test(url)) ? null : 'address';
}

/** Resets the store (tests). */
export function reset(): void {
  persistedPay.reset();
}
