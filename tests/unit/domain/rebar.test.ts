import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isDoubleLengthType,
  rebarAmount,
  rebarAmountExact,
  rebarEntryAmount,
  rebarEntryQuantity,
  rebarQuantity,
  reindexRebarEntries,
  type RebarEntry,
  compareDecimal,
  multiplyExact,
  roundMoney,
  sumExact,
} from '@/domain';

// Independent model: option values have ≤ 4 decimals, the price ≤ 2; all as BigInt units.
const pow10 = (n: number) => 10n ** BigInt(n);
function units(text: string, scale: number): bigint {
  if (text === '') return 0n;
  const [int = '0', frac = ''] = text.split('.');
  return BigInt(int + frac.padEnd(scale, '0'));
}
/** Amount of one entry in units of 10^-14 (three 4-decimal factors … times a 2-decimal price). */
function modelEntry(e: RebarEntry, price: string): bigint {
  const o2 = units(e.option2Value, 4);
  const o3 = units(e.option3Value, 4);
  const o4 = units(e.option4Value ?? '', 4);
  const p = units(price, 2);
  if (String(e.option1Type) === '4') {
    // (o2 × (o3 + o4) × 2 + 0.1 × o2) × p, at scale 4+4 for the first term; 0.1 × o2 is 1 × o2 at scale 1+4.
    const q = o2 * (o3 + o4) * 2n + o2 * 1n * pow10(3); // scale 8
    return q * p * pow10(4); // scale 14
  }
  return o2 * o3 * p * pow10(4); // 4 + 4 + 2 + 4 = 14
}
function print(v: bigint, scale: number): string {
  const digits = v.toString().padStart(scale + 1, '0');
  return `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
}

const value = fc.integer({ min: 0, max: 9_999_999 }).map((u) => print(BigInt(u), 4));
const price = fc.integer({ min: 0, max: 99_999_999 }).map((u) => print(BigInt(u), 2));
const entry = fc.record({
  listIndex: fc.nat(20),
  option1Type: fc.constantFrom<number | string>(1, 2, 3, 4, '4', 5),
  option2Value: value,
  option3Value: value,
  option4Value: value,
});
const entries = fc.array(entry, { maxLength: 8 });

describe('rebar: per entry, option1Type 4 → (option2Value × (option3Value + option4Value) × 2 + 0.1 × option2Value) × rebar price', () => {
  it('computes the doubled-length formula', () => {
    const e: RebarEntry = { listIndex: 0, option1Type: 4, option2Value: '10', option3Value: '0.3', option4Value: '0.2' };
    // 10 × 0.5 × 2 + 0.1 × 10 = 11
    expect(rebarEntryQuantity(e)).toBe('11');
    expect(rebarEntryAmount(e, '4.50')).toBe('49.5');
    expect(isDoubleLengthType('4')).toBe(true);
    expect(isDoubleLengthType(' 4 ')).toBe(true);
    expect(isDoubleLengthType(3)).toBe(false);
  });
});

describe('rebar: otherwise option2Value × option3Value × rebar price; entries summed', () => {
  it('computes the plain formula and ignores option4Value', () => {
    const e: RebarEntry = { listIndex: 0, option1Type: 1, option2Value: '12', option3Value: '9', option4Value: '100' };
    expect(rebarEntryQuantity(e)).toBe('108');
    expect(rebarAmount([e], '0.10')).toBe('10.80');
  });
  it('sums the entries and rounds once, half-up, to 2 decimals', () => {
    const list: RebarEntry[] = [
      { listIndex: 0, option1Type: 1, option2Value: '1', option3Value: '0.005' },
      { listIndex: 1, option1Type: 2, option2Value: '1', option3Value: '0.005' },
    ];
    expect(rebarAmountExact(list, '1')).toBe('0.01');
    expect(rebarAmount(list, '1')).toBe('0.01');
    expect(rebarQuantity(list)).toBe('0.01');
  });
  it('empty fields count as zero', () => {
    const e: RebarEntry = { listIndex: 0, option1Type: 4, option2Value: '2', option3Value: '', option4Value: null };
    expect(rebarEntryQuantity(e)).toBe('0.2');
    expect(rebarAmount([e], '')).toBe('0.00');
  });
  it('rejects a value that is not a number', () => {
    expect(() => rebarEntryQuantity({ listIndex: 0, option1Type: 1, option2Value: 'x', option3Value: '1' })).toThrow(RangeError);
  });
  it('renumbers listIndex after a change', () => {
    const list = reindexRebarEntries([
      { listIndex: 0, option1Type: 1, option2Value: '1', option3Value: '1' },
      { listIndex: 5, option1Type: 1, option2Value: '1', option3Value: '1' },
    ]);
    expect(list.map((e) => e.listIndex)).toEqual([0, 1]);
  });
  it('should equal the BigInt model for any entries and price', () => {
    fc.assert(
      fc.property(entries, price, (list, p) => {
        const exact = list.reduce((s, e) => s + modelEntry(e, p), 0n);
        expect(compareDecimal(rebarAmountExact(list, p), print(exact, 14))).toBe(0);
        expect(rebarAmount(list, p)).toBe(roundMoney(print(exact, 14)));
      }),
    );
  });
  it('should be additive over entries', () => {
    fc.assert(
      fc.property(entries, entries, price, (a, b, p) => {
        expect(compareDecimal(rebarAmountExact([...a, ...b], p), sumExact([rebarAmountExact(a, p), rebarAmountExact(b, p)]))).toBe(0);
      }),
    );
  });
  it('should be linear in the price', () => {
    fc.assert(
      fc.property(entries, price, price, fc.integer({ min: 0, max: 1000 }), (list, p, q, k) => {
        const pq = sumExact([p, q]);
        expect(compareDecimal(rebarAmountExact(list, pq), sumExact([rebarAmountExact(list, p), rebarAmountExact(list, q)]))).toBe(0);
        expect(compareDecimal(rebarAmountExact(list, multiplyExact(p, k)), multiplyExact(rebarAmountExact(list, p), k))).toBe(0);
        expect(compareDecimal(rebarAmountExact(list, p), multiplyExact(rebarQuantity(list), p))).toBe(0);
      }),
    );
  });
  it('should give 0 for zero entries, whatever the price', () => {
    fc.assert(fc.property(price, (p) => rebarAmount([], p) === '0.00' && rebarAmountExact([], p) === '0'));
  });
});
