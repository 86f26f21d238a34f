import { mkdir } from 'node:fs/promises';
import { PGlite, parse, protocol, types, type Transaction } from '@electric-sql/pglite';
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
  const prepared = preparedStatements(pg);
  const runner = (tx: Transaction | null): Queryable => ({
    async query<T extends object>(sql: string, params: readonly unknown[] = []) {
      return (await prepared(sql, params, tx)) as T[];
    },
  });
  return {
    kind: 'pglite',
    ...runner(null),
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

const DML = /^\s*(?:select|insert|update|delete|with)\b/i;
/** Distinct statement texts prepared; beyond it statements run as PGlite's query runs them (a guard). */
const MAX_PREPARED = 5000;

/**
 * Runs statements as named prepared statements, each parsed and planned once: PGlite's own `query`
 * parses and plans every run, which for the gateway's joins costs several times their execution (a
 * six-table cart read: 0.9 ms planned each time, 0.2 ms prepared). The same protocol messages as
 * `query` otherwise (bind, describe, execute, sync), under the same locks: outside a transaction it
 * waits for any open one, inside one it runs within it.
 */
function preparedStatements(pg: PGlite): (sql: string, params: readonly unknown[], tx: Transaction | null) => Promise<unknown[]> {
  const statements = new Map<string, { name: string; paramTypes: number[] }>();
  const { serialize } = protocol;
  const exec = (message: Uint8Array) => pg.execProtocolStream(message, { syncToFs: false });
  const run = async (sql: string, params: readonly unknown[], inTransaction: boolean): Promise<unknown[]> => {
    const messages = [];
    try {
      let statement = statements.get(sql);
      if (statement === undefined) {
        const name = `gw_${statements.size}`;
        await exec(serialize.parse({ name, text: sql }));
        statement = { name, paramTypes: parse.parseDescribeStatementResults(await exec(serialize.describe({ type: 'S', name }))) };
        statements.set(sql, statement);
      }
      const { name, paramTypes } = statement;
      const values = params.map((value, i) => {
        if (value === null || value === undefined) return null;
        const serializer = pg.serializers[paramTypes[i]!];
        return serializer ? serializer(value) : String(value);
      });
      messages.push(...(await exec(serialize.bind({ statement: name, values }))));
      messages.push(...(await exec(serialize.describe({ type: 'P' }))));
      messages.push(...(await exec(serialize.execute({}))));
    } finally {
      messages.push(...(await exec(serialize.sync())));
    }
    // As PGlite's query does: a statement outside a transaction is written through to a data directory.
    if (!inTransaction) await pg.syncToFs();
    return parse.parseResults(messages, pg.parsers)[0]?.rows ?? [];
  };
  return async (sql, params, tx) => {
    if (!DML.test(sql) || (!statements.has(sql) && statements.size >= MAX_PREPARED)) {
      // Schema statements (migrations) and the overflow go through PGlite's own query.
      return (await (tx ?? pg).query(sql, [...params])).rows;
    }
    if (tx !== null) {
      if (tx.closed) throw new Error('Transaction is closed');
      return pg.runExclusive(() => run(sql, params, true));
    }
    return pg._runExclusiveTransaction(() => pg.runExclusive(() => run(sql, params, false)));
  };
}
