import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Db } from './types';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

/** A migration: its version (the file name without `.sql`) and its SQL. */
export interface Migration {
  readonly version: string;
  readonly sql: string;
}

/** The migrations shipped with the gateway, in file-name order. */
export async function loadMigrations(dir: string = MIGRATIONS_DIR): Promise<Migration[]> {
  const names = (await readdir(dir)).filter((name) => name.endsWith('.sql')).sort();
  return Promise.all(names.map(async (name) => ({ version: name.replace(/\.sql$/, ''), sql: await readFile(`${dir}/${name}`, 'utf8') })));
}

/**
 * Applies the migrations not applied yet, each in its own transaction, and returns their versions.
 * A transaction-level advisory lock keeps two gateways starting against one PostgreSQL from racing.
 */
export async function migrate(db: Db, migrations?: readonly Migration[]): Promise<string[]> {
  const all = migrations ?? (await loadMigrations());
  // Under the lock too: two servers creating the table at once collide in PostgreSQL's catalogue
  // (`create table if not exists` is not safe against a concurrent create).
  await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock(20261121)');
    await tx.query('create table if not exists schema_migrations (version text primary key, applied_at timestamptz not null default now())');
  });
  const applied: string[] = [];
  for (const migration of all) {
    const done = await db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock(20261121)');
      const rows = await tx.query('select 1 from schema_migrations where version = $1', [migration.version]);
      if (rows.length > 0) return false;
      for (const statement of splitStatements(migration.sql)) await tx.query(statement);
      await tx.query('insert into schema_migrations (version) values ($1)', [migration.version]);
      return true;
    });
    if (done) applied.push(migration.version);
  }
  return applied;
}

/**
 * Splits a migration into statements so each runs through the transaction's `query` (the extended
 * protocol takes one statement at a time). `--` comments are dropped first so a semicolon inside one
 * cannot split a statement; a dollar-quoted body (`$$ … $$`, a trigger function's) is kept whole.
 */
export function splitStatements(sql: string): string[] {
  const text = sql
    .split('\n')
    .map((line) => line.replace(/--.*$/, ''))
    .join('\n');
  const statements: string[] = [];
  let current = '';
  for (const [index, part] of text.split('$$').entries()) {
    // Odd parts are inside $$ … $$ and go through untouched.
    if (index % 2 === 1) {
      current += `$$${part}$$`;
      continue;
    }
    const pieces = part.split(';');
    current += pieces[0];
    for (const piece of pieces.slice(1)) {
      statements.push(current);
      current = piece;
    }
  }
  statements.push(current);
  return statements.map((statement) => statement.trim()).filter((statement) => statement.length > 0);
}
