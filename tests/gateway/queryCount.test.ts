import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db, Queryable } from '../../gateway/db';
import { DEMO_BUYER } from '../../gateway/seed';
import { startTestGateway, type TestGateway } from './helpers/gateway';

/**
 * Statements each call sends to the database: a Db that counts every statement (a transaction's begin
 * and commit as two more), under a second gateway on the same database. Before the caches and the
 * rewrite of these calls (main at b3244e8), a buyer's goods.detail sent 6, cart.add 10 (11 for a new
 * line) and cart.updateQuantity 5, the session lookup included; they must stay at most half of that.
 */
const BEFORE = { 'goods.detail': 6, 'cart.add': 10, 'cart.updateQuantity': 5 } as const;
function countingDb(inner: Db): { db: Db; take(): number } {
  let count = 0;
  const wrap = (q: Queryable): Queryable => ({
    query: (sql, params) => {
      count += 1;
      return q.query(sql, params);
    },
  });
  const db: Db = {
    ...inner,
    kind: inner.kind,
    ...wrap(inner),
    transaction: (fn) => {
      count += 2;
      return inner.transaction((tx) => fn(wrap(tx)));
    },
    exec: (script) => inner.exec(script),
    close: () => Promise.resolve(),
  };
  return {
    db,
    take() {
      const n = count;
      count = 0;
      return n;
    },
  };
}

describe('statements per call', () => {
  // The counting gateway runs beside the file's own, on its database.
  let base: TestGateway;
  let counted: TestGateway;
  let counter: ReturnType<typeof countingDb>;
  let token: string;

  beforeAll(async () => {
    base = await startTestGateway();
    counter = countingDb(base.db);
    counted = await startTestGateway({ db: counter.db });
    token = await counted.login('A');
  }, 60_000);
  afterAll(async () => {
    await counted?.close();
    await base?.close();
  });

  it('goods.detail, cart.add and cart.updateQuantity', async () => {
    const figures: Record<string, number[]> = {};
    const add = { goodsId: 'g_sand', resourceId: 'res_sand', quantity: '5', unit: '吨', selectInfos: [], addons: [] };
    let line = '';
    for (let round = 0; round < 2; round += 1) {
      counter.take();
      await counted.client.ok('goods.detail', { query: { goodsId: 'g_sand' }, token });
      (figures['goods.detail'] ??= []).push(counter.take());
      line = (await counted.client.ok('cart.add', { body: add, token })).cartResourceId;
      (figures['cart.add'] ??= []).push(counter.take());
      await counted.client.ok('cart.updateQuantity', { body: { cartResourceId: line, quantity: String(10 + round) }, token });
      (figures['cart.updateQuantity'] ??= []).push(counter.take());
    }
    console.log(`statements per call (first, second) for ${DEMO_BUYER.accountName}:`, JSON.stringify(figures));
    expect(line).not.toBe('');
    // The second round is the steady state: catalogue and session cached, the line there to merge into.
    for (const [id, before] of Object.entries(BEFORE)) expect(figures[id]![1], id).toBeLessThanOrEqual(Math.floor(before / 2));
    // Even with nothing cached (the first round) none sends more than before.
    for (const [id, before] of Object.entries(BEFORE)) expect(figures[id]![0], id).toBeLessThan(before);
  });
});
