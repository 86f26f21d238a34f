import { defaultTimeSlot, menuButtons, type TimeSlotCode } from '@gen/constants.gen';
import { captainAddFields, driverAddFields, driverEditFields, shipAddFields, vehicleAddFields, waybillReassignFields } from '@gen/fields.gen';
import type { components } from '@gen/openapi.gen';
import { isIdCardChecksumValid, slotsForDate, takeDateOptions } from '@/domain';
import type { Queryable } from '../db';
import { badRequest, conflict, notFound } from '../errors';
import { compact, datetime, decimal, optDatetime } from '../lib/format';
import { newId } from '../lib/ids';
import { requireButton } from '../members';
import { loadAddress, toAddress } from './address';
import { boundedDecimal, imageList, optionalText, pageOf, paging, requiredText } from './shared';
import { memberOf, type AreaHandlers } from './types';

type S = components['schemas'];

/** The most vehicles, ships, drivers or captains one member keeps. */
export const MAX_FLEET = 100;
/** The largest rated load (t) or tonnage accepted. */
export const MAX_LOAD = '100000';

const VEHICLE_TYPES: Record<string, string> = { tipper: '自卸车', flatbed: '平板车', mixer: '搅拌车', tanker: '罐车', van: '厢式货车' };
const WAYBILL_STATUS: Record<S['Waybill']['status'], string> = {
  waiting: '待装货',
  loading: '装货中',
  inTransit: '运输中',
  arrived: '已到达',
  signed: '已签收',
  cancelled: '已取消',
};

interface VehicleRow {
  vehicle_id: string;
  plate_number: string;
  vehicle_type: string;
  load_weight: string;
  driver_id: string | null;
  driver_name: string | null;
  driver_mobile: string | null;
  monitored: boolean;
  monitor_device_no: string | null;
  license_image_url: string | null;
  status: S['Vehicle']['status'];
}

function toVehicle(v: VehicleRow): S['Vehicle'] {
  return compact({
    vehicleId: v.vehicle_id,
    plateNumber: v.plate_number,
    vehicleType: v.vehicle_type,
    vehicleTypeName: VEHICLE_TYPES[v.vehicle_type] ?? v.vehicle_type,
    loadWeight: decimal(v.load_weight),
    driverId: v.driver_id,
    driverName: v.driver_name,
    driverMobile: v.driver_mobile,
    monitored: v.monitored,
    monitorDeviceNo: v.monitor_device_no,
    licenseImageUrl: v.license_image_url,
    status: v.status,
  });
}

async function loadVehicle(db: Queryable, memberId: string, vehicleId: string): Promise<VehicleRow> {
  const rows = await db.query<VehicleRow>('select * from vehicles where vehicle_id = $1 and member_id = $2', [vehicleId, memberId]);
  if (rows[0] === undefined) throw notFound('车辆');
  return rows[0];
}

/** The checked columns of a vehicle form. */
function vehicleFields(input: S['VehicleInput']): unknown[] {
  // The format was checked against validation.yaml plateNumber (the call's schema) before the handler.
  const plate = input.plateNumber;
  const monitored = input.monitored ?? false;
  const device = optionalText(input.monitorDeviceNo, vehicleAddFields.monitorDeviceNo.maxLength, '监控设备号');
  if (monitored && device === null) throw badRequest('已安装监控的车辆须填写监控设备号');
  return [
    plate,
    requiredText(input.vehicleType, vehicleAddFields.vehicleType.maxLength, '车辆类型'),
    boundedDecimal(input.loadWeight, MAX_LOAD, '核定载重'),
    optionalText(input.driverName, vehicleAddFields.driverName.maxLength, '司机姓名'),
    input.driverMobile ?? null,
    monitored,
    monitored ? device : null,
    input.licenseImageUrl === undefined ? null : imageList([input.licenseImageUrl], 1, '行驶证照片')[0],
  ];
}

/** An ID card number that passed the idCard format but not its check character (GB 11643) is refused. */
function idCardNo(value: string | undefined): string | null {
  const id = optionalText(value, 18, '身份证号');
  if (id !== null && !isIdCardChecksumValid(id)) throw badRequest('身份证号码校验位不正确，请核对');
  return id;
}

