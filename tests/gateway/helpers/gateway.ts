import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { calls, type CallId } from '@gen/calls.gen';
import type { CallData } from '@gen/client.gen';
import { headers } from '@gen/constants.gen';
import { callValidators } from '@gen/validators.gen';
import { openDatabase, type Db } from '../../../gateway/db';
import { openPglite } from '../../../gateway/db/pglite';
import { migrate } from '../../../gateway/db/migrate';
import { generateKeyPairPem, type KeyPairPem } from '../../../gateway/keys';
import type { FaultPlan } from '../../../gateway/faults';
import { DEMO_BUYER, SECOND_BUYER, seedDemo } from '../../../gateway/seed';
import { startGateway } from '../../../gateway/server';
import { silentLogger, type GatewaySettings } from '../../../gateway/settings';
import { signPayload, signaturePayload } from '../../../gateway/signature';

/** The envelope every call answers. */
export interface Envelope<D = unknown> {
  success: boolean;
  code: string;
  data: D;
  message?: string;
}

/** A raw answer: status and parsed envelope (null when the body was not JSON). */
export interface CallResult<D = unknown> {
  status: number;
  envelope: Envelope<D>;
  text: string;
}

/** How to send one call; everything but `id` is optional. */
export interface CallOptions {
  /** Query parameters (values are sent as text) or a raw query string without '?'. */
  query?: Record<string, unknown> | string;
  /** The body: any value is sent as JSON; a string or bytes are sent as they are. */
  body?: unknown;
  token?: string | null;
  /** 'valid' (default), 'none', or a function that signs the payload bytes itself. */
  sign?: 'valid' | 'none' | ((payload: Buffer) => string);
  headers?: Record<string, string>;
  contentType?: string | null;
}

/** A signing HTTP client of the gateway, signing with node:crypto as the app does with jsrsasign. */
export class GatewayClient {
  constructor(
    readonly baseUrl: string,
    readonly privateKeyPem: string,
  ) {}

  /** The request a call would send, before it goes on the wire. */
  build(id: CallId, options: CallOptions = {}): { url: string; init: RequestInit & { headers: Record<string, string> } } {
    const meta = calls[id];
    const rawQuery = typeof options.query === 'string' ? options.query : encodeQuery(options.query);
    // Sign what goes on the wire: the URL parser percent-encodes what a raw query string leaves bare.
    const query = new URL(`${this.baseUrl}${meta.path}${rawQuery === '' ? '' : `?${rawQuery}`}`).search.slice(1);
    let body: Uint8Array<ArrayBuffer> | undefined;
    if (meta.method !== 'GET' && options.body !== undefined) {
      const bytes =
        options.body instanceof Uint8Array ? options.body : Buffer.from(typeof options.body === 'string' ? options.body : JSON.stringify(options.body), 'utf8');
      body = new Uint8Array(bytes);
    }
    const requestHeaders: Record<string, string> = { ...options.headers };
    if (body !== undefined && options.contentType !== null) requestHeaders['content-type'] = options.contentType ?? 'application/json';
    const token = options.token;
    if (token !== undefined && token !== null) requestHeaders[headers.token] = token;
    const payload = signaturePayload(meta.method, query, body ?? new Uint8Array());
    const sign = options.sign ?? 'valid';
    if (sign === 'valid') requestHeaders[headers.signature] = signPayload(this.privateKeyPem, payload);
    else if (typeof sign === 'function') requestHeaders[headers.signature] = sign(payload);
    return {
      url: `${this.baseUrl}${meta.path}${query === '' ? '' : `?${query}`}`,
      init: { method: meta.method, headers: requestHeaders, ...(body === undefined ? {} : { body }) },
    };
  }

  /** Sends a call and returns status and envelope, whatever they are. */
  async call<D = unknown>(id: CallId, options: CallOptions = {}): Promise<CallResult<D>> {
    const { url, init } = this.build(id, options);
    return send<D>(url, init);
  }

  /** Sends a call that must succeed; checks `data` against the generated validator and returns it. */
  async ok<K extends CallId>(id: K, options: CallOptions = {}): Promise<CallData<K>> {
    const result = await this.call<CallData<K>>(id, options);
    if (result.status !== 200 || !result.envelope.success) {
      throw new Error(`${id} failed: HTTP ${result.status} ${result.text.slice(0, 500)}`);
    }
    assertData(id, result.envelope.data);
    return result.envelope.data;
  }
}

