import { addressAddFields } from '@gen/fields.gen';
import { addressText } from '@/domain';
import type { components } from '@gen/openapi.gen';
import type { Queryable } from '../db';
import { badRequest, conflict, notFound } from '../errors';
import { compact } from '../lib/format';
import { newId } from '../lib/ids';
import { optionalText, pageOf, paging, requiredText } from './shared';
import { memberOf, type AreaHandlers } from './types';

type S = components['schemas'];

/** The most addresses one member keeps. */
export const MAX_ADDRESSES = 50;

/** An address row. */
export interface AddressRow {
  address_id: string;
  member_id: string;
  type: '1' | '2';
  receiver_name: string;
  receiver_mobile: string;
  province: string;
  province_code: string | null;
  city: string;
  city_code: string | null;
  district: string;
  district_code: string | null;
  detail: string;
  latitude: number | null;
  longitude: number | null;
  is_default: boolean;
}

/** An address row as the spec's Address, with the joined full address. */
export function toAddress(a: AddressRow): S['Address'] {
  return compact({
    addressId: a.address_id,
    type: a.type,
    receiverName: a.receiver_name,
    receiverMobile: a.receiver_mobile,
    province: a.province,
    provinceCode: a.province_code,
    city: a.city,
    cityCode: a.city_code,
    district: a.district,
    districtCode: a.district_code,
    detail: a.detail,
    fullAddress: addressText({ province: a.province, city: a.city, district: a.district, detail: a.detail }),
    latitude: a.latitude,
    longitude: a.longitude,
    isDefault: a.is_default,
  });
}

/** The member's address, or 404 (also for another member's address). */
export async function loadAddress(db: Queryable, memberId: string, addressId: string): Promise<AddressRow> {
  const rows = await db.query<AddressRow>('select * from addresses where address_id = $1 and member_id = $2', [addressId, memberId]);
  const row = rows[0];
  if (row === undefined) throw notFound('地址');
  return row;
}

/** The checked column values of an address form. */
function addressFields(input: S['AddressInput']): unknown[] {
  if (input.latitude !== undefined && Math.abs(input.latitude) > 90) throw badRequest('纬度须在-90至90之间');
  if (input.longitude !== undefined && Math.abs(input.longitude) > 180) throw badRequest('经度须在-180至180之间');
  return [
    input.type,
    requiredText(input.receiverName, addressAddFields.receiverName.maxLength, '收货人'),
    input.receiverMobile,
    requiredText(input.province, addressAddFields.province.maxLength, '省份'),
    optionalText(input.provinceCode, addressAddFields.provinceCode.maxLength, '省份编码'),
    requiredText(input.city, addressAddFields.city.maxLength, '城市'),
    optionalText(input.cityCode, addressAddFields.cityCode.maxLength, '城市编码'),
    requiredText(input.district, addressAddFields.district.maxLength, '区县'),
    optionalText(input.districtCode, addressAddFields.districtCode.maxLength, '区县编码'),
    requiredText(input.detail, addressAddFields.detail.maxLength, '详细地址'),
    input.latitude ?? null,
    input.longitude ?? null,
  ];
}

/** Makes one address the default of its type (one default per type). */
async function makeDefault(tx: Queryable, memberId: string, address: Pick<AddressRow, 'address_id' | 'type'>): Promise<void> {
  await tx.query('update addresses set is_default = (address_id = $3) where member_id = $1 and type = $2', [memberId, address.type, address.address_id]);
}

export const addressHandlers: AreaHandlers<'address'> = {
  async 'address.list'(ctx) {
    const w = paging(ctx.body.pageNum, ctx.body.pageSize);
    const memberId = memberOf(ctx);
    const rows = await ctx.db.query<AddressRow>(
      `select * from addresses where member_id = $1 and ($2::text is null or type = $2) order by is_default desc, created_at desc, address_id limit $3 offset $4`,
      [memberId, ctx.body.type ?? null, w.limit, w.offset],
    );
    const total = (
      await ctx.db.query<{ n: number }>('select count(*) as n from addresses where member_id = $1 and ($2::text is null or type = $2)', [
        memberId,
        ctx.body.type ?? null,
      ])
    )[0]!.n;
    return pageOf(rows.map(toAddress), total, w);
  },

  async 'address.detail'(ctx) {
    return toAddress(await loadAddress(ctx.db, memberOf(ctx), ctx.query.addressId));
  },

  async 'address.add'(ctx) {
    const memberId = memberOf(ctx);
    const fields = addressFields(ctx.body);
    return ctx.db.transaction(async (tx) => {
      const counts = await tx.query<{ n: number; same_type: number }>(
        'select count(*) as n, count(*) filter (where type = $2) as same_type from addresses where member_id = $1',
        [memberId, ctx.body.type],
      );
      const { n, same_type } = counts[0]!;
      if (n >= MAX_ADDRESSES) throw badRequest(`最多保存${MAX_ADDRESSES}个地址`);
      if (ctx.body.type === '2' && same_type > 0) throw conflict('本人地址只能有一个，请修改已有地址', 'SELF_ADDRESS_EXISTS');
      const addressId = newId('addr');
      await tx.query(
        `insert into addresses (address_id, member_id, type, receiver_name, receiver_mobile, province, province_code, city, city_code, district, district_code, detail, latitude, longitude)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
        [addressId, memberId, ...fields],
      );
      // The first address of a type is its default.
      if (ctx.body.isDefault === true || same_type === 0) await makeDefault(tx, memberId, { address_id: addressId, type: ctx.body.type });
      return toAddress(await loadAddress(tx, memberId, addressId));
    });
  },

  async 'address.edit'(ctx) {
    const memberId = memberOf(ctx);
    const fields = addressFields(ctx.body);
    return ctx.db.transaction(async (tx) => {
      const existing = await loadAddress(tx, memberId, ctx.body.addressId);
      if (existing.type !== ctx.body.type) {
        const self = await tx.query(`select 1 from addresses where member_id = $1 and type = '2' and address_id <> $2`, [memberId, existing.address_id]);
        if (ctx.body.type === '2' && self.length > 0) throw conflict('本人地址只能有一个', 'SELF_ADDRESS_EXISTS');
      }
      await tx.query(
        `update addresses set type = $3, receiver_name = $4, receiver_mobile = $5, province = $6, province_code = $7, city = $8, city_code = $9,
                district = $10, district_code = $11, detail = $12, latitude = $13, longitude = $14 where address_id = $1 and member_id = $2`,
        [existing.address_id, memberId, ...fields],
      );
      if (ctx.body.isDefault === true) await makeDefault(tx, memberId, { address_id: existing.address_id, type: ctx.body.type });
      return toAddress(await loadAddress(tx, memberId, existing.address_id));
    });
  },

  async 'address.delete'(ctx) {
    const memberId = memberOf(ctx);
    await ctx.db.transaction(async (tx) => {
      const existing = await loadAddress(tx, memberId, ctx.body.addressId);
      await tx.query('delete from addresses where address_id = $1 and member_id = $2', [existing.address_id, memberId]);
      if (existing.is_default) {
        const next = (
          await tx.query<AddressRow>('select * from addresses where member_id = $1 and type = $2 order by created_at desc limit 1', [memberId, existing.type])
        )[0];
        if (next !== undefined) await makeDefault(tx, memberId, next);
      }
    });
    return null;
  },

  async 'address.setDefault'(ctx) {
    const memberId = memberOf(ctx);
    await ctx.db.transaction(async (tx) => makeDefault(tx, memberId, await loadAddress(tx, memberId, ctx.body.addressId)));
    return null;
  },
};
