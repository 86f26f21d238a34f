import { describe, expect, it } from 'vitest';
import type { components } from '@gen/openapi.gen';
import { DEMO_IDS } from '../../gateway/seed';
import { pickupDraft } from './helpers/drafts';
import { useTestGateway } from './helpers/gateway';

type S = components['schemas'];

/**
 * The buyer's ships and captains (/myShip, /myCaptain): adding a ship and a captain, binding the captain
 * (only the buyer's own), a self-pickup by ship on the order draft (shipList, only the buyer's own ships)
 * and buyer B refused on buyer A's ships and captains with 404, as if they did not exist.
 */
const env = useTestGateway();

const page = { pageNum: 1, pageSize: 50 };
const addShip = (body: Partial<S['Ship']> & { shipName: string; shipNo: string; tonnage: string }, token = env.a) =>
  env.gw.client.call<S['Ship']>('ship.add', { token, body });
const addCaptain = (body: { name: string; mobile: string; certificateNo?: string }, token = env.a) =>
  env.gw.client.call<S['Captain']>('captain.add', { token, body });
const bind = (shipId: string, captainId: string, token = env.a) => env.gw.client.call<S['Ship']>('ship.bindCaptain', { token, body: { shipId, captainId } });
const ships = (token = env.a, keyword?: string) => env.gw.client.ok('ship.list', { token, body: { ...page, ...(keyword ? { keyword } : {}) } });
const captains = (token = env.a) => env.gw.client.ok('captain.list', { token, body: page });
const shipOf = (shipId: string, token = env.a) => env.gw.client.call<S['Ship']>('ship.detail', { token, query: { shipId } });

/** The cement self-pickup draft carried by the given ships (no vehicle). */
function shipDraft(shipList: string[], vehicleList: string[] = []): S['OrderDraft'] {
  const draft = pickupDraft('20');
  const item = draft.itemList[0]!;
  draft.itemList[0] = { ...item, takeList: [{ ...item.takeList[0]!, vehicleList, shipList }] };
  return draft;
}
const submit = (draft: S['OrderDraft'], key: string, token = env.a) =>
  env.gw.client.call<S['OrderSubmitResult']>('order.submit', { token, body: { draft, idempotencyKey: key, agreementAccepted: true } });

describe('ships', () => {
  it('adds a ship: listed first, found by name or number, its detail; checked formats; the same number twice refused', async () => {
    const added = await addShip({ shipName: '苏测试货2026', shipNo: 'CN2026SH0001', shipType: 'barge', tonnage: '1500.5' });
    expect(added.status).toBe(200);
    const ship = added.envelope.data;
    expect(ship).toMatchObject({ shipName: '苏测试货2026', shipNo: 'CN2026SH0001', shipType: 'barge', tonnage: '1500.5', status: 'available' });
    expect(ship.captainId).toBeUndefined();
    expect((await ships()).list[0]!.shipId).toBe(ship.shipId);
    expect((await ships(env.a, '测试货')).list.map((s) => s.shipId)).toEqual([ship.shipId]);
    expect((await ships(env.a, 'cn2026sh0001')).list.map((s) => s.shipId)).toEqual([ship.shipId]);
    expect((await shipOf(ship.shipId)).envelope.data).toEqual(ship);

    const before = (await ships()).total;
    expect((await addShip({ shipName: '重复', shipNo: 'CN2026SH0001', tonnage: '10' })).envelope.code).toBe('SHIP_EXISTS');
    // The generated validators: the registration number's rule; the gateway's tonnage bounds; a name.
    expect((await addShip({ shipName: '小写', shipNo: 'cn2026sh0002', tonnage: '10' })).status).toBe(400);
    expect((await addShip({ shipName: '零吨', shipNo: 'CN2026SH0003', tonnage: '0' })).status).toBe(400);
    expect((await addShip({ shipName: '超载', shipNo: 'CN2026SH0004', tonnage: '100000.01' })).status).toBe(400);
    expect((await addShip({ shipName: '  ', shipNo: 'CN2026SH0005', tonnage: '10' })).status).toBe(400);
    expect((await ships()).total).toBe(before);
  });

  it('adds a captain and binds them: the ship shows the captain, the captain the ship; a captain commands one ship at a time', async () => {
    const bad = await addCaptain({ name: '褚船长', mobile: '2350000000' });
    expect(bad.status).toBe(400);
    const badCert = await addCaptain({ name: '褚船长', mobile: '13500000009', certificateNo: 'CB 1' });
    expect(badCert.status).toBe(400);
    const added = await addCaptain({ name: '褚船长', mobile: '13500000009', certificateNo: 'CB-2026-0009' });
    expect(added.status).toBe(200);
    const captain = added.envelope.data;
    expect(captain).toMatchObject({ name: '褚船长', mobile: '13500000009', certificateNo: 'CB-2026-0009' });
    expect((await captains()).list[0]!.captainId).toBe(captain.captainId);
    expect((await addCaptain({ name: '另一位', mobile: '13500000009' })).envelope.code).toBe('CAPTAIN_EXISTS');

    const bound = await bind('ship_a_2', captain.captainId);
    expect(bound.status).toBe(200);
    expect(bound.envelope.data).toMatchObject({ shipId: 'ship_a_2', captainId: captain.captainId, captainName: '褚船长', captainMobile: '13500000009' });
    expect((await captains()).list.find((c) => c.captainId === captain.captainId)).toMatchObject({ shipId: 'ship_a_2', shipName: '沪宝山货0606' });

    // Moving the captain to ship_a_1 takes them off ship_a_2.
    await bind('ship_a_1', captain.captainId);
    expect((await shipOf('ship_a_1')).envelope.data.captainName).toBe('褚船长');
    expect((await shipOf('ship_a_2')).envelope.data.captainId).toBeUndefined();
    // Back to the seed's captain of ship_a_1 (the order test below shows its name only).
    await bind('ship_a_1', 'cap_a_1');
    expect((await bind('ship_a_1', 'cap_missing')).status).toBe(404);
    expect((await bind('ship_missing', 'cap_a_1')).status).toBe(404);
  });
});

