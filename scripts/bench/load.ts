// The gateway's load test (issue 11): autocannon against one gateway started in this process as
// `npm start` starts it (real settings, a fresh 2048-bit key pair, the API alone), on an in-memory
// PGlite and — when DATABASE_URL is set — on a fresh database of that PostgreSQL server.
//   node --import tsx scripts/bench/load.ts [--thread main|worker|both] [--amount 20000] [--db pglite|postgres] [--workers N]
//   bash scripts/with-postgres.sh node --import tsx scripts/bench/load.ts
// --workers N (PostgreSQL only) runs the gateway as `npm start` would with GATEWAY_WORKERS=N: N processes
// of gateway/main.ts on one port (node:cluster) instead of one gateway in this process.
// Prints a Markdown table and never fails on the figures: it is a benchmark, not a test.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import autocannon from 'autocannon';
import pg from 'pg';
import type { CallId } from '@gen/calls.gen';
import { devInbox } from '@gen/constants.gen';
import { openDatabase, type Db, type DatabaseTarget } from '../../gateway/db';
import { migrate } from '../../gateway/db/migrate';
import { generateKeyPairPem, type KeyPairPem } from '../../gateway/keys';
import { seedDemo } from '../../gateway/seed';
import { startGateway, type RunningGateway } from '../../gateway/server';
import { DEFAULT_SETTINGS, NO_RATE_LIMITS, silentLogger } from '../../gateway/settings';
import { signedRequest } from '../../gateway/tools/call';
import { startGatewayProcess } from '../../gateway/tools/processes';

/** Which database the gateway runs on. */
export type DatabaseKind = 'pglite' | 'postgres';

/**
 * Where autocannon runs: on the gateway's own thread, or on a worker thread of the same process (its
 * HTTP parsing then competes with the gateway for the 2 cores only, not for one event loop).
 */
export type LoadThread = 'main' | 'worker';

/** How hard to push; the defaults are the benchmark's. */
export interface LoadOptions {
  /** Requests in all (autocannon's `amount`): 20,000. */
  readonly amount?: number;
  /** Connections, each its own buyer: 50. */
  readonly connections?: number;
  /** Hard limit of the run in seconds: 120. The run stops there whatever is left. */
  readonly timeoutSeconds?: number;
  /**
   * Where autocannon runs: a worker thread by default, the better of the two measured on 2 cores. On
   * PGlite the gateway thread is saturated by PGlite (290 vs 223 req/s before the caches); on PostgreSQL
   * the gateway thread was better while each call cost the backends more (666 vs 587 req/s), and the
   * worker thread is since the caches and prepared statements (median 2,415 vs 2,117 req/s).
   */
  readonly thread?: LoadThread;
  /**
   * PostgreSQL only: gateway processes (GATEWAY_WORKERS of gateway/main.ts, node:cluster on one port)
   * instead of the gateway on this process's own event loop. 0, the default, is the in-process gateway.
   */
  readonly workers?: number;
}

/** The figures of one run. */
export interface LoadResult {
  readonly kind: DatabaseKind;
  readonly thread: LoadThread;
  /** Gateway processes (GATEWAY_WORKERS); 0 for the gateway in the benchmark's own process. */
  readonly workers: number;
  readonly connections: number;
  /** Responses received (any status). */
  readonly completed: number;
  readonly durationSeconds: number;
  /** Mean rate over the run: answers ÷ the run's wall time. */
  readonly requestsPerSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  /** Connection errors + timeouts + non-2xx + 2xx answers whose envelope is not `success: true`. */
  readonly errors: number;
  readonly errorParts: { readonly connection: number; readonly timeouts: number; readonly non2xx: number; readonly envelope: number };
  /** Writes (cart.add, cart.updateQuantity) answered HTTP 200 with `success: true`. */
  readonly ackedWrites: number;
  /** Acknowledged writes the database does not hold afterwards. */
  readonly lostWrites: number;
  /** True when the hard timeout stopped the run before every request was answered. */
  readonly timedOut: boolean;
  /** A few failed answers and lost-write findings, for the log. */
  readonly notes: readonly string[];
}

