import { describe, expect, it } from 'vitest';
import { subtractMoney, sumMoney } from '@/domain';
import { DEMO_BUYER } from '../../gateway/seed';
import { deliveryDraft } from './helpers/drafts';
import { useTestGateway } from './helpers/gateway';

/**
 * The wallet records on fresh demo data and after a payment: every balance follows from the one before
 * (± the amount; a failed record leaves it), the newest is the account's balance, and every record
 * number — seeded or new — has the one format ZJ + day (YYYYMMDD) + 6-digit sequence. And the cashier's
 * pay.info names the pay way chosen at checkout, for the cashier to preselect.
 */
const env = useTestGateway();
const BILL_NO = /^ZJ\d{8}\d{6}$/;

const account = () => env.gw.client.ok('capital.account', { token: env.a });
const bills = async () => (await env.gw.client.ok('capital.bills', { token: env.a, body: { pageNum: 1, pageSize: 50 } })).list;

/** Oldest first: each record's balance is the previous one ± its amount (unchanged when it failed). */
function expectChained(list: Awaited<ReturnType<typeof bills>>): void {
  const oldestFirst = [...list].reverse();
  let balance = '0.00';
  for (const bill of oldestFirst) {
    if (bill.status !== 'failed') balance = bill.direction === 'in' ? sumMoney([balance, bill.amount]) : subtractMoney(balance, bill.amount);
    expect({ billNo: bill.billNo, balanceAfter: bill.balanceAfter }).toEqual({ billNo: bill.billNo, balanceAfter: balance });
  }
}

let key = 0;
const nextKey = () => `wallet-records-${(key += 1)}`;

describe('wallet records', () => {
  it('on fresh demo data chain to the account balance, newest first, all numbered in one format', async () => {
    const list = await bills();
    expect(list.length).toBeGreaterThan(0);
    expect(list[0]!.balanceAfter).toBe((await account()).balance);
    expectChained(list);
    for (const bill of list) expect(bill.billNo).toMatch(BILL_NO);
  });

  it('a wallet payment books a record from the account balance, numbered like the seeded ones', async () => {
    const before = await account();
    const submitted = await env.gw.client.ok('order.submit', {
      token: env.a,
      body: { draft: deliveryDraft(undefined, { payWay: 'wallet' }), idempotencyKey: nextKey(), agreementAccepted: true },
    });
    // The cashier preselects the way chosen at checkout.
    const info = await env.gw.client.ok('pay.info', { token: env.a, query: { orderId: submitted.orderId } });
    expect(info.payWay).toBe('wallet');
    await env.gw.client.ok('pay.wallet', {
      token: env.a,
      body: { orderId: submitted.orderId, idempotencyKey: nextKey(), payPassword: DEMO_BUYER.payPassword },
    });
    const list = await bills();
    const newest = list[0]!;
    expect(newest).toMatchObject({ billType: 'payment', direction: 'out', amount: info.amount, balanceAfter: subtractMoney(before.balance, info.amount) });
    expect(newest.billNo).toMatch(BILL_NO);
    expect(newest.balanceAfter).toBe((await account()).balance);
    expectChained(list);
  });

  it('pay.info names no pay way when none was chosen at checkout', async () => {
    const submitted = await env.gw.client.ok('order.submit', {
      token: env.a,
      body: { draft: deliveryDraft(), idempotencyKey: nextKey(), agreementAccepted: true },
    });
    const info = await env.gw.client.ok('pay.info', { token: env.a, query: { orderId: submitted.orderId } });
    expect(info.payWay).toBeUndefined();
  });
});
