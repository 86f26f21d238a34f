import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { components } from '@gen/openapi.gen';
import { compareDecimal, refundableMoney, subtractMoney, sumMoney } from '@/domain';
import { DEV_REFUND_PATH, DEV_SUPPLEMENT_PATH } from '../../gateway/devOrders';
import { concreteItem, deliveryDraft } from './helpers/drafts';
import { startTestGateway, useTestGateway } from './helpers/gateway';

type S = components['schemas'];

const env = useTestGateway();
let keys = 0;

/** A new order of buyer A, paid on the (simulated) wechat page: answers its id and the paid amount. */
async function paidOrder(quantity = '10'): Promise<{ orderId: string; paid: string }> {
  keys += 1;
  const submitted = await env.gw.client.ok('order.submit', {
    token: env.a,
    body: { draft: deliveryDraft([concreteItem(quantity)]), idempotencyKey: `rf-order-${keys}`, agreementAccepted: true },
  });
  const payment = await env.gw.client.ok('pay.wechat', { token: env.a, body: { orderId: submitted.orderId, idempotencyKey: `rf-pay-${keys}` } });
  await providerConfirm(payment.paymentId);
  return { orderId: submitted.orderId, paid: submitted.payAmount };
}

async function providerConfirm(paymentId: string): Promise<void> {
  const response = await fetch(`${env.gw.url}/__provider/pay/confirm`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `paymentId=${paymentId}`,
  });
  expect(response.status).toBe(303);
}

async function dev(
  path: string,
  body: unknown,
  base = env.gw.url,
): Promise<{ status: number; envelope: { success: boolean; code: string; data: unknown; message: string } }> {
  const response = await fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: response.status, envelope: (await response.json().catch(() => ({}))) as never };
}

const apply = (token: string, body: Omit<S['RefundApplyBody'], 'images'> & { images?: string[] }) =>
  env.gw.client.call<S['RefundApplyResult']>('order.refundApply', { token, body: { images: [], ...body } });

async function orderMoney(orderId: string): Promise<{ paid: string; refunded: string; open: string[]; status: string }> {
  const order = (
    await env.gw.db.query<{ paid_amount: string; refunded_amount: string; status: string }>('select * from orders where order_id = $1', [orderId])
  )[0]!;
  const open = await env.gw.db.query<{ amount: string }>(`select amount from refunds where order_id = $1 and status = 'pending'`, [orderId]);
  return { paid: order.paid_amount, refunded: order.refunded_amount, open: open.map((r) => r.amount), status: order.status };
}

