import { describe, expect, it } from 'vitest';
import { runLoadTest } from '../../scripts/bench/load';

/**
 * A few hundred requests of the gateway's load test (scripts/bench/load.ts, `npm run bench`), so the
 * benchmark keeps running on a fresh checkout: its setup (buyers logged in by SMS from one address, carts)
 * and its mix (search, detail, cart list, add, quantity) all answered, and every acknowledged write kept.
 * The figures are not judged here: speed is the benchmark's.
 */
describe('the load test of npm run bench', () => {
  // On the database of this run: PGlite, or a fresh database of the PostgreSQL server of scripts/with-postgres.sh.
  const kind = process.env.DATABASE_URL ? 'postgres' : 'pglite';

  it(`runs a few hundred requests on ${kind}: every answer a success, no acknowledged write lost`, async () => {
    const result = await runLoadTest(kind, { amount: 300, connections: 5, thread: 'main', timeoutSeconds: 60 });
    expect(result.notes).toEqual([]);
    expect(result.completed).toBe(300);
    expect(result.errors).toBe(0);
    expect(result.ackedWrites).toBeGreaterThan(0);
    expect(result.lostWrites).toBe(0);
  }, 120_000);
});
