import { timeouts } from '@gen/constants.gen';

/** How one soak run is shaped; every field has a default from the issue (100 buyers, 10 minutes). */
export interface SoakOptions {
  /** Simulated buyers (SOAK_BUYERS, 100), spread over the two gateway processes. */
  readonly buyers: number;
  /** How long buyers start new visits (SOAK_MINUTES, 10); a visit under way is finished afterwards. */
  readonly durationMs: number;
  /** When the second gateway process is killed, from the start (SOAK_RESTART_AT in seconds, half-time); null: never. */
  readonly restartAtMs: number | null;
  /** How it is killed (SOAK_RESTART_SIGNAL): SIGKILL by default — a crash, no graceful drain. */
  readonly restartSignal: NodeJS.Signals;
  /** A buyer's think time between two steps, uniform in [min, max] ms (SOAK_THINK_MS "200-800"). */
  readonly thinkMs: readonly [number, number];
  /** A call's timeout: the app's (constants timeouts.requestMs, 15 s). */
  readonly callTimeoutMs: number;
  /** How long after the end a submit or a payment is still retried before it is reported unresolved: 60 s. */
  readonly graceMs: number;
  /** The seed of the buyers' choices (SOAK_SEED, random and printed), so a run's choices can be replayed. */
  readonly seed: number;
  /** Keep the soak's database afterwards (SOAK_KEEP_DATABASE=1), to look into it. */
  readonly keepDatabase: boolean;
}

function positive(env: Readonly<Record<string, string | undefined>>, name: string, fallback: number): number {
  const text = env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, got ${text}`);
  return value;
}

/** Reads the options from the environment (see SoakOptions for the variables); throws on a bad value. */
export function readOptions(env: Readonly<Record<string, string | undefined>>): SoakOptions {
  const buyers = Math.round(positive(env, 'SOAK_BUYERS', 100));
  const durationMs = Math.round(positive(env, 'SOAK_MINUTES', 10) * 60_000);
  const restartText = env.SOAK_RESTART_AT;
  const restartAtMs = restartText === 'off' ? null : Math.round(positive(env, 'SOAK_RESTART_AT', durationMs / 2000) * 1000);
  if (restartAtMs !== null && restartAtMs >= durationMs)
    throw new Error(`SOAK_RESTART_AT must fall inside the run (${durationMs / 1000} s), got ${restartText}`);
  const signal = (env.SOAK_RESTART_SIGNAL ?? 'SIGKILL') as NodeJS.Signals;
  if (signal !== 'SIGKILL' && signal !== 'SIGTERM') throw new Error(`SOAK_RESTART_SIGNAL must be SIGKILL or SIGTERM, got ${signal}`);
  const think = /^(\d+)-(\d+)$/.exec(env.SOAK_THINK_MS ?? '200-800');
  if (think === null || Number(think[1]) > Number(think[2])) throw new Error(`SOAK_THINK_MS must be min-max in ms, got ${env.SOAK_THINK_MS}`);
  const seedText = env.SOAK_SEED;
  const seed = seedText === undefined || seedText === '' ? Math.floor(Math.random() * 2 ** 31) : Number(seedText);
  if (!Number.isInteger(seed)) throw new Error(`SOAK_SEED must be an integer, got ${seedText}`);
  return {
    buyers,
    durationMs,
    restartAtMs,
    restartSignal: signal,
    thinkMs: [Number(think[1]), Number(think[2])],
    callTimeoutMs: timeouts.requestMs,
    graceMs: 60_000,
    seed,
    keepDatabase: env.SOAK_KEEP_DATABASE === '1',
  };
}

/** A small seeded PRNG (mulberry32): the buyers' choices, reproducible from SOAK_SEED. */
export function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
