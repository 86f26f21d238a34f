import { cacheOf, sessionsEnded } from './cache';
import type { Queryable } from './db';
import { newToken, sha256 } from './lib/ids';

/** The member behind a valid token. */
export interface Session {
  readonly token: string;
  readonly memberId: string;
}

/** Starts a session for a member and returns its token. */
export async function createSession(db: Queryable, memberId: string, ttlSeconds: number): Promise<string> {
  const token = newToken();
  await db.query(`insert into sessions (token_hash, member_id, expires_at) values ($1, $2, now() + make_interval(secs => $3))`, [
    sha256(token),
    memberId,
    ttlSeconds,
  ]);
  return token;
}

/**
 * The session of a token, or null when it is unknown, expired, or its member is no longer active.
 * Answered from the gateway's session cache while an entry is fresh (gateway/cache.ts).
 */
export async function findSession(db: Queryable, token: string | undefined | null): Promise<Session | null> {
  if (!token || token.length > 256) return null;
  const tokenHash = sha256(token);
  const cache = cacheOf(db);
  const cached = cache?.session(tokenHash);
  if (cached !== undefined) return { token, memberId: cached };
  const mark = cache?.sessionMark;
  const rows = await db.query<{ member_id: string; expires_at: Date }>(
    `select s.member_id, s.expires_at from sessions s join members m on m.member_id = s.member_id
     where s.token_hash = $1 and s.expires_at > now() and m.status not in ('cancelled', 'frozen')`,
    [tokenHash],
  );
  const row = rows[0];
  if (row === undefined) return null;
  if (cache !== undefined && mark !== undefined) cache.keepSession(tokenHash, row.member_id, row.expires_at, mark);
  return { token, memberId: row.member_id };
}

/** Ends one session (logout). */
export async function endSession(db: Queryable, token: string): Promise<void> {
  const rows = await db.query<{ member_id: string }>('delete from sessions where token_hash = $1 returning member_id', [sha256(token)]);
  for (const row of rows) sessionsEnded(row.member_id);
}

/** Ends every session of a member (password change, account cancellation). */
export async function endMemberSessions(db: Queryable, memberId: string, except?: string): Promise<void> {
  await db.query('delete from sessions where member_id = $1 and token_hash <> $2', [memberId, except === undefined ? '' : sha256(except)]);
  sessionsEnded(memberId);
}