/** Sends a prepared request and reads the envelope. */
export async function send<D>(url: string, init: RequestInit): Promise<CallResult<D>> {
  const response = await fetch(url, init);
  const text = await response.text();
  let envelope: Envelope<D>;
  try {
    envelope = JSON.parse(text) as Envelope<D>;
  } catch {
    envelope = { success: false, code: 'NOT_JSON', data: null as D, message: text.slice(0, 200) };
  }
  return { status: response.status, envelope, text };
}

/** The query text of parameters (undefined values left out). */
export function encodeQuery(query: Record<string, unknown> | undefined): string {
  if (query === undefined) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  return params.toString();
}

/** Throws when `data` does not match the call's generated `data` validator. */
export function assertData(id: CallId, data: unknown): void {
  const validator = callValidators[id].data as { safeParse(v: unknown): { success: boolean; error?: { issues: unknown[] } } };
  const result = validator.safeParse(data);
  if (!result.success)
    throw new Error(`${id}: data does not match the spec: ${JSON.stringify(result.error?.issues.slice(0, 3))}\n${JSON.stringify(data).slice(0, 800)}`);
}

/** Test settings: fast bcrypt, no SMS resend gap. */
export const TEST_SETTINGS: Partial<GatewaySettings> = { bcryptRounds: 4, smsResendSeconds: 0 };

let keyPair: KeyPairPem | undefined;
/**
 * One RSA key pair per test file. 1024 bits: the gateway verifies any RSA key the same way, and the
 * client signs thousands of requests per run, each a quarter of the work of a 2048-bit signature.
 */
export function testKeys(): KeyPairPem {
  keyPair ??= generateKeyPairPem(1024);
  return keyPair;
}

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * A migrated and seeded PGlite data directory, dumped once and reused by every test file: starting
 * from it skips initdb, the migrations and the seed (seconds per file on a small machine). The file
 * name carries the day (the seed's dates are relative to today) and a hash of the schema and the seed.
 */
async function seededSnapshot(): Promise<Blob> {
  // Every migration and every seed module counts (a later migration adds tables the snapshot must have).
  const migrations = (await readdir(path.join(ROOT, 'gateway/db/migrations')))
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => `gateway/db/migrations/${name}`);
  const seed = (await readdir(path.join(ROOT, 'gateway/seed')))
    .filter((name) => name.endsWith('.ts'))
    .sort()
    .map((name) => `gateway/seed/${name}`);
  const sources = await Promise.all([...migrations, ...seed].map((f) => readFile(path.join(ROOT, f), 'utf8')));
  const day = new Date().toDateString();
  const key = createHash('sha256').update(day).update(sources.join('\0')).digest('hex').slice(0, 16);
  const file = path.join(ROOT, '.tmp', `gateway-snapshot-${key}.tar`);
  if (!existsSync(file)) {
    const db = await openPglite();
    await migrate(db);
    await seedDemo(db, { bcryptRounds: 4 });
    const dump = Buffer.from(await (await db.dumpDataDir()).arrayBuffer());
    await db.close();
    await mkdir(path.dirname(file), { recursive: true });
    // Written aside and renamed, so a test file running in parallel never reads half a snapshot.
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, dump);
    await rename(partial, file);
  }
  return new Blob([await readFile(file)]);
}

/**
 * A fresh database for one test file: PGlite in memory (seeded from the snapshot unless `empty`), or —
 * when DATABASE_URL is set (scripts/with-postgres.sh) — a new database on that PostgreSQL server,
 * dropped again on close.
 */
