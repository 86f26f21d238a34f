import { describe, expect, it } from 'vitest';
import { sumMoney } from '@/domain';
import { DEMO_BUYER, DEMO_IDS } from '../../gateway/seed';
import { deliveryDraft } from './helpers/drafts';
import { useTestGateway } from './helpers/gateway';

/**
 * Choosing orders to invoice and applying (issue 14): invoice.selectableOrders, invoice.apply,
 * invoice.addItems and invoice.add — paid orders are invoiceable for exactly paid − refunded − invoiced,
 * one invoice has one seller, an order is not invoiced twice, and buyer B is refused on buyer A's data.
 */

const env = useTestGateway();
let key = 0;
const nextKey = () => `inv-test-${(key += 1)}`;

/** A new order of buyer A for concrete (seller 华东商砼), paid from the wallet: pendingDelivery. */
async function paidOrder(): Promise<{ orderId: string; orderNo: string; amount: string }> {
  const submitted = await env.gw.client.ok('order.submit', {
    token: env.a,
    body: { draft: deliveryDraft(), idempotencyKey: nextKey(), agreementAccepted: true },
  });
  await env.gw.client.ok('pay.wallet', { token: env.a, body: { orderId: submitted.orderId, idempotencyKey: nextKey(), payPassword: DEMO_BUYER.payPassword } });
  const detail = await env.gw.client.ok('order.detail', { token: env.a, query: { orderId: submitted.orderId } });
  return { orderId: detail.orderId, orderNo: detail.orderNo, amount: detail.paidAmount };
}

const selectable = async (token: string) => (await env.gw.client.ok('invoice.selectableOrders', { token, query: { pageNum: 1, pageSize: 100 } })).list;

const applyBody = (orderIds: string[], extra: Record<string, unknown> = {}) => ({
  orderIds,
  invoiceType: 'vat',
  titleId: DEMO_IDS.vatTitleA,
  receiveWay: 'email',
  email: 'finance@example.com',
  idempotencyKey: nextKey(),
  ...extra,
});

describe('invoice.selectableOrders', () => {
  it('lists paid orders (not only completed ones) with what is left to invoice, and never an unpaid one', async () => {
    const paid = await paidOrder();
    const unpaid = await env.gw.client.ok('order.submit', {
      token: env.a,
      body: { draft: deliveryDraft(), idempotencyKey: nextKey(), agreementAccepted: true },
    });
    const list = await selectable(env.a);
    const row = list.find((o) => o.orderId === paid.orderId)!;
    expect(row).toMatchObject({ orderNo: paid.orderNo, sellerId: DEMO_IDS.sellerConcrete, isPlatform: false, invoiceableAmount: paid.amount });
    expect(list.some((o) => o.orderId === unpaid.orderId)).toBe(false);
    expect(list.find((o) => o.orderId === DEMO_IDS.orderCompletedA)!.invoiceableAmount).toBe('13890.00');
    // Grouping needs the seller of each: the platform's own goods say so.
    expect(list.filter((o) => o.isPlatform).every((o) => o.sellerId === DEMO_IDS.sellerPlatform)).toBe(true);
  });

  it('shows buyer B none of buyer A’s orders', async () => {
    const list = await selectable(env.b);
    expect(list.map((o) => o.orderId)).toEqual([DEMO_IDS.orderCompletedB]);
  });
});

