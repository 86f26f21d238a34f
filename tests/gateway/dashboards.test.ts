import { describe, expect, it } from 'vitest';
import type { CallBody } from '../../generated/client.gen';
import { compareDecimal, normalizeDecimal, subtractMoney, sumExact, sumMoney } from '@/domain';
import { DEMO_BUYER, SECOND_BUYER } from '../../gateway/seed';
import { demoRows, type SeedRow } from '../../gateway/seed/demo';
import { useTestGateway } from './helpers/gateway';

/**
 * The data dashboards (datalist.*) and the artificial-stone projects (stone.*): each card answers the
 * buyer's own figures — checked against the demo data itself, summed here with the shared money rules,
 * not with the gateway's SQL — projects are added, listed and their shipments totalled, and buyer B is
 * refused on buyer A's project exactly as on a missing one.
 */
const env = useTestGateway();

/** The demo data as the seed writes it (the hashes do not matter here). */
const seed = new Map(demoRows(new Date(), { password: 'x', payPasswordA: 'x', payPasswordB: 'x', weixinA: 'x' }));
const rowsOf = (table: string): SeedRow[] => seed.get(table) ?? [];
const text = (value: unknown): string => String(value);

/** What a buyer's cards must say, from the demo rows alone. */
function expectedFigures(memberId: string) {
  const orders = rowsOf('orders').filter((o) => o.member_id === memberId && o.status !== 'cancelled' && o.deleted !== true);
  const orderIds = new Set(orders.map((o) => o.order_id));
  const items = rowsOf('order_items').filter((i) => orderIds.has(i.order_id));
  const waybills = (mode: string) => rowsOf('waybills').filter((w) => w.member_id === memberId && w.transport_mode === mode);
  const inTransit = (w: SeedRow) => ['loading', 'inTransit', 'arrived'].includes(text(w.status));
  const signed = (w: SeedRow) => w.status === 'signed';
  const total = sumMoney(orders.map((o) => text(o.total_amount)));
  const paid = sumMoney(orders.map((o) => text(o.paid_amount ?? '0')));
  const unpaid = subtractMoney(total, paid);
  const trucks = waybills('truck');
  const ships = waybills('ship');
  const balance = rowsOf('capital_accounts').find((c) => c.member_id === memberId)?.balance;
  return {
    financial: {
      orderAmount: total,
      paidAmount: paid,
      unpaidAmount: compareDecimal(unpaid, '0') > 0 ? unpaid : '0.00',
      invoicedAmount: sumMoney(orders.map((o) => text(o.invoiced_amount ?? '0'))),
      balance: sumMoney([text(balance ?? '0')]),
    },
    report: {
      orderCount: orders.length,
      purchaseAmount: sumMoney(items.map((i) => text(i.amount))),
      purchaseQuantity: normalizeDecimal(sumExact(items.map((i) => text(i.quantity)))),
    },
    logistics: {
      vehicleCount: rowsOf('vehicles').filter((v) => v.member_id === memberId).length,
      waybillCount: trucks.length,
      inTransitCount: trucks.filter(inTransit).length,
      deliveredQuantity: normalizeDecimal(sumExact(trucks.filter(signed).map((w) => text(w.signed_quantity ?? '0')))),
    },
    ship: {
      shipCount: rowsOf('ships').filter((s) => s.member_id === memberId).length,
      voyageCount: ships.length,
      inTransitCount: ships.filter(inTransit).length,
      carriedQuantity: normalizeDecimal(sumExact(ships.filter(signed).map((w) => text(w.quantity)))),
    },
  };
}

const cards = async (token: string, body: CallBody<'datalist.financial'> = {}) => ({
  financial: await env.gw.client.ok('datalist.financial', { token, body }),
  report: await env.gw.client.ok('datalist.report', { token, body }),
  logistics: await env.gw.client.ok('datalist.factoryLogistics', { token, body }),
  ship: await env.gw.client.ok('datalist.ship', { token, body }),
});

