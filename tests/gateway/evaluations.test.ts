import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../gateway/seed';
import { useTestGateway } from './helpers/gateway';

/**
 * Evaluations and quality reports over HTTP (evaluation.pending / add / list / detail, quality.list /
 * show): a completed order is evaluated once per goods, by its buyer only; the evaluation moves the order
 * from the "to evaluate" list to the buyer's own list and shows on the goods' public review list, without
 * the buyer's order; the reports of an order's goods; buyer B kept off buyer A's orders, evaluations and
 * reports.
 */

const page = { pageNum: 1, pageSize: 50 };
/** A small PNG the buyer picked, as the app sends it: uploaded first (upload.image), then its URL. */
const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==';
let PICTURE = '';

const env = useTestGateway();
beforeAll(async () => {
  PICTURE = (await env.gw.client.ok('upload.image', { token: env.a, body: { fileName: 'site.png', contentBase64: PNG_BASE64 } })).url;
});

const pending = async (token: string, orderId?: string) =>
  (await env.gw.client.ok('evaluation.pending', { token, body: { ...page, ...(orderId ? { orderId } : {}) } })).list;
const own = async (token: string) => (await env.gw.client.ok('evaluation.list', { token, body: page })).list;
const reviews = async (token: string, goodsId: string) => (await env.gw.client.ok('evaluation.list', { token, body: { ...page, goodsId } })).list;

