import { mkdir } from 'node:fs/promises';
import { PGlite, types } from '@electric-sql/pglite';
import type { Db, Queryable } from './types';
import { parseDate, parseInt8, parseNumeric } from './parsers';

/** A PGlite database, which can also dump its data directory (to start copies of it quickly). */
export interface PgliteDb extends Db {
  readonly kind: 'pglite';
  /** The whole data directory as an uncompressed tarball, for `openPglite(undefined, snapshot)`. */
  dumpDataDir(): Promise<Blob>;
}

/**
 * An embedded PGlite database: in memory when `dataDir` is undefined (tests), else persisted in that
 * folder (the git-ignored `.data/pglite` by default). `snapshot` starts it from a dumped data directory
 * instead of an empty one, which skips initdb.
 */
export async function openPglite(dataDir?: string, snapshot?: Blob): Promise<PgliteDb> {
  // PGlite creates its own folder but not the ones above it (.data/ on a fresh clone).
  if (dataDir !== undefined) await mkdir(dataDir, { recursive: true });
  const pg = new PGlite({
    ...(dataDir === undefined ? {} : { dataDir }),
    ...(snapshot === undefined ? {} : { loadDataDir: snapshot }),
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
    // One process, one connection: a commit's notifications are handed out (as microtasks) before the
    // commit's own promise resolves, so a write is seen by the listeners before its caller goes on.
    async listen(channels, handlers) {
      const stops = await Promise.all(channels.map((channel) => pg.listen(channel, (payload) => handlers.onNotify(channel, payload))));
      return {
        connected: true,
        async stop() {
          await Promise.all(stops.map((stop) => stop()));
        },
      };
    },
    async dumpDataDir() {
      return (await pg.dumpDataDir('none')) as Blob;
    },
    async close() {
      await pg.close();
    },
  };
}
