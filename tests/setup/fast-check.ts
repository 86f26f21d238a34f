import fc from 'fast-check';

/**
 * One seed for every property of a run: fixed in CI so a red run replays exactly, random locally so
 * properties keep exploring. Replay any run with `FC_SEED=<seed> npm test`.
 */
const FIXED_CI_SEED = 20261121;
const fromEnv = process.env.FC_SEED ? Number(process.env.FC_SEED) : undefined;
const seed = fromEnv ?? (process.env.CI ? FIXED_CI_SEED : Math.floor(Math.random() * 0x7fffffff));

fc.configureGlobal({ seed, numRuns: 200, interruptAfterTimeLimit: 20_000, markInterruptAsFailure: false });

if (!(globalThis as { __fcSeedPrinted?: boolean }).__fcSeedPrinted) {
  (globalThis as { __fcSeedPrinted?: boolean }).__fcSeedPrinted = true;
  console.info(`[fast-check] seed ${seed} (replay: FC_SEED=${seed} npm test)`);
}
