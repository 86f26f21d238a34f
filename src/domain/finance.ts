import { compareDecimal, maxDecimal, roundMoney, subtractExact, sumExact, type DecimalInput, type Money } from './money';

/**
 * Supply-chain financing rules shared by the financing screens and the gateway: how much of the credit
 * line is used and still available, and whether an amount typed for an application or a drawdown may be
 * sent — exact to the fen, never through binary floating point.
 */

/** Shortest and longest term of an application or a drawdown, in months (spec finance.apply termMonths). */
export const FINANCE_TERM_MONTHS = { min: 1, max: 36 } as const;

/** The credit line at a glance: what the open loans take (used) and what is left to draw (available, never below 0.00). */
export interface CreditUse {
  readonly used: Money;
  readonly available: Money;
}

/** Used = Σ balances of the open (repaying or overdue) loans; available = limit − used, never below 0.00. */
export function creditUse(creditLimit: DecimalInput, openLoanBalances: readonly DecimalInput[]): CreditUse {
  const used = sumExact(openLoanBalances);
  return { used: roundMoney(used), available: roundMoney(maxDecimal('0', subtractExact(creditLimit, used))) };
}

/** Why a financing amount cannot be sent: missing, not money (≤ 2 decimals), not above 0, or above the room `max`. */
export type FinanceAmountProblem = 'required' | 'format' | 'notPositive' | 'exceeds';

/** Money with at most two decimals, no sign, no exponent: "12", "12.3", "12.30". */
const MONEY_TEXT = /^\d{1,12}(\.\d{1,2})?$/;

/**
 * The problem of an amount typed for an application (no `max`) or a drawdown (`max` = the available
 * credit), or null when it may be sent. An amount equal to `max` may be drawn: all of what is left.
 */
export function financeAmountProblem(amount: string, max?: DecimalInput): FinanceAmountProblem | null {
  const text = amount.trim();
  if (text === '') return 'required';
  if (!MONEY_TEXT.test(text)) return 'format';
  if (compareDecimal(text, '0') <= 0) return 'notPositive';
  if (max !== undefined && compareDecimal(text, max) > 0) return 'exceeds';
  return null;
}

/**
 * The credit line after drawing `amount`: used and the loan balance grow by exactly the amount, available
 * shrinks by exactly the amount. Throws when the amount is not above 0 or exceeds what is available
 * (check {@link financeAmountProblem} first).
 */
export function afterDrawdown(before: CreditUse, amount: DecimalInput): CreditUse {
  if (compareDecimal(amount, '0') <= 0) throw new RangeError(`A drawdown must be above 0: ${String(amount)}`);
  if (compareDecimal(amount, before.available) > 0) throw new RangeError(`A drawdown of ${String(amount)} exceeds the available ${before.available}`);
  return { used: roundMoney(sumExact([before.used, amount])), available: roundMoney(subtractExact(before.available, amount)) };
}
