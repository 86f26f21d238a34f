import { describe, expect, it } from 'vitest';
import type { components } from '@gen/openapi.gen';
import { texts } from '@gen/messages.zh-CN.validation.gen';
import type { CallBody } from '../../generated/client.gen';
import { DEMO_IDS } from '../../gateway/seed';
import { useTestGateway } from './helpers/gateway';

type S = components['schemas'];

/**
 * The buyer's vehicles and drivers (/myCar, /mydriver): add, edit (a monitored vehicle keeps its plate and
 * device), delete; the plate and ID card number checked with the same generated validators as the app
 * (plus the ID card's check character); and buyer B refused on buyer A's vehicles and drivers.
 */
const env = useTestGateway();

const add = (body: Partial<CallBody<'vehicle.add'>>, token = env.a) =>
  env.gw.client.call<S['Vehicle']>('vehicle.add', { token, body: { plateNumber: '沪D20001', vehicleType: 'mixer', loadWeight: '12.5', ...body } });
const edit = (body: CallBody<'vehicle.edit'>, token = env.a) => env.gw.client.call<S['Vehicle']>('vehicle.edit', { token, body });
const vehicleCount = async (memberId = 'm_demo_a') =>
  (await env.gw.db.query<{ n: number }>('select count(*)::int as n from vehicles where member_id = $1', [memberId]))[0]!.n;
const vehicleRow = async (vehicleId: string) =>
  (await env.gw.db.query<Record<string, unknown>>('select * from vehicles where vehicle_id = $1', [vehicleId]))[0];
const driverRow = async (driverId: string) => (await env.gw.db.query<Record<string, unknown>>('select * from drivers where driver_id = $1', [driverId]))[0];
const driverEdit = (body: Partial<CallBody<'driver.edit'>>, token = env.a) =>
  env.gw.client.call<S['Driver']>('driver.edit', { token, body: { driverId: 'drv_a_2', name: '吴师傅', mobile: '13600000002', ...body } });

describe('vehicles', () => {
  it('adds a vehicle the list then shows, and refuses the same plate twice', async () => {
    const added = await add({ driverName: '王师傅', driverMobile: '13700000001' });
    expect(added.status).toBe(200);
    expect(added.envelope.data).toMatchObject({
      plateNumber: '沪D20001',
      vehicleType: 'mixer',
      vehicleTypeName: '搅拌车',
      loadWeight: '12.5',
      monitored: false,
    });
    const list = await env.gw.client.ok('vehicle.list', { token: env.a, body: { pageNum: 1, pageSize: 50 } });
    expect(list.list[0]!.vehicleId).toBe(added.envelope.data.vehicleId);
    const again = await add({});
    expect(again.status).toBe(409);
    expect(again.envelope.code).toBe('PLATE_EXISTS');
  });

  it('refuses a bad plate with the catalogue message of validation.yaml plateNumber, storing nothing', async () => {
    const before = await vehicleCount();
    for (const plateNumber of ['沪A1234', 'AA12345', '沪a12345', '中A12345', '沪A12-45']) {
      const result = await add({ plateNumber });
      expect(result.status, plateNumber).toBe(400);
      expect(result.envelope.message).toContain(texts['validation.plateNumber']);
    }
    // A semi-trailer and a new-energy plate pass.
    expect((await add({ plateNumber: '苏E1234挂' })).status).toBe(200);
    expect((await add({ plateNumber: '粤BD12345' })).status).toBe(200);
    expect(await vehicleCount()).toBe(before + 2);
  });

  it('edits every field of a vehicle without a monitoring device', async () => {
    const { vehicleId } = (await add({ plateNumber: '沪D20002' })).envelope.data;
    const result = await edit({
      vehicleId,
      plateNumber: '沪D20003',
      vehicleType: 'flatbed',
      loadWeight: '30',
      driverName: '赵师傅',
      driverMobile: '13700000002',
    });
    expect(result.status).toBe(200);
    expect(await env.gw.client.ok('vehicle.detail', { token: env.a, query: { vehicleId } })).toMatchObject({
      plateNumber: '沪D20003',
      vehicleType: 'flatbed',
      loadWeight: '30',
      driverName: '赵师傅',
      driverMobile: '13700000002',
    });
    expect((await edit({ vehicleId, plateNumber: '沪D2000', vehicleType: 'flatbed', loadWeight: '30' })).status).toBe(400);
    expect((await vehicleRow(vehicleId))?.plate_number).toBe('沪D20003');
  });

  it('keeps the plate and device of a monitored vehicle, while its other fields change', async () => {
    const vehicleId = DEMO_IDS.vehicleA;
    const same = { vehicleId, plateNumber: '沪B56789', monitored: true, monitorDeviceNo: 'GPS-880021' };
    const ok = await edit({ ...same, vehicleType: 'mixer', loadWeight: '22', driverName: '周师傅', driverMobile: '13600000001' });
    expect(ok.status).toBe(200);
    expect(ok.envelope.data).toMatchObject({ vehicleType: 'mixer', loadWeight: '22', plateNumber: '沪B56789', monitorDeviceNo: 'GPS-880021' });
    for (const change of [{ plateNumber: '沪B56780' }, { monitorDeviceNo: 'GPS-1' }, { monitored: false }]) {
      const refused = await edit({ ...same, vehicleType: 'tipper', loadWeight: '20', ...change });
      expect(refused.status, JSON.stringify(change)).toBe(409);
      expect(refused.envelope.code).toBe('VEHICLE_MONITORED');
    }
    expect(await vehicleRow(vehicleId)).toMatchObject({ plate_number: '沪B56789', monitored: true, monitor_device_no: 'GPS-880021', vehicle_type: 'mixer' });
  });

  it('deletes a vehicle (then 404), unbinding its drivers, but not one on a waybill', async () => {
    const { vehicleId } = (await add({ plateNumber: '沪D20004' })).envelope.data;
    await env.gw.client.ok('driver.edit', { token: env.a, body: { driverId: 'drv_a_2', name: '吴师傅', mobile: '13600000002', vehicleId } });
    expect((await env.gw.client.call('vehicle.delete', { token: env.a, body: { vehicleId } })).status).toBe(200);
    expect((await env.gw.client.call('vehicle.detail', { token: env.a, query: { vehicleId } })).status).toBe(404);
    expect((await driverRow('drv_a_2'))?.vehicle_id).toBeNull();
    const busy = (await add({ plateNumber: '沪D20005' })).envelope.data.vehicleId;
    await env.gw.db.query("update vehicles set status = 'onTask' where vehicle_id = $1", [busy]);
    const refused = await env.gw.client.call('vehicle.delete', { token: env.a, body: { vehicleId: busy } });
    expect(refused.status).toBe(409);
    expect(await vehicleRow(busy)).toBeDefined();
  });
});

