import { openPglite } from './pglite';
import { openPostgres } from './postgres';
import type { Db } from './types';

export type { Db, ListenHandlers, Listening, Queryable, Row } from './types';

/** Where the data lives: a PostgreSQL URL, a PGlite folder, or PGlite in memory. */
export type DatabaseTarget = { readonly url: string } | { readonly dataDir: string } | { readonly memory: true };

/** Opens the database: node-postgres for a URL, PGlite otherwise. */
export async function openDatabase(target: DatabaseTarget): Promise<Db> {
  if ('url' in target) return openPostgres(target.url);
  if ('dataDir' in target) return openPglite(target.dataDir);
  return openPglite();
}
