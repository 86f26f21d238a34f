import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../gateway/db';
import { loadMigrations, migrate, splitStatements } from '../../gateway/db/migrate';
import { parseInt8 } from '../../gateway/db/parsers';
import { seedDemo } from '../../gateway/seed';
import { openTestDatabase } from './helpers/gateway';

/** The query interface behaves the same on PGlite and on PostgreSQL (DATABASE_URL, see with-postgres.sh). */

let db: Db;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ db, close } = await openTestDatabase());
  await migrate(db);
  await seedDemo(db, { bcryptRounds: 4 });
}, 60_000);

afterAll(async () => {
  await close?.();
});

describe('the query interface', () => {
  it('reads numeric as exact decimal text, int8 as a number, date as YYYY-MM-DD', async () => {
    const [row] = await db.query<{ money: string; big: string; n: number; day: string; at: Date; tags: string[]; doc: unknown }>(
      `select 0.1::numeric(14,2) + 0.2::numeric(14,2) as money, 123456789012345678901234.5678::numeric as big, count(*) as n,
              '2026-11-21'::date as day, now() as at, array['a','b'] as tags, '{"x":[1,2]}'::jsonb as doc from (values (1), (2)) v`,
    );
    expect(row).toMatchObject({ money: '0.30', big: '123456789012345678901234.5678', n: 2, day: '2026-11-21', tags: ['a', 'b'], doc: { x: [1, 2] } });
    expect(row!.at).toBeInstanceOf(Date);
  });

  it('refuses an int8 beyond 2^53 instead of losing digits or handing out a BigInt', async () => {
    expect(() => parseInt8('9007199254740993')).toThrow(RangeError);
    await expect(db.query('select 9007199254740993::int8 as n')).rejects.toThrow();
    expect((await db.query<{ n: string }>('select 9007199254740993::int8::text as n'))[0]!.n).toBe('9007199254740993');
  });

  it('passes parameters of every kind', async () => {
    const [row] = await db.query<{ a: string; b: boolean; c: string[]; d: unknown; e: null }>(
      'select $1::text as a, $2::boolean as b, $3::text[] as c, $4::jsonb as d, $5::text as e',
      ['中文', true, ['x', 'y'], JSON.stringify({ k: '值' }), null],
    );
    expect(row).toEqual({ a: '中文', b: true, c: ['x', 'y'], d: { k: '值' }, e: null });
  });

  it('commits a transaction that resolves and rolls back one that throws', async () => {
    await db.query('create table tx_probe (v text)');
    await db.transaction(async (tx) => {
      await tx.query(`insert into tx_probe values ('kept')`);
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.query(`insert into tx_probe values ('dropped')`);
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect((await db.query<{ v: string }>('select v from tx_probe')).map((r) => r.v)).toEqual(['kept']);
  });
});

describe('migrations and the demo seed', () => {
  it('applies each migration once and seeds once (the first run is tests/gateway/startup.test.ts)', async () => {
    const versions = (await loadMigrations()).map((m) => m.version);
    expect((await db.query<{ version: string }>('select version from schema_migrations order by version')).map((r) => r.version)).toEqual(versions);
    expect(await migrate(db)).toEqual([]);
    expect(await seedDemo(db, { bcryptRounds: 4 })).toBe(false);
    const [counts] = await db.query<{ sellers: number; contracts: number; expired: number; members: number }>(
      `select (select count(*) from sellers) as sellers, (select count(*) from contracts where buyer_id = 'm_demo_a') as contracts,
              (select count(*) from contracts where buyer_id = 'm_demo_a' and end_date < current_date) as expired, (select count(*) from members) as members`,
    );
    expect(counts).toEqual({ sellers: 4, contracts: 3, expired: 1, members: 2 });
  });

  it('stores money as numeric, never as a float column', async () => {
    const floats = await db.query<{ column_name: string }>(
      `select table_name || '.' || column_name as column_name from information_schema.columns
        where table_schema = current_schema() and data_type in ('real', 'double precision') and column_name not in ('latitude', 'longitude')`,
    );
    expect(floats).toEqual([]);
  });

  it('splits a migration into statements, ignoring semicolons in comments', () => {
    expect(splitStatements('create table a (x int); -- a comment; with a semicolon\ncreate table b (y int);')).toEqual([
      'create table a (x int)',
      'create table b (y int)',
    ]);
  });
});
