import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareDecimal, fullyRefunded, refundAmountProblem, refundableMoney, sumMoney } from '@/domain';

const cents = (n: number) => (n / 100).toFixed(2);

describe('refundableMoney', () => {
  it('is paid − refunded − open requests, exact to the fen, never below 0.00', () => {
    expect(refundableMoney('4630.00', '0.00')).toBe('4630.00');
    expect(refundableMoney('4630.00', '1000.50')).toBe('3629.50');
    expect(refundableMoney('4630.00', '1000.50', ['29.50', '0.01'])).toBe('3599.99');
    expect(refundableMoney('0.30', '0.10', ['0.20'])).toBe('0.00');
    expect(refundableMoney('10.00', '8.00', ['5.00'])).toBe('0.00');
    expect(refundableMoney('0', '0')).toBe('0.00');
  });

  it('property: asking exactly the room keeps refunded + open within what was paid', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.array(fc.integer({ min: 1, max: 1_000_000 }), { maxLength: 6 }), (paidCents, asks) => {
        const paid = cents(paidCents);
        const granted: string[] = [];
        for (const ask of asks) {
          const room = refundableMoney(paid, '0.00', granted);
          if (refundAmountProblem(cents(ask), room) === null) granted.push(cents(ask));
        }
        expect(compareDecimal(sumMoney(granted), paid)).toBeLessThanOrEqual(0);
        const room = refundableMoney(paid, '0.00', granted);
        expect(sumMoney([...granted, room])).toBe(paid);
      }),
    );
  });
});

describe('refundAmountProblem', () => {
  it('names what is wrong with a typed amount, or null', () => {
    expect(refundAmountProblem('', '10.00')).toBe('required');
    expect(refundAmountProblem('  ', '10.00')).toBe('required');
    expect(refundAmountProblem('1.234', '10.00')).toBe('format');
    expect(refundAmountProblem('-1', '10.00')).toBe('format');
    expect(refundAmountProblem('1e2', '1000.00')).toBe('format');
    expect(refundAmountProblem('abc', '10.00')).toBe('format');
    expect(refundAmountProblem('0', '10.00')).toBe('notPositive');
    expect(refundAmountProblem('0.00', '10.00')).toBe('notPositive');
    expect(refundAmountProblem('10.01', '10.00')).toBe('exceeds');
    expect(refundAmountProblem('10', '10.00')).toBeNull();
    expect(refundAmountProblem(' 0.01 ', '10.00')).toBeNull();
    expect(refundAmountProblem('9.9', '10.00')).toBeNull();
  });
});

describe('fullyRefunded', () => {
  it('is true once everything paid came back', () => {
    expect(fullyRefunded('100.00', '100.00')).toBe(true);
    expect(fullyRefunded('100.00', '99.99')).toBe(false);
    expect(fullyRefunded('0.00', '0.00')).toBe(false);
  });
});
