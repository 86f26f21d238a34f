// The soak (issue 17): N simulated buyers for M minutes over the whole journey (browse, cart, order,
// pay) against two real gateway processes (gateway/main.ts, as `npm start` runs it) on one PostgreSQL
// database, one of them killed and started again on the same port half-way; then the database is
// checked against what the buyers saw acknowledged.
//   npm run soak                                  (100 buyers, 10 minutes, a throwaway PostgreSQL)
//   SOAK_BUYERS=10 SOAK_MINUTES=1 npm run soak    (a short run)
// Variables: SOAK_BUYERS, SOAK_MINUTES, SOAK_RESTART_AT (seconds; 'off'), SOAK_RESTART_SIGNAL
// (SIGKILL | SIGTERM), SOAK_THINK_MS (200-800), SOAK_SEED, SOAK_KEEP_DATABASE=1. Gateway logs: .tmp/soak/.
// Exits 1 when a check fails or any call failed outside the restart window; not part of `npm test`.
import { randomBytes } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase, type Db } from '../../gateway/db';
import { migrate } from '../../gateway/db/migrate';
import { generateKeyPairPem } from '../../gateway/keys';
import { seedDemo } from '../../gateway/seed';
import { DEFAULT_SETTINGS } from '../../gateway/settings';
import { startGatewayProcess, type GatewayProcess } from '../../gateway/tools/processes';
import { createSoakAccounts } from './accounts';
import { SoakBuyer } from './buyer';
import { checkDatabase, readStock, type CheckResult } from './checks';
import { SoakClient, type GatewayTarget } from './client';
import { createRandom, readOptions, type SoakOptions } from './options';
import { insideWindow, ms, Recorder, table, type ErrorKind, type RestartWindow } from './stats';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const LOG_DIR = path.join(ROOT, '.tmp/soak');
/** Logins at a time before the run (not measured). */
const LOGIN_BATCH = 10;
/** How often a progress line is printed. */
const PROGRESS_MS = 30_000;