const DEFAULTS = { amount: 20_000, connections: 50, timeoutSeconds: 120, workers: 0 };
const DEFAULT_THREAD: Record<DatabaseKind, LoadThread> = { pglite: 'worker', postgres: 'worker' };

/** The targets printed beside the figures (issue 27: three times the gateway of issue 11). */
export const LOAD_TARGETS: Readonly<Record<DatabaseKind, { readonly requestsPerSecond: number; readonly p99Ms?: number }>> = {
  postgres: { requestsPerSecond: 2700, p99Ms: 60 },
  pglite: { requestsPerSecond: 1200 },
};

// The goods each buyer writes to. Sand and gravel have no maximum order and a 1 t grid from 5 t, so
// 100+ adds or any quantity change of the run stays valid, and they have no add-ons or rebar list,
// which keeps cart.add merging into one line (same variety, unit and add-ons).
const ADD_QUANTITY = 5;
const ADD_BODY = { goodsId: 'g_sand', resourceId: 'res_sand', quantity: String(ADD_QUANTITY), unit: '吨', selectInfos: [], addons: [] };
const SET_LINE_BODY = { goodsId: 'g_gravel', resourceId: 'res_gravel', quantity: '5', unit: '吨', selectInfos: [], addons: [] };
/** Quantities the quantity changes cycle through (distinct neighbours, so the last one is recognisable). */
const SET_VALUES = Array.from({ length: 20 }, (_, i) => 5 + i);

/** Reads a buyer's app makes most: searches (by keyword and without), goods pages and the cart. */
const SEARCHES = ['', 'C30', '水泥', '砂'].map((keyword) => {
  const params = new URLSearchParams({ pageNum: '1', pageSize: '10' });
  if (keyword !== '') params.set('keyword', keyword);
  return params.toString();
});
const DETAILS = ['g_concrete', 'g_cement', 'g_sand', 'g_rebar'].map((goodsId) => new URLSearchParams({ goodsId }).toString());

type Slot = { kind: 'search' | 'detail'; variant: number } | { kind: 'list' } | { kind: 'add' } | { kind: 'set' };
/** One round of a connection: 14 reads and 6 writes (70 % / 30 %), interleaved as a buyer would. */
const ROUND: readonly Slot[] = [
  { kind: 'search', variant: 0 },
  { kind: 'detail', variant: 0 },
  { kind: 'add' },
  { kind: 'list' },
  { kind: 'search', variant: 1 },
  { kind: 'detail', variant: 1 },
  { kind: 'set' },
  { kind: 'search', variant: 2 },
  { kind: 'list' },
  { kind: 'add' },
  { kind: 'detail', variant: 2 },
  { kind: 'search', variant: 3 },
  { kind: 'set' },
  { kind: 'list' },
  { kind: 'detail', variant: 3 },
  { kind: 'add' },
  { kind: 'search', variant: 0 },
  { kind: 'set' },
  { kind: 'detail', variant: 0 },
  { kind: 'list' },
];

/** A request exactly as autocannon writes it, signed before the run. */
interface PreparedRequest {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly headers: Record<string, string>;
  readonly body?: string;
  /** Set for writes: what the database must hold once it is acknowledged. */
  readonly write?: { readonly kind: 'add'; readonly quantity: number } | { readonly kind: 'set'; readonly quantity: number };
  /** For the log of failures. */
  readonly call: CallId;
}

/** What the load generator needs; plain data, so it crosses to a worker thread as it is. */
interface FireSpec {
  readonly url: string;
  readonly amount: number;
  readonly connections: number;
  readonly timeoutSeconds: number;
  /** [buyer][request index]: every request of every connection, in order. */
  readonly table: readonly (readonly PreparedRequest[])[];
}

