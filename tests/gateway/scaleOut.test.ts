import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@gen/openapi.gen';
import { sha256 } from '../../gateway/lib/ids';
import { DEMO_BUYER, DEMO_IDS } from '../../gateway/seed';
import { startGatewayProcess, type GatewayProcess as StartedProcess } from '../../gateway/tools/processes';
import { deliveryDraft } from './helpers/drafts';
import { GatewayClient, latestCode, openTestDatabase, testKeys } from './helpers/gateway';

type S = components['schemas'];

/**
 * Issue 11: the gateway keeps no state of its own — sessions, SMS codes, idempotency keys and payments
 * live in the database — so several gateway processes on one PostgreSQL behave as one. Two real
 * `gateway/main.ts` processes (as `npm start` runs it) start together on one new, empty database (their
 * migrations and demo seed race too), and a buyer's calls are spread over both. Only on PostgreSQL
 * (scripts/with-postgres.sh sets DATABASE_URL): an in-process PGlite cannot be shared by two processes.
 */

const onPostgres = process.env.DATABASE_URL !== undefined && process.env.DATABASE_URL !== '';

interface GatewayProcess {
  readonly client: GatewayClient;
  readonly url: string;
}

/** Every process started, so that one that did start is stopped even when its twin failed to. */
const children: StartedProcess[] = [];

/** Starts `gateway/main.ts` on a free port and resolves with its URL once its banner is printed. */
async function startProcess(env: NodeJS.ProcessEnv): Promise<GatewayProcess> {
  const started = await startGatewayProcess({ env });
  children.push(started);
  return { url: started.url, client: new GatewayClient(started.url, testKeys().privateKeyPem) };
}

