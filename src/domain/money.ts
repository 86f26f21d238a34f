import Big from 'big.js';
import { money as moneyConstants } from '@gen/constants.gen';

/**
 * Exact decimal arithmetic for money and quantities.
 *
 * Money is a decimal string with exactly two decimals ("12.30") — the wire format. Quantities and exact
 * intermediate results are decimal strings too ("2.5", up to four decimals for quantities). Nothing here
 * goes through binary floating point: values are parsed into big.js decimals, so 0.1 × 3 is 0.3, not
 * 0.30000000000000004.
 *
 * Rounding: half-up (big.js ROUND_HALF_UP, i.e. half away from zero) to 2 decimals, once, at the end of
 * a computation. Because the value is decimal, 2.675 really is 2.675 and rounds to 2.68 (a binary double
 * holds 2.67499999… and `toFixed(2)` gives 2.67); -2.675 rounds to -2.68.
 */

/** A decimal string with exactly two decimals, e.g. "12.30" (may be negative, e.g. a discount). */
export type Money = string;
/** A decimal string in plain notation, e.g. "2.5" or "0.0001" — quantities, rates, exact products. */
export type Decimal = string;
/**
 * What the arithmetic accepts. Numbers are read through `String(n)` — the shortest text that
 * round-trips, i.e. what was typed — so `0.1` means one tenth; no arithmetic happens on the number.
 */
export type DecimalInput = string | number | Big;

/** Decimal places of money (§5: money is rounded to 2 decimals). */
export const MONEY_DECIMALS: number = moneyConstants.decimals;
/** Decimal places kept for quantities. */
export const QUANTITY_DECIMALS = 4;

// A private constructor so our rounding settings never leak into (or get changed by) other big.js users.
const D = Big();
D.DP = 30;
D.RM = Big.roundHalfUp;
D.strict = false;

const ROUND_DOWN: Big.RoundingMode = 0;
const ROUND_HALF_UP: Big.RoundingMode = 1;

/**
 * Parses a decimal value exactly.
 * @throws RangeError when the value is not a finite decimal number.
 */
export function toBig(value: DecimalInput): Big {
  if (value instanceof Big) return value;
  const text = typeof value === 'number' ? String(value) : value.trim();
  try {
    return D(text);
  } catch {
    throw new RangeError(`Not a decimal number: ${JSON.stringify(value)}`);
  }
}

/** True when the value parses as a finite decimal number. */
export function isDecimal(value: unknown): value is DecimalInput {
  if (typeof value !== 'string' && typeof value !== 'number' && !(value instanceof Big)) return false;
  if (typeof value === 'number' && !Number.isFinite(value)) return false;
  try {
    toBig(value);
    return true;
  } catch {
    return false;
  }
}

// Plain notation, never exponential ("1e-7" → "0.0000001"). big.js prints a negative value that rounds to
// zero without its sign ("-0.001" → "0.00"), which is what the wire format wants (tested).
function plain(value: Big, decimals?: number): string {
  return decimals === undefined ? value.toFixed() : value.toFixed(decimals);
}

/** Rounds half-up to 2 decimals and prints exactly two decimals: "2.675" → "2.68", "0.1" → "0.10". */
export function roundMoney(value: DecimalInput): Money {
  return plain(toBig(value).round(MONEY_DECIMALS, ROUND_HALF_UP), MONEY_DECIMALS);
}

/** Rounds half-up to `decimals` places and prints without trailing zeros: ("2.50005", 4) → "2.5001". */
export function roundDecimal(value: DecimalInput, decimals: number = QUANTITY_DECIMALS): Decimal {
  return plain(toBig(value).round(decimals, ROUND_HALF_UP));
}

/** Rounds towards zero to `decimals` places (for "not beyond" limits). */
export function truncateDecimal(value: DecimalInput, decimals: number): Decimal {
  return plain(toBig(value).round(decimals, ROUND_DOWN));
}

/** The exact value in plain notation without trailing zeros: "12.300" → "12.3", "1e-7" → "0.0000001". */
export function normalizeDecimal(value: DecimalInput): Decimal {
  return plain(toBig(value));
}

/** Exact product of all factors (no rounding): ("0.1", "3") → "0.3". */
export function multiplyExact(...factors: readonly DecimalInput[]): Decimal {
  return plain(factors.reduce<Big>((acc, f) => acc.times(toBig(f)), D(1)));
}

/** Exact sum (no rounding); the empty sum is "0". */
export function sumExact(values: Iterable<DecimalInput>): Decimal {
  let acc = D(0);
  for (const v of values) acc = acc.plus(toBig(v));
  return plain(acc);
}

/** Exact difference a − b (no rounding). */
export function subtractExact(a: DecimalInput, b: DecimalInput): Decimal {
  return plain(toBig(a).minus(toBig(b)));
}

/**
 * Quotient a ÷ b rounded half-up to `decimals` places.
 * @throws RangeError when b is zero.
 */
export function divideDecimal(a: DecimalInput, b: DecimalInput, decimals: number = QUANTITY_DECIMALS): Decimal {
  const divisor = toBig(b);
  if (divisor.eq(0)) throw new RangeError('Division by zero');
  return plain(toBig(a).div(divisor).round(decimals, ROUND_HALF_UP));
}

/** Money product a × b, rounded once: ("0.1", "3") → "0.30"; quantity × unit price of a cart line. */
export function multiplyMoney(a: DecimalInput, b: DecimalInput): Money {
  return roundMoney(toBig(a).times(toBig(b)));
}

/** Money sum, added exactly and rounded once; the empty sum is "0.00". */
export function sumMoney(values: Iterable<DecimalInput>): Money {
  return roundMoney(sumExact(values));
}

/** Money difference a − b, rounded once. */
export function subtractMoney(a: DecimalInput, b: DecimalInput): Money {
  return roundMoney(subtractExact(a, b));
}

/** −1, 0 or 1 as a is less than, equal to or greater than b. */
export function compareDecimal(a: DecimalInput, b: DecimalInput): -1 | 0 | 1 {
  return toBig(a).cmp(toBig(b));
}

/** The smaller of two decimals, normalized. */
export function minDecimal(a: DecimalInput, b: DecimalInput): Decimal {
  return normalizeDecimal(compareDecimal(a, b) <= 0 ? a : b);
}

/** The larger of two decimals, normalized. */
export function maxDecimal(a: DecimalInput, b: DecimalInput): Decimal {
  return normalizeDecimal(compareDecimal(a, b) >= 0 ? a : b);
}

/** True when the value equals zero. */
export function isZero(value: DecimalInput): boolean {
  return toBig(value).eq(0);
}
