import { beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@gen/openapi.gen';
import { DEMO_IDS } from '../../gateway/seed';
import { useTestGateway } from './helpers/gateway';

type S = components['schemas'];

/**
 * The VAT invoice titles (/account/vatInvoice), the invoice list and detail and an order's invoice
 * (issue 14): validation by the §5 rules, one default title that a deleted default hands on, the cap of
 * titles, the list by status, the detail with its orders and (once issued) its document — and buyer B
 * refused on every one of buyer A's titles and invoices with the 404 of an id that does not exist.
 */

const env = useTestGateway();

const page = { pageNum: 1, pageSize: 50 };
const titles = (token: string, query: Record<string, unknown> = {}) => env.gw.client.ok('invoice.vatTitles', { token, query: { ...page, ...query } });
const save = (token: string, body: Partial<S['VatTitleSaveBody']>) => env.gw.client.call<S['VatTitleSaveResult']>('invoice.vatTitleSave', { token, body });
const defaults = async (token: string) => (await titles(token)).list.filter((t) => t.isDefault).map((t) => t.titleId);

const company = {
  titleType: 'company',
  title: '上海新建材贸易有限公司',
  taxNumber: '91310000MA1FL4XQ2B',
  bank: '招商银行上海分行',
  bankAccount: '121909876510001',
  address: '上海市黄浦区中山东一路1号',
  phone: '021-63210000',
} as const;

describe('VAT titles', () => {
  it("lists the buyer's own titles, the default first, by type", async () => {
    const ofA = await titles(env.a);
    expect(ofA.list.map((t) => t.titleId)).toEqual([DEMO_IDS.vatTitleA, 'vt_a_personal']);
    expect(ofA.list[0]!.isDefault).toBe(true);
    expect(ofA.list[0]!.taxNumber).toBe('91310115MA1H7XQ2B8');
    expect((await titles(env.a, { titleType: 'company' })).list.map((t) => t.titleId)).toEqual([DEMO_IDS.vatTitleA]);
    expect((await titles(env.b)).list.map((t) => t.titleId)).toEqual([DEMO_IDS.vatTitleB]);
    const detail = await env.gw.client.ok('invoice.vatTitleDetail', { token: env.a, query: { titleId: DEMO_IDS.vatTitleA } });
    expect(detail).toEqual(ofA.list[0]);
  });

  it('refuses a bad tax number, bank account, a company without tax number or a blank title, and saves nothing', async () => {
    const before = (await titles(env.a)).total;
    const refusals = [
      { ...company, taxNumber: '9131-0000' },
      { ...company, taxNumber: 'A'.repeat(33) },
      { ...company, taxNumber: '税号' },
      { ...company, bankAccount: '6222 0212' },
      { ...company, bankAccount: '1'.repeat(31) },
      { ...company, taxNumber: undefined },
      { ...company, title: '   ' },
    ];
    for (const body of refusals) {
      const result = await save(env.a, body);
      expect(result.status, JSON.stringify(body)).toBe(400);
      expect(result.envelope.success).toBe(false);
    }
    expect((await titles(env.a)).total).toBe(before);
  });

  it('adds, edits and sets the default: exactly one default, which checkout preselects', async () => {
    const added = await save(env.a, company);
    expect(added.status).toBe(200);
    const titleId = added.envelope.data.titleId;
    // A new title is not the default while the buyer has one.
    expect(await defaults(env.a)).toEqual([DEMO_IDS.vatTitleA]);

    const edited = await save(env.a, { ...company, titleId, bank: '招商银行上海外滩支行', isDefault: true });
    expect(edited.envelope.data.titleId).toBe(titleId);
    const detail = await env.gw.client.ok('invoice.vatTitleDetail', { token: env.a, query: { titleId } });
    expect(detail).toMatchObject({ ...company, titleId, bank: '招商银行上海外滩支行', isDefault: true });
    expect(await defaults(env.a)).toEqual([titleId]);
    expect((await titles(env.a)).list[0]!.titleId).toBe(titleId);

    // Setting the default back, then deleting a title that is not the default, leaves the default alone.
    const seeded = await env.gw.client.ok('invoice.vatTitleDetail', { token: env.a, query: { titleId: DEMO_IDS.vatTitleA } });
    await env.gw.client.ok('invoice.vatTitleSave', { token: env.a, body: { ...seeded, isDefault: true } });
    expect(await defaults(env.a)).toEqual([DEMO_IDS.vatTitleA]);
    await env.gw.client.ok('invoice.vatTitleDelete', { token: env.a, body: { titleId } });
    expect(await defaults(env.a)).toEqual([DEMO_IDS.vatTitleA]);
    expect((await env.gw.client.call('invoice.vatTitleDetail', { token: env.a, query: { titleId } })).status).toBe(404);
  });

  it('hands the default on to the oldest remaining title when the default is deleted', async () => {
    const first = (await save(env.b, { ...company, title: 'B 公司一' })).envelope.data.titleId;
    const second = (await save(env.b, { ...company, title: 'B 公司二', isDefault: true })).envelope.data.titleId;
    expect(await defaults(env.b)).toEqual([second]);
    await env.gw.client.ok('invoice.vatTitleDelete', { token: env.b, body: { titleId: second } });
    // The seeded personal title of B is the oldest.
    expect(await defaults(env.b)).toEqual([DEMO_IDS.vatTitleB]);
    await env.gw.client.ok('invoice.vatTitleDelete', { token: env.b, body: { titleId: DEMO_IDS.vatTitleB } });
    expect(await defaults(env.b)).toEqual([first]);
    await env.gw.client.ok('invoice.vatTitleDelete', { token: env.b, body: { titleId: first } });
    expect((await titles(env.b)).total).toBe(0);
    // The first title of a buyer without any becomes the default by itself.
    const again = (await save(env.b, { titleType: 'personal', title: '李四' })).envelope.data.titleId;
    expect(await defaults(env.b)).toEqual([again]);
  });

  it('keeps at most 20 titles per buyer', async () => {
    const have = (await titles(env.b)).total;
    for (let n = have; n < 20; n += 1) expect((await save(env.b, { titleType: 'personal', title: `抬头${n}` })).status).toBe(200);
    const over = await save(env.b, { titleType: 'personal', title: '第21个' });
    expect(over.status).toBe(409);
    expect(over.envelope.code).toBe('TOO_MANY_TITLES');
  });
});

describe('invoice list, detail and the invoice of an order', () => {
  let invoiceId: string;

  beforeAll(async () => {
    invoiceId = (
      await env.gw.client.ok('invoice.apply', {
        token: env.a,
        body: {
          orderIds: [DEMO_IDS.orderCompletedA],
          invoiceType: 'normal',
          titleId: DEMO_IDS.vatTitleA,
          receiveWay: 'email',
          email: 'finance@example.com',
          idempotencyKey: 'vt-list-apply',
        },
      })
    ).invoiceIds[0]!;
  });

  it('lists the new invoice as applied, newest first, and by status', async () => {
    const all = await env.gw.client.ok('invoice.list', { token: env.a, query: page });
    expect(all.list[0]).toMatchObject({ invoiceId, status: 'applied', amount: '13890.00', title: '上海示范建设工程有限公司', invoiceType: 'normal' });
    const applied = await env.gw.client.ok('invoice.list', { token: env.a, query: { ...page, status: 'applied' } });
    expect(applied.list.map((i) => i.invoiceId)).toContain(invoiceId);
    expect(applied.list.every((i) => i.status === 'applied')).toBe(true);
    expect((await env.gw.client.ok('invoice.list', { token: env.a, query: { ...page, status: 'issued' } })).list.map((i) => i.invoiceId)).not.toContain(
      invoiceId,
    );
  });

  it('shows the detail: orders, amount, title snapshot, delivery — and the document once issued', async () => {
    const detail = await env.gw.client.ok('invoice.detail', { token: env.a, query: { invoiceId } });
    expect(detail).toMatchObject({ invoiceId, status: 'applied', amount: '13890.00', receiveWay: 'email', email: 'finance@example.com', fileUrls: [] });
    expect(detail.orders).toEqual([{ orderId: DEMO_IDS.orderCompletedA, orderNo: 'DD2026100100001', amount: '13890.00' }]);
    expect(detail.titleInfo).toMatchObject({ titleId: DEMO_IDS.vatTitleA, taxNumber: '91310115MA1H7XQ2B8' });
    // The seller issues it (no buyer call does): the list and the detail show it with its document.
    await env.gw.db.query(
      `update invoices set status = 'issued', invoice_no = '031002600111', issued_at = now(), file_urls = $2::jsonb where invoice_id = $1`,
      [invoiceId, JSON.stringify(['/demo/invoice.pdf'])],
    );
    const issued = await env.gw.client.ok('invoice.detail', { token: env.a, query: { invoiceId } });
    expect(issued).toMatchObject({ status: 'issued', invoiceNo: '031002600111', fileUrls: ['/demo/invoice.pdf'] });
    expect(issued.issuedAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect((await env.gw.client.ok('invoice.list', { token: env.a, query: { ...page, status: 'issued' } })).list.map((i) => i.invoiceId)).toEqual([invoiceId]);
  });

  it("gives an order's invoices, or none with what can still be invoiced", async () => {
    const invoiced = await env.gw.client.ok('invoice.ofOrder', { token: env.a, query: { orderId: DEMO_IDS.orderCompletedA } });
    expect(invoiced.orderNo).toBe('DD2026100100001');
    expect(invoiced.invoiceStatus).not.toBe('none');
    expect(invoiced.invoiceableAmount).toBe('0.00');
    expect(invoiced.invoices.map((i) => i.invoiceId)).toEqual([invoiceId]);
    const none = await env.gw.client.ok('invoice.ofOrder', { token: env.a, query: { orderId: DEMO_IDS.orderContractA } });
    expect(none).toMatchObject({ invoiceStatus: 'none', invoices: [], invoiceableAmount: '13590.00' });
  });

  it("refuses buyer B on A's titles, invoices and orders exactly as on ids that do not exist", async () => {
    const snapshot = async () => [
      await titles(env.a),
      await env.gw.client.ok('invoice.list', { token: env.a, query: page }),
      await env.gw.client.ok('invoice.detail', { token: env.a, query: { invoiceId } }),
      await env.gw.client.ok('invoice.ofOrder', { token: env.a, query: { orderId: DEMO_IDS.orderCompletedA } }),
    ];
    const before = await snapshot();
    const pairs: [Parameters<typeof env.gw.client.call>[0], Record<string, unknown>, Record<string, unknown>][] = [
      ['invoice.vatTitleDetail', { query: { titleId: DEMO_IDS.vatTitleA } }, { query: { titleId: 'vt_missing' } }],
      [
        'invoice.vatTitleSave',
        { body: { titleId: DEMO_IDS.vatTitleA, titleType: 'personal', title: '被改了' } },
        { body: { titleId: 'vt_missing', titleType: 'personal', title: '被改了' } },
      ],
      [
        'invoice.vatTitleSave',
        { body: { titleId: DEMO_IDS.vatTitleA, titleType: 'personal', title: '改默认', isDefault: true } },
        { body: { titleId: 'vt_missing', titleType: 'personal', title: '改默认', isDefault: true } },
      ],
      ['invoice.vatTitleDelete', { body: { titleId: DEMO_IDS.vatTitleA } }, { body: { titleId: 'vt_missing' } }],
      ['invoice.detail', { query: { invoiceId } }, { query: { invoiceId: 'inv_missing' } }],
      ['invoice.ofOrder', { query: { orderId: DEMO_IDS.orderCompletedA } }, { query: { orderId: 'ord_missing' } }],
    ];
    for (const [id, ofA, missing] of pairs) {
      const refused = await env.gw.client.call(id, { token: env.b, ...ofA });
      const absent = await env.gw.client.call(id, { token: env.b, ...missing });
      expect(refused.status, id).toBe(404);
      expect({ code: refused.envelope.code, message: refused.envelope.message }, id).toEqual({ code: absent.envelope.code, message: absent.envelope.message });
    }
    // B's own lists hold nothing of A's.
    expect((await titles(env.b)).list.some((t) => t.titleId.startsWith('vt_a_'))).toBe(false);
    expect((await env.gw.client.ok('invoice.list', { token: env.b, query: page })).list.map((i) => i.invoiceId)).not.toContain(invoiceId);
    expect(await snapshot()).toEqual(before);
  });
});
