import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { afterDrawdown, compareDecimal, creditUse, FINANCE_TERM_MONTHS, financeAmountProblem, sumMoney } from '@/domain';

/** An independent model: whole fen as BigInt. */
const fen = (money: string): bigint => {
  const [int, frac = ''] = money.split('.');
  return BigInt(int!) * 100n + BigInt(frac.padEnd(2, '0'));
};
const cents = (n: number) => (n / 100).toFixed(2);

describe('creditUse', () => {
  it('is Σ open loan balances used and limit − used available, exact to the fen, never below 0.00', () => {
    expect(creditUse('500000.00', ['80000.00'])).toEqual({ used: '80000.00', available: '420000.00' });
    expect(creditUse('0.30', ['0.10', '0.20'])).toEqual({ used: '0.30', available: '0.00' });
    expect(creditUse('100.00', ['60.00', '50.00'])).toEqual({ used: '110.00', available: '0.00' });
    expect(creditUse('0', [])).toEqual({ used: '0.00', available: '0.00' });
  });
});

describe('financeAmountProblem', () => {
  it('names what is wrong with a typed amount, or null', () => {
    expect(financeAmountProblem('')).toBe('required');
    expect(financeAmountProblem('  ')).toBe('required');
    expect(financeAmountProblem('1.234')).toBe('format');
    expect(financeAmountProblem('-1')).toBe('format');
    expect(financeAmountProblem('1e2')).toBe('format');
    expect(financeAmountProblem('0')).toBe('notPositive');
    expect(financeAmountProblem('0.00')).toBe('notPositive');
    expect(financeAmountProblem('0.01')).toBeNull();
    expect(financeAmountProblem(' 12.3 ')).toBeNull();
    expect(financeAmountProblem('420000.01', '420000.00')).toBe('exceeds');
    expect(financeAmountProblem('420000.00', '420000.00')).toBeNull();
    expect(financeAmountProblem('0.3', '0.30')).toBeNull();
  });

  it('keeps its bounds beside the spec', () => {
    expect(FINANCE_TERM_MONTHS).toEqual({ min: 1, max: 36 });
  });
});

describe('afterDrawdown', () => {
  it('moves exactly the amount from available to used', () => {
    expect(afterDrawdown({ used: '80000.00', available: '420000.00' }, '1234.56')).toEqual({ used: '81234.56', available: '418765.44' });
    expect(afterDrawdown({ used: '0.10', available: '0.20' }, '0.20')).toEqual({ used: '0.30', available: '0.00' });
  });

  it('refuses an amount of 0 or above what is available', () => {
    expect(() => afterDrawdown({ used: '0.00', available: '10.00' }, '0')).toThrow(RangeError);
    expect(() => afterDrawdown({ used: '0.00', available: '10.00' }, '10.01')).toThrow(RangeError);
  });

  it('property: drawing what the rule lets through never passes the limit, and used + available stays the limit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), fc.array(fc.integer({ min: 1, max: 30_000_000 }), { maxLength: 8 }), (limitFen, asks) => {
        const limit = cents(limitFen);
        let use = creditUse(limit, []);
        const drawn: string[] = [];
        for (const ask of asks) {
          if (financeAmountProblem(cents(ask), use.available) !== null) continue;
          use = afterDrawdown(use, cents(ask));
          drawn.push(cents(ask));
        }
        expect(compareDecimal(use.used, limit)).toBeLessThanOrEqual(0);
        expect(fen(use.used) + fen(use.available)).toBe(fen(limit));
        expect(use).toEqual(creditUse(limit, drawn));
        expect(fen(sumMoney(drawn))).toBe(drawn.reduce((n, d) => n + fen(d), 0n));
      }),
    );
  });
});