describe('invoice.apply', () => {
  it('invoices two paid orders of one seller for their exact sum, once', async () => {
    const first = await paidOrder();
    const second = await paidOrder();
    const body = applyBody([first.orderId, second.orderId]);
    const { invoiceIds } = await env.gw.client.ok('invoice.apply', { token: env.a, body });
    expect(invoiceIds).toHaveLength(1);
    // The same request again (a retry) answers the same invoice.
    expect((await env.gw.client.ok('invoice.apply', { token: env.a, body })).invoiceIds).toEqual(invoiceIds);

    const detail = await env.gw.client.ok('invoice.detail', { token: env.a, query: { invoiceId: invoiceIds[0]! } });
    expect(detail).toMatchObject({ status: 'applied', invoiceType: 'vat', amount: sumMoney([first.amount, second.amount]), receiveWay: 'email' });
    expect(detail.orders.map((o) => o.orderId).sort()).toEqual([first.orderId, second.orderId].sort());
    const list = await env.gw.client.ok('invoice.list', { token: env.a, query: { status: 'applied', pageNum: 1, pageSize: 50 } });
    expect(list.list.find((i) => i.invoiceId === invoiceIds[0])!.amount).toBe(sumMoney([first.amount, second.amount]));

    // Both orders show the invoice and are no longer selectable.
    const left = (await selectable(env.a)).map((o) => o.orderId);
    expect(left).not.toContain(first.orderId);
    expect(left).not.toContain(second.orderId);
    const ofOrder = await env.gw.client.ok('invoice.ofOrder', { token: env.a, query: { orderId: first.orderId } });
    expect(ofOrder).toMatchObject({ invoiceStatus: 'applied', invoiceableAmount: '0.00' });
    expect(ofOrder.invoices.map((i) => i.invoiceId)).toEqual(invoiceIds);

    // Applying again for either order is refused, naming it.
    const again = await env.gw.client.call('invoice.apply', { token: env.a, body: applyBody([second.orderId]) });
    expect(again.status).toBe(409);
    expect(again.envelope.code).toBe('ALREADY_INVOICED');
    expect(again.envelope.message).toBe(`订单${second.orderNo}已申请开票，不能重复申请`);
  });

  it('refuses orders of two sellers on one invoice and invoices nothing', async () => {
    const shop = await paidOrder();
    const platformOrder = (await selectable(env.a)).find((o) => o.isPlatform)!;
    const refused = await env.gw.client.call('invoice.apply', { token: env.a, body: applyBody([shop.orderId, platformOrder.orderId]) });
    expect(refused.status).toBe(400);
    expect(refused.envelope.code).toBe('MIXED_SELLERS');
    expect(refused.envelope.message).toContain('同一卖家');
    const left = (await selectable(env.a)).map((o) => o.orderId);
    expect(left).toEqual(expect.arrayContaining([shop.orderId, platformOrder.orderId]));
  });

  it('refuses an unpaid order, no orders, a personal or incomplete title for a VAT invoice, a bad e-mail and a paper invoice without address', async () => {
    const unpaid = await env.gw.client.ok('order.submit', {
      token: env.a,
      body: { draft: deliveryDraft(), idempotencyKey: nextKey(), agreementAccepted: true },
    });
    const paid = await paidOrder();
    const code = async (body: Record<string, unknown>) => (await env.gw.client.call('invoice.apply', { token: env.a, body })).envelope;
    expect((await code(applyBody([unpaid.orderId]))).code).toBe('NOT_INVOICEABLE');
    expect((await code(applyBody([]))).message).toBe('请选择要开票的订单');
    expect((await code(applyBody([paid.orderId], { titleId: 'vt_a_personal' }))).message).toBe('增值税专用发票须使用企业抬头');
    const partial = await env.gw.client.ok('invoice.vatTitleSave', {
      token: env.a,
      body: { titleType: 'company', title: '缺开户行公司', taxNumber: 'ABC123' },
    });
    expect((await code(applyBody([paid.orderId], { titleId: partial.titleId }))).code).toBe('VAT_TITLE_INCOMPLETE');
    const badEmail = await code(applyBody([paid.orderId], { email: 'finance@example' }));
    expect(badEmail.message).toContain('请输入正确的邮箱地址');
    expect((await code(applyBody([paid.orderId], { receiveWay: 'post', email: undefined }))).message).toBe('请选择发票邮寄地址');
    // An ordinary invoice on paper, to the buyer's address: the address is kept on the invoice.
    const { invoiceIds } = await env.gw.client.ok('invoice.apply', {
      token: env.a,
      body: applyBody([paid.orderId], { invoiceType: 'normal', titleId: 'vt_a_personal', receiveWay: 'post', email: undefined, addressId: DEMO_IDS.addressA }),
    });
    const detail = await env.gw.client.ok('invoice.detail', { token: env.a, query: { invoiceId: invoiceIds[0]! } });
    expect(detail.shipping!.address.addressId).toBe(DEMO_IDS.addressA);
    expect(detail.amount).toBe(paid.amount);
  });

  it('refuses buyer B on buyer A’s orders, titles and addresses as if they did not exist', async () => {
    const paid = await paidOrder();
    const onA = await env.gw.client.call('invoice.apply', {
      token: env.b,
      body: applyBody([paid.orderId], { titleId: DEMO_IDS.vatTitleB, invoiceType: 'normal' }),
    });
    expect(onA.status).toBe(404);
    const titleOfA = await env.gw.client.call('invoice.apply', { token: env.b, body: applyBody([DEMO_IDS.orderCompletedB], { invoiceType: 'normal' }) });
    expect(titleOfA.status).toBe(404);
    const addressOfA = await env.gw.client.call('invoice.apply', {
      token: env.b,
      body: applyBody([DEMO_IDS.orderCompletedB], {
        invoiceType: 'normal',
        titleId: DEMO_IDS.vatTitleB,
        receiveWay: 'post',
        email: undefined,
        addressId: DEMO_IDS.addressA,
      }),
    });
    expect(addressOfA.status).toBe(404);
    expect((await selectable(env.a)).map((o) => o.orderId)).toContain(paid.orderId);
    expect((await selectable(env.b)).map((o) => o.orderId)).toEqual([DEMO_IDS.orderCompletedB]);
  });
});

