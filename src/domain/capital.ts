import { payPasswordLock } from '@gen/constants.gen';
import { compareDecimal, type DecimalInput } from './money';

/**
 * Rules of the buyer's capital account (wallet) shared by the withdraw form and the gateway: how much may
 * be withdrawn, exact to the fen, and the lock of the pay password after repeated wrong tries.
 */

/** Why an amount (already money text: rule amount2dp) cannot be withdrawn: not above 0, or above the available balance. */
export type WithdrawAmountProblem = 'notPositive' | 'exceeds';

/**
 * The problem of withdrawing `amount` from an account whose available balance (balance − frozen) is
 * `available`, or null when it may be withdrawn: more than 0.00 and at most the available balance.
 * @example withdrawAmountProblem('100.01', '100.00') // 'exceeds'
 */
export function withdrawAmountProblem(amount: DecimalInput, available: DecimalInput): WithdrawAmountProblem | null {
  if (compareDecimal(amount, '0') <= 0) return 'notPositive';
  if (compareDecimal(amount, available) > 0) return 'exceeds';
  return null;
}

/** The pay-password lock: `maxFailures` wrong tries within `windowMinutes` lock it for `lockMinutes` (spec/constants.yaml). */
export interface PayPasswordLockRule {
  readonly maxFailures: number;
  readonly windowMinutes: number;
  readonly lockMinutes: number;
}

/** The rule of spec/constants.yaml `payPasswordLock`. */
export const PAY_PASSWORD_LOCK: PayPasswordLockRule = payPasswordLock;

/** Where a member's pay password stands: locked for `secondsLeft` (0 when not locked), and how many wrong tries are left before a lock. */
export interface PayPasswordLockState {
  readonly secondsLeft: number;
  readonly triesLeft: number;
}

const MINUTE_MS = 60_000;

/**
 * The lock state after the wrong tries at `failures` (epoch ms, any order; a right password forgets them
 * all), seen at `now`. Tries are counted in a sliding window; the try that makes `maxFailures` within it
 * locks the password until `lockMinutes` after it — tries during a lock are not made (the gateway checks
 * nothing), and the count starts over after a lock.
 */
export function payPasswordLockState(failures: readonly number[], now: number, rule: PayPasswordLockRule = PAY_PASSWORD_LOCK): PayPasswordLockState {
  const windowMs = rule.windowMinutes * MINUTE_MS;
  let lockedUntil = -Infinity;
  let streak: number[] = [];
  for (const at of [...failures].sort((a, b) => a - b)) {
    if (at < lockedUntil) continue;
    streak = [...streak.filter((earlier) => earlier > at - windowMs), at];
    if (streak.length >= rule.maxFailures) {
      lockedUntil = at + rule.lockMinutes * MINUTE_MS;
      streak = [];
    }
  }
  const secondsLeft = Math.max(0, Math.ceil((lockedUntil - now) / 1000));
  const counted = streak.filter((at) => at > now - windowMs).length;
  return { secondsLeft, triesLeft: secondsLeft > 0 ? 0 : rule.maxFailures - counted };
}
