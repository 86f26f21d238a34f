import { money as moneyConstants } from '@gen/constants.gen';

/**
 * Money as text for display, without the decimal library: the pages that only show prices (the home
 * page among them, the first load) round on the digits themselves, exactly and half-up as the arithmetic
 * of money.ts does, so 2.675 shows as 2.68 and -0.001 as 0.00.
 */

/** What can be shown: a decimal string or number, or an exact decimal of money.ts (anything with `toFixed`). */
export type ShownAmount = string | number | { toFixed(decimals?: number): string };

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

/** The digits of a decimal text with the point moved by its exponent: "1.5e-3" → { int: "0", frac: "0015" }. */
function digitsOf(text: string): { negative: boolean; int: string; frac: string } {
  const match = DECIMAL.exec(text.trim());
  if (!match || (match[2] === '' && (match[3] ?? '') === '')) throw new RangeError(`Not a decimal number: ${JSON.stringify(text)}`);
  const [, sign = '', whole = '', fraction = '', exponent = '0'] = match;
  const digits = `${whole}${fraction}`;
  const point = whole.length + Number(exponent);
  const padded = point < 0 ? `${'0'.repeat(-point)}${digits}` : point > digits.length ? `${digits}${'0'.repeat(point - digits.length)}` : digits;
  const at = Math.max(point, 0);
  return { negative: sign === '-', int: padded.slice(0, at).replace(/^0+(?=\d)/, '') || '0', frac: padded.slice(at) };
}

/** Adds one to a string of digits ("199" → "200"). */
function increment(digits: string): string {
  const out = digits.split('');
  for (let i = out.length - 1; i >= 0; i -= 1) {
    if (out[i] !== '9') {
      out[i] = String(Number(out[i]) + 1);
      return out.join('');
    }
    out[i] = '0';
  }
  return `1${out.join('')}`;
}

/** Rounds half-up (away from zero) to the money decimals and prints them all: "2.675" → "2.68", "0.1" → "0.10". */
export function moneyText(value: ShownAmount): string {
  const decimals = moneyConstants.decimals;
  const text = typeof value === 'string' ? value : typeof value === 'number' ? String(value) : value.toFixed();
  const { negative, int, frac } = digitsOf(text);
  const kept = `${int}${frac.padEnd(decimals, '0').slice(0, decimals)}`;
  const rounded = (frac[decimals] ?? '0') >= '5' ? increment(kept) : kept;
  const whole = rounded.slice(0, rounded.length - decimals).replace(/^0+(?=\d)/, '') || '0';
  const cents = rounded.slice(rounded.length - decimals);
  const zero = /^0*$/.test(`${whole}${cents}`);
  return `${negative && !zero ? '-' : ''}${whole}${decimals > 0 ? `.${cents}` : ''}`;
}

/**
 * Two-decimal display of a price or total ("12" → "12.00"). Missing or empty values show as "0.00"
 * because the server omits a price it has not computed yet; anything else that is not a number throws.
 */
export function formatMoney(value: ShownAmount | null | undefined): string {
  if (value === null || value === undefined || value === '') return moneyText(0);
  return moneyText(value);
}

/** The parts of a rounded amount for big-integer / small-decimals display: "1234.5" → { integer: "1234", fraction: "50" }. */
export function splitMoney(value: ShownAmount): { readonly integer: string; readonly fraction: string } {
  const [integer = '0', fraction = '00'] = moneyText(value).split('.');
  return { integer, fraction };
}
