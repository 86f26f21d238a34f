import { enterpriseSubmitBasicFields, enterpriseSubmitQualificationFields, stoneAddProjectFields } from '@gen/fields.gen';
import type { components } from '@gen/openapi.gen';
import { compareDecimal, normalizeDecimal, subtractMoney, sumExact, sumMoney } from '@/domain';
import type { Queryable } from '../db';
import { conflict, notFound } from '../errors';
import { compact, datetime, decimal, money, optDatetime } from '../lib/format';
import { newId } from '../lib/ids';
import { boundedDecimal, checkDateRange, optionalText, ownUpload, pageOf, paging, requiredText } from './shared';
import { memberOf, type AreaHandlers } from './types';

type S = components['schemas'];

/** Largest planned quantity of a stone project. */
export const MAX_PROJECT_QUANTITY = '10000000';

interface RegistrationRow {
  apply_id: string;
  status: S['EnterpriseRegistration']['status'];
  step: number;
  basic: S['EnterpriseBasicInfo'] | null;
  reject_reason: string | null;
  submit_time: Date | null;
  audit_time: Date | null;
}

async function registration(db: Queryable, memberId: string): Promise<S['EnterpriseRegistration']> {
  const r = (await db.query<RegistrationRow>('select * from enterprise_registrations where member_id = $1', [memberId]))[0];
  if (r === undefined) return { status: 'none', step: 0 };
  return compact({
    applyId: r.apply_id,
    status: r.status,
    step: r.step,
    basic: r.basic,
    rejectReason: r.reject_reason,
    submitTime: optDatetime(r.submit_time),
    auditTime: optDatetime(r.audit_time),
  });
}

interface ProjectRow {
  project_id: string;
  project_name: string;
  project_address: string;
  contact_name: string | null;
  contact_mobile: string | null;
  start_date: string | null;
  end_date: string | null;
  planned_quantity: string | null;
  shipped: string;
  unit: string;
  status: S['StoneProject']['status'];
}

const PROJECT_SELECT = `select p.*, coalesce((select sum(quantity) from stone_shipments s where s.project_id = p.project_id), 0) as shipped from stone_projects p`;

function toProject(p: ProjectRow): S['StoneProject'] {
  return compact({
    projectId: p.project_id,
    projectName: p.project_name,
    projectAddress: p.project_address,
    contactName: p.contact_name,
    contactMobile: p.contact_mobile,
    startDate: p.start_date,
    endDate: p.end_date,
    plannedQuantity: p.planned_quantity === null ? null : decimal(p.planned_quantity),
    shippedQuantity: decimal(p.shipped),
    unit: p.unit,
    status: p.status,
  });
}

/** Date filter SQL on a timestamp column, parameters $2 and $3. */
function inRange(column: string): string {
  return `($2::date is null or ${column}::date >= $2::date) and ($3::date is null or ${column}::date <= $3::date)`;
}

