import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PAY_PASSWORD_LOCK, payPasswordLockState, subtractMoney, withdrawAmountProblem } from '@/domain';

const cents = (n: number) => (n / 100).toFixed(2);
const MIN = 60_000;

describe('withdrawAmountProblem', () => {
  it('accepts more than 0.00 up to the available balance, exact to the fen', () => {
    expect(withdrawAmountProblem('0.01', '48000.00')).toBeNull();
    expect(withdrawAmountProblem('48000', '48000.00')).toBeNull();
    expect(withdrawAmountProblem('48000.01', '48000.00')).toBe('exceeds');
    expect(withdrawAmountProblem('0', '48000.00')).toBe('notPositive');
    expect(withdrawAmountProblem('0.00', '0.00')).toBe('notPositive');
    expect(withdrawAmountProblem('-1.00', '10.00')).toBe('notPositive');
    expect(withdrawAmountProblem('0.30', subtractMoney('0.50', '0.20'))).toBeNull();
  });

  it('property: should allow an amount exactly when 0 < amount ≤ available (integer-cent model)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000, max: 1_000_000_000 }), fc.integer({ min: 0, max: 1_000_000_000 }), (amount, available) => {
        const expected = amount <= 0 ? 'notPositive' : amount > available ? 'exceeds' : null;
        expect(withdrawAmountProblem(cents(amount), cents(available))).toBe(expected);
      }),
    );
  });
});

describe('payPasswordLockState', () => {
  const rule = { maxFailures: 3, windowMinutes: 10, lockMinutes: 20 };
  const now = 1_000 * MIN;

  it('counts wrong tries in the window; the last allowed one locks for lockMinutes after it', () => {
    expect(payPasswordLockState([], now, rule)).toEqual({ secondsLeft: 0, triesLeft: 3 });
    expect(payPasswordLockState([now - MIN], now, rule)).toEqual({ secondsLeft: 0, triesLeft: 2 });
    // Tries older than the window no longer count.
    expect(payPasswordLockState([now - 11 * MIN, now - MIN], now, rule)).toEqual({ secondsLeft: 0, triesLeft: 2 });
    expect(payPasswordLockState([now - 2 * MIN, now - MIN, now], now, rule)).toEqual({ secondsLeft: 20 * 60, triesLeft: 0 });
    // In any order; a partial second counts as a whole one.
    expect(payPasswordLockState([now, now - 2 * MIN, now - MIN], now + 500, rule)).toEqual({ secondsLeft: 20 * 60, triesLeft: 0 });
    // Three tries spread over more than the window do not lock.
    expect(payPasswordLockState([now - 12 * MIN, now - 5 * MIN, now], now, rule)).toEqual({ secondsLeft: 0, triesLeft: 1 });
  });

  it('ends the lock after lockMinutes, then counts from zero; tries made during a lock are ignored', () => {
    const locking = [now - 30 * MIN, now - 29 * MIN, now - 28 * MIN];
    expect(payPasswordLockState(locking, now - 9 * MIN, rule).secondsLeft).toBe(60);
    expect(payPasswordLockState(locking, now, rule)).toEqual({ secondsLeft: 0, triesLeft: 3 });
    expect(payPasswordLockState([...locking, now - 27 * MIN, now - MIN], now, rule)).toEqual({ secondsLeft: 0, triesLeft: 2 });
    expect(payPasswordLockState([...locking, now - 2 * MIN, now - MIN, now], now, rule).secondsLeft).toBe(20 * 60);
  });

  it('uses the spec rule by default: 5 wrong tries within 15 minutes lock for 15 minutes', () => {
    expect(PAY_PASSWORD_LOCK).toEqual({ maxFailures: 5, windowMinutes: 15, lockMinutes: 15 });
    const tries = [4, 3, 2, 1, 0].map((m) => now - m * MIN);
    expect(payPasswordLockState(tries.slice(1), now)).toEqual({ secondsLeft: 0, triesLeft: 1 });
    expect(payPasswordLockState(tries, now)).toEqual({ secondsLeft: 15 * 60, triesLeft: 0 });
  });

  it('property: should never lock for longer than lockMinutes, and leave between 0 and maxFailures tries', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 120 }), { maxLength: 20 }), (minutesAgo) => {
        const state = payPasswordLockState(
          minutesAgo.map((m) => now - m * MIN),
          now,
          rule,
        );
        expect(state.secondsLeft).toBeGreaterThanOrEqual(0);
        expect(state.secondsLeft).toBeLessThanOrEqual(rule.lockMinutes * 60);
        expect(state.triesLeft).toBeGreaterThanOrEqual(0);
        expect(state.triesLeft).toBeLessThanOrEqual(rule.maxFailures);
        if (state.secondsLeft > 0) expect(state.triesLeft).toBe(0);
      }),
    );
  });
});
