import { PGlite, types } from '@electric-sql/pglite';
import type { Db, Queryable } from './types';
import { parseDate, parseInt8, parseNumeric } from './parsers';

/**
 * An embedded PGlite database: in memory when `dataDir` is undefined (tests), else persisted in that
 * folder (the git-ignored `.data/pglite` by default).
 */
export async function openPglite(dataDir?: string): Promise<Db> {
  const pg = new PGlite({
    ...(dataDir === undefined ? {} : { dataDir }),
    parsers: {
      [types.INT8]: parseInt8,
      [types.NUMERIC]: parseNumeric,
      [types.DATE]: parseDate,
    },
  });
  await pg.waitReady;
  const runner = (target: Pick<PGlite, 'query'>): Queryable => ({
    async query<T extends object>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query<T>(sql, [...params]);
      return result.rows;
    },
  });
  return {
    kind: 'pglite',
    ...runner(pg),
    // PGlite has one connection; its transaction() holds a lock, so concurrent requests queue instead
    // of interleaving statements inside someone else's transaction.
    transaction: (fn) => pg.transaction((tx) => fn(runner(tx))),
    async exec(script) {
      await pg.exec(script);
    },
    async close() {
      await pg.close();
    },
  };
}
