import type { Db, Queryable } from '../db';
import { weixinAccountOf } from '../lib/weixin';
import { hashPassword } from '../passwords';
import { DEMO_BUYER, SECOND_BUYER, demoRows, type SeedRow } from './demo';

export { CONCRETE_ADDONS, DEMO_BUYER, DEMO_IDS, SECOND_BUYER } from './demo';

/** Inserts rows of one table; a column a row leaves out takes its default. */
async function insertRows(tx: Queryable, table: string, rows: readonly SeedRow[]): Promise<void> {
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  // A few rows per statement keeps the parameter count far below the protocol's limit.
  const chunkSize = 50;
  for (let start = 0; start < rows.length; start += chunkSize) {
    const chunk = rows.slice(start, start + chunkSize);
    const params: unknown[] = [];
    const tuples = chunk.map((row) => {
      const placeholders = columns.map((column) => {
        if (!(column in row)) return 'default';
        params.push(row[column] ?? null);
        return `$${params.length}`;
      });
      return `(${placeholders.join(', ')})`;
    });
    await tx.query(`insert into ${table} (${columns.join(', ')}) values ${tuples.join(', ')}`, params);
  }
}

/**
 * Loads the demo catalogue and accounts once: does nothing when the demo buyer already exists, so a
 * restart keeps what a person did in the app. Returns whether it seeded.
 */
export async function seedDemo(db: Db, options: { bcryptRounds: number; now?: Date }): Promise<boolean> {
  const seeded = async (q: Queryable) => (await q.query('select 1 from members where member_id = $1', [DEMO_BUYER.memberId])).length > 0;
  if (await seeded(db)) return false;
  const [password, payPasswordA, payPasswordB] = await Promise.all([
    hashPassword(DEMO_BUYER.password, options.bcryptRounds),
    hashPassword(DEMO_BUYER.payPassword, options.bcryptRounds),
    hashPassword(SECOND_BUYER.payPassword, options.bcryptRounds),
  ]);
  const tables = demoRows(options.now ?? new Date(), { password, payPasswordA, payPasswordB, weixinA: weixinAccountOf(DEMO_BUYER.weChatCode) });
  return db.transaction(async (tx) => {
    // Several gateways starting together on one PostgreSQL: the first seeds, the others wait here and
    // then find the demo data (the migrations' lock, taken again for the seed).
    await tx.query('select pg_advisory_xact_lock(20261121)');
    if (await seeded(tx)) return false;
    for (const [table, rows] of tables) await insertRows(tx, table, rows);
    return true;
  });
}