describe('invoice.addItems and invoice.add', () => {
  it('lists a kind’s items with their issuer and invoices them once', async () => {
    const ship = await env.gw.client.ok('invoice.addItems', { token: env.a, query: { kind: 'platformShip', pageNum: 1, pageSize: 50 } });
    expect(ship.list.map((i) => [i.bizId, i.issuerId, i.invoiceableAmount])).toEqual([['wb_a_ship', DEMO_IDS.sellerPlatform, '4500.00']]);
    const shop = await env.gw.client.ok('invoice.addItems', { token: env.a, query: { kind: 'personal', pageNum: 1, pageSize: 100 } });
    expect(shop.list.length).toBeGreaterThan(0);
    expect(shop.list.every((i) => i.issuerId !== DEMO_IDS.sellerPlatform)).toBe(true);

    const body = {
      kind: 'platformShip',
      bizIds: ['wb_a_ship'],
      invoiceType: 'normal',
      titleId: DEMO_IDS.vatTitleA,
      receiveWay: 'post',
      addressId: DEMO_IDS.addressA,
      idempotencyKey: nextKey(),
    };
    const { invoiceIds } = await env.gw.client.ok('invoice.add', { token: env.a, body });
    const detail = await env.gw.client.ok('invoice.detail', { token: env.a, query: { invoiceId: invoiceIds[0]! } });
    expect(detail).toMatchObject({ kind: 'platformShip', amount: '4500.00', issuerName: '建材云平台自营' });
    expect((await env.gw.client.ok('invoice.addItems', { token: env.a, query: { kind: 'platformShip', pageNum: 1, pageSize: 50 } })).list).toEqual([]);
    expect((await env.gw.client.call('invoice.add', { token: env.a, body: { ...body, idempotencyKey: nextKey() } })).status).toBe(404);
  });

  it('shows buyer B none of buyer A’s items and refuses B’s add of them', async () => {
    for (const kind of ['personal', 'platform', 'personalShip', 'platformShip'] as const) {
      const items = await env.gw.client.ok('invoice.addItems', { token: env.b, query: { kind, pageNum: 1, pageSize: 100 } });
      expect(items.list.every((i) => i.bizId.includes('_b_') || i.bizId === DEMO_IDS.orderCompletedB)).toBe(true);
    }
    const shopOfA = (await env.gw.client.ok('invoice.addItems', { token: env.a, query: { kind: 'personal', pageNum: 1, pageSize: 100 } })).list[0]!;
    const refused = await env.gw.client.call('invoice.add', {
      token: env.b,
      body: {
        kind: 'personal',
        bizIds: [shopOfA.bizId],
        invoiceType: 'normal',
        titleId: DEMO_IDS.vatTitleB,
        receiveWay: 'email',
        email: 'b@example.com',
        idempotencyKey: nextKey(),
      },
    });
    expect(refused.status).toBe(404);
  });
});
