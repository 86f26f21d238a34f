import { describe, expect, it } from 'vitest';
import { createFaultPlan } from '../../gateway/faults';
import { DEMO_BUYER } from '../../gateway/seed';
import { concreteItem, deliveryDraft } from './helpers/drafts';
import { useTestGateway } from './helpers/gateway';

/**
 * The faults the fault matrix (tests/e2e/faults.spec.ts) arms on a gateway (gateway/faults.ts): each is
 * what it says — a 500 writes nothing, a hang writes nothing and never answers, a hang after the write
 * commits it, an expiry ends the session — and each fires once.
 */
const faults = createFaultPlan();
const env = useTestGateway({ faults });

const address = (receiverName: string) => ({
  type: '1',
  receiverName,
  receiverMobile: '13900000000',
  province: '上海市',
  city: '上海市',
  district: '闵行区',
  detail: '测试路1号',
});
const count = async (receiverName: string) =>
  Number((await env.gw.db.query<{ n: number }>('select count(*)::int as n from addresses where receiver_name = $1', [receiverName]))[0]!.n);

describe('fault plan', () => {
  it('error500: the envelope of a failure of our own, nothing written; the next call goes through', async () => {
    faults.arm('address.add', 'error500');
    const failed = await env.gw.client.call('address.add', { token: env.a, body: address('故障500') });
    expect(failed.status).toBe(500);
    expect(failed.envelope).toMatchObject({ success: false, code: '500', message: '服务异常，请稍后重试' });
    expect(await count('故障500')).toBe(0);
    await env.gw.client.ok('address.add', { token: env.a, body: address('故障500') });
    expect(await count('故障500')).toBe(1);
  });

  it('hang: held unanswered and not carried out; hangAfterWrite: carried out, then held', async () => {
    faults.arm('address.add', 'hang');
    const { url, init } = env.gw.client.build('address.add', { token: env.a, body: address('故障挂起') });
    const abort = new AbortController();
    const hung = fetch(url, { ...init, signal: abort.signal }).catch((error: Error) => error.name);
    await faults.held('address.add');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await count('故障挂起')).toBe(0);
    abort.abort();
    expect(await hung).toBe('AbortError');

    faults.arm('address.add', 'hangAfterWrite');
    const second = env.gw.client.build('address.add', { token: env.a, body: address('故障丢答') });
    const lost = new AbortController();
    const lostAnswer = fetch(second.url, { ...second.init, signal: lost.signal }).catch((error: Error) => error.name);
    await faults.held('address.add');
    expect(await count('故障丢答')).toBe(1);
    lost.abort();
    expect(await lostAnswer).toBe('AbortError');
  });

  it('expire: the session ends at the write (401), and stays ended', async () => {
    const token = await env.gw.login('B');
    faults.arm('address.add', 'expire');
    const expired = await env.gw.client.call('address.add', { token, body: address('故障过期') });
    expect(expired.status).toBe(401);
    expect(await count('故障过期')).toBe(0);
    expect((await env.gw.client.call('auth.userInfo', { token })).status).toBe(401);
  });
});

describe('refund apply, once per idempotency key (the buying flows of the fault matrix)', () => {
  let orders = 0;
  /** A new order of buyer A, paid from the wallet. */
  async function paidOrder(): Promise<string> {
    orders += 1;
    const { orderId } = await env.gw.client.ok('order.submit', {
      token: env.a,
      body: { draft: deliveryDraft([concreteItem('10')]), idempotencyKey: `faults-rf-order-${orders}`, agreementAccepted: true },
    });
    await env.gw.client.ok('pay.wallet', { token: env.a, body: { orderId, idempotencyKey: `faults-rf-pay-${orders}`, payPassword: DEMO_BUYER.payPassword } });
    return orderId;
  }
  const refunds = async (orderId: string) =>
    Number((await env.gw.db.query<{ n: number }>('select count(*)::int as n from refunds where order_id = $1', [orderId]))[0]!.n);

  it('the answer lost after the write: the retry with the key gets the same refund, one request', async () => {
    const orderId = await paidOrder();
    const body = { orderId, reason: '其他', amount: '1.00', images: [], idempotencyKey: `faults-rf-${orderId}` };
    faults.arm('order.refundApply', 'hangAfterWrite');
    const { url, init } = env.gw.client.build('order.refundApply', { token: env.a, body });
    const lost = new AbortController();
    const lostAnswer = fetch(url, { ...init, signal: lost.signal }).catch((error: Error) => error.name);
    await faults.held('order.refundApply');
    lost.abort();
    expect(await lostAnswer).toBe('AbortError');
    expect(await refunds(orderId)).toBe(1);

    const retried = await env.gw.client.ok('order.refundApply', { token: env.a, body });
    const again = await env.gw.client.ok('order.refundApply', { token: env.a, body });
    expect(again.refundId).toBe(retried.refundId);
    expect(await refunds(orderId)).toBe(1);
    // The key is the request's: another request with it is refused.
    const other = await env.gw.client.call('order.refundApply', { token: env.a, body: { ...body, amount: '2.00' } });
    expect(other.envelope).toMatchObject({ success: false, code: 'IDEMPOTENCY_KEY_REUSED' });
  });

  it('without a key a request is made as before, and a second one of the refunding order is refused', async () => {
    const orderId = await paidOrder();
    await env.gw.client.ok('order.refundApply', { token: env.a, body: { orderId, reason: '其他', amount: '1.00', images: [] } });
    const second = await env.gw.client.call('order.refundApply', { token: env.a, body: { orderId, reason: '其他', amount: '1.00', images: [] } });
    expect(second.envelope).toMatchObject({ success: false, code: 'ORDER_STATE' });
    expect(await refunds(orderId)).toBe(1);
  });
});