describe('refunds', () => {
  it('refunds part of a paid order, follows the progress to the end, refuses more than the rest, refunds the rest exactly', async () => {
    const { orderId, paid } = await paidOrder('20');
    const detail = await env.gw.client.ok('order.detail', { token: env.a, query: { orderId } });
    expect(detail.actions.refund).toBe(true);
    expect(detail.afterSales).toMatchObject({ refundableAmount: paid, refundedAmount: '0.00', evaluate: false });
    expect(detail.afterSales.refundId).toBeUndefined();

    const part = '100.01';
    const first = await apply(env.a, { orderId, reason: '卖家无法按时发货', amount: part, description: '少送了一车' });
    expect(first.status).toBe(200);
    const refundId = first.envelope.data.refundId;
    const opened = await env.gw.client.ok('order.detail', { token: env.a, query: { orderId } });
    expect(opened).toMatchObject({ status: 'refunding', afterSales: { refundId, refundStatus: 'pending', refundableAmount: subtractMoney(paid, part) } });
    let steps = await env.gw.client.ok('order.refundProgress', { token: env.a, query: { refundId } });
    expect(steps.map((s) => [s.key, s.done])).toEqual([
      ['submitted', true],
      ['review', false],
      ['refunded', false],
    ]);

    expect((await dev(DEV_REFUND_PATH, { refundId, action: 'approve' })).envelope.data).toEqual({ status: 'approved' });
    steps = await env.gw.client.ok('order.refundProgress', { token: env.a, query: { refundId } });
    expect(steps.map((s) => s.done)).toEqual([true, true, false]);
    expect((await dev(DEV_REFUND_PATH, { refundId, action: 'refund' })).envelope.data).toEqual({ status: 'refunded' });
    steps = await env.gw.client.ok('order.refundProgress', { token: env.a, query: { refundId } });
    expect(steps.map((s) => s.done)).toEqual([true, true, true]);
    const refundDetail = await env.gw.client.ok('order.refundDetail', { token: env.a, query: { refundId } });
    expect(refundDetail).toMatchObject({ status: 'refunded', amount: part, canClose: false, canEdit: false });

    // Partly refunded: the order goes back to where it was; the rest is exactly paid − refunded.
    const rest = subtractMoney(paid, part);
    const after = await env.gw.client.ok('order.detail', { token: env.a, query: { orderId } });
    expect(after).toMatchObject({ status: 'pendingDelivery', afterSales: { refundableAmount: rest, refundedAmount: part, refundStatus: 'refunded' } });
    const tooMuch = await apply(env.a, { orderId, reason: '其他', amount: sumMoney([rest, '0.01']) });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.envelope.code).toBe('REFUND_EXCEEDS');
    expect(tooMuch.envelope.message).toBe(`退款金额不能超过可退金额¥${rest}`);

    // The rest, to the fen: the order ends refunded.
    const second = (await apply(env.a, { orderId, reason: '其他', amount: rest })).envelope.data.refundId;
    await dev(DEV_REFUND_PATH, { refundId: second, action: 'refund' });
    const end = await env.gw.client.ok('order.detail', { token: env.a, query: { orderId } });
    expect(end).toMatchObject({ status: 'refunded', afterSales: { refundableAmount: '0.00', refundedAmount: paid } });
    expect(end.actions.refund).toBe(false);
  });

  it('withdraws an open request, and lets a rejected one be edited within the rest', async () => {
    const { orderId, paid } = await paidOrder();
    const refundId = (await apply(env.a, { orderId, reason: '不想要了', amount: '10.00' })).envelope.data.refundId;
    await env.gw.client.ok('order.refundClose', { token: env.a, body: { refundId } });
    expect((await env.gw.client.ok('order.refundDetail', { token: env.a, query: { refundId } })).status).toBe('closed');
    expect((await env.gw.client.ok('order.refundProgress', { token: env.a, query: { refundId } })).map((s) => s.key)).toEqual(['submitted', 'closed']);
    expect((await env.gw.client.ok('order.detail', { token: env.a, query: { orderId } })).status).toBe('pendingDelivery');
    expect((await env.gw.client.call('order.refundClose', { token: env.a, body: { refundId } })).envelope.code).toBe('REFUND_STATE');

    const again = (await apply(env.a, { orderId, reason: '不想要了', amount: '20.00' })).envelope.data.refundId;
    await dev(DEV_REFUND_PATH, { refundId: again, action: 'reject', reason: '货已发出' });
    const rejected = await env.gw.client.ok('order.refundProgress', { token: env.a, query: { refundId: again } });
    expect(rejected.at(-1)).toMatchObject({ key: 'rejected', remark: '货已发出', done: true });
    expect((await env.gw.client.ok('order.detail', { token: env.a, query: { orderId } })).status).toBe('pendingDelivery');
    // A second request while the rejected one could come back: both together stay within what was paid.
    const other = (await apply(env.a, { orderId, reason: '其他', amount: subtractMoney(paid, '5.00') })).envelope.data.refundId;
    const edit = await apply(env.a, { orderId, refundId: again, reason: '不想要了', amount: '5.01' });
    expect(edit.envelope.code).toBe('REFUND_EXCEEDS');
    expect((await apply(env.a, { orderId, refundId: again, reason: '不想要了', amount: '5.00' })).status).toBe(200);
    expect((await env.gw.client.ok('order.refundDetail', { token: env.a, query: { refundId: other } })).maxAmount).toBe(subtractMoney(paid, '5.00'));
  });

  it('takes photos the buyer uploaded and refuses inline data, other sites and more than six (tests/gateway/uploads.test.ts has the rest)', async () => {
    const { orderId } = await paidOrder();
    const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
    const photo = (await env.gw.client.ok('upload.image', { token: env.a, body: { fileName: 'site.png', contentBase64: png } })).url;
    const ok = await apply(env.a, { orderId, reason: '商品质量问题', amount: '1.00', images: [photo] });
    expect(ok.status).toBe(200);
    expect((await env.gw.client.ok('order.refundDetail', { token: env.a, query: { refundId: ok.envelope.data.refundId } })).images).toEqual([photo]);
    for (const images of [['data:image/svg+xml;base64,PHN2Zz4='], [`data:image/png;base64,${png}`], ['/demo/concrete.svg'], Array(7).fill(photo) as string[]]) {
      const refused = await apply(env.a, { orderId, refundId: ok.envelope.data.refundId, reason: '其他', amount: '1.00', images });
      expect(refused.status, images[0]).toBe(400);
    }
  });

  it('property: for any sequence of refund requests the refunded total never exceeds the paid amount (exact money)', async () => {
    type Op = { kind: 'apply'; cents: number } | { kind: 'edit'; cents: number } | { kind: 'approve' | 'refund' | 'reject' | 'close' };
    const op: fc.Arbitrary<Op> = fc.oneof(
      fc.record({ kind: fc.constant('apply' as const), cents: fc.integer({ min: 1, max: 1_000_000 }) }),
      fc.record({ kind: fc.constant('edit' as const), cents: fc.integer({ min: 1, max: 1_000_000 }) }),
      fc.record({ kind: fc.constantFrom('approve' as const, 'refund' as const, 'refund' as const, 'reject' as const, 'close' as const) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 8 }), async (ops) => {
        const { orderId, paid } = await paidOrder();
        const refunds: string[] = [];
        for (const step of ops) {
          const before = await orderMoney(orderId);
          const latest = refunds.at(-1);
          if (step.kind === 'apply' || step.kind === 'edit') {
            const amount = (step.cents / 100).toFixed(2);
            // A cent amount around what was paid: often inside, sometimes just over the room.
            const editing = step.kind === 'edit' && latest !== undefined;
            const result = await apply(env.a, { orderId, reason: '其他', amount, ...(editing ? { refundId: latest } : {}) });
            const others = editing
              ? (
                  await env.gw.db.query<{ amount: string }>(`select amount from refunds where order_id = $1 and status = 'pending' and refund_id <> $2`, [
                    orderId,
                    latest,
                  ])
                ).map((r) => r.amount)
              : before.open;
            const room = refundableMoney(before.paid, before.refunded, others);
            if (compareDecimal(amount, room) > 0) expect(result.status).toBe(400);
            if (result.status === 200 && !editing) refunds.push(result.envelope.data.refundId);
          } else if (latest !== undefined) {
            if (step.kind === 'close') await env.gw.client.call('order.refundClose', { token: env.a, body: { refundId: latest } });
            else await dev(DEV_REFUND_PATH, { refundId: latest, action: step.kind });
          }
          const now = await orderMoney(orderId);
          expect(now.paid).toBe(paid);
          expect(compareDecimal(now.refunded, now.paid)).toBeLessThanOrEqual(0);
          // Refunded plus every open request never asks back more than was paid.
          expect(compareDecimal(sumMoney([now.refunded, ...now.open]), now.paid)).toBeLessThanOrEqual(0);
          const refundedRows = await env.gw.db.query<{ amount: string }>(`select amount from refunds where order_id = $1 and status = 'refunded'`, [orderId]);
          expect(sumMoney(refundedRows.map((r) => r.amount))).toBe(sumMoney([now.refunded]));
        }
      }),
      { numRuns: 20 },
    );
  }, 240_000);
});