describe('evaluations', () => {
  it('lists the completed orders to evaluate: each not evaluated goods once, an evaluated one not at all', async () => {
    const list = await pending(env.a);
    const ids = list.map((o) => o.orderId);
    // ord_a_completed's only goods is evaluated in the seed; the delivering order is not completed yet.
    expect(ids).toEqual(expect.arrayContaining([DEMO_IDS.orderShipA, DEMO_IDS.orderContractA]));
    expect(ids).not.toContain(DEMO_IDS.orderCompletedA);
    expect(ids).not.toContain(DEMO_IDS.orderDeliveringA);
    expect(ids).not.toContain(DEMO_IDS.orderCompletedB);
    // The contract order has two lines (C30 and C35) of one goods: it is evaluated once.
    const contract = list.find((o) => o.orderId === DEMO_IDS.orderContractA)!;
    expect(contract.goods.map((g) => g.goodsId)).toEqual([DEMO_IDS.concrete]);
    expect(contract).toMatchObject({ orderNo: 'DD2026102500005', sellerName: expect.any(String), completedAt: expect.any(String) });
    expect(await pending(env.a, DEMO_IDS.orderCompletedA)).toEqual([]);
  });

  it('evaluates a completed order once: pending → own list (with its order) and the goods reviews (without it); twice is refused', async () => {
    const added = await env.gw.client.ok('evaluation.add', {
      token: env.a,
      body: {
        orderId: DEMO_IDS.orderShipA,
        goodsId: DEMO_IDS.sand,
        goodsScore: 5,
        serviceScore: 4,
        logisticsScore: 3,
        content: '  砂子干净，含泥量低。  ',
        imageUrls: [PICTURE],
      },
    });
    expect(added).toMatchObject({
      orderId: DEMO_IDS.orderShipA,
      orderNo: 'DD2026092000003',
      goodsId: DEMO_IDS.sand,
      goodsScore: 5,
      serviceScore: 4,
      logisticsScore: 3,
      content: '砂子干净，含泥量低。',
      imageUrls: [PICTURE],
      anonymous: false,
    });
    expect(added.buyerName).toMatch(/^.\*\*$/u);

    expect((await pending(env.a)).map((o) => o.orderId)).not.toContain(DEMO_IDS.orderShipA);
    expect((await own(env.a)).map((e) => e.evaluationId)[0]).toBe(added.evaluationId);
    expect(await env.gw.client.ok('evaluation.detail', { token: env.a, query: { evaluationId: added.evaluationId } })).toEqual(added);

    // On the goods' public list, B sees A's review (and A sees B's anonymous one) without the other's order.
    const seenByB = (await reviews(env.b, DEMO_IDS.sand)).find((e) => e.evaluationId === added.evaluationId)!;
    expect(seenByB).toMatchObject({ content: '砂子干净，含泥量低。', goodsScore: 5, buyerName: added.buyerName });
    expect(seenByB.orderId).toBeUndefined();
    expect(seenByB.orderNo).toBeUndefined();
    const anonymousOfB = (await reviews(env.a, DEMO_IDS.sand)).find((e) => e.evaluationId === 'ev_b_1')!;
    expect(anonymousOfB).toMatchObject({ anonymous: true });
    expect(anonymousOfB.buyerName).toBeUndefined();
    expect(anonymousOfB.orderId).toBeUndefined();

    const again = await env.gw.client.call('evaluation.add', { token: env.a, body: { orderId: DEMO_IDS.orderShipA, goodsId: DEMO_IDS.sand, goodsScore: 1 } });
    expect(again.status).toBe(409);
    expect(again.envelope).toMatchObject({ success: false, code: 'ALREADY_EVALUATED', message: '该订单已评价过这件商品，不能重复评价' });
    expect((await own(env.a)).filter((e) => e.orderId === DEMO_IDS.orderShipA)).toHaveLength(1);
  });

  it('two submissions at once make one evaluation', async () => {
    const body = { orderId: DEMO_IDS.orderContractA, goodsId: DEMO_IDS.concrete, goodsScore: 4, serviceScore: 4, logisticsScore: 4 };
    const results = await Promise.all([
      env.gw.client.call('evaluation.add', { token: env.a, body }),
      env.gw.client.call('evaluation.add', { token: env.a, body }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await own(env.a)).filter((e) => e.orderId === DEMO_IDS.orderContractA)).toHaveLength(1);
  });

  it('refuses an order not completed, a goods not in the order, bad scores, a long text and too many or unsafe pictures', async () => {
    const refused = async (body: Record<string, unknown>) => env.gw.client.call('evaluation.add', { token: env.a, body });
    const delivering = await refused({ orderId: DEMO_IDS.orderDeliveringA, goodsId: DEMO_IDS.cement, goodsScore: 5 });
    expect(delivering.status).toBe(409);
    expect(delivering.envelope.message).toBe('订单完成后才能评价');
    expect((await refused({ orderId: DEMO_IDS.orderCompletedA, goodsId: DEMO_IDS.sand, goodsScore: 5 })).status).toBe(404);
    expect((await refused({ orderId: DEMO_IDS.orderCompletedA, goodsId: DEMO_IDS.concrete, goodsScore: 0 })).status).toBe(400);
    expect((await refused({ orderId: DEMO_IDS.orderCompletedA, goodsId: DEMO_IDS.concrete, goodsScore: 5, serviceScore: 6 })).status).toBe(400);
    expect((await refused({ orderId: DEMO_IDS.orderCompletedA, goodsId: DEMO_IDS.concrete, goodsScore: 5, content: '好'.repeat(501) })).status).toBe(400);
    expect((await refused({ orderId: DEMO_IDS.orderCompletedA, goodsId: DEMO_IDS.concrete, goodsScore: 5, imageUrls: Array(10).fill(PICTURE) })).status).toBe(
      400,
    );
    const svg = await refused({
      orderId: DEMO_IDS.orderCompletedA,
      goodsId: DEMO_IDS.concrete,
      goodsScore: 5,
      imageUrls: ['data:image/svg+xml;base64,PHN2Zz4='],
    });
    expect(svg.status).toBe(400);
    expect(svg.envelope.message).toContain('须为上传的图片');
  });

  it("refuses buyer B on A's orders and evaluations exactly as on missing ones, and leaves A's as they were", async () => {
    const before = await own(env.a);
    const add = await env.gw.client.call('evaluation.add', {
      token: env.b,
      body: { orderId: DEMO_IDS.orderCompletedA, goodsId: DEMO_IDS.concrete, goodsScore: 1 },
    });
    const none = await env.gw.client.call('evaluation.add', { token: env.b, body: { orderId: 'ord_none', goodsId: DEMO_IDS.concrete, goodsScore: 1 } });
    expect(add.status).toBe(404);
    expect(add.envelope).toEqual(none.envelope);
    expect((await env.gw.client.call('evaluation.pending', { token: env.b, body: { ...page, orderId: DEMO_IDS.orderContractA } })).status).toBe(404);
    expect((await env.gw.client.call('evaluation.detail', { token: env.b, query: { evaluationId: 'ev_a_1' } })).status).toBe(404);
    expect((await own(env.b)).map((e) => e.evaluationId)).toEqual(['ev_b_1']);
    expect((await pending(env.b)).map((o) => o.orderId)).not.toContain(DEMO_IDS.orderContractA);
    expect(await own(env.a)).toEqual(before);
  });
});

describe('quality reports', () => {
  it("lists an order's reports — its batches' and its goods' general ones — and shows one with its items and files", async () => {
    const completed = (await env.gw.client.ok('quality.list', { token: env.a, body: { ...page, orderId: DEMO_IDS.orderCompletedA } })).list;
    expect(completed.map((r) => r.reportId)).toEqual(['qr_concrete_1']);
    expect(completed[0]).toMatchObject({ orderId: DEMO_IDS.orderCompletedA, orderNo: 'DD2026100100001', conclusion: 'qualified' });
    // The delivering order bought cement: the cement's general report is its report too.
    const cement = (await env.gw.client.ok('quality.list', { token: env.a, body: { ...page, orderId: DEMO_IDS.orderDeliveringA } })).list;
    expect(cement.map((r) => r.reportId)).toEqual(['qr_cement_1']);

    const shown = await env.gw.client.ok('quality.show', { token: env.a, query: { reportId: 'qr_concrete_1' } });
    expect(shown).toMatchObject({ reportNo: 'ZJ-HNT-2026-0911', testOrganization: '上海建科检测中心', fileUrls: ['/demo/report-concrete.pdf'] });
    expect(shown.items.map((i) => i.itemName)).toEqual(['抗压强度(28d)', '坍落度']);
    expect((await env.gw.client.ok('quality.show', { token: env.a, query: { reportId: 'qr_cement_1' } })).fileUrls).toEqual(['/demo/report-cement.svg']);
  });

  it("refuses buyer B on A's order reports; B sees the general reports and their own", async () => {
    const list = await env.gw.client.call('quality.list', { token: env.b, body: { ...page, orderId: DEMO_IDS.orderCompletedA } });
    expect(list.status).toBe(404);
    const show = await env.gw.client.call('quality.show', { token: env.b, query: { reportId: 'qr_concrete_1' } });
    const none = await env.gw.client.call('quality.show', { token: env.b, query: { reportId: 'qr_none' } });
    expect(show.status).toBe(404);
    expect(show.envelope).toEqual(none.envelope);
    const all = (await env.gw.client.ok('quality.list', { token: env.b, body: page })).list.map((r) => r.reportId);
    expect(all).toEqual(expect.arrayContaining(['qr_b_sand', 'qr_cement_1', 'qr_rebar_1']));
    expect(all).not.toContain('qr_concrete_1');
    expect((await env.gw.client.ok('quality.show', { token: env.b, query: { reportId: 'qr_b_sand' } })).orderId).toBe(DEMO_IDS.orderCompletedB);
  });
});