describe('data dashboards', () => {
  it('answers the demo buyer’s own figures, to the fen', async () => {
    const want = expectedFigures(DEMO_BUYER.memberId);
    const got = await cards(env.a);
    expect(got.financial).toMatchObject(want.financial);
    expect(got.report).toMatchObject(want.report);
    expect(got.logistics).toMatchObject(want.logistics);
    expect(got.ship).toMatchObject(want.ship);
    // The demo buyer has orders, waybills by truck and by ship: every card has something to show.
    expect(compareDecimal(got.financial.orderAmount, '0')).toBe(1);
    expect(got.report.orderCount).toBeGreaterThan(0);
    expect(got.logistics.waybillCount).toBeGreaterThan(0);
    expect(got.ship.voyageCount).toBeGreaterThan(0);
    // The ranking is by amount, at most five, and sums to no more than the whole.
    const amounts = got.report.topGoods.map((g) => g.amount);
    expect(amounts.length).toBeGreaterThan(0);
    expect(amounts.length).toBeLessThanOrEqual(5);
    expect([...amounts].sort((x, y) => compareDecimal(y, x))).toEqual(amounts);
    expect(compareDecimal(sumMoney(amounts), got.report.purchaseAmount)).toBeLessThanOrEqual(0);
    expect(got.financial.updateTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('answers buyer B’s figures, never A’s', async () => {
    const want = expectedFigures(SECOND_BUYER.memberId);
    const got = await cards(env.b);
    expect(got.financial).toMatchObject(want.financial);
    expect(got.report).toMatchObject(want.report);
    expect(got.logistics).toMatchObject(want.logistics);
    expect(got.ship).toMatchObject(want.ship);
    expect(got.financial.orderAmount).not.toBe(expectedFigures(DEMO_BUYER.memberId).financial.orderAmount);
  });

  it('keeps to the period asked for and refuses a period that ends before it starts', async () => {
    // A period long past holds nothing; the balance is the account's, whatever the period.
    const past = await cards(env.a, { startDate: '2000-01-01', endDate: '2000-12-31' });
    expect(past.financial).toMatchObject({ orderAmount: '0.00', paidAmount: '0.00', unpaidAmount: '0.00', invoicedAmount: '0.00' });
    expect(past.financial.balance).toBe(expectedFigures(DEMO_BUYER.memberId).financial.balance);
    expect(past.report).toMatchObject({ orderCount: 0, purchaseAmount: '0.00', topGoods: [] });
    expect(past.logistics).toMatchObject({ waybillCount: 0, inTransitCount: 0, deliveredQuantity: '0' });
    expect(past.ship).toMatchObject({ voyageCount: 0, carriedQuantity: '0' });
    // A period that holds everything answers the same as no period.
    const all = await cards(env.a, { startDate: '2000-01-01', endDate: '2999-12-31' });
    expect(all.financial.orderAmount).toBe(expectedFigures(DEMO_BUYER.memberId).financial.orderAmount);
    for (const id of ['datalist.financial', 'datalist.report', 'datalist.factoryLogistics', 'datalist.ship'] as const) {
      expect((await env.gw.client.call(id, { token: env.a, body: { startDate: '2026-02-01', endDate: '2026-01-01' } })).status).toBe(400);
      expect((await env.gw.client.call(id, { token: null, body: {} })).status).toBe(401);
    }
  });
});

describe('artificial-stone projects', () => {
  const add = (body: Partial<CallBody<'stone.addProject'>>, token = env.a) =>
    env.gw.client.call<CallBody<'stone.addProject'>>('stone.addProject', {
      token,
      body: { projectName: '滨江住宅精装台面', projectAddress: '上海市徐汇区龙腾大道', ...body },
    });
  const list = (token = env.a, body: Partial<CallBody<'stone.projects'>> = {}) =>
    env.gw.client.ok('stone.projects', { token, body: { pageNum: 1, pageSize: 50, ...body } });
  const shipments = (projectId: string, token = env.a, body: Partial<CallBody<'stone.shipmentData'>> = {}) =>
    env.gw.client.call<{ list: { shipmentId: string }[]; total: number; totalQuantity: string }>('stone.shipmentData', {
      token,
      body: { projectId, pageNum: 1, pageSize: 50, ...body },
    });

  it('adds a project, lists it first with nothing shipped yet, and refuses bad input', async () => {
    const before = await list();
    const created = await env.gw.client.ok('stone.addProject', {
      token: env.a,
      body: {
        projectName: ' 滨江住宅精装台面 ',
        projectAddress: '上海市徐汇区龙腾大道',
        contactName: '王工',
        contactMobile: '13700000022',
        startDate: '2026-03-01',
        endDate: '2026-09-30',
        plannedQuantity: '850.5',
      },
    });
    expect(created).toMatchObject({
      projectName: '滨江住宅精装台面',
      contactMobile: '13700000022',
      plannedQuantity: '850.5',
      shippedQuantity: '0',
      unit: '平方米',
      status: 'active',
    });
    const after = await list();
    expect(after.total).toBe(before.total + 1);
    expect(after.list[0]!.projectId).toBe(created.projectId);
    expect((await shipments(created.projectId)).envelope.data).toMatchObject({ list: [], total: 0, totalQuantity: '0' });
    // A keyword finds it by name or address.
    expect((await list(env.a, { keyword: '龙腾' })).list.map((p) => p.projectId)).toEqual([created.projectId]);

    // Bad input: nothing is added.
    expect((await add({ projectName: '   ' })).status).toBe(400);
    expect((await add({ projectAddress: '' })).status).toBe(400);
    expect((await add({ contactMobile: '2370000002' })).status).toBe(400);
    expect((await add({ startDate: '2026-09-30', endDate: '2026-03-01' })).status).toBe(400);
    expect((await add({ plannedQuantity: '10000000.5' })).status).toBe(400);
    expect((await add({ plannedQuantity: '1.23456' })).status).toBe(400);
    // Invisible control or bidi characters (validation.yaml plainText) in the name, the address or the contact.
    expect((await add({ projectName: '滨江\u0000住宅' })).status).toBe(400);
    expect((await add({ projectAddress: '上海市\u202e徐汇区' })).status).toBe(400);
    expect((await add({ contactName: '王\n工' })).status).toBe(400);
    expect((await list()).total).toBe(after.total);
  });

  it('totals a project’s shipments over the whole filter, page by page', async () => {
    const shipped = rowsOf('stone_shipments').filter((s) => s.project_id === 'sp_a_1');
    const all = await shipments('sp_a_1');
    expect(all.status).toBe(200);
    expect(all.envelope.data.total).toBe(shipped.length);
    expect(all.envelope.data.totalQuantity).toBe(normalizeDecimal(sumExact(shipped.map((s) => text(s.quantity)))));
    expect(all.envelope.data.totalQuantity).toBe('496.5');
    // One row per page; the total still covers every row.
    const firstPage = await shipments('sp_a_1', env.a, { pageSize: 1 });
    expect(firstPage.envelope.data.list).toHaveLength(1);
    expect(firstPage.envelope.data.totalQuantity).toBe('496.5');
    // The project list carries the same shipped quantity.
    expect((await list()).list.find((p) => p.projectId === 'sp_a_1')!.shippedQuantity).toBe('496.5');
  });

  it('refuses buyer B on A’s project as on a missing one, and leaves it unchanged', async () => {
    const foreign = await shipments('sp_a_1', env.b);
    const missing = await shipments('sp_missing', env.b);
    expect(foreign.status).toBe(404);
    expect(missing.status).toBe(404);
    expect(foreign.envelope.code).toBe(missing.envelope.code);
    expect(foreign.envelope.message).toBe(missing.envelope.message);
    expect((await list(env.b)).list.map((p) => p.projectId)).not.toContain('sp_a_1');
    expect((await list(env.b, { keyword: '前滩' })).total).toBe(0);
    // B's own project is B's alone.
    const own = await add({ projectName: 'B的项目' }, env.b);
    expect(own.status).toBe(200);
    expect((await list()).list.map((p) => p.projectName)).not.toContain('B的项目');
    expect((await shipments('sp_a_1')).envelope.data.totalQuantity).toBe('496.5');
    expect((await env.gw.client.call('stone.projects', { token: null, body: { pageNum: 1, pageSize: 10 } })).status).toBe(401);
  });
});