/** A throwaway database on the server of DATABASE_URL, dropped again by `drop`. */
async function createDatabase(serverUrl: string): Promise<{ url: string; name: string; drop(): Promise<void> }> {
  const name = `soak_${process.pid}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(serverUrl);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    name,
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** One gateway slot: its process (replaced on restart), its log, and the CPU its earlier processes used. */
interface Slot {
  readonly name: string;
  process: GatewayProcess | undefined;
  readonly log: WriteStream;
  cpuSecondsBefore: number;
}

/** CPU seconds (user + system) this process has used. */
function ownCpuSeconds(): number {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1e6;
}

/** CPU seconds (user + system) a live process has used, from /proc (Linux); 0 where it cannot be read. */
async function cpuSeconds(pid: number | undefined): Promise<number> {
  if (pid === undefined) return 0;
  try {
    // Fields 14 and 15 (utime, stime) in clock ticks of 1/100 s; the name in field 2 may hold spaces, so count from its ')'.
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

async function startSlot(name: string, env: NodeJS.ProcessEnv, log: WriteStream, port?: number): Promise<GatewayProcess> {
  log.write(`\n=== soak: starting gateway ${name}${port === undefined ? '' : ` on port ${port}`} at ${new Date().toISOString()}\n`);
  return startGatewayProcess({ env, ...(port === undefined ? {} : { port }), onOutput: (chunk) => log.write(chunk) });
}

/** Kills the slot's process at `atMs` after the start and starts it again on the same port; resolves with the window. */
async function restartLater(slot: Slot, index: number, env: NodeJS.ProcessEnv, options: SoakOptions, recorder: Recorder): Promise<RestartWindow | null> {
  if (options.restartAtMs === null) return null;
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, options.restartAtMs! - recorder.now())));
  const killedAt = recorder.now();
  console.log(`[${(killedAt / 1000).toFixed(0).padStart(4)} s] gateway ${slot.name}: ${options.restartSignal}`);
  slot.log.write(`\n=== soak: ${options.restartSignal} at ${new Date().toISOString()}\n`);
  const port = slot.process!.port;
  slot.cpuSecondsBefore += await cpuSeconds(slot.process!.child.pid);
  await slot.process!.stop(options.restartSignal);
  // Any answer from here on is the new process's.
  const firstAnswer = recorder.watchFirstAnswer(index);
  slot.process = await startSlot(slot.name, env, slot.log, port);
  const listeningAt = recorder.now();
  console.log(`[${(listeningAt / 1000).toFixed(0).padStart(4)} s] gateway ${slot.name}: listening again on port ${port}`);
  let answeredAt = firstAnswer();
  while (answeredAt === null) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    answeredAt = firstAnswer();
    // Its buyers may all have finished (a restart near the end); the banner then ends the wait.
    if (answeredAt === null && recorder.now() > listeningAt + options.callTimeoutMs) answeredAt = listeningAt;
  }
  return {
    gateway: index,
    signal: options.restartSignal,
    killedAt,
    listeningAt,
    answeredAt,
    endsAt: Math.max(listeningAt, answeredAt) + options.callTimeoutMs,
  };
}

const KINDS: readonly ErrorKind[] = ['connection refused', 'connection reset', 'timeout', 'HTTP 5xx', 'refused by the gateway', 'other'];
const seconds = (at: number) => `${(at / 1000).toFixed(1)} s`;
const n = (value: number) => value.toLocaleString('en-US');

/** The report: figures, the restart, errors by kind and where, latency per call, the checks. */
function report(input: {
  options: SoakOptions;
  postgres: string;
  recorder: Recorder;
  window: RestartWindow | null;
  runMs: number;
  buyers: readonly SoakBuyer[];
  checks: readonly CheckResult[];
  /** CPU seconds of the gateway processes (A, B over both its lives) and of the soak itself, and the load averages. */
  machine: { readonly gatewayCpu: readonly number[]; readonly soakCpu: number; readonly loadBefore: number; readonly loadAfter: number };
}): { text: string; outside: number } {
  const { options, recorder, window, buyers, checks } = input;
  const ledgers = buyers.map((buyer) => buyer.ledger);
  const failures = recorder.failures;
  const outside = failures.filter((f) => !insideWindow(f, window));
  const inside = failures.filter((f) => insideWindow(f, window));
  const summary = recorder.summary();
  const all = summary[summary.length - 1]!;
  const ambiguous = ledgers.flatMap((ledger) => ledger.ambiguous);
  const count = (outcome: string) => ambiguous.filter((a) => a.outcome === outcome).length;
  const lines: string[] = [];
  lines.push(
    `## npm run soak: ${options.buyers} buyers, ${options.durationMs / 60_000} min, 2 gateway processes on ${input.postgres} (seed ${options.seed})`,
    '',
    table(
      ['figure', 'value'],
      [
        ['requests (every attempt, retries included)', n(recorder.requests)],
        ['answered', n(all.answered)],
        ['errors outside the restart window', `${n(outside.length)} (0 ${outside.length === 0 ? '✓' : '✗'})`],
        ['errors inside the restart window', n(inside.length)],
        ['throughput', `${(all.answered / (input.runMs / 1000)).toFixed(1)} answers/s over ${seconds(input.runMs)}`],
        ['latency p50 / p95 / p99 / max', `${ms(all.p50)} / ${ms(all.p95)} / ${ms(all.p99)} / ${ms(all.max)} ms`],
        [
          'CPU used (2 cores shared)',
          `gateway A ${input.machine.gatewayCpu[0]!.toFixed(0)} s, B ${input.machine.gatewayCpu[1]!.toFixed(0)} s, the soak's buyers ${input.machine.soakCpu.toFixed(0)} s; ` +
            `load average ${input.machine.loadBefore.toFixed(1)} before, ${input.machine.loadAfter.toFixed(1)} after`,
        ],
        ['visits', n(ledgers.reduce((sum, l) => sum + l.visits, 0))],
        ['orders acknowledged', n(ledgers.reduce((sum, l) => sum + l.orders.size, 0))],
        ['payments acknowledged', n(ledgers.reduce((sum, l) => sum + l.payments.size, 0))],
        ['cart writes acknowledged', n(ledgers.reduce((sum, l) => sum + l.cartWrites, 0))],
        [
          'cart writes unanswered, resolved by re-reading the cart',
          `${n(ambiguous.length)} (applied ${count('applied')}, not applied ${count('not applied')}, impossible ${count('impossible')})`,
        ],
      ],
    ),
    '',
  );
  if (window !== null) {
    lines.push(
      `Restart: gateway ${window.gateway === 0 ? 'A' : 'B'} (${buyers.filter((b) => b.index % 2 === window.gateway).length} buyers) ${window.signal} at ${seconds(window.killedAt)}, ` +
        `listening again at ${seconds(window.listeningAt)}, first answer at ${seconds(window.answeredAt)}; ` +
        `window ${seconds(window.killedAt)} – ${seconds(window.endsAt)} (until it answers again, plus the ${options.callTimeoutMs / 1000} s call timeout).`,
      '',
    );
  } else lines.push('Restart: none (SOAK_RESTART_AT=off).', '');
  const restarted = (f: (typeof failures)[number]) => window !== null && f.gateway === window.gateway;
  lines.push(
    table(
      ['errors by kind', 'outside the window', 'inside, restarted process', 'inside, other process'],
      KINDS.map((kind) => [
        kind,
        n(outside.filter((f) => f.kind === kind).length),
        n(inside.filter((f) => f.kind === kind && restarted(f)).length),
        n(inside.filter((f) => f.kind === kind && !restarted(f)).length),
      ]),
    ),
    '',
  );
  if (outside.length > 0) {
    lines.push('First errors outside the window:');
    for (const f of outside.slice(0, 10)) lines.push(`- ${seconds(f.at)} ${f.call} on gateway ${f.gateway === 0 ? 'A' : 'B'}: ${f.kind} — ${f.detail}`);
    lines.push('');
  }
  lines.push(
    table(
      ['call', 'requests', 'errors', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms'],
      summary.map((row) => [row.call, n(row.attempts), n(row.failures), ms(row.p50), ms(row.p95), ms(row.p99), ms(row.max)]),
    ),
    '',
    table(
      ['check', 'result', 'figure'],
      checks.map((check) => [check.name, check.ok ? '✓' : '✗ FAILED', check.figure]),
    ),
  );
  for (const check of checks.filter((c) => !c.ok)) {
    lines.push('', `${check.name}:`);
    for (const finding of check.findings) lines.push(`- ${finding}`);
  }
  return { text: lines.join('\n'), outside: outside.length };
}