async function ensureUniquePlate(db: Queryable, memberId: string, plate: unknown, exceptId: string | null): Promise<void> {
  const rows = await db.query("select 1 from vehicles where member_id = $1 and plate_number = $2 and vehicle_id <> coalesce($3, '')", [
    memberId,
    plate,
    exceptId,
  ]);
  if (rows.length > 0) throw conflict('该车牌号已添加', 'PLATE_EXISTS');
}

interface ShipRow {
  ship_id: string;
  ship_name: string;
  ship_no: string;
  ship_type: string | null;
  tonnage: string;
  captain_id: string | null;
  captain_name: string | null;
  captain_mobile: string | null;
  status: S['Ship']['status'];
}

const SHIP_SELECT = 'select s.*, c.name as captain_name, c.mobile as captain_mobile from ships s left join captains c on c.captain_id = s.captain_id';

function toShip(s: ShipRow): S['Ship'] {
  return compact({
    shipId: s.ship_id,
    shipName: s.ship_name,
    shipNo: s.ship_no,
    shipType: s.ship_type,
    tonnage: decimal(s.tonnage),
    captainId: s.captain_id,
    captainName: s.captain_name,
    captainMobile: s.captain_mobile,
    status: s.status,
  });
}

async function loadShip(db: Queryable, memberId: string, shipId: string): Promise<ShipRow> {
  const rows = await db.query<ShipRow>(`${SHIP_SELECT} where s.ship_id = $1 and s.member_id = $2`, [shipId, memberId]);
  if (rows[0] === undefined) throw notFound('船舶');
  return rows[0];
}

interface DriverRow {
  driver_id: string;
  name: string;
  mobile: string;
  id_card_no: string | null;
  license_no: string | null;
  license_type: string | null;
  license_image_url: string | null;
  vehicle_id: string | null;
  plate_number: string | null;
  status: S['Driver']['status'];
}

const DRIVER_SELECT = 'select d.*, v.plate_number from drivers d left join vehicles v on v.vehicle_id = d.vehicle_id';

function toDriver(d: DriverRow): S['Driver'] {
  return compact({
    driverId: d.driver_id,
    name: d.name,
    mobile: d.mobile,
    idCardNo: d.id_card_no,
    licenseNo: d.license_no,
    licenseType: d.license_type,
    licenseImageUrl: d.license_image_url,
    vehicleId: d.vehicle_id,
    plateNumber: d.plate_number,
    status: d.status,
  });
}

async function loadDriver(db: Queryable, memberId: string, driverId: string): Promise<DriverRow> {
  const rows = await db.query<DriverRow>(`${DRIVER_SELECT} where d.driver_id = $1 and d.member_id = $2`, [driverId, memberId]);
  if (rows[0] === undefined) throw notFound('司机');
  return rows[0];
}

interface CaptainRow {
  captain_id: string;
  name: string;
  mobile: string;
  id_card_no: string | null;
  certificate_no: string | null;
  ship_id: string | null;
  ship_name: string | null;
}

const CAPTAIN_SELECT = `select c.*, s.ship_id, s.ship_name from captains c left join lateral (select ship_id, ship_name from ships where captain_id = c.captain_id order by ship_id limit 1) s on true`;

function toCaptain(c: CaptainRow): S['Captain'] {
  return compact({
    captainId: c.captain_id,
    name: c.name,
    mobile: c.mobile,
    idCardNo: c.id_card_no,
    certificateNo: c.certificate_no,
    shipId: c.ship_id,
    shipName: c.ship_name,
  });
}