describe.skipIf(!onPostgres)('two gateway processes on one PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let keyDir: string;
  let one: GatewayProcess;
  let two: GatewayProcess;
  /** GATEWAY_WORKERS=2: two processes of its own (node:cluster) behind one port. */
  let pair: GatewayProcess;
  let token: string;

  beforeAll(async () => {
    database = await openTestDatabase({ empty: true });
    keyDir = await mkdtemp(path.join(tmpdir(), 'gw-keys-'));
    const keys = testKeys();
    await writeFile(path.join(keyDir, 'private.pem'), keys.privateKeyPem);
    await writeFile(path.join(keyDir, 'public.pem'), keys.publicKeyPem);
    const env = {
      ...process.env,
      DATABASE_URL: database.url,
      APP_SIGNING_KEY_FILE: path.join(keyDir, 'private.pem'),
      GATEWAY_PUBLIC_KEY_FILE: path.join(keyDir, 'public.pem'),
    };
    // Both settle before a failure is thrown, so that afterAll stops the one that did start.
    const started = await Promise.allSettled([startProcess(env), startProcess(env), startProcess({ ...env, GATEWAY_WORKERS: '2' })]);
    for (const result of started) if (result.status === 'rejected') throw result.reason;
    [one, two, pair] = started.map((result) => (result as PromiseFulfilledResult<GatewayProcess>).value) as [GatewayProcess, GatewayProcess, GatewayProcess];
    token = (await one.client.ok('auth.login', { body: { account: DEMO_BUYER.accountName, password: DEMO_BUYER.password } })).token;
  }, 90_000);

  afterAll(async () => {
    for (const child of children) await child.stop('SIGTERM');
    await database?.close();
    if (keyDir !== undefined) await rm(keyDir, { recursive: true, force: true });
  }, 30_000);

  it('start together on an empty database: migrated and seeded once', async () => {
    const members = await database.db.query<{ n: number }>('select count(*)::int as n from members where member_id = $1', [DEMO_BUYER.memberId]);
    expect(members[0]!.n).toBe(1);
  });

  it('share sessions and SMS codes: a login on one is valid on the other, a code sent by one is checked by the other', async () => {
    const list = await two.client.call('cart.list', { token });
    expect(list.status).toBe(200);
    const mobile = '13900000311';
    await one.client.ok('auth.sendCode', { query: { mobile, scene: 'login' } });
    const code = await latestCode(two, mobile, 'login');
    const byPhone = await two.client.ok('auth.loginByPhone', { body: { mobile, smsCode: code } });
    expect((await one.client.call('cart.list', { token: byPhone.token })).status).toBe(200);
    await one.client.ok('auth.logout', { token: byPhone.token });
    expect((await two.client.call('cart.list', { token: byPhone.token })).status).toBe(401);
  });

  it('make exactly one order of one submit key sent to both at once, and one payment of one pay key', async () => {
    const count = async () =>
      (await database.db.query<{ n: number }>('select count(*)::int as n from orders where member_id = $1', [DEMO_BUYER.memberId]))[0]!.n;
    const before = await count();
    const orderIds: string[] = [];
    for (const key of ['scale-1', 'scale-2', 'scale-3']) {
      const body = { draft: deliveryDraft(), idempotencyKey: key, agreementAccepted: true };
      const answers = await Promise.all([one, two].map((gateway) => gateway.client.call<S['OrderSubmitResult']>('order.submit', { token, body })));
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      expect(answers[1]!.envelope.data.orderId).toBe(answers[0]!.envelope.data.orderId);
      orderIds.push(answers[0]!.envelope.data.orderId);
    }
    expect(new Set(orderIds).size).toBe(3);
    expect(await count()).toBe(before + 3);

    const pay = { orderId: orderIds[0]!, idempotencyKey: 'scale-pay' };
    const payments = await Promise.all([one, two].map((gateway) => gateway.client.call<S['PaymentRedirect']>('pay.alipay', { token, body: pay })));
    expect(payments.map((answer) => answer.status)).toEqual([200, 200]);
    expect(payments[1]!.envelope.data.paymentId).toBe(payments[0]!.envelope.data.paymentId);
    const rows = await database.db.query<{ n: number }>('select count(*)::int as n from payments where order_id = $1', [orderIds[0]]);
    expect(rows[0]!.n).toBe(1);
  });

  it('drop their cached catalogue when it changes, whoever changed it', async () => {
    const price = async (gateway: GatewayProcess) => (await gateway.client.ok('goods.detail', { query: { goodsId: DEMO_IDS.sand }, token })).varietyPrice;
    const gateways = [one, two, pair, pair, pair];
    const before = await Promise.all(gateways.map(price));
    expect(new Set(before).size).toBe(1);
    // A write no gateway made: the database's notice reaches every process.
    await database.db.query(`update goods_varieties set price = price + 1 where variety_id = 'var_sand'`);
    const expected = String((Number(before[0]) + 1).toFixed(2));
    // The notice is asynchronous across processes: a moment, not a cache lifetime.
    await expect.poll(async () => new Set(await Promise.all(gateways.map(price))), { timeout: 2000, interval: 20 }).toEqual(new Set([expected]));
  });

  it('refuse a session in every process once it ends in one, or by hand', async () => {
    const session = (await pair.client.ok('auth.login', { body: { account: DEMO_BUYER.accountName, password: DEMO_BUYER.password } })).token;
    const statuses = async () =>
      Promise.all([one, two, pair, pair, pair].map(async (gateway) => (await gateway.client.call('cart.list', { token: session })).status));
    expect(await statuses()).toEqual([200, 200, 200, 200, 200]);
    await two.client.ok('auth.logout', { token: session });
    await expect.poll(statuses, { timeout: 2000, interval: 20 }).toEqual([401, 401, 401, 401, 401]);

    const other = (await one.client.ok('auth.login', { body: { account: DEMO_BUYER.accountName, password: DEMO_BUYER.password } })).token;
    const otherStatuses = async () =>
      Promise.all([one, two, pair, pair].map(async (gateway) => (await gateway.client.call('cart.list', { token: other })).status));
    expect(await otherStatuses()).toEqual([200, 200, 200, 200]);
    await database.db.query('delete from sessions where token_hash = $1', [sha256(other)]);
    await expect.poll(otherStatuses, { timeout: 2000, interval: 20 }).toEqual([401, 401, 401, 401]);
  });
});
