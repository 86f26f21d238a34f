import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compareDecimal,
  divideDecimal,
  formatMoney,
  isDecimal,
  isZero,
  maxDecimal,
  minDecimal,
  multiplyExact,
  multiplyMoney,
  normalizeDecimal,
  roundDecimal,
  roundMoney,
  splitMoney,
  subtractExact,
  subtractMoney,
  sumExact,
  sumMoney,
  toBig,
  truncateDecimal,
} from '@/domain';

// An independent model: a decimal is a BigInt of units of 10^-scale. No big.js, no floating point.
interface Scaled {
  readonly units: bigint;
  readonly scale: number;
}
const pow10 = (n: number) => 10n ** BigInt(n);
const abs = (n: bigint) => (n < 0n ? -n : n);

function parse(text: string): Scaled {
  const m = /^(-?)(\d+)(?:\.(\d*))?$/.exec(text);
  if (!m) throw new Error(`model cannot parse ${text}`);
  const fraction = m[3] ?? '';
  const units = BigInt(`${m[2]}${fraction}` || '0');
  return { units: m[1] === '-' ? -units : units, scale: fraction.length };
}
function rescale(v: Scaled, scale: number): bigint {
  return v.units * pow10(scale - v.scale);
}
// Half away from zero, like ROUND_HALF_UP of big.js.
function roundTo(v: Scaled, scale: number): bigint {
  if (v.scale <= scale) return rescale(v, scale);
  const d = pow10(v.scale - scale);
  const q = (abs(v.units) * 2n + d) / (2n * d);
  return v.units < 0n ? -q : q;
}
function print(units: bigint, scale: number): string {
  const digits = abs(units)
    .toString()
    .padStart(scale + 1, '0');
  const text = scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
  return units < 0n ? `-${text}` : text;
}
const modelMoney = (v: Scaled) => print(roundTo(v, 2), 2);
const mul = (a: Scaled, b: Scaled): Scaled => ({ units: a.units * b.units, scale: a.scale + b.scale });
const add = (a: Scaled, b: Scaled): Scaled => {
  const scale = Math.max(a.scale, b.scale);
  return { units: rescale(a, scale) + rescale(b, scale), scale };
};
const cmp = (a: Scaled, b: Scaled) => {
  const scale = Math.max(a.scale, b.scale);
  const d = rescale(a, scale) - rescale(b, scale);
  return d < 0n ? -1 : d > 0n ? 1 : 0;
};

/** Decimal strings with up to `maxScale` decimals (trailing zeros kept, e.g. "12.300"). */
const decimalText = (maxScale = 6, maxUnits = 10n ** 14n) =>
  fc.tuple(fc.bigInt({ min: -maxUnits, max: maxUnits }), fc.integer({ min: 0, max: maxScale })).map(([units, scale]) => print(units, scale));
const moneyText = decimalText(2, 10n ** 12n);

describe('money: multiply, sum and round to 2 decimals without binary floating-point error', () => {
  it('0.1 × 3 → 0.30', () => {
    expect(multiplyMoney('0.1', '3')).toBe('0.30');
    expect(multiplyExact('0.1', '3')).toBe('0.3');
  });
  it('0.1 + 0.2 → 0.30', () => {
    expect(sumMoney(['0.1', '0.2'])).toBe('0.30');
    expect(sumExact(['0.1', '0.2'])).toBe('0.3');
  });
  it('2.675 rounds half-up to 2.68 (decimal, not binary), −2.675 to −2.68, 1.005 to 1.01', () => {
    expect(roundMoney('2.675')).toBe('2.68');
    expect(roundMoney('-2.675')).toBe('-2.68');
    expect(roundMoney('1.005')).toBe('1.01');
    expect(roundMoney('2.674999')).toBe('2.67');
  });
  it('a number is read as the decimal it prints as', () => {
    expect(roundMoney(2.675)).toBe('2.68');
    expect(multiplyMoney(0.1, 3)).toBe('0.30');
  });
  it('no negative zero: −0.001 rounds to 0.00', () => {
    expect(roundMoney('-0.001')).toBe('0.00');
    expect(subtractMoney('1.00', '1.004')).toBe('0.00');
  });
  it('the empty sum is 0.00', () => {
    expect(sumMoney([])).toBe('0.00');
    expect(sumExact([])).toBe('0');
  });
  it('should round like half-up on scaled BigInts', () => {
    fc.assert(fc.property(decimalText(8), (text) => roundMoney(text) === modelMoney(parse(text))));
  });
  it('should multiply like the BigInt model, rounded once', () => {
    fc.assert(
      fc.property(decimalText(4), moneyText, (quantity, price) => {
        expect(multiplyMoney(quantity, price)).toBe(modelMoney(mul(parse(quantity), parse(price))));
        expect(compareDecimal(multiplyExact(quantity, price), print(mul(parse(quantity), parse(price)).units, mul(parse(quantity), parse(price)).scale))).toBe(
          0,
        );
      }),
    );
  });
  it('should sum like the BigInt model, rounded once at the end', () => {
    fc.assert(
      fc.property(fc.array(decimalText(4), { maxLength: 20 }), (values) => {
        const exact = values.map(parse).reduce(add, { units: 0n, scale: 0 });
        expect(sumMoney(values)).toBe(modelMoney(exact));
      }),
    );
  });
  it('should subtract exactly', () => {
    fc.assert(
      fc.property(decimalText(4), decimalText(4), (a, b) => {
        const neg = parse(b);
        const diff = add(parse(a), { units: -neg.units, scale: neg.scale });
        expect(compareDecimal(subtractExact(a, b), print(diff.units, diff.scale))).toBe(0);
        expect(subtractMoney(a, b)).toBe(modelMoney(diff));
      }),
    );
  });
  it('should compare, min and max like the model', () => {
    fc.assert(
      fc.property(decimalText(), decimalText(), (a, b) => {
        const c = cmp(parse(a), parse(b));
        expect(compareDecimal(a, b)).toBe(c);
        expect(minDecimal(a, b)).toBe(normalizeDecimal(c <= 0 ? a : b));
        expect(maxDecimal(a, b)).toBe(normalizeDecimal(c >= 0 ? a : b));
      }),
    );
  });
  it('should divide and round half-up to 4 decimals like the model', () => {
    fc.assert(
      fc.property(
        decimalText(4),
        decimalText(4).filter((b) => parse(b).units !== 0n),
        (a, b) => {
          const A = parse(a);
          const B = parse(b);
          // a ÷ b × 10^4 = A·10^(sb+4) / (B·10^sa), rounded half away from zero.
          const n = abs(A.units) * pow10(B.scale + 4);
          const d = abs(B.units) * pow10(A.scale);
          const q = (2n * n + d) / (2n * d);
          const negative = A.units < 0n !== B.units < 0n && q !== 0n;
          expect(compareDecimal(divideDecimal(a, b), print(negative ? -q : q, 4))).toBe(0);
        },
      ),
    );
    expect(() => divideDecimal('1', '0')).toThrow(RangeError);
    expect(divideDecimal('1', '3')).toBe('0.3333');
    expect(divideDecimal('2', '3', 2)).toBe('0.67');
  });
  it('should round and truncate quantities to 4 decimals', () => {
    expect(roundDecimal('2.50005')).toBe('2.5001');
    expect(roundDecimal('2.50004')).toBe('2.5');
    expect(truncateDecimal('2.56789', 2)).toBe('2.56');
    expect(truncateDecimal('-2.56789', 2)).toBe('-2.56');
    fc.assert(fc.property(decimalText(8), (text) => compareDecimal(roundDecimal(text), print(roundTo(parse(text), 4), 4)) === 0));
  });
});