/** What one connection saw acknowledged. */
interface Tally {
  addsAcked: number;
  addSumAcked: number;
  setsAcked: number;
  /** Index (in the connection's sequence) and value of the last acknowledged quantity change. */
  lastAckedSet: { index: number; quantity: number } | null;
  /** Quantity changes that were sent and never acknowledged (timeouts, failures): index → value. */
  unackedSets: Map<number, number>;
  unackedAddSum: number;
}

interface FireOutcome {
  readonly result: autocannon.Result;
  /** From the first request sent to the last answer received, in seconds. */
  readonly elapsedSeconds: number;
  readonly tallies: Tally[];
  readonly envelopeFailures: number;
  readonly samples: string[];
  readonly timedOut: boolean;
}

/** Per-connection state autocannon keeps for us (its `context`, one per connection). */
interface ConnectionContext {
  buyer?: number;
}

// The envelope is serialised by Hono's c.json in the handler's key order, so a success starts with this;
// checking the prefix spares the load generator a JSON.parse of every answer (search pages, carts).
const SUCCESS_PREFIX = '{"success":true,';

/** autocannon's aggregation of a run's raw result (untyped internal module; the package has no `exports` map). */
const aggregateResult = createRequire(import.meta.url)('autocannon/lib/aggregateResult') as (
  result: autocannon.Result,
  options: autocannon.Options,
) => autocannon.Result;

/** Runs autocannon over the prepared table and tallies acknowledged writes per connection. */
function fire(spec: FireSpec): Promise<FireOutcome> {
  const perConnection = Math.ceil(spec.amount / spec.connections);
  const tallies: Tally[] = spec.table.map(() => ({
    addsAcked: 0,
    addSumAcked: 0,
    setsAcked: 0,
    lastAckedSet: null,
    unackedSets: new Map(),
    unackedAddSum: 0,
  }));
  const samples: string[] = [];
  let envelopeFailures = 0;
  let nextBuyer = 0;
  let firstSentAt: number | undefined;
  let lastAnsweredAt: number | undefined;
  // autocannon builds each connection's first request while constructing the connections, one after
  // the other, so handing out buyers in setupRequest gives connection i buyer i. The requests list is as
  // long as a connection's share of `amount`: autocannon resets `context` when a connection wraps
  // around the list, which would lose the buyer.
  const requests: autocannon.Request[] = Array.from({ length: perConnection }, (_, index) => ({
    setupRequest: (request: autocannon.Request, context: object) => {
      const ctx = context as ConnectionContext;
      ctx.buyer ??= nextBuyer++;
      firstSentAt ??= performance.now();
      const prepared = spec.table[ctx.buyer]![index]!;
      // Counted as unacknowledged until its answer says otherwise, so a timed-out write still counts.
      const tally = tallies[ctx.buyer]!;
      if (prepared.write?.kind === 'set') tally.unackedSets.set(index, prepared.write.quantity);
      if (prepared.write?.kind === 'add') tally.unackedAddSum += prepared.write.quantity;
      return { ...request, method: prepared.method, path: prepared.path, headers: { ...prepared.headers }, body: prepared.body };
    },
    onResponse: (status: number, body: string, context: object) => {
      lastAnsweredAt = performance.now();
      const buyer = (context as ConnectionContext).buyer!;
      const prepared = spec.table[buyer]![index]!;
      const ok = status === 200 && body.startsWith(SUCCESS_PREFIX);
      if (!ok) {
        if (status >= 200 && status < 300) envelopeFailures += 1;
        if (samples.length < 8) samples.push(`${prepared.call} HTTP ${status}: ${body.slice(0, 160)}`);
        return;
      }
      const tally = tallies[buyer]!;
      if (prepared.write?.kind === 'add') {
        tally.addsAcked += 1;
        tally.addSumAcked += prepared.write.quantity;
        tally.unackedAddSum -= prepared.write.quantity;
      } else if (prepared.write?.kind === 'set') {
        tally.setsAcked += 1;
        tally.unackedSets.delete(index);
        if (tally.lastAckedSet === null || tally.lastAckedSet.index < index) tally.lastAckedSet = { index, quantity: prepared.write.quantity };
      }
    },
  }));
  return new Promise((resolve, reject) => {
    let timedOut = false;
    const options: autocannon.Options = { url: spec.url, connections: spec.connections, amount: spec.amount, timeout: 10, requests };
    const instance = autocannon(options, (error: Error | null, result: autocannon.Result) => {
      clearTimeout(timer);
      if (error) reject(error);
      // Off the main thread autocannon hands back its raw, encoded histograms (its own `workers`
      // manager aggregates them); aggregate them here with the very same function.
      else {
        // autocannon ends a run of `amount` requests at its next one-second tick, so its duration is up to
        // a second longer than the requests took; the rate is taken over the requests' own span.
        const elapsedSeconds = firstSentAt === undefined || lastAnsweredAt === undefined ? 0 : (lastAnsweredAt - firstSentAt) / 1000;
        resolve({ result: isMainThread ? result : aggregateResult(result, options), elapsedSeconds, tallies, envelopeFailures, samples, timedOut });
      }
    });
    // `amount` alone has no time bound; a stuck gateway must not hang the benchmark.
    const timer = setTimeout(() => {
      timedOut = true;
      instance.stop();
    }, spec.timeoutSeconds * 1000);
  });
}