describe('supplements', () => {
  it('a supplement the seller asks for shows on the order, is paid with a pay way and shows paid', async () => {
    const { orderId, paid } = await paidOrder();
    const asked = await dev(DEV_SUPPLEMENT_PATH, { orderId, amount: '123.45', reason: '现场实测方量多出0.5方' });
    expect(asked.status).toBe(200);
    const supplementId = (asked.envelope.data as { supplementId: string }).supplementId;
    const detail = await env.gw.client.ok('order.detail', { token: env.a, query: { orderId } });
    expect(detail.actions.supplementPay).toBe(true);
    expect(detail.afterSales).toMatchObject({ supplementId, supplementStatus: 'pendingPayment' });
    expect(await env.gw.client.ok('order.supplementDetail', { token: env.a, query: { orderId } })).toMatchObject({
      supplementId,
      amount: '123.45',
      reason: '现场实测方量多出0.5方',
      status: 'pendingPayment',
    });
    const info = await env.gw.client.ok('pay.info', { token: env.a, query: { orderId, supplementId } });
    expect(info).toMatchObject({ bizType: 'supplement', amount: '123.45', paid: false });

    const payment = await env.gw.client.ok('pay.alipay', { token: env.a, body: { orderId, supplementId, idempotencyKey: 'sp-pay-1' } });
    const back = await fetch(`${env.gw.url}/__provider/pay/confirm`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `paymentId=${payment.paymentId}&returnUrl=${encodeURIComponent(`/order/supplement/progress?orderId=${orderId}&supplementId=${supplementId}`)}`,
    });
    expect(back.headers.get('location')).toMatch(/^\/order\/supplement\/progress\?orderId=.*&supplementId=.*&payStatus=paid$/);
    const progress = await env.gw.client.ok('order.supplementProgress', { token: env.a, query: { supplementId } });
    expect(progress.map((s) => [s.key, s.done])).toEqual([
      ['created', true],
      ['paid', true],
    ]);
    const after = await env.gw.client.ok('order.detail', { token: env.a, query: { orderId } });
    expect(after).toMatchObject({ paidAmount: sumMoney([paid, '123.45']), afterSales: { supplementStatus: 'paid' } });
    expect(after.actions.supplementPay).toBe(false);
    // Paid twice? No.
    expect((await env.gw.client.call('pay.wechat', { token: env.a, body: { orderId, supplementId, idempotencyKey: 'sp-pay-2' } })).envelope.code).toBe(
      'ALREADY_PAID',
    );
  });

  it('refuses a supplement for an unpaid order or a bad amount', async () => {
    keys += 1;
    const unpaid = await env.gw.client.ok('order.submit', {
      token: env.a,
      body: { draft: deliveryDraft([concreteItem()]), idempotencyKey: `rf-unpaid-${keys}`, agreementAccepted: true },
    });
    expect((await dev(DEV_SUPPLEMENT_PATH, { orderId: unpaid.orderId, amount: '1.00', reason: 'x' })).envelope.code).toBe('ORDER_STATE');
    const { orderId } = await paidOrder();
    expect((await dev(DEV_SUPPLEMENT_PATH, { orderId, amount: '-1', reason: 'x' })).status).toBe(400);
    expect((await dev(DEV_SUPPLEMENT_PATH, { orderId, amount: '1.00', reason: ' ' })).status).toBe(400);
    expect((await dev(DEV_REFUND_PATH, { refundId: 'nope', action: 'refund' })).status).toBe(404);
  });
});