describe('money: display with two decimals', () => {
  it('shows exactly two decimals', () => {
    expect(formatMoney('12')).toBe('12.00');
    expect(formatMoney('12.3')).toBe('12.30');
    expect(formatMoney('0.005')).toBe('0.01');
    expect(formatMoney(null)).toBe('0.00');
    expect(formatMoney(undefined)).toBe('0.00');
    expect(formatMoney('')).toBe('0.00');
  });
  it('should always print an optional minus, digits, a point and two digits', () => {
    fc.assert(fc.property(decimalText(8), (text) => /^-?\d+\.\d{2}$/.test(formatMoney(text))));
  });
  it('should round for display exactly as the decimal arithmetic does, without it', () => {
    fc.assert(fc.property(decimalText(8), (text) => formatMoney(text) === roundMoney(text)));
    fc.assert(fc.property(fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e12, max: 1e12 }), (value) => formatMoney(value) === roundMoney(value)));
    for (const text of ['2.675', '-2.675', '-0.001', '0.995', '999.995', '1e-7', '1.5e3', '.5', '7.']) expect(formatMoney(text)).toBe(roundMoney(text));
    expect(formatMoney(toBig('12.345'))).toBe('12.35');
    expect(() => formatMoney('abc')).toThrow(RangeError);
  });
  it('should split a rounded amount into its integer and two-digit fraction', () => {
    expect(splitMoney('1234.5')).toEqual({ integer: '1234', fraction: '50' });
    fc.assert(
      fc.property(decimalText(4), (text) => {
        const { integer, fraction } = splitMoney(text);
        expect(`${integer}.${fraction}`).toBe(roundMoney(text));
      }),
    );
  });
});

describe('money: parsing decimal input', () => {
  it('rejects what is not a decimal number', () => {
    expect(() => toBig('abc')).toThrow(RangeError);
    expect(() => toBig('')).toThrow(RangeError);
    expect(() => roundMoney('1,5')).toThrow(RangeError);
    expect(isDecimal('1.5')).toBe(true);
    expect(isDecimal(' 7 ')).toBe(true);
    expect(isDecimal(toBig('2'))).toBe(true);
    expect(isDecimal('x')).toBe(false);
    expect(isDecimal(Number.NaN)).toBe(false);
    expect(isDecimal(Number.POSITIVE_INFINITY)).toBe(false);
    expect(isDecimal(null)).toBe(false);
  });
  it('normalizes to plain notation without trailing zeros', () => {
    expect(normalizeDecimal('12.300')).toBe('12.3');
    expect(normalizeDecimal('1e-7')).toBe('0.0000001');
    expect(normalizeDecimal('-0')).toBe('0');
    expect(isZero('0.000')).toBe(true);
    expect(isZero('0.001')).toBe(false);
  });
  it('should normalize to a string the model reads as the same value', () => {
    fc.assert(fc.property(decimalText(), (text) => cmp(parse(normalizeDecimal(text)), parse(text)) === 0));
  });
});
