import type { Db, Listening, Queryable } from './db';

/**
 * The gateway's in-process caches, one per database (shared by the gateways of one process on it):
 *
 * - **catalogue**: public reads that are the same for every buyer (goods search pages, a goods' row,
 *   units, varieties, add-on tree, buy conditions, promotions; banners, categories, hot words). Dropped
 *   whole when the database says the catalogue changed: the triggers of migration 0009 NOTIFY
 *   `gateway_catalogue` on every write to a catalogue table, whoever wrote it, when it commits.
 * - **sessions**: token hash → member, kept at most {@link SESSION_CACHE_MS} and never past the
 *   session's expiry. A logout, a password change, a cancellation or a frozen member NOTIFies
 *   `gateway_sessions` with the member id (0009's triggers), and every process drops that member's
 *   sessions; the process that ended them drops them at once, before it answers.
 *
 * Every process listens on its own connection. While that connection is down nothing is cached (a
 * notice could be missed) and what was cached is dropped, again once it listens anew. A read that began
 * before a drop is not stored (a generation count), so an answer read before a change never outlives it.
 * Cached values are frozen: a handler that changed one would change it for every buyer.
 */

export const CACHE_CHANNELS = { catalogue: 'gateway_catalogue', sessions: 'gateway_sessions' } as const;

/** The longest a session stays cached: a backstop, as revocations are told to every process. */
export const SESSION_CACHE_MS = 5_000;
/** Entries per cache: beyond it the oldest go (search pages are keyed by their keyword). */
const MAX_ENTRIES = 5_000;

interface CachedSession {
  readonly memberId: string;
  /** Until when this entry may answer: the earlier of the session's expiry and SESSION_CACHE_MS. */
  readonly until: number;
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

function boundedSet<K, V>(map: Map<K, V>, key: K, value: V): void {
  if (map.size >= MAX_ENTRIES) map.delete(map.keys().next().value as K);
  map.set(key, value);
}

/** The caches of one database in this process. */
export class GatewayCache {
  private readonly catalogue = new Map<string, unknown>();
  private catalogueGeneration = 0;
  private readonly sessions = new Map<string, CachedSession>();
  private readonly memberTokens = new Map<string, Set<string>>();
  private sessionGeneration = 0;
  private listening: Listening | null = null;

  /** True while change notices arrive: only then is anything cached or answered from the cache. */
  get live(): boolean {
    return this.listening?.connected === true;
  }

  attach(listening: Listening): void {
    this.listening = listening;
  }

  /** A public catalogue read through the cache: `load` runs on a miss, and its answer is kept unless the catalogue changed meanwhile. */
  async catalogueRead<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (!this.live) return load();
    if (this.catalogue.has(key)) return this.catalogue.get(key) as T;
    const generation = this.catalogueGeneration;
    const value = await load();
    if (generation === this.catalogueGeneration && this.live) boundedSet(this.catalogue, key, deepFreeze(value));
    return value;
  }

  dropCatalogue(): void {
    this.catalogueGeneration += 1;
    this.catalogue.clear();
  }

  /** The member of a cached live session, or undefined when it must be read from the database. */
  session(tokenHash: string, now: number = Date.now()): string | undefined {
    if (!this.live) return undefined;
    const hit = this.sessions.get(tokenHash);
    if (hit === undefined) return undefined;
    if (hit.until > now) return hit.memberId;
    this.sessions.delete(tokenHash);
    return undefined;
  }

  /** The current session generation, taken before reading a session from the database. */
  get sessionMark(): number {
    return this.sessionGeneration;
  }

  /** Keeps a session read from the database, unless a revocation arrived since `mark`. */
  keepSession(tokenHash: string, memberId: string, expiresAt: Date, mark: number, now: number = Date.now()): void {
    if (!this.live || mark !== this.sessionGeneration) return;
    const until = Math.min(expiresAt.getTime(), now + SESSION_CACHE_MS);
    if (until <= now) return;
    boundedSet(this.sessions, tokenHash, { memberId, until });
    let tokens = this.memberTokens.get(memberId);
    if (tokens === undefined) {
      tokens = new Set();
      boundedSet(this.memberTokens, memberId, tokens);
    }
    tokens.add(tokenHash);
  }

  /** Drops the cached sessions of a member (all of them when `memberId` is undefined). */
  dropSessions(memberId?: string): void {
    this.sessionGeneration += 1;
    if (memberId === undefined) {
      this.sessions.clear();
      this.memberTokens.clear();
      return;
    }
    for (const tokenHash of this.memberTokens.get(memberId) ?? []) this.sessions.delete(tokenHash);
    this.memberTokens.delete(memberId);
  }

  dropAll(): void {
    this.dropCatalogue();
    this.dropSessions();
  }

  onNotify(channel: string, payload: string): void {
    if (channel === CACHE_CHANNELS.catalogue) this.dropCatalogue();
    else if (channel === CACHE_CHANNELS.sessions) this.dropSessions(payload === '' ? undefined : payload);
  }
}

interface Attached {
  readonly cache: GatewayCache;
  users: number;
  readonly listening: Promise<Listening>;
}

const attached = new Map<Db, Attached>();

/**
 * The caches of `db` for a gateway starting on it: the first gateway of the process on this database
 * starts listening; `release` (when it closes) stops once the last one has closed.
 */
export async function attachCache(db: Db): Promise<{ cache: GatewayCache; release(): Promise<void> }> {
  let entry = attached.get(db);
  if (entry === undefined) {
    const cache = new GatewayCache();
    const listening = db.listen(Object.values(CACHE_CHANNELS), {
      onNotify: (channel, payload) => cache.onNotify(channel, payload),
      onReset: () => cache.dropAll(),
    });
    entry = { cache, users: 0, listening };
    attached.set(db, entry);
    listening.catch(() => attached.delete(db));
  }
  entry.users += 1;
  const own = entry;
  own.cache.attach(await own.listening);
  let released = false;
  return {
    cache: own.cache,
    async release() {
      if (released) return;
      released = true;
      own.users -= 1;
      if (own.users > 0) return;
      if (attached.get(db) === own) attached.delete(db);
      own.cache.dropAll();
      await (await own.listening).stop();
    },
  };
}

/** The caches of a database a gateway runs on; undefined for anything else (an open transaction, a bare Db). */
export function cacheOf(db: Queryable): GatewayCache | undefined {
  return attached.get(db as Db)?.cache;
}

/** A catalogue read through the cache of `db` when it has one, else straight from it. */
export function catalogueRead<T>(db: Queryable, key: string, load: () => Promise<T>): Promise<T> {
  const cache = cacheOf(db);
  return cache === undefined ? load() : cache.catalogueRead(key, load);
}

/**
 * This process ended a member's sessions: drop them here at once, before it answers (0009's triggers
 * tell every process, this one too, when the deletion commits).
 */
export function sessionsEnded(memberId: string): void {
  for (const { cache } of attached.values()) cache.dropSessions(memberId);
}