describe('buyer B on buyer A’s refunds and supplements', () => {
  it('is refused on every refund and supplement call, and changes nothing', async () => {
    const { orderId } = await paidOrder();
    const supplementId = ((await dev(DEV_SUPPLEMENT_PATH, { orderId, amount: '9.99', reason: '多出方量' })).envelope.data as { supplementId: string })
      .supplementId;
    const refundId = (await apply(env.a, { orderId, reason: '其他', amount: '1.00' })).envelope.data.refundId;
    const refused: [Parameters<typeof env.gw.client.call>[0], Parameters<typeof env.gw.client.call>[1]][] = [
      ['order.refundApply', { body: { orderId, reason: '其他', amount: '1.00', images: [] } }],
      ['order.refundApply', { body: { orderId, refundId, reason: '其他', amount: '1.00', images: [] } }],
      ['order.refundDetail', { query: { refundId } }],
      ['order.refundProgress', { query: { refundId } }],
      ['order.refundClose', { body: { refundId } }],
      ['order.supplementDetail', { query: { orderId } }],
      ['order.supplementDetail', { query: { orderId, supplementId } }],
      ['order.supplementProgress', { query: { supplementId } }],
      ['pay.info', { query: { orderId, supplementId } }],
      ['pay.wechat', { body: { orderId, supplementId, idempotencyKey: 'b-sp-1' } }],
    ];
    for (const [id, options] of refused) {
      const result = await env.gw.client.call(id, { ...options, token: env.b });
      expect([id, result.status]).toEqual([id, 404]);
    }
    expect((await env.gw.client.ok('order.refundDetail', { token: env.a, query: { refundId } })).status).toBe('pending');
    expect((await env.gw.client.ok('order.supplementDetail', { token: env.a, query: { orderId } })).status).toBe('pendingPayment');
  });
});

describe('the development endpoints', () => {
  it('do not exist in production mode', async () => {
    const production = await startTestGateway({ settings: { production: true }, db: env.gw.db });
    try {
      expect((await dev(DEV_REFUND_PATH, { refundId: 'x', action: 'refund' }, production.url)).status).toBe(404);
      expect((await dev(DEV_SUPPLEMENT_PATH, { orderId: 'x', amount: '1.00', reason: 'x' }, production.url)).status).toBe(404);
    } finally {
      await production.close();
    }
  });
});