describe('a self-pickup by ship', () => {
  it('submits the buyer’s ship in the take: the order detail lists it and names the ship', async () => {
    const result = await submit(shipDraft(['ship_a_1']), 'ship-pickup-1');
    expect(result.status).toBe(200);
    const detail = await env.gw.client.ok('order.detail', { token: env.a, query: { orderId: result.envelope.data.orderId } });
    expect(detail.orderItems[0]!.takeList![0]).toMatchObject({ takeType: 'selfPickup', vehicleList: [], shipList: ['ship_a_1'] });
    expect(detail.delivery.pickupShips).toEqual(['苏太仓货1888']);
    // A vehicle pickup names no ship.
    const byVehicle = await submit(pickupDraft('20'), 'ship-pickup-vehicle');
    const vehicleDetail = await env.gw.client.ok('order.detail', { token: env.a, query: { orderId: byVehicle.envelope.data.orderId } });
    expect(vehicleDetail.delivery.pickupShips).toBeUndefined();
    expect(vehicleDetail.orderItems[0]!.takeList![0]!.shipList).toBeUndefined();
  });

  it('refuses a take with neither or both carriers, and another buyer’s ship (404 like a missing one)', async () => {
    expect((await submit(shipDraft([]), 'ship-none')).status).toBe(400);
    expect((await submit(shipDraft(['ship_a_1'], [DEMO_IDS.vehicleA]), 'ship-both')).status).toBe(400);
    expect((await submit(shipDraft(['ship_missing']), 'ship-missing')).status).toBe(404);
    // B orders with A's ship: refused as if it did not exist.
    const foreign = await submit(shipDraft(['ship_a_1']), 'ship-foreign', env.b);
    expect(foreign.status).toBe(404);
    expect(foreign.envelope.message).toContain('船舶');
  });
});

describe('buyer B on buyer A’s ships and captains', () => {
  it('answers 404 like a missing id and leaves A’s fleet unchanged', async () => {
    const aShips = await ships();
    const aCaptains = await captains();
    // B sees none of A's.
    expect((await ships(env.b)).list.some((s) => s.shipId.startsWith('ship_a'))).toBe(false);
    expect((await captains(env.b)).list.some((c) => c.captainId.startsWith('cap_a'))).toBe(false);
    expect((await shipOf('ship_a_1', env.b)).status).toBe(404);
    expect((await shipOf('ship_missing', env.b)).status).toBe(404);

    // B's own ship and captain…
    const bShip = (await addShip({ shipName: '乙方货轮', shipNo: 'CN2026SHB001', tonnage: '800' }, env.b)).envelope.data;
    const bCaptain = (await addCaptain({ name: '乙船长', mobile: '13500000020' }, env.b)).envelope.data;
    // …cannot take A's captain, nor go onto A's ship.
    const foreignCaptain = await bind(bShip.shipId, 'cap_a_1', env.b);
    expect(foreignCaptain.status).toBe(404);
    expect(foreignCaptain.envelope.code).toBe((await bind(bShip.shipId, 'cap_missing', env.b)).envelope.code);
    expect((await bind('ship_a_2', bCaptain.captainId, env.b)).status).toBe(404);
    expect((await bind('ship_a_1', 'cap_a_2', env.b)).status).toBe(404);
    // A's ship cannot take B's captain either.
    expect((await bind('ship_a_2', bCaptain.captainId)).status).toBe(404);
    expect((await bind(bShip.shipId, bCaptain.captainId, env.b)).envelope.data.captainName).toBe('乙船长');

    // A's fleet is as it was; the same mobile may be a captain of both buyers.
    expect(await ships()).toEqual(aShips);
    expect(await captains()).toEqual(aCaptains);
    expect((await addCaptain({ name: '乙船长', mobile: '13500000020' })).status).toBe(200);
  });
});
