import { payPasswordLockState, type PayPasswordLockState } from '@/domain';
import type { Queryable } from './db';
import { badRequest, GatewayError } from './errors';
import type { MemberRow } from './members';
import { checkPassword } from './passwords';
import { countLimited, ensureNotLimited, tooMany } from './rateLimit';
import type { GatewaySettings } from './settings';

/** How long wrong tries are kept: longer than any window plus lock, so pruning never changes a lock. */
const KEEP_HOURS = 24;

/** The member's lock state now, from the stored wrong tries and the database's clock (one clock for every process). */
async function lockStateOf(db: Queryable, memberId: string): Promise<PayPasswordLockState> {
  const rows = await db.query<{ at: number | string; now: number | string }>(
    `select (extract(epoch from failed_at) * 1000)::float8 as at, (extract(epoch from now()) * 1000)::float8 as now
       from pay_password_attempts where member_id = $1 and failed_at > now() - make_interval(hours => $2)`,
    [memberId, KEEP_HOURS],
  );
  const now = rows[0] === undefined ? 0 : Number(rows[0].now);
  return payPasswordLockState(
    rows.map((r) => Number(r.at)),
    now,
  );
}

/** 429 PAY_PASSWORD_LOCKED with `data.secondsLeft`, for the app to say the time left in the buyer's language. */
function locked(secondsLeft: number): GatewayError {
  return tooMany('PAY_PASSWORD_LOCKED', '支付密码错误次数过多，已锁定', secondsLeft);
}

/** Where a pay password is tried from, for the per-address limit (settings.payPasswordAddressLimit): the handler's context fits. */
export interface PayPasswordAttempt {
  readonly settings: Pick<GatewaySettings, 'payPasswordAddressLimit'>;
  readonly clientAddress: string;
}

/**
 * The one check of a pay password — wallet and ERP pay (pay.ts), withdrawal and changing it (capital.ts).
 * No password set: 400 PAY_PASSWORD_NOT_SET. Locked (PAY_PASSWORD_LOCK: 5 wrong tries within 15 minutes
 * lock it for 15) — or the client's address blocked after too many wrong tries across members
 * (settings.payPasswordAddressLimit): 429 PAY_PASSWORD_LOCKED, `data: { secondsLeft }`, and the password
 * is not checked. Wrong: the try is stored (for the member and the address), then 400 PAY_PASSWORD_WRONG
 * with `data: { triesLeft }` — or, when it was the try that locks, PAY_PASSWORD_LOCKED. Right: the
 * member's wrong tries are forgotten (the address's are not: one known password would reset them all).
 *
 * Call it outside the transaction of the write it guards: a wrong try must stay stored when the request fails.
 */
export async function verifyPayPassword(db: Queryable, member: MemberRow, password: string, attempt: PayPasswordAttempt): Promise<void> {
  if (member.pay_password_hash === null) throw badRequest('请先设置支付密码', 'PAY_PASSWORD_NOT_SET');
  const addressLimit = attempt.settings.payPasswordAddressLimit;
  await ensureNotLimited(db, addressLimit, 'payPassword.address', attempt.clientAddress, locked);
  const before = await lockStateOf(db, member.member_id);
  if (before.secondsLeft > 0) throw locked(before.secondsLeft);
  if (await checkPassword(password, member.pay_password_hash)) {
    await db.query('delete from pay_password_attempts where member_id = $1', [member.member_id]);
    return;
  }
  await db.query('delete from pay_password_attempts where member_id = $1 and failed_at <= now() - make_interval(hours => $2)', [member.member_id, KEEP_HOURS]);
  await db.query('insert into pay_password_attempts (member_id) values ($1)', [member.member_id]);
  const fromAddress = await countLimited(db, addressLimit, 'payPassword.address', attempt.clientAddress);
  const after = await lockStateOf(db, member.member_id);
  const secondsLeft = Math.max(after.secondsLeft, fromAddress?.secondsLeft ?? 0);
  if (secondsLeft > 0) throw locked(secondsLeft);
  throw new GatewayError(400, 'PAY_PASSWORD_WRONG', `支付密码错误，还可输入${after.triesLeft}次`, { triesLeft: after.triesLeft });
}

/** Forgets the member's wrong tries (a pay password newly set or reset by SMS starts with a clean count). */
export async function clearPayPasswordFailures(db: Queryable, memberId: string): Promise<void> {
  await db.query('delete from pay_password_attempts where member_id = $1', [memberId]);
}