/** A waybill row joined with its order. */
export interface WaybillRow {
  waybill_id: string;
  waybill_no: string;
  order_id: string;
  order_no: string;
  status: S['Waybill']['status'];
  transport_mode: S['Waybill']['transportMode'];
  goods_name: string;
  quantity: string;
  loaded_quantity: string | null;
  signed_quantity: string | null;
  unit: string;
  vehicle_id: string | null;
  plate_number: string | null;
  ship_id: string | null;
  ship_name: string | null;
  driver_name: string | null;
  driver_mobile: string | null;
  carrier_name: string | null;
  loading_address: string | null;
  unloading_address: string | null;
  take_date: string | null;
  time_slot: S['WaybillDetail']['timeSlot'] | null;
  address_id: string | null;
  created_at: Date;
  sign_time: Date | null;
  image_urls: string[];
}

/** The select of {@link WaybillRow}; append `where …` on `w`. */
export const WAYBILL_SELECT = 'select w.*, o.order_no from waybills w join orders o on o.order_id = w.order_id';

/** A waybill as a list row. */
export function toWaybill(w: WaybillRow): S['Waybill'] {
  return compact({
    waybillId: w.waybill_id,
    waybillNo: w.waybill_no,
    orderId: w.order_id,
    orderNo: w.order_no,
    status: w.status,
    statusName: WAYBILL_STATUS[w.status],
    transportMode: w.transport_mode,
    goodsName: w.goods_name,
    quantity: decimal(w.quantity),
    unit: w.unit,
    plateNumber: w.plate_number,
    shipName: w.ship_name,
    driverName: w.driver_name,
    driverMobile: w.driver_mobile,
    loadingAddress: w.loading_address,
    unloadingAddress: w.unloading_address,
    createTime: datetime(w.created_at),
  });
}

async function loadWaybill(db: Queryable, memberId: string, waybillId: string): Promise<WaybillRow> {
  const rows = await db.query<WaybillRow>(`${WAYBILL_SELECT} where w.waybill_id = $1 and w.member_id = $2`, [waybillId, memberId]);
  if (rows[0] === undefined) throw notFound('运单');
  return rows[0];
}

/** Only a waybill not loaded yet can go to another vehicle or ship, or get another take time. */
function notLeftYet(w: WaybillRow): boolean {
  return w.status === 'waiting' || w.status === 'loading';
}

/** A waybill not delivered yet (nor cancelled) can still be sent to another of the buyer's addresses. */
function canReassign(w: WaybillRow): boolean {
  return notLeftYet(w) || w.status === 'inTransit';
}

/**
 * The new take time of a reassignment, checked by the shared take-date and time-slot rules: the date one
 * of the take-date options (today and the next 6 days), the slot one still open on that date.
 */
function checkTakeTime(date: string, slot: string): TimeSlotCode {
  const now = new Date();
  if (!takeDateOptions(now).some((option) => option.id === date)) throw badRequest('提货日期须在今天起7天内');
  const open = slotsForDate(date, now).find((s) => s.code === slot);
  if (open === undefined) throw badRequest('所选时段已过，请选择其他时段');
  return open.code;
}

async function waybillDetail(db: Queryable, w: WaybillRow): Promise<S['WaybillDetail']> {
  const events = await db.query<{ time: Date; status: S['WaybillEvent']['status']; description: string }>(
    'select time, status, description from waybill_events where waybill_id = $1 order by time, id',
    [w.waybill_id],
  );
  return compact({
    ...toWaybill(w),
    loadedQuantity: w.loaded_quantity === null ? null : decimal(w.loaded_quantity),
    signedQuantity: w.signed_quantity === null ? null : decimal(w.signed_quantity),
    vehicleId: w.vehicle_id,
    shipId: w.ship_id,
    addressId: w.address_id,
    carrierName: w.carrier_name,
    takeTime: w.take_date,
    timeSlot: w.time_slot,
    signTime: optDatetime(w.sign_time),
    imageUrls: w.image_urls,
    canReassign: canReassign(w),
    events: events.map((e) => ({ time: datetime(e.time), status: e.status, description: e.description })),
  });
}

async function fleetCount(db: Queryable, table: 'vehicles' | 'ships' | 'captains' | 'drivers', memberId: string): Promise<number> {
  return (await db.query<{ n: number }>(`select count(*) as n from ${table} where member_id = $1`, [memberId]))[0]!.n;
}

