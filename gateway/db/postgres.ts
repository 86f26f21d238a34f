import { createHash } from 'node:crypto';
import pg from 'pg';
import type { Db, ListenHandlers, Listening, Queryable } from './types';
import { PG_TYPES, parseDate, parseInt8, parseNumeric } from './parsers';

const typeParsers: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: string) => {
    if (oid === PG_TYPES.INT8) return parseInt8;
    if (oid === PG_TYPES.NUMERIC) return parseNumeric;
    if (oid === PG_TYPES.DATE) return parseDate;
    return pg.types.getTypeParser(oid, format as 'text');
  }) as pg.CustomTypesConfig['getTypeParser'],
};

/** Distinct statement texts given a name; beyond it statements run unnamed (a guard, the gateway has a few hundred). */
const MAX_NAMED_STATEMENTS = 5000;
const DML = /^\s*(?:select|insert|update|delete|with)\b/i;

/**
 * Names each data statement by a hash of its text, so node-postgres prepares it once per connection and
 * later runs skip the server's parse and plan. Schema statements (migrations) stay unnamed.
 */
function statementNamer(): (sql: string) => string | undefined {
  const names = new Map<string, string | undefined>();
  return (sql) => {
    let name = names.get(sql);
    if (name === undefined && !names.has(sql)) {
      name = names.size < MAX_NAMED_STATEMENTS && DML.test(sql) ? `gw_${createHash('sha1').update(sql).digest('hex').slice(0, 24)}` : undefined;
      names.set(sql, name);
    }
    return name;
  };
}

/** How long to wait before connecting the listener again after it was lost. */
const RELISTEN_DELAY_MS = 500;

/** A real PostgreSQL server through a node-postgres pool (`DATABASE_URL`). */
export async function openPostgres(connectionString: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString, types: typeParsers, max: 10 });
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const nameOf = statementNamer();
  // Once the gateway listens, every pooled connection LISTENs too: a connection receives its own
  // transaction's notices before that commit resolves, so this process sees its own catalogue and
  // session writes at once, as on PGlite (the dedicated listener hears the other processes).
  let poolListen: { channels: readonly string[]; handlers: ListenHandlers } | null = null;
  const listeningClients = new WeakSet<pg.PoolClient>();
  pool.on('acquire', (client) => {
    if (poolListen === null || listeningClients.has(client)) return;
    listeningClients.add(client);
    client.on('notification', (message) => poolListen?.handlers.onNotify(message.channel, message.payload ?? ''));
    // Queued before the query the client was acquired for.
    for (const channel of poolListen.channels) client.query(`listen ${pg.escapeIdentifier(channel)}`).catch(() => {});
  });
  const runner = (target: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T extends object>(sql: string, params: readonly unknown[] = []) {
      const name = nameOf(sql);
      const result = await target.query(name === undefined ? { text: sql, values: [...params] } : { name, text: sql, values: [...params] });
      return result.rows as T[];
    },
  });
  await pool.query('select 1');
  return {
    kind: 'postgres',
    ...runner(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await fn(runner(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    async exec(script) {
      await pool.query(script);
    },
    async listen(channels, handlers) {
      const listening = await listenPostgres(connectionString, channels, handlers);
      poolListen = { channels, handlers };
      return {
        get connected() {
          return listening.connected;
        },
        async stop() {
          poolListen = null;
          await listening.stop();
        },
      };
    },
    async close() {
      await pool.end();
    },
  };
}

/**
 * LISTEN on a connection of its own (a pooled one would be handed to queries). When it is lost, the
 * caller is told (`onReset`), `connected` turns false until a new connection listens again, and then
 * `onReset` runs once more: what was cached while nobody listened may be stale.
 */
async function listenPostgres(connectionString: string, channels: readonly string[], handlers: ListenHandlers): Promise<Listening> {
  let client: pg.Client | null = null;
  let connected = false;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const lost = (failed: pg.Client) => {
    if (client !== failed) return;
    client = null;
    connected = false;
    handlers.onReset();
    failed.end().catch(() => {});
    if (!stopped) retry = setTimeout(() => void connect().catch(() => {}), RELISTEN_DELAY_MS);
  };
  const connect = async () => {
    const next = new pg.Client({ connectionString });
    client = next;
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    next.on('notification', (message) => handlers.onNotify(message.channel, message.payload ?? ''));
    try {
      await next.connect();
      for (const channel of channels) await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      lost(next);
      throw error;
    }
    if (stopped || client !== next) return;
    connected = true;
    handlers.onReset();
  };
  try {
    await connect();
  } catch (error) {
    stopped = true;
    clearTimeout(retry);
    throw error;
  }
  return {
    get connected() {
      return connected;
    },
    async stop() {
      stopped = true;
      clearTimeout(retry);
      const last = client;
      client = null;
      connected = false;
      await last?.end().catch(() => {});
    },
  };
}