describe('drivers', () => {
  it('edits a driver, binding a vehicle; the list shows the plate', async () => {
    const result = await driverEdit({ idCardNo: '11010519491231002X', licenseNo: 'B2-001', licenseType: 'B2', vehicleId: 'veh_a_flat' });
    expect(result.status).toBe(200);
    expect(result.envelope.data).toMatchObject({ idCardNo: '11010519491231002X', licenseType: 'B2', vehicleId: 'veh_a_flat', plateNumber: '沪C13579' });
    const list = await env.gw.client.ok('driver.list', { token: env.a, body: { pageNum: 1, pageSize: 50, keyword: '吴' } });
    expect(list.list.map((d) => d.driverId)).toEqual(['drv_a_2']);
  });

  it('refuses a bad ID card number — its format with the catalogue message, its check character — changing nothing', async () => {
    const before = await driverRow('drv_a_1');
    const body = { driverId: 'drv_a_1', name: '周师傅改', mobile: '13600000001' };
    for (const idCardNo of ['1101051949123100', '11010519491231002x', '11010519491231002Y']) {
      const refused = await driverEdit({ ...body, idCardNo });
      expect(refused.status, idCardNo).toBe(400);
      expect(refused.envelope.message).toContain(texts['validation.idCard']);
    }
    const badCheck = await driverEdit({ ...body, idCardNo: '110105194912310021' });
    expect(badCheck.status).toBe(400);
    expect(badCheck.envelope.message).toContain('校验位');
    const badMobile = await driverEdit({ ...body, mobile: '2360000000' });
    expect(badMobile.status).toBe(400);
    expect(badMobile.envelope.message).toContain(texts['validation.mobile']);
    expect(await driverRow('drv_a_1')).toEqual(before);
  });

  it('adds a driver (checked the same way)', async () => {
    const added = await env.gw.client.call<S['Driver']>('driver.add', {
      token: env.a,
      body: { name: '陈师傅', mobile: '13600000010', idCardNo: '31010119800101123X' },
    });
    expect(added.status).toBe(200);
    expect(added.envelope.data).toMatchObject({ name: '陈师傅', mobile: '13600000010', idCardNo: '31010119800101123X', status: 'active' });
    expect(await env.gw.client.ok('driver.detail', { token: env.a, query: { driverId: added.envelope.data.driverId } })).toMatchObject({ name: '陈师傅' });
    const bad = await env.gw.client.call('driver.add', { token: env.a, body: { name: '陈师傅', mobile: '13600000010', idCardNo: '310101198001011234' } });
    expect(bad.status).toBe(400);
  });
});

describe('buyer B on buyer A’s vehicles and drivers', () => {
  it('gets 404 as for a missing id, and A’s data stays as it was', async () => {
    const vehicleBefore = await vehicleRow('veh_a_flat');
    const driverBefore = await driverRow('drv_a_1');
    const attempts = [
      await env.gw.client.call('vehicle.detail', { token: env.b, query: { vehicleId: 'veh_a_flat' } }),
      await edit({ vehicleId: 'veh_a_flat', plateNumber: '苏E99999', vehicleType: 'tipper', loadWeight: '10' }, env.b),
      await env.gw.client.call('vehicle.delete', { token: env.b, body: { vehicleId: 'veh_a_flat' } }),
      await env.gw.client.call('driver.detail', { token: env.b, query: { driverId: 'drv_a_1' } }),
      await driverEdit({ driverId: 'drv_a_1', name: '被改了' }, env.b),
      // B's own driver bound to A's vehicle: the vehicle is not B's.
      await driverEdit({ driverId: 'drv_b_1', name: '郑师傅', mobile: '13600000003', vehicleId: 'veh_a_flat' }, env.b),
    ];
    const missing = await env.gw.client.call('vehicle.detail', { token: env.b, query: { vehicleId: 'veh_missing' } });
    for (const attempt of attempts) {
      expect(attempt.status).toBe(404);
      expect(attempt.envelope.code).toBe(missing.envelope.code);
    }
    expect(await vehicleRow('veh_a_flat')).toEqual(vehicleBefore);
    expect(await driverRow('drv_a_1')).toEqual(driverBefore);
    const bList = await env.gw.client.ok('vehicle.list', { token: env.b, body: { pageNum: 1, pageSize: 100 } });
    expect(bList.list.map((v) => v.vehicleId)).toEqual([DEMO_IDS.vehicleB]);
    const bDrivers = await env.gw.client.ok('driver.list', { token: env.b, body: { pageNum: 1, pageSize: 100 } });
    expect(bDrivers.list.map((d) => d.driverId)).toEqual(['drv_b_1']);
  });
});
