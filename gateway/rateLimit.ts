import { payPasswordLockState, type PayPasswordLockState } from '@/domain';
import type { Queryable } from './db';
import { GatewayError } from './errors';
import type { RateLimitRule } from './settings';

/**
 * Rate limits kept in the database (migration 0007, one table for every limit), so that every gateway
 * process on one database counts alike: failed logins per account and per client address, SMS codes per
 * address, wrong pay passwords per address. A limit counts events of a key; `max` of them within the
 * window block the key for the lock's minutes after the last — the pay-password lock's rule
 * (payPasswordLockState), so one rule means the same everywhere. Events during a block are not counted
 * (the guarded thing is not tried), and the count starts over after a block.
 *
 * Check and count are two statements, not one transaction: two requests racing may both pass a limit
 * that has one try left. A limit is a brake, not an exact quota; the few extra tries do not matter.
 */
export type LimitScope = 'login.account' | 'login.address' | 'sms.address' | 'payPassword.address';

/** Rows are kept at least a day and longer than any window plus lock, so pruning never changes a block. */
function keepMinutes(rule: RateLimitRule): number {
  return Math.max(24 * 60, rule.windowMinutes + rule.lockMinutes);
}

/** The key's state now: blocked for `secondsLeft` (0 when not), and `triesLeft` before a block. The database's clock, one for every process. */
export async function limitState(db: Queryable, rule: RateLimitRule, scope: LimitScope, key: string): Promise<PayPasswordLockState> {
  const rows = await db.query<{ at: number | string; now: number | string }>(
    `select (extract(epoch from at) * 1000)::float8 as at, (extract(epoch from now()) * 1000)::float8 as now
       from rate_limit_events where scope = $1 and key = $2 and at > now() - make_interval(mins => $3)`,
    [scope, key, keepMinutes(rule)],
  );
  const now = rows[0] === undefined ? 0 : Number(rows[0].now);
  return payPasswordLockState(
    rows.map((r) => Number(r.at)),
    now,
    { maxFailures: rule.max, windowMinutes: rule.windowMinutes, lockMinutes: rule.lockMinutes },
  );
}

/**
 * Throws `refuse(secondsLeft)` when the key is blocked now; nothing when the limit is off (null).
 * @throws GatewayError the refusal (a 429 with `data.secondsLeft`)
 */
export async function ensureNotLimited(
  db: Queryable,
  rule: RateLimitRule | null,
  scope: LimitScope,
  key: string,
  refuse: (secondsLeft: number) => GatewayError,
): Promise<void> {
  if (rule === null) return;
  const state = await limitState(db, rule, scope, key);
  if (state.secondsLeft > 0) throw refuse(state.secondsLeft);
}

/** Counts one event of the key (and forgets its events no block can reach any more); returns the state after it — blocked when this one made the block. */
export async function countLimited(db: Queryable, rule: RateLimitRule | null, scope: LimitScope, key: string): Promise<PayPasswordLockState | null> {
  if (rule === null) return null;
  await db.query('delete from rate_limit_events where scope = $1 and key = $2 and at <= now() - make_interval(mins => $3)', [scope, key, keepMinutes(rule)]);
  await db.query('insert into rate_limit_events (scope, key) values ($1, $2)', [scope, key]);
  return limitState(db, rule, scope, key);
}

/** Forgets the key's events (a right password clears its account's count — never an address's, which one known account would reset for all). */
export async function clearLimited(db: Queryable, scope: LimitScope, key: string): Promise<void> {
  await db.query('delete from rate_limit_events where scope = $1 and key = $2', [scope, key]);
}

/** A 429 refusal with the time left, `data: { secondsLeft }`, for the app to say it in the buyer's language. */
export function tooMany(code: string, what: string, secondsLeft: number): GatewayError {
  const minutes = Math.floor(secondsLeft / 60);
  const seconds = secondsLeft % 60;
  const wait = minutes > 0 ? `${minutes}分${seconds > 0 ? `${seconds}秒` : '钟'}` : `${seconds}秒`;
  return new GatewayError(429, code, `${what}，请${wait}后再试`, { secondsLeft });
}

/**
 * The client's address: the socket's peer, or — behind `trustProxyHops` reverse proxies, each appending
 * the address it saw — the `trustProxyHops`-th entry of X-Forwarded-For from the right. Entries left of
 * that were written by the client and prove nothing. An address with nothing to go by is 'unknown' (one
 * shared key: still limited, never unlimited).
 */
export function clientAddressOf(forwardedFor: string | undefined, socketAddress: string | undefined, trustProxyHops: number): string {
  if (trustProxyHops > 0 && forwardedFor !== undefined) {
    const hops = forwardedFor
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== '');
    const picked = hops[hops.length - trustProxyHops] ?? hops[0];
    if (picked !== undefined) return normaliseAddress(picked);
  }
  return socketAddress === undefined || socketAddress === '' ? 'unknown' : normaliseAddress(socketAddress);
}

/** An IPv4 client seen by a dual-stack socket (::ffff:1.2.3.4) is the same client as 1.2.3.4; keys are short. */
function normaliseAddress(address: string): string {
  return address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '').slice(0, 64);
}