/** Runs `fire` on a worker thread of this process (this same module, started with the same loader flags). */
function fireInWorker(spec: FireSpec): Promise<FireOutcome> {
  return new Promise((resolve, reject) => {
    // Node 20 starts a worker without the main thread's `--import tsx` hooks, so the worker registers
    // tsx itself before importing this module.
    const boot = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then((tsx) => { tsx.register(); return import(${JSON.stringify(import.meta.url)}); })`;
    const worker = new Worker(boot, { eval: true, workerData: { benchLoad: spec } });
    // The worker's own hard timeout stops autocannon; this only catches a worker that never answers.
    const watchdog = setTimeout(() => void worker.terminate(), (spec.timeoutSeconds + 60) * 1000);
    worker.once('message', (outcome: FireOutcome) => {
      clearTimeout(watchdog);
      resolve(outcome);
      void worker.terminate();
    });
    worker.once('error', (error) => {
      clearTimeout(watchdog);
      reject(error);
    });
    worker.once('exit', (code) => {
      clearTimeout(watchdog);
      reject(new Error(`load worker exited (${code}) without a result`));
    });
  });
}

// ---------------------------------------------------------------------------------------------------
// The gateway, its database and the buyers.

/** A fresh database: PGlite in memory, or a new `bench_<random>` database on DATABASE_URL's server. */
async function openBenchDatabase(kind: DatabaseKind): Promise<{ db: Db; url?: string; drop(): Promise<void> }> {
  if (kind === 'pglite') {
    const db = await openDatabase({ memory: true });
    return { db, drop: () => db.close() };
  }
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('the PostgreSQL load test needs DATABASE_URL (bash scripts/with-postgres.sh …)');
  // As tests/gateway/helpers/gateway.ts does: a database of its own, dropped at the end, so the
  // benchmark never touches data it did not create.
  const name = `bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database: DatabaseTarget = { url: target.toString() };
  const db = await openDatabase(database);
  return {
    db,
    url: database.url,
    async drop() {
      await db.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      try {
        await cleanup.query(`drop database if exists ${name} with (force)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}

/** The gateway as gateway/main.ts's runGateway starts it, but silent, on a free port, with our keys. */
async function startBenchGateway(db: Db, keys: KeyPairPem): Promise<RunningGateway> {
  await migrate(db);
  await seedDemo(db, { bcryptRounds: DEFAULT_SETTINGS.bcryptRounds });
  return startGateway({
    db,
    host: '127.0.0.1',
    port: 0,
    publicKeyPem: keys.publicKeyPem,
    appSigningKeyPem: keys.privateKeyPem,
    // npm start's settings — development mode, the SMS inbox the buyers log in through — but no rate limits:
    // the run logs its buyers in by SMS from one address, which the production limits refuse after three.
    settings: { production: false, ...NO_RATE_LIMITS },
    log: silentLogger,
    distDir: null,
    apiBaseUrl: '',
  });
}

/**
 * The gateway as `npm start` runs it with GATEWAY_WORKERS=`workers` on the database `url` (its processes
 * migrate and seed it), without rate limits, verifying with the benchmark's key.
 */
async function startGatewayProcesses(url: string, keys: KeyPairPem, workers: number): Promise<RunningGateway> {
  const keyDir = await mkdtemp(path.join(tmpdir(), 'bench-keys-'));
  try {
    await writeFile(path.join(keyDir, 'private.pem'), keys.privateKeyPem, { mode: 0o600 });
    await writeFile(path.join(keyDir, 'public.pem'), keys.publicKeyPem);
    const started = await startGatewayProcess({
      env: {
        ...process.env,
        DATABASE_URL: url,
        GATEWAY_WORKERS: String(workers),
        RATE_LIMITS: 'off',
        APP_SIGNING_KEY_FILE: path.join(keyDir, 'private.pem'),
        GATEWAY_PUBLIC_KEY_FILE: path.join(keyDir, 'public.pem'),
      },
      startTimeoutMs: 90_000,
    });
    return {
      url: started.url,
      port: started.port,
      async close() {
        await started.stop('SIGTERM');
        await rm(keyDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(keyDir, { recursive: true, force: true });
    throw error;
  }
}

interface Envelope {
  success: boolean;
  code: string;
  message?: string;
  data: unknown;
}

/** One signed call during the setup (signing here is fine: it is not the measured run). */
async function setupCall(origin: string, keys: KeyPairPem, id: CallId, input: { query?: string; body?: unknown }, token?: string): Promise<unknown> {
  const request = signedRequest(
    origin,
    id,
    input.body === undefined ? { query: input.query ?? '' } : { body: JSON.stringify(input.body) },
    keys.privateKeyPem,
    token,
  );
  const response = await fetch(request.url, { method: request.method, headers: request.headers, body: request.body });
  const envelope = (await response.json()) as Envelope;
  if (!envelope.success) throw new Error(`${id} failed during setup: HTTP ${response.status} ${envelope.code} ${envelope.message ?? ''}`);
  return envelope.data;
}

interface Buyer {
  readonly memberId: string;
  readonly token: string;
  /** The line that only receives cart.add (merged quantities). */
  readonly addLine: string;
  /** The line that only receives cart.updateQuantity. */
  readonly setLine: string;
}

/** A new buyer logged in by SMS (code read from the development inbox) with two cart lines. */
async function createBuyer(origin: string, keys: KeyPairPem, index: number): Promise<Buyer> {
  const mobile = `139${String(index).padStart(8, '0')}`;
  await setupCall(origin, keys, 'auth.sendCode', { query: new URLSearchParams({ mobile, scene: 'login' }).toString() });
  const inbox = (await (await fetch(`${origin}${devInbox.path}?mobile=${mobile}`)).json()) as Envelope & { data: { codes: { scene: string; code: string }[] } };
  const code = inbox.data.codes.find((c) => c.scene === 'login')?.code;
  if (code === undefined) throw new Error(`no login code for ${mobile}`);
  const login = (await setupCall(origin, keys, 'auth.loginByPhone', { body: { mobile, smsCode: code } })) as { token: string; memberId: string };
  const add = (await setupCall(origin, keys, 'cart.add', { body: ADD_BODY }, login.token)) as { cartResourceId: string };
  const set = (await setupCall(origin, keys, 'cart.add', { body: SET_LINE_BODY }, login.token)) as { cartResourceId: string };
  return { memberId: login.memberId, token: login.token, addLine: add.cartResourceId, setLine: set.cartResourceId };
}

/**
 * Every request of every connection, signed once per distinct payload: the signature covers the query
 * and the body only (not the token), so reads and adds share one signature across all buyers.
 */
function prepareTable(origin: string, keys: KeyPairPem, buyers: readonly Buyer[], perConnection: number): PreparedRequest[][] {
  const signed = new Map<string, { path: string; headers: Record<string, string>; body?: string }>();
  const sign = (id: CallId, input: { query?: string; body?: string }) => {
    const key = `${id}\n${input.query ?? ''}\n${input.body ?? ''}`;
    let entry = signed.get(key);
    if (entry === undefined) {
      const request = signedRequest(origin, id, input, keys.privateKeyPem);
      entry = { path: request.url.slice(origin.length), headers: request.headers, ...(request.body ? { body: request.body } : {}) };
      signed.set(key, entry);
    }
    return entry;
  };
  const addBody = JSON.stringify(ADD_BODY);
  return buyers.map((buyer) => {
    let sets = 0;
    return Array.from({ length: perConnection }, (_, index): PreparedRequest => {
      const slot = ROUND[index % ROUND.length]!;
      const withToken = (id: CallId, entry: ReturnType<typeof sign>, write?: PreparedRequest['write']): PreparedRequest => ({
        method: id === 'cart.add' || id === 'cart.updateQuantity' ? 'POST' : 'GET',
        path: entry.path,
        headers: { ...entry.headers, 'x-auth-token': buyer.token },
        ...(entry.body === undefined ? {} : { body: entry.body }),
        ...(write === undefined ? {} : { write }),
        call: id,
      });
      switch (slot.kind) {
        case 'search':
          return withToken('goods.search', sign('goods.search', { query: SEARCHES[slot.variant]! }));
        case 'detail':
          return withToken('goods.detail', sign('goods.detail', { query: DETAILS[slot.variant]! }));
        case 'list':
          return withToken('cart.list', sign('cart.list', {}));
        case 'add':
          return withToken('cart.add', sign('cart.add', { body: addBody }), { kind: 'add', quantity: ADD_QUANTITY });
        case 'set': {
          const quantity = SET_VALUES[sets++ % SET_VALUES.length]!;
          const body = JSON.stringify({ cartResourceId: buyer.setLine, quantity: String(quantity) });
          return withToken('cart.updateQuantity', sign('cart.updateQuantity', { body }), { kind: 'set', quantity });
        }
      }
    });
  });
}

async function lineQuantity(db: Db, cartResourceId: string): Promise<number> {
  const rows = await db.query<{ quantity: string }>('select quantity from cart_lines where cart_resource_id = $1', [cartResourceId]);
  return rows[0] === undefined ? Number.NaN : Number(rows[0].quantity);
}

/** Compares each buyer's two lines with what the run acknowledged; returns the lost writes and notes. */
async function checkWrites(db: Db, buyers: readonly Buyer[], starts: readonly number[], tallies: readonly Tally[]): Promise<{ lost: number; notes: string[] }> {
  let lost = 0;
  const notes: string[] = [];
  for (const [i, buyer] of buyers.entries()) {
    const tally = tallies[i]!;
    const expected = starts[i]! + tally.addSumAcked;
    const added = await lineQuantity(db, buyer.addLine);
    // Unacknowledged adds (timeouts) may or may not have landed: only less than the acknowledged sum is a loss.
    if (!(added >= expected)) {
      lost += Number.isNaN(added) ? tally.addsAcked : Math.ceil((expected - added) / ADD_QUANTITY);
      notes.push(`buyer ${i}: add line holds ${added}, acknowledged ${expected}`);
    } else if (added > expected + tally.unackedAddSum) {
      notes.push(`buyer ${i}: add line holds ${added}, more than every add sent (${expected + tally.unackedAddSum})`);
    }
    if (tally.lastAckedSet !== null) {
      const last = tally.lastAckedSet;
      const held = await lineQuantity(db, buyer.setLine);
      // A quantity change sent after the last acknowledged one and never answered may have landed.
      const later = [...tally.unackedSets].filter(([index]) => index > last.index).map(([, quantity]) => quantity);
      if (held !== last.quantity && !later.includes(held)) {
        lost += 1;
        notes.push(`buyer ${i}: quantity line holds ${held}, last acknowledged change ${last.quantity}`);
      }
    }
  }
  return { lost, notes };
}

let benchKeys: KeyPairPem | undefined;

/**
 * Runs the load test on one database: a fresh database (migrated and seeded as gateway/main.ts does),
 * the gateway on a free loopback port, 50 buyers logged in by SMS with two cart lines each, every
 * request signed beforehand, then 20,000 requests over 50 connections (about 70 % reads: goods.search,
 * goods.detail, cart.list; 30 % writes: cart.add, cart.updateQuantity), then the lost-write check
 * against the database. Never throws on the figures; throws when the setup fails.
 */
export async function runLoadTest(kind: DatabaseKind, options: LoadOptions = {}): Promise<LoadResult> {
  const { amount, connections, timeoutSeconds, thread, workers } = { ...DEFAULTS, thread: DEFAULT_THREAD[kind], ...options };
  if (workers > 0 && kind !== 'postgres') throw new Error('gateway processes (workers) need PostgreSQL');
  // 2048 bits as in production: the gateway's verification cost is part of what is measured.
  benchKeys ??= generateKeyPairPem(2048);
  const keys = benchKeys;
  const { db, url, drop } = await openBenchDatabase(kind);
  let gateway: RunningGateway | undefined;
  try {
    gateway = workers > 0 ? await startGatewayProcesses(url!, keys, workers) : await startBenchGateway(db, keys);
    const origin = gateway.url;
    const buyers: Buyer[] = [];
    // A few at a time: the setup is not measured, but 50 logins at once would only queue.
    for (let i = 0; i < connections; i += 10) {
      const batch = Array.from({ length: Math.min(10, connections - i) }, (_, j) => createBuyer(origin, keys, i + j));
      buyers.push(...(await Promise.all(batch)));
    }
    const starts = await Promise.all(buyers.map((buyer) => lineQuantity(db, buyer.addLine)));
    const table = prepareTable(origin, keys, buyers, Math.ceil(amount / connections));
    const spec: FireSpec = { url: origin, amount, connections, timeoutSeconds, table };
    const outcome = thread === 'worker' ? await fireInWorker(spec) : await fire(spec);
    const { result } = outcome;
    const check = await checkWrites(db, buyers, starts, outcome.tallies);
    const completed = result['1xx'] + result['2xx'] + result['3xx'] + result['4xx'] + result['5xx'];
    const notes = [...outcome.samples, ...check.notes];
    if (outcome.timedOut) notes.unshift(`stopped by the ${timeoutSeconds} s timeout after ${completed} of ${amount} requests`);
    return {
      kind,
      thread,
      workers,
      connections,
      completed,
      durationSeconds: Math.round(outcome.elapsedSeconds * 100) / 100,
      // Answers over the span from the first request to the last answer: autocannon's per-second samples
      // are not aggregated off the main thread, their mean counts the last, partial second as a full one,
      // and its duration runs on to the next whole second.
      requestsPerSecond: outcome.elapsedSeconds > 0 ? completed / outcome.elapsedSeconds : 0,
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      errors: result.errors + result.non2xx + outcome.envelopeFailures,
      errorParts: { connection: result.errors - result.timeouts, timeouts: result.timeouts, non2xx: result.non2xx, envelope: outcome.envelopeFailures },
      ackedWrites: outcome.tallies.reduce((sum, t) => sum + t.addsAcked + t.setsAcked, 0),
      lostWrites: check.lost,
      timedOut: outcome.timedOut,
      notes,
    };
  } finally {
    await gateway?.close();
    await drop();
  }
}

/** The results as a Markdown table, each figure beside its target (✓ met, ✗ missed, – none). */
export function formatLoadTable(results: readonly LoadResult[]): string {
  const mark = (ok: boolean | undefined) => (ok === undefined ? '–' : ok ? '✓' : '✗');
  const rows = results.map((r) => {
    const target = LOAD_TARGETS[r.kind];
    const rps = `${Math.round(r.requestsPerSecond)} (≥ ${target.requestsPerSecond} ${mark(r.requestsPerSecond >= target.requestsPerSecond)})`;
    const p99 = target.p99Ms === undefined ? `${r.p99Ms}` : `${r.p99Ms} (≤ ${target.p99Ms} ${mark(r.p99Ms <= target.p99Ms)})`;
    const parts = r.errorParts;
    const errors = `${r.errors} (0 ${mark(r.errors === 0)})${r.errors === 0 ? '' : ` — conn ${parts.connection}, timeouts ${parts.timeouts}, non-2xx ${parts.non2xx}, envelope ${parts.envelope}`}`;
    return [
      r.kind === 'pglite' ? 'PGlite (in memory)' : 'PostgreSQL',
      r.workers > 0 ? `main thread, ${r.workers} gateway processes` : r.thread === 'worker' ? 'worker thread' : 'gateway thread',
      `${r.completed}${r.timedOut ? ' (timed out)' : ''}`,
      `${r.durationSeconds} s`,
      rps,
      `${r.p50Ms}`,
      p99,
      errors,
      `${r.ackedWrites}`,
      `${r.lostWrites} (0 ${mark(r.lostWrites === 0)})`,
    ];
  });
  const head = ['database', 'autocannon on', 'requests', 'duration', 'req/s (mean)', 'p50 ms', 'p99 ms', 'errors', 'acked writes', 'lost writes'];
  return [head, head.map(() => '---'), ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}

function option(argv: readonly string[], name: string): string | undefined {
  const at = argv.indexOf(`--${name}`);
  return at === -1 ? undefined : argv[at + 1];
}

async function main(argv: readonly string[]): Promise<void> {
  // Without --thread each database runs once, with its better load-generator placement (DEFAULT_THREAD).
  const threadOption = option(argv, 'thread') ?? 'default';
  if (!['main', 'worker', 'both', 'default'].includes(threadOption)) throw new Error(`--thread must be main, worker or both, got ${threadOption}`);
  const threadsOf = (kind: DatabaseKind): LoadThread[] =>
    threadOption === 'both' ? ['worker', 'main'] : threadOption === 'default' ? [DEFAULT_THREAD[kind]] : [threadOption as LoadThread];
  const amount = Number(option(argv, 'amount') ?? DEFAULTS.amount);
  const workers = Number(option(argv, 'workers') ?? DEFAULTS.workers);
  if (!Number.isInteger(workers) || workers < 0) throw new Error(`--workers must be a whole number, got ${option(argv, 'workers')}`);
  const only = option(argv, 'db');
  const kinds = (process.env.DATABASE_URL ? (['pglite', 'postgres'] as const) : (['pglite'] as const)).filter((kind) => only === undefined || kind === only);
  const results: LoadResult[] = [];
  for (const kind of kinds) {
    for (const thread of threadsOf(kind)) {
      const processes = kind === 'postgres' ? workers : 0;
      console.log(
        `load test: ${kind}, ${processes > 0 ? `${processes} gateway processes, autocannon on the main thread` : `autocannon on the ${thread === 'worker' ? 'worker' : 'gateway'} thread`} …`,
      );
      const result = await runLoadTest(kind, { thread: processes > 0 ? 'main' : thread, amount, workers: processes });
      for (const note of result.notes) console.log(`  ${note}`);
      results.push(result);
    }
  }
  if (!process.env.DATABASE_URL) console.log('PostgreSQL load test skipped: no DATABASE_URL (run it under bash scripts/with-postgres.sh)');
  console.log(`\n${formatLoadTable(results)}`);
}

if (!isMainThread && (workerData as { benchLoad?: FireSpec } | null)?.benchLoad !== undefined) {
  // This module started as the load worker (fireInWorker): run autocannon here and hand back the outcome.
  const spec = (workerData as { benchLoad: FireSpec }).benchLoad;
  fire(spec).then(
    (outcome) => parentPort?.postMessage(outcome),
    (error: unknown) => {
      throw error;
    },
  );
} else if (isMainThread && process.argv[1] !== undefined && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