export const logisticsHandlers: AreaHandlers<'vehicle' | 'ship' | 'driver' | 'captain' | 'waybill'> = {
  async 'vehicle.list'(ctx) {
    const { body } = ctx;
    const w = paging(body.pageNum, body.pageSize);
    const keyword = optionalText(body.keyword, 50, '关键词');
    const where = `where member_id = $1 and ($2::text is null or position(lower($2) in lower(plate_number || ' ' || coalesce(driver_name, ''))) > 0)
       and ($3::text is null or status = $3) and ($4::boolean is null or monitored = $4)`;
    const params = [memberOf(ctx), keyword, body.status ?? null, body.monitored ?? null];
    const rows = await ctx.db.query<VehicleRow>(`select * from vehicles ${where} order by created_at desc, vehicle_id limit $5 offset $6`, [
      ...params,
      w.limit,
      w.offset,
    ]);
    const total = (await ctx.db.query<{ n: number }>(`select count(*) as n from vehicles ${where}`, params))[0]!.n;
    return pageOf(rows.map(toVehicle), total, w);
  },

  async 'vehicle.detail'(ctx) {
    return toVehicle(await loadVehicle(ctx.db, memberOf(ctx), ctx.query.vehicleId));
  },

  async 'vehicle.add'(ctx) {
    const memberId = memberOf(ctx);
    const fields = vehicleFields(ctx.body);
    if ((await fleetCount(ctx.db, 'vehicles', memberId)) >= MAX_FLEET) throw badRequest(`最多添加${MAX_FLEET}辆车`);
    await ensureUniquePlate(ctx.db, memberId, fields[0], null);
    const vehicleId = newId('veh');
    await ctx.db.query(
      `insert into vehicles (vehicle_id, member_id, plate_number, vehicle_type, load_weight, driver_name, driver_mobile, monitored, monitor_device_no, license_image_url)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [vehicleId, memberId, ...fields],
    );
    return toVehicle(await loadVehicle(ctx.db, memberId, vehicleId));
  },

  async 'vehicle.edit'(ctx) {
    const memberId = memberOf(ctx);
    const existing = await loadVehicle(ctx.db, memberId, ctx.body.vehicleId);
    const fields = vehicleFields(ctx.body);
    // The monitoring device is registered under the plate: a monitored vehicle keeps both (spec VehicleEditBody).
    if (existing.monitored && (fields[0] !== existing.plate_number || fields[5] !== true || fields[6] !== existing.monitor_device_no))
      throw conflict('已接入车控的车辆不能修改车牌号和监控设备', 'VEHICLE_MONITORED');
    await ensureUniquePlate(ctx.db, memberId, fields[0], existing.vehicle_id);
    await ctx.db.query(
      `update vehicles set plate_number = $3, vehicle_type = $4, load_weight = $5, driver_name = $6, driver_mobile = $7, monitored = $8, monitor_device_no = $9,
              license_image_url = coalesce($10, license_image_url) where vehicle_id = $1 and member_id = $2`,
      [existing.vehicle_id, memberId, ...fields],
    );
    return toVehicle(await loadVehicle(ctx.db, memberId, existing.vehicle_id));
  },

  async 'vehicle.delete'(ctx) {
    const memberId = memberOf(ctx);
    const vehicle = await loadVehicle(ctx.db, memberId, ctx.body.vehicleId);
    if (vehicle.status === 'onTask') throw conflict('车辆正在执行运单，不能删除', 'VEHICLE_ON_TASK');
    await ctx.db.transaction(async (tx) => {
      await tx.query('update drivers set vehicle_id = null where member_id = $1 and vehicle_id = $2', [memberId, vehicle.vehicle_id]);
      await tx.query('delete from vehicles where vehicle_id = $1 and member_id = $2', [vehicle.vehicle_id, memberId]);
    });
    return null;
  },

  async 'ship.list'(ctx) {
    const w = paging(ctx.body.pageNum, ctx.body.pageSize);
    const keyword = optionalText(ctx.body.keyword, 50, '关键词');
    const where = `where s.member_id = $1 and ($2::text is null or position(lower($2) in lower(s.ship_name || ' ' || s.ship_no)) > 0)`;
    const params = [memberOf(ctx), keyword];
    const rows = await ctx.db.query<ShipRow>(`${SHIP_SELECT} ${where} order by s.created_at desc, s.ship_id limit $3 offset $4`, [
      ...params,
      w.limit,
      w.offset,
    ]);
    const total = (await ctx.db.query<{ n: number }>(`select count(*) as n from ships s ${where}`, params))[0]!.n;
    return pageOf(rows.map(toShip), total, w);
  },

  async 'ship.detail'(ctx) {
    return toShip(await loadShip(ctx.db, memberOf(ctx), ctx.query.shipId));
  },

  async 'ship.add'(ctx) {
    const { body } = ctx;
    const memberId = memberOf(ctx);
    if ((await fleetCount(ctx.db, 'ships', memberId)) >= MAX_FLEET) throw badRequest(`最多添加${MAX_FLEET}艘船`);
    // The registration number is the ship's identity in the buyer's fleet (spec/calls/logistics.yaml ship.add).
    if ((await ctx.db.query('select 1 from ships where member_id = $1 and ship_no = $2', [memberId, body.shipNo])).length > 0)
      throw conflict('该船舶登记号已添加', 'SHIP_EXISTS');
    const shipId = newId('ship');
    await ctx.db.query(
      'insert into ships (ship_id, member_id, ship_name, ship_no, ship_type, tonnage, certificate_image_url) values ($1, $2, $3, $4, $5, $6, $7)',
      [
        shipId,
        memberId,
        requiredText(body.shipName, shipAddFields.shipName.maxLength, '船名'),
        requiredText(body.shipNo, 30, '船舶登记号'),
        optionalText(body.shipType, 20, '船舶类型'),
        boundedDecimal(body.tonnage, MAX_LOAD, '载重吨位'),
        body.certificateImageUrl === undefined ? null : imageList([body.certificateImageUrl], 1, '证书照片')[0],
      ],
    );
    return toShip(await loadShip(ctx.db, memberId, shipId));
  },

  async 'ship.bindCaptain'(ctx) {
    const memberId = memberOf(ctx);
    const ship = await loadShip(ctx.db, memberId, ctx.body.shipId);
    const captain = await ctx.db.query('select 1 from captains where captain_id = $1 and member_id = $2', [ctx.body.captainId, memberId]);
    if (captain.length === 0) throw notFound('船长');
    // A captain commands one ship at a time: binding moves them off the ship they commanded before.
    await ctx.db.transaction(async (tx) => {
      await tx.query('update ships set captain_id = null where member_id = $1 and captain_id = $2 and ship_id <> $3', [
        memberId,
        ctx.body.captainId,
        ship.ship_id,
      ]);
      await tx.query('update ships set captain_id = $3 where ship_id = $1 and member_id = $2', [ship.ship_id, memberId, ctx.body.captainId]);
    });
    return toShip(await loadShip(ctx.db, memberId, ship.ship_id));
  },

  async 'driver.list'(ctx) {
    const w = paging(ctx.body.pageNum, ctx.body.pageSize);
    const keyword = optionalText(ctx.body.keyword, 50, '关键词');
    const where = `where d.member_id = $1 and ($2::text is null or position(lower($2) in lower(d.name || ' ' || d.mobile)) > 0)`;
    const params = [memberOf(ctx), keyword];
    const rows = await ctx.db.query<DriverRow>(`${DRIVER_SELECT} ${where} order by d.driver_id limit $3 offset $4`, [...params, w.limit, w.offset]);
    const total = (await ctx.db.query<{ n: number }>(`select count(*) as n from drivers d ${where}`, params))[0]!.n;
    return pageOf(rows.map(toDriver), total, w);
  },

  async 'driver.detail'(ctx) {
    return toDriver(await loadDriver(ctx.db, memberOf(ctx), ctx.query.driverId));
  },

  async 'driver.edit'(ctx) {
    const { body } = ctx;
    const memberId = memberOf(ctx);
    const driver = await loadDriver(ctx.db, memberId, body.driverId);
    if (body.vehicleId !== undefined) await loadVehicle(ctx.db, memberId, body.vehicleId);
    await ctx.db.query(
      `update drivers set name = $3, mobile = $4, id_card_no = $5, license_no = $6, license_type = $7, license_image_url = coalesce($8, license_image_url), vehicle_id = $9
        where driver_id = $1 and member_id = $2`,
      [
        driver.driver_id,
        memberId,
        requiredText(body.name, driverEditFields.name.maxLength, '姓名'),
        body.mobile,
        idCardNo(body.idCardNo),
        optionalText(body.licenseNo, driverEditFields.licenseNo.maxLength, '驾驶证号'),
        optionalText(body.licenseType, driverEditFields.licenseType.maxLength, '准驾车型'),
        body.licenseImageUrl === undefined ? null : imageList([body.licenseImageUrl], 1, '驾驶证照片')[0],
        body.vehicleId ?? null,
      ],
    );
    return toDriver(await loadDriver(ctx.db, memberId, driver.driver_id));
  },

  async 'driver.add'(ctx) {
    const { body } = ctx;
    const memberId = memberOf(ctx);
    if ((await fleetCount(ctx.db, 'drivers', memberId)) >= MAX_FLEET) throw badRequest(`最多添加${MAX_FLEET}名司机`);
    const driverId = newId('drv');
    await ctx.db.query('insert into drivers (driver_id, member_id, name, mobile, id_card_no, license_no, license_type) values ($1, $2, $3, $4, $5, $6, $7)', [
      driverId,
      memberId,
      requiredText(body.name, driverAddFields.name.maxLength, '姓名'),
      body.mobile,
      idCardNo(body.idCardNo),
      optionalText(body.licenseNo, driverAddFields.licenseNo.maxLength, '驾驶证号'),
      optionalText(body.licenseType, driverAddFields.licenseType.maxLength, '准驾车型'),
    ]);
    return toDriver(await loadDriver(ctx.db, memberId, driverId));
  },

  async 'captain.list'(ctx) {
    const w = paging(ctx.body.pageNum, ctx.body.pageSize);
    const keyword = optionalText(ctx.body.keyword, 50, '关键词');
    const where = `where c.member_id = $1 and ($2::text is null or position(lower($2) in lower(c.name || ' ' || c.mobile)) > 0)`;
    const params = [memberOf(ctx), keyword];
    const rows = await ctx.db.query<CaptainRow>(`${CAPTAIN_SELECT} ${where} order by c.created_at desc, c.captain_id limit $3 offset $4`, [
      ...params,
      w.limit,
      w.offset,
    ]);
    const total = (await ctx.db.query<{ n: number }>(`select count(*) as n from captains c ${where}`, params))[0]!.n;
    return pageOf(rows.map(toCaptain), total, w);
  },

  async 'captain.add'(ctx) {
    const { body } = ctx;
    const memberId = memberOf(ctx);
    if ((await fleetCount(ctx.db, 'captains', memberId)) >= MAX_FLEET) throw badRequest(`最多添加${MAX_FLEET}位船长`);
    // The mobile identifies a captain in the buyer's fleet (spec/calls/logistics.yaml captain.add).
    if ((await ctx.db.query('select 1 from captains where member_id = $1 and mobile = $2', [memberId, body.mobile])).length > 0)
      throw conflict('该手机号的船长已添加', 'CAPTAIN_EXISTS');
    const captainId = newId('cap');
    await ctx.db.query('insert into captains (captain_id, member_id, name, mobile, id_card_no, certificate_no) values ($1, $2, $3, $4, $5, $6)', [
      captainId,
      memberId,
      requiredText(body.name, captainAddFields.name.maxLength, '姓名'),
      body.mobile,
      optionalText(body.idCardNo, captainAddFields.idCardNo.maxLength, '身份证号'),
      optionalText(body.certificateNo, captainAddFields.certificateNo.maxLength, '船员证书号'),
    ]);
    const rows = await ctx.db.query<CaptainRow>(`${CAPTAIN_SELECT} where c.captain_id = $1`, [captainId]);
    return toCaptain(rows[0]!);
  },

  async 'waybill.list'(ctx) {
    const { body } = ctx;
    const w = paging(body.pageNum, body.pageSize);
    const keyword = optionalText(body.keyword, 50, '关键词');
    const where = `where w.member_id = $1 and ($2::text is null or w.status = $2) and ($3::text is null or w.order_id = $3)
       and ($4::text is null or position(lower($4) in lower(w.waybill_no || ' ' || o.order_no || ' ' || coalesce(w.plate_number, '') || ' ' || coalesce(w.ship_name, ''))) > 0)`;
    const params = [memberOf(ctx), body.status ?? null, body.orderId ?? null, keyword];
    const rows = await ctx.db.query<WaybillRow>(`${WAYBILL_SELECT} ${where} order by w.created_at desc, w.waybill_id limit $5 offset $6`, [
      ...params,
      w.limit,
      w.offset,
    ]);
    const total = (await ctx.db.query<{ n: number }>(`select count(*) as n from waybills w join orders o on o.order_id = w.order_id ${where}`, params))[0]!.n;
    return pageOf(rows.map(toWaybill), total, w);
  },

  async 'waybill.detail'(ctx) {
    return waybillDetail(ctx.db, await loadWaybill(ctx.db, memberOf(ctx), ctx.query.waybillId));
  },

  async 'waybill.reassign'(ctx) {
    const { body, db } = ctx;
    const memberId = memberOf(ctx);
    const reason = requiredText(body.reason, waybillReassignFields.reason.maxLength, '改派原因');
    const toCarrier = body.vehicleId !== undefined || body.shipId !== undefined || body.driverId !== undefined;
    const toTime = body.takeTime !== undefined || body.timeSlot !== undefined;
    if (!toCarrier && !toTime && body.addressId === undefined) throw badRequest('请选择改派的收货地址、提货时间或车辆');
    return db.transaction(async (tx) => {
      const waybill = await loadWaybill(tx, memberId, body.waybillId);
      await requireButton(tx, memberId, menuButtons.waybillReassign, '运单改派');
      if (!canReassign(waybill)) throw conflict('运单已送达，不能改派', 'WAYBILL_STATE');
      if ((toCarrier || toTime) && !notLeftYet(waybill)) throw conflict('运单已装货，不能改派车辆或修改提货时间', 'WAYBILL_STATE');
      const record = {
        from_plate: waybill.plate_number,
        to_plate: waybill.plate_number,
        from_ship: waybill.ship_name,
        to_ship: waybill.ship_name,
        to_driver: waybill.driver_name,
        to_address: waybill.unloading_address,
        to_date: waybill.take_date,
        to_slot: waybill.time_slot,
      };
      if (body.addressId !== undefined) {
        // Only the buyer's own addresses: another's answers 404 as if it did not exist.
        const address = toAddress(await loadAddress(tx, memberId, body.addressId));
        if (address.addressId === waybill.address_id) throw badRequest('请选择其他收货地址');
        record.to_address = address.fullAddress ?? address.detail;
        await tx.query('update waybills set address_id = $2, unloading_address = $3 where waybill_id = $1', [
          waybill.waybill_id,
          address.addressId,
          record.to_address,
        ]);
      }
      if (toTime) {
        const date = body.takeTime ?? waybill.take_date;
        if (date === null) throw badRequest('请选择提货日期');
        record.to_date = date;
        record.to_slot = checkTakeTime(date, body.timeSlot ?? waybill.time_slot ?? defaultTimeSlot);
        if (record.to_date === waybill.take_date && record.to_slot === waybill.time_slot && body.addressId === undefined && !toCarrier)
          throw badRequest('提货时间未变化');
        await tx.query('update waybills set take_date = $2, time_slot = $3 where waybill_id = $1', [waybill.waybill_id, record.to_date, record.to_slot]);
      }
      if (toCarrier) {
        const driver = body.driverId === undefined ? null : await loadDriver(tx, memberId, body.driverId);
        if (waybill.transport_mode === 'truck') {
          if (body.vehicleId === undefined) throw badRequest('请选择改派的车辆');
          const vehicle = await loadVehicle(tx, memberId, body.vehicleId);
          record.to_plate = vehicle.plate_number;
          record.to_driver = driver?.name ?? vehicle.driver_name ?? waybill.driver_name;
          await tx.query(
            'update waybills set vehicle_id = $2, plate_number = $3, driver_name = coalesce($4, $5), driver_mobile = coalesce($6, $7) where waybill_id = $1',
            [
              waybill.waybill_id,
              vehicle.vehicle_id,
              vehicle.plate_number,
              driver?.name ?? null,
              vehicle.driver_name,
              driver?.mobile ?? null,
              vehicle.driver_mobile,
            ],
          );
        } else {
          if (body.shipId === undefined) throw badRequest('请选择改派的船舶');
          const ship = await loadShip(tx, memberId, body.shipId);
          record.to_ship = ship.ship_name;
          await tx.query('update waybills set ship_id = $2, ship_name = $3 where waybill_id = $1', [waybill.waybill_id, ship.ship_id, ship.ship_name]);
        }
      }
      const member = (await tx.query<{ name: string }>('select coalesce(real_name, account_name) as name from members where member_id = $1', [memberId]))[0]!;
      await tx.query(
        `insert into waybill_reassignments (record_id, waybill_id, from_plate_number, to_plate_number, from_ship_name, to_ship_name, from_driver_name, to_driver_name,
                                            from_address, to_address, from_take_date, to_take_date, from_time_slot, to_time_slot, reason, operator_name)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)`,
        [
          newId('wr'),
          waybill.waybill_id,
          record.from_plate,
          record.to_plate,
          record.from_ship,
          record.to_ship,
          waybill.driver_name,
          record.to_driver,
          waybill.unloading_address,
          record.to_address,
          waybill.take_date,
          record.to_date,
          waybill.time_slot,
          record.to_slot,
          reason,
          member.name,
        ],
      );
      await tx.query('insert into waybill_events (waybill_id, time, status, description) values ($1, now(), $2, $3)', [
        waybill.waybill_id,
        waybill.status,
        `运单改派：${reason}`,
      ]);
      return waybillDetail(tx, await loadWaybill(tx, memberId, waybill.waybill_id));
    });
  },

  async 'waybill.reassignHistory'(ctx) {
    const waybill = await loadWaybill(ctx.db, memberOf(ctx), ctx.query.waybillId);
    const rows = await ctx.db.query<{
      record_id: string;
      from_plate_number: string | null;
      to_plate_number: string | null;
      from_ship_name: string | null;
      to_ship_name: string | null;
      from_driver_name: string | null;
      to_driver_name: string | null;
      from_address: string | null;
      to_address: string | null;
      from_take_date: string | null;
      to_take_date: string | null;
      from_time_slot: TimeSlotCode | null;
      to_time_slot: TimeSlotCode | null;
      reason: string | null;
      operator_name: string | null;
      operate_time: Date;
    }>('select * from waybill_reassignments where waybill_id = $1 order by operate_time desc, record_id', [waybill.waybill_id]);
    return rows.map((r) =>
      compact({
        recordId: r.record_id,
        waybillId: waybill.waybill_id,
        fromPlateNumber: r.from_plate_number,
        toPlateNumber: r.to_plate_number,
        fromShipName: r.from_ship_name,
        toShipName: r.to_ship_name,
        fromDriverName: r.from_driver_name,
        toDriverName: r.to_driver_name,
        fromAddress: r.from_address,
        toAddress: r.to_address,
        fromTakeTime: r.from_take_date,
        toTakeTime: r.to_take_date,
        fromTimeSlot: r.from_time_slot,
        toTimeSlot: r.to_time_slot,
        reason: r.reason,
        operatorName: r.operator_name,
        operateTime: datetime(r.operate_time),
      }),
    );
  },
};
