import { compareDecimal, maxDecimal, roundMoney, subtractExact, sumExact, type DecimalInput, type Money } from './money';

/**
 * Refund rules shared by the refund form and the gateway: what a buyer may still ask back of an order,
 * exact to the fen. A buyer never gets back more than was paid — in one request or across several — so
 * the room for a new request is what was paid, less what was refunded, less what other requests still
 * open (pending) ask for.
 */

/** Photos of a refund request: how many, and how large each is sent (the spec has no upload call). */
export const REFUND_PHOTOS = { max: 6, maxSide: 1280, maxChars: 120_000 } as const;

/**
 * The most a new (or edited) refund request of an order may ask for: paid − refunded − Σ other open
 * requests, never below 0.00. `openRequests` are the amounts of the order's other pending requests
 * (leave out the one being edited).
 */
export function refundableMoney(paid: DecimalInput, refunded: DecimalInput, openRequests: readonly DecimalInput[] = []): Money {
  const left = subtractExact(subtractExact(paid, refunded), sumExact(openRequests));
  return roundMoney(maxDecimal('0', left));
}

/** Why an amount typed for a refund cannot be asked for: missing, not money, not positive, or above `max`. */
export type RefundAmountProblem = 'required' | 'format' | 'notPositive' | 'exceeds';

/** Money with at most two decimals, no sign, no exponent: "12", "12.3", "12.30". */
const MONEY_TEXT = /^\d{1,12}(\.\d{1,2})?$/;

/** The problem of a refund amount against the room `max` (see {@link refundableMoney}), or null when it may be asked for. */
export function refundAmountProblem(amount: string, max: DecimalInput): RefundAmountProblem | null {
  const text = amount.trim();
  if (text === '') return 'required';
  if (!MONEY_TEXT.test(text)) return 'format';
  if (compareDecimal(text, '0') <= 0) return 'notPositive';
  if (compareDecimal(text, max) > 0) return 'exceeds';
  return null;
}

/** True when everything paid has been refunded (the order ends as refunded). */
export function fullyRefunded(paid: DecimalInput, refunded: DecimalInput): boolean {
  return compareDecimal(paid, '0') > 0 && compareDecimal(refunded, paid) >= 0;
}
