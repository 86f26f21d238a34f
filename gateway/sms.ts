import type { Db, Queryable } from './db';
import { badRequest, type GatewayError } from './errors';
import { datetime } from './lib/format';
import { newToken, numericCode, sha256 } from './lib/ids';
import { countLimited, ensureNotLimited, tooMany } from './rateLimit';
import type { GatewaySettings, Logger } from './settings';

/**
 * SMS codes. There is no SMS provider: a "sent" code is stored, written to the log, and — outside
 * production — readable in the development inbox (GET /__dev/sms?mobile=…), so tests and a person
 * trying the app can log in by phone.
 *
 * Scenes are the spec's (`login`, `register`, `resetPassword`, `changePassword`, `oldMobile`,
 * `payPassword`, `cancelAccount`) plus two the gateway uses for its own calls: `changeMobile` (code to
 * the new mobile, auth.sendChangeMobileCode) and `weixin` (auth.sendWeixinCode).
 */
export type SmsScene = 'login' | 'register' | 'resetPassword' | 'changePassword' | 'oldMobile' | 'payPassword' | 'cancelAccount' | 'changeMobile' | 'weixin';

/**
 * Stores and "sends" a new 6-digit code. Refused (429, `data.secondsLeft`): from an address that sent
 * settings.smsAddressLimit codes (SMS_TOO_MANY: one machine pumping codes to many mobiles), and within
 * the resend gap of the mobile and scene (SMS_TOO_FREQUENT). A sent code counts towards its address.
 */
export async function sendSmsCode(db: Db, settings: GatewaySettings, log: Logger, mobile: string, scene: SmsScene, clientAddress: string): Promise<void> {
  await ensureNotLimited(db, settings.smsAddressLimit, 'sms.address', clientAddress, (secondsLeft) =>
    tooMany('SMS_TOO_MANY', '验证码发送次数过多', secondsLeft),
  );
  const recent = await db.query<{ seconds: number }>(
    `select extract(epoch from (now() - created_at))::int as seconds from sms_codes
     where mobile = $1 and scene = $2 order by created_at desc limit 1`,
    [mobile, scene],
  );
  const last = recent[0];
  if (last !== undefined && last.seconds < settings.smsResendSeconds) {
    throw tooMany('SMS_TOO_FREQUENT', '验证码发送过于频繁', settings.smsResendSeconds - last.seconds);
  }
  const code = numericCode(6);
  await db.query(`insert into sms_codes (mobile, scene, code, expires_at) values ($1, $2, $3, now() + make_interval(secs => $4))`, [
    mobile,
    scene,
    code,
    settings.smsCodeTtlSeconds,
  ]);
  await countLimited(db, settings.smsAddressLimit, 'sms.address', clientAddress);
  log.info(`[sms] ${mobile} ${scene}: ${code}`);
}

/**
 * Checks a code: the latest unexpired, unused code of the mobile and scene. A wrong code counts an
 * attempt (the code is burnt after `smsMaxAttempts`); a right one is used up when `consume`.
 * @throws GatewayError 400 SMS_CODE_INVALID when the code is wrong, expired or used.
 */
export async function checkSmsCode(db: Queryable, settings: GatewaySettings, mobile: string, scene: SmsScene, code: string, consume = true): Promise<void> {
  const rows = await db.query<{ id: number; code: string; attempts: number }>(
    `select id, code, attempts from sms_codes
     where mobile = $1 and scene = $2 and used_at is null and expires_at > now()
     order by created_at desc, id desc limit 1`,
    [mobile, scene],
  );
  const row = rows[0];
  if (row === undefined || row.attempts >= settings.smsMaxAttempts) throw invalidCode();
  if (row.code !== code) {
    await db.query('update sms_codes set attempts = attempts + 1 where id = $1', [row.id]);
    throw invalidCode();
  }
  if (!consume) return;
  // Conditional on still unused: of two requests racing with one code, only one gets it.
  const used = await db.query('update sms_codes set used_at = now() where id = $1 and used_at is null returning id', [row.id]);
  if (used.length === 0) throw invalidCode();
}

function invalidCode(): GatewayError {
  return badRequest('验证码错误或已过期', 'SMS_CODE_INVALID');
}

/** What a proof stands for: a checked SMS code, a weixin authorisation, a checked login password (auth.checkPassword). */
export type ProofKind = 'sms' | 'weixin' | 'password';

/** A short-lived proof (smsToken) of a checked code, a weixin authorisation or a checked password; returns the token. */
export async function issueProof(
  db: Queryable,
  settings: GatewaySettings,
  proof: { kind: ProofKind; mobile?: string; scene?: string; weixinAccount?: string },
): Promise<string> {
  const token = newToken();
  await db.query(
    `insert into sms_tokens (token_hash, kind, mobile, scene, weixin_account, expires_at)
     values ($1, $2, $3, $4, $5, now() + make_interval(secs => $6))`,
    [sha256(token), proof.kind, proof.mobile ?? null, proof.scene ?? null, proof.weixinAccount ?? null, settings.proofTtlSeconds],
  );
  return token;
}

/** A live proof, or null when unknown, expired or used. */
export async function findProof(
  db: Queryable,
  token: string,
  kind: ProofKind,
): Promise<{ mobile: string | null; scene: string | null; weixinAccount: string | null } | null> {
  const rows = await db.query<{ mobile: string | null; scene: string | null; weixin_account: string | null }>(
    `select mobile, scene, weixin_account from sms_tokens
     where token_hash = $1 and kind = $2 and used_at is null and expires_at > now()`,
    [sha256(token), kind],
  );
  const row = rows[0];
  return row === undefined ? null : { mobile: row.mobile, scene: row.scene, weixinAccount: row.weixin_account };
}

/** Marks a proof used so it cannot be replayed. */
export async function useProof(db: Queryable, token: string): Promise<void> {
  await db.query('update sms_tokens set used_at = now() where token_hash = $1', [sha256(token)]);
}

/** One entry of the development inbox. */
export interface InboxEntry {
  readonly mobile: string;
  readonly scene: string;
  readonly code: string;
  readonly sentAt: string;
  readonly expiresAt: string;
  readonly used: boolean;
}

/** The latest codes sent to a mobile, newest first (development inbox). */
export async function readInbox(db: Queryable, mobile: string, limit = 10): Promise<InboxEntry[]> {
  const rows = await db.query<{ scene: string; code: string; created_at: Date; expires_at: Date; used_at: Date | null }>(
    `select scene, code, created_at, expires_at, used_at from sms_codes where mobile = $1
     order by created_at desc, id desc limit $2`,
    [mobile, limit],
  );
  return rows.map((row) => ({
    mobile,
    scene: row.scene,
    code: row.code,
    sentAt: datetime(row.created_at),
    expiresAt: datetime(row.expires_at),
    used: row.used_at !== null,
  }));
}