export const enterpriseHandlers: AreaHandlers<'enterprise' | 'esign' | 'stone' | 'datalist'> = {
  async 'enterprise.submitBasic'(ctx) {
    const { body, db } = ctx;
    const memberId = memberOf(ctx);
    const current = await registration(db, memberId);
    const basic = compact({
      companyName: requiredText(body.companyName, enterpriseSubmitBasicFields.companyName.maxLength, '企业名称'),
      creditCode: body.creditCode,
      legalPerson: requiredText(body.legalPerson, enterpriseSubmitBasicFields.legalPerson.maxLength, '法定代表人'),
      contactName: requiredText(body.contactName, enterpriseSubmitBasicFields.contactName.maxLength, '联系人'),
      contactMobile: body.contactMobile,
      // The buyer's own upload, or the licence the saved draft holds already.
      licenseImageUrl: await ownUpload(db, memberId, body.licenseImageUrl, '营业执照', current.basic?.licenseImageUrl),
      province: optionalText(body.province, 20, '省份'),
      city: optionalText(body.city, 20, '城市'),
      district: optionalText(body.district, 20, '区县'),
      address: optionalText(body.address, 200, '注册地址'),
    });
    if (current.status === 'approved') throw conflict('已完成企业认证', 'ENTERPRISE_APPROVED');
    if (current.status === 'reviewing') throw conflict('企业认证审核中，请耐心等待', 'ENTERPRISE_REVIEWING');
    await db.query(
      `insert into enterprise_registrations (member_id, apply_id, status, step, basic) values ($1, $2, 'draft', 1, $3::jsonb)
       on conflict (member_id) do update set status = 'draft', step = 1, basic = excluded.basic, reject_reason = null`,
      [memberId, newId('ent'), JSON.stringify(basic)],
    );
    return registration(db, memberId);
  },

  async 'enterprise.submitQualification'(ctx) {
    const { body, db } = ctx;
    const memberId = memberOf(ctx);
    const current = await registration(db, memberId);
    if (current.applyId === undefined || current.applyId !== body.applyId) throw notFound('企业认证申请');
    if (current.status !== 'draft') throw conflict('请先提交企业基本信息', 'ENTERPRISE_STATE');
    // The buyer's own uploads (a rejected application sent again may keep the pictures it had).
    const before = (
      await db.query<{ qualification: Record<string, unknown> | null }>('select qualification from enterprise_registrations where member_id = $1', [memberId])
    )[0]?.qualification;
    const kept = (key: string) => (typeof before?.[key] === 'string' ? (before[key] as string) : null);
    const qualification = compact({
      ...body,
      legalPersonIdFrontUrl: await ownUpload(db, memberId, body.legalPersonIdFrontUrl, '身份证人像面', kept('legalPersonIdFrontUrl')),
      legalPersonIdBackUrl: await ownUpload(db, memberId, body.legalPersonIdBackUrl, '身份证国徽面', kept('legalPersonIdBackUrl')),
      ...(body.authorizationLetterUrl === undefined
        ? {}
        : { authorizationLetterUrl: await ownUpload(db, memberId, body.authorizationLetterUrl, '授权书', kept('authorizationLetterUrl')) }),
      bankName: requiredText(body.bankName, enterpriseSubmitQualificationFields.bankName.maxLength, '开户银行'),
      bankAccountName: requiredText(body.bankAccountName, enterpriseSubmitQualificationFields.bankAccountName.maxLength, '开户名称'),
    });
    await db.transaction(async (tx) => {
      await tx.query(
        `update enterprise_registrations set status = 'reviewing', step = 2, qualification = $2::jsonb, submit_time = now() where member_id = $1`,
        [memberId, JSON.stringify(qualification)],
      );
      await tx.query(`update members set enterprise_status = 'reviewing' where member_id = $1`, [memberId]);
    });
    return registration(db, memberId);
  },

  async 'enterprise.status'(ctx) {
    return registration(ctx.db, memberOf(ctx));
  },

  async 'esign.list'(ctx) {
    const w = paging(ctx.body.pageNum, ctx.body.pageSize);
    const params = [memberOf(ctx), ctx.body.status ?? null];
    const rows = await ctx.db.query<{
      esign_contract_id: string;
      title: string;
      contract_no: string | null;
      contract_id: string | null;
      seller_name: string | null;
      status: S['EsignContract']['status'];
      create_time: Date;
      sign_time: Date | null;
      file_url: string | null;
    }>(
      'select * from esign_contracts where member_id = $1 and ($2::text is null or status = $2) order by create_time desc, esign_contract_id limit $3 offset $4',
      [...params, w.limit, w.offset],
    );
    const total = (
      await ctx.db.query<{ n: number }>('select count(*) as n from esign_contracts where member_id = $1 and ($2::text is null or status = $2)', params)
    )[0]!.n;
    return pageOf(
      rows.map((e) =>
        compact({
          esignContractId: e.esign_contract_id,
          title: e.title,
          contractNo: e.contract_no,
          contractId: e.contract_id,
          sellerName: e.seller_name,
          status: e.status,
          createTime: datetime(e.create_time),
          signTime: optDatetime(e.sign_time),
          fileUrl: e.file_url,
        }),
      ),
      total,
      w,
    );
  },

  async 'esign.signUrl'(ctx) {
    const memberId = memberOf(ctx);
    const rows = await ctx.db.query<{ status: string }>('select status from esign_contracts where esign_contract_id = $1 and member_id = $2', [
      ctx.body.esignContractId,
      memberId,
    ]);
    if (rows[0] === undefined) throw notFound('电子合同');
    if (rows[0].status !== 'toSign' && rows[0].status !== 'signing') throw conflict('该合同无需签署', 'ESIGN_STATE');
    const redirect = ctx.body.redirectUrl === undefined ? null : optionalText(ctx.body.redirectUrl, 500, 'redirectUrl');
    await ctx.db.query(`update esign_contracts set status = 'signing' where esign_contract_id = $1`, [ctx.body.esignContractId]);
    const expire = (await ctx.db.query<{ at: Date }>(`select now() + interval '30 minutes' as at`))[0]!.at;
    // There is no e-sign provider locally: the link names the contract for the partner's signing page.
    const params = new URLSearchParams({ contract: ctx.body.esignContractId, ...(redirect === null ? {} : { redirect }) });
    return { signUrl: `https://esign.example.com/sign?${params.toString()}`, expireTime: datetime(expire) };
  },

  async 'stone.projects'(ctx) {
    const w = paging(ctx.body.pageNum, ctx.body.pageSize);
    const keyword = optionalText(ctx.body.keyword, 50, '关键词');
    const where = `where p.member_id = $1 and ($2::text is null or position(lower($2) in lower(p.project_name || ' ' || p.project_address)) > 0) and ($3::text is null or p.status = $3)`;
    const params = [memberOf(ctx), keyword, ctx.body.status ?? null];
    const rows = await ctx.db.query<ProjectRow>(`${PROJECT_SELECT} ${where} order by p.created_at desc, p.project_id limit $4 offset $5`, [
      ...params,
      w.limit,
      w.offset,
    ]);
    const total = (await ctx.db.query<{ n: number }>(`select count(*) as n from stone_projects p ${where}`, params))[0]!.n;
    return pageOf(rows.map(toProject), total, w);
  },

  async 'stone.addProject'(ctx) {
    const { body } = ctx;
    const memberId = memberOf(ctx);
    checkDateRange(body.startDate, body.endDate);
    const projectId = newId('sp');
    await ctx.db.query(
      `insert into stone_projects (project_id, member_id, project_name, project_address, contact_name, contact_mobile, start_date, end_date, planned_quantity, unit)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        projectId,
        memberId,
        requiredText(body.projectName, stoneAddProjectFields.projectName.maxLength, '项目名称'),
        requiredText(body.projectAddress, stoneAddProjectFields.projectAddress.maxLength, '项目地址'),
        optionalText(body.contactName, stoneAddProjectFields.contactName.maxLength, '联系人'),
        body.contactMobile ?? null,
        body.startDate ?? null,
        body.endDate ?? null,
        body.plannedQuantity === undefined ? null : boundedDecimal(body.plannedQuantity, MAX_PROJECT_QUANTITY, '计划数量', true),
        optionalText(body.unit, stoneAddProjectFields.unit.maxLength, '单位') ?? '平方米',
      ],
    );
    return toProject((await ctx.db.query<ProjectRow>(`${PROJECT_SELECT} where p.project_id = $1`, [projectId]))[0]!);
  },

  async 'stone.shipmentData'(ctx) {
    const { body } = ctx;
    checkDateRange(body.startDate, body.endDate);
    const project = await ctx.db.query('select 1 from stone_projects where project_id = $1 and member_id = $2', [body.projectId, memberOf(ctx)]);
    if (project.length === 0) throw notFound('项目');
    const w = paging(body.pageNum, body.pageSize);
    const where = 'where project_id = $1 and ($2::date is null or ship_date >= $2::date) and ($3::date is null or ship_date <= $3::date)';
    const params = [body.projectId, body.startDate ?? null, body.endDate ?? null];
    const rows = await ctx.db.query<{
      shipment_id: string;
      ship_date: string;
      goods_name: string;
      specification: string | null;
      quantity: string;
      unit: string;
      plate_number: string | null;
      waybill_no: string | null;
    }>(`select * from stone_shipments ${where} order by ship_date desc, shipment_id limit $4 offset $5`, [...params, w.limit, w.offset]);
    const totals = (
      await ctx.db.query<{ n: number; q: string }>(`select count(*) as n, coalesce(sum(quantity), 0) as q from stone_shipments ${where}`, params)
    )[0]!;
    return {
      ...pageOf(
        rows.map((s) =>
          compact({
            shipmentId: s.shipment_id,
            shipDate: s.ship_date,
            goodsName: s.goods_name,
            specification: s.specification,
            quantity: decimal(s.quantity),
            unit: s.unit,
            plateNumber: s.plate_number,
            waybillNo: s.waybill_no,
          }),
        ),
        totals.n,
        w,
      ),
      totalQuantity: decimal(totals.q),
    };
  },

  async 'datalist.factoryLogistics'(ctx) {
    checkDateRange(ctx.body.startDate, ctx.body.endDate);
    const params = [memberOf(ctx), ctx.body.startDate ?? null, ctx.body.endDate ?? null];
    const w = (
      await ctx.db.query<{ n: number; transit: number; delivered: string }>(
        `select count(*) as n, count(*) filter (where status in ('loading', 'inTransit', 'arrived')) as transit, coalesce(sum(signed_quantity) filter (where status = 'signed'), 0) as delivered
         from waybills where member_id = $1 and transport_mode = 'truck' and ${inRange('created_at')}`,
        params,
      )
    )[0]!;
    const vehicles = (await ctx.db.query<{ n: number }>('select count(*) as n from vehicles where member_id = $1', [params[0]]))[0]!.n;
    return { vehicleCount: vehicles, waybillCount: w.n, inTransitCount: w.transit, deliveredQuantity: decimal(w.delivered), updateTime: datetime(new Date()) };
  },

  async 'datalist.financial'(ctx) {
    checkDateRange(ctx.body.startDate, ctx.body.endDate);
    const memberId = memberOf(ctx);
    const o = (
      await ctx.db.query<{ total: string; paid: string; invoiced: string }>(
        `select coalesce(sum(total_amount), 0) as total, coalesce(sum(paid_amount), 0) as paid, coalesce(sum(invoiced_amount), 0) as invoiced
         from orders where member_id = $1 and status <> 'cancelled' and not deleted and ${inRange('created_at')}`,
        [memberId, ctx.body.startDate ?? null, ctx.body.endDate ?? null],
      )
    )[0]!;
    const balance = (await ctx.db.query<{ balance: string }>('select balance from capital_accounts where member_id = $1', [memberId]))[0]?.balance ?? '0';
    const unpaid = subtractMoney(o.total, o.paid);
    return {
      orderAmount: money(o.total),
      paidAmount: money(o.paid),
      unpaidAmount: compareDecimal(unpaid, '0') > 0 ? unpaid : '0.00',
      invoicedAmount: money(o.invoiced),
      balance: money(balance),
      updateTime: datetime(new Date()),
    };
  },

  async 'datalist.report'(ctx) {
    checkDateRange(ctx.body.startDate, ctx.body.endDate);
    const params = [memberOf(ctx), ctx.body.startDate ?? null, ctx.body.endDate ?? null];
    const rows = await ctx.db.query<{ goods_name: string; unit: string; quantity: string; amount: string; orders: number }>(
      `select oi.goods_name, oi.unit, sum(oi.quantity) as quantity, sum(oi.amount) as amount, count(distinct o.order_id) as orders
         from orders o join order_items oi on oi.order_id = o.order_id
        where o.member_id = $1 and o.status <> 'cancelled' and not o.deleted and ${inRange('o.created_at')}
        group by oi.goods_name, oi.unit order by sum(oi.amount) desc, oi.goods_name`,
      params,
    );
    const orderCount = (
      await ctx.db.query<{ n: number }>(
        `select count(*) as n from orders where member_id = $1 and status <> 'cancelled' and not deleted and ${inRange('created_at')}`,
        params,
      )
    )[0]!.n;
    return {
      orderCount,
      purchaseQuantity: normalizeDecimal(sumExact(rows.map((r) => r.quantity))),
      purchaseAmount: sumMoney(rows.map((r) => r.amount)),
      topGoods: rows.slice(0, 5).map((r) => ({ goodsName: r.goods_name, quantity: decimal(r.quantity), unit: r.unit, amount: money(r.amount) })),
      updateTime: datetime(new Date()),
    };
  },

  async 'datalist.ship'(ctx) {
    checkDateRange(ctx.body.startDate, ctx.body.endDate);
    const params = [memberOf(ctx), ctx.body.startDate ?? null, ctx.body.endDate ?? null];
    const w = (
      await ctx.db.query<{ n: number; transit: number; carried: string }>(
        `select count(*) as n, count(*) filter (where status in ('loading', 'inTransit', 'arrived')) as transit, coalesce(sum(quantity) filter (where status = 'signed'), 0) as carried
         from waybills where member_id = $1 and transport_mode = 'ship' and ${inRange('created_at')}`,
        params,
      )
    )[0]!;
    const ships = (await ctx.db.query<{ n: number }>('select count(*) as n from ships where member_id = $1', [params[0]]))[0]!.n;
    return { shipCount: ships, voyageCount: w.n, inTransitCount: w.transit, carriedQuantity: decimal(w.carried), updateTime: datetime(new Date()) };
  },
};