async function main(): Promise<number> {
  const options = readOptions(process.env);
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl === undefined || serverUrl === '') {
    console.error('soak: DATABASE_URL is not set; run it as `npm run soak` (a throwaway PostgreSQL by scripts/with-postgres.sh)');
    return 2;
  }
  console.log(
    `soak: ${options.buyers} buyers, ${options.durationMs / 1000} s, restart ${options.restartAtMs === null ? 'off' : `at ${options.restartAtMs / 1000} s (${options.restartSignal})`}, think ${options.thinkMs.join('–')} ms, seed ${options.seed}`,
  );
  const database = await createDatabase(serverUrl);
  const keyDir = await mkdtemp(path.join(tmpdir(), 'soak-keys-'));
  const slots: Slot[] = [];
  let db: Db | undefined;
  try {
    db = await openDatabase({ url: database.url });
    await migrate(db);
    await seedDemo(db, { bcryptRounds: DEFAULT_SETTINGS.bcryptRounds });
    const accounts = await createSoakAccounts(db, options.buyers);
    const stockBefore = await readStock(db);
    const postgres = /PostgreSQL [\d.]+/.exec((await db.query<{ v: string }>('select version() as v'))[0]!.v)?.[0] ?? 'PostgreSQL';

    // 1024-bit keys, as the gateway tests: the gateway verifies any RSA key the same way, and the soak
    // signs every request on the same two cores as the gateways (a quarter of a 2048-bit signature).
    const keys = generateKeyPairPem(1024);
    await writeFile(path.join(keyDir, 'private.pem'), keys.privateKeyPem);
    await writeFile(path.join(keyDir, 'public.pem'), keys.publicKeyPem);
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATABASE_URL: database.url,
      APP_SIGNING_KEY_FILE: path.join(keyDir, 'private.pem'),
      GATEWAY_PUBLIC_KEY_FILE: path.join(keyDir, 'public.pem'),
    };
    await mkdir(LOG_DIR, { recursive: true });
    for (const name of ['A', 'B']) {
      const log = createWriteStream(path.join(LOG_DIR, `gateway-${name.toLowerCase()}.log`));
      slots.push({ name, log, process: undefined, cpuSecondsBefore: 0 });
    }
    const started = await Promise.allSettled(slots.map((slot) => startSlot(slot.name, env, slot.log)));
    started.forEach((outcome, i) => {
      if (outcome.status === 'fulfilled') slots[i]!.process = outcome.value;
    });
    for (const outcome of started) if (outcome.status === 'rejected') throw outcome.reason;
    const targets: GatewayTarget[] = slots.map((slot, index) => ({ index, url: slot.process!.url }));
    console.log(`soak: gateways A ${targets[0]!.url}, B ${targets[1]!.url} (logs in ${path.relative(ROOT, LOG_DIR)}/)`);

    const recorder = new Recorder();
    const client = new SoakClient(keys.privateKeyPem, recorder, options.callTimeoutMs);
    // The port survives the restart, so a buyer's target never changes: buyer i talks to gateway i % 2.
    const buyers = accounts.map(
      (account, index) =>
        new SoakBuyer(index, account, targets[index % 2]!, client, createRandom(options.seed + index), { thinkMs: options.thinkMs, graceMs: options.graceMs }),
    );
    for (let i = 0; i < buyers.length; i += LOGIN_BATCH) await Promise.all(buyers.slice(i, i + LOGIN_BATCH).map((buyer) => buyer.login()));
    console.log(`soak: ${buyers.length} buyers logged in; running`);

    recorder.beginRun();
    const loadBefore = loadavg()[0]!;
    const soakCpuBefore = ownCpuSeconds();
    const deadline = performance.now() + options.durationMs;
    const progress = setInterval(() => {
      const ledgers = buyers.map((b) => b.ledger);
      const at = recorder.now();
      console.log(
        `[${(at / 1000).toFixed(0).padStart(4)} s] ${n(recorder.requests)} requests, ${n(recorder.failures.length)} errors, ` +
          `${n(ledgers.reduce((s, l) => s + l.orders.size, 0))} orders, ${n(ledgers.reduce((s, l) => s + l.payments.size, 0))} payments`,
      );
    }, PROGRESS_MS);
    const restart = restartLater(slots[1]!, 1, env, options, recorder);
    try {
      await Promise.all(buyers.map((buyer) => buyer.run(deadline)));
    } finally {
      clearInterval(progress);
    }
    const window = await restart;
    const runMs = recorder.now();
    const gatewayCpu = await Promise.all(slots.map(async (slot) => slot.cpuSecondsBefore + (await cpuSeconds(slot.process?.child.pid))));
    const soakCpu = ownCpuSeconds() - soakCpuBefore;
    const loadAfter = loadavg()[0]!;
    console.log(`soak: buyers done after ${seconds(runMs)}; checking the database`);
    for (const slot of slots) await slot.process?.stop('SIGTERM');
    const checks = await checkDatabase(
      db,
      buyers.map((buyer) => buyer.ledger),
      stockBefore,
    );
    const { text, outside } = report({ options, postgres, recorder, window, runMs, buyers, checks, machine: { gatewayCpu, soakCpu, loadBefore, loadAfter } });
    console.log(`\n${text}\n`);
    const failed = checks.filter((check) => !check.ok).length;
    console.log(failed === 0 && outside === 0 ? 'soak: passed' : `soak: FAILED (${failed} checks failed, ${outside} errors outside the restart window)`);
    return failed === 0 && outside === 0 ? 0 : 1;
  } finally {
    for (const slot of slots) await slot.process?.stop('SIGKILL');
    for (const slot of slots) slot.log.end();
    await db?.close();
    if (options.keepDatabase) console.log(`soak: database kept: ${database.url}`);
    else await database.drop();
    await rm(keyDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('soak failed:', error);
    process.exit(1);
  },
);