export async function openTestDatabase(options: { empty?: boolean } = {}): Promise<{ db: Db; close(): Promise<void>; url?: string }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const db = options.empty === true ? await openPglite() : await openPglite(undefined, await seededSnapshot());
    return { db, close: () => db.close() };
  }
  const name = `gwtest_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const db = await openDatabase({ url: target.toString() });
  return {
    db,
    url: target.toString(),
    async close() {
      await db.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/** A gateway on a random loopback port over a fresh migrated and seeded database. */
export interface TestGateway {
  readonly url: string;
  readonly db: Db;
  readonly keys: KeyPairPem;
  readonly client: GatewayClient;
  /** Logs a seeded buyer in by password and returns the token. */
  login(who?: 'A' | 'B'): Promise<string>;
  close(): Promise<void>;
}

/**
 * Starts a gateway for one test file over a fresh migrated and seeded database — or over `db`, the
 * database of another test gateway, to try other settings (production mode, a resend gap) on it.
 */
export async function startTestGateway(
  options: { settings?: Partial<GatewaySettings>; distDir?: string | null; db?: Db; faults?: FaultPlan } = {},
): Promise<TestGateway> {
  const own = options.db === undefined ? await openTestDatabase() : null;
  const db = options.db ?? own!.db;
  if (own !== null) {
    await migrate(db);
    await seedDemo(db, { bcryptRounds: 4 });
  }
  const keys = testKeys();
  const running = await startGateway({
    db,
    publicKeyPem: keys.publicKeyPem,
    appSigningKeyPem: keys.privateKeyPem,
    settings: { ...TEST_SETTINGS, ...options.settings },
    log: silentLogger,
    distDir: options.distDir ?? null,
    ...(options.faults ? { faults: options.faults } : {}),
  });
  const client = new GatewayClient(running.url, keys.privateKeyPem);
  return {
    url: running.url,
    db,
    keys,
    client,
    async login(who = 'A') {
      const buyer = who === 'A' ? DEMO_BUYER : SECOND_BUYER;
      return (await client.ok('auth.login', { body: { account: buyer.accountName, password: buyer.password } })).token;
    },
    async close() {
      await running.close();
      await own?.close();
    },
  };
}

/** What useTestGateway() gives a test file: its gateway and the tokens of buyers A and B. */
export interface GatewayUnderTest {
  /** The file's test gateway. */
  readonly gw: TestGateway;
  /** A token of buyer A (DEMO_BUYER), logged in once for the file. */
  readonly a: string;
  /** A token of buyer B (SECOND_BUYER), logged in once for the file. */
  readonly b: string;
}

/** How long starting (migrate, seed, two logins) or closing a test gateway may take on a loaded machine. */
export const GATEWAY_HOOK_TIMEOUT = 60_000;

/**
 * The one setup of a gateway test file: registers a beforeAll that starts a test gateway (startTestGateway
 * with `options`) and logs buyers A and B in, and an afterAll that closes it. Call it at the top level of
 * the file (or of a describe); read `gw`, `a` and `b` only inside tests and hooks — at collection time the
 * gateway is not running yet, so the getters throw instead of handing out undefined.
 */
export function useTestGateway(options: Parameters<typeof startTestGateway>[0] = {}): GatewayUnderTest {
  let gw: TestGateway | undefined;
  let tokens: { a: string; b: string } | undefined;
  beforeAll(async () => {
    gw = await startTestGateway(options);
    tokens = { a: await gw.login('A'), b: await gw.login('B') };
  }, GATEWAY_HOOK_TIMEOUT);
  afterAll(async () => {
    const running = gw;
    gw = undefined;
    tokens = undefined;
    await running?.close();
  }, GATEWAY_HOOK_TIMEOUT);
  const ready = (what: string) => {
    if (gw === undefined || tokens === undefined)
      throw new Error(
        `useTestGateway(): ${what} is read outside a test — the gateway runs only between its beforeAll and afterAll, so read it inside it() or a hook`,
      );
    return { gw, ...tokens };
  };
  return {
    get gw() {
      return ready('gw').gw;
    },
    get a() {
      return ready('a').a;
    },
    get b() {
      return ready('b').b;
    },
  };
}

/** The latest SMS code sent to a mobile for a scene, read from the development inbox. */
export async function latestCode(gateway: Pick<TestGateway, 'url'>, mobile: string, scene: string): Promise<string> {
  const response = await fetch(`${gateway.url}/__dev/sms?mobile=${mobile}`);
  const body = (await response.json()) as Envelope<{ codes: { scene: string; code: string }[] }>;
  const code = body.data.codes.find((c) => c.scene === scene)?.code;
  if (code === undefined) throw new Error(`no ${scene} code for ${mobile}`);
  return code;
}
