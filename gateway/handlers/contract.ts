import type { components } from '@gen/openapi.gen';
import { notFound } from '../errors';
import { compact, decimal, money } from '../lib/format';
import { CONTRACT_EFFECTIVE_SQL } from '../pricing/order';
import { optionalText, ownMemberId, pageOf, paging } from './shared';
import { memberOf, type AreaHandlers } from './types';

type S = components['schemas'];
type ContractStatus = S['Contract']['status'];

const STATUS_NAMES: Record<ContractStatus, string> = { pending: '待签署', signed: '已签署', executing: '执行中', finished: '已完结', terminated: '已终止' };

interface ContractRow {
  contract_id: string;
  contract_no: string;
  contract_name: string | null;
  seller_id: string;
  seller_name: string;
  status: ContractStatus;
  effective: boolean;
  sign_date: string | null;
  start_date: string | null;
  end_date: string | null;
  total_amount: string | null;
  used_amount: string | null;
  goods_count: number;
  settlement_way: string | null;
  delivery_way: S['ContractDetail']['deliveryWay'] | null;
  delivery_address: string | null;
  file_url: string | null;
  remark: string | null;
  buyer_name: string | null;
}

const CONTRACT_SELECT = `
  select c.*, se.seller_name, ${CONTRACT_EFFECTIVE_SQL} as effective, coalesce(m.company_name, m.real_name, m.account_name) as buyer_name,
         (select count(*) from contract_goods cg where cg.contract_id = c.contract_id) as goods_count
    from contracts c join sellers se on se.seller_id = c.seller_id join members m on m.member_id = c.buyer_id`;

function toContract(c: ContractRow): S['Contract'] {
  return compact({
    contractId: c.contract_id,
    contractNo: c.contract_no,
    contractName: c.contract_name,
    sellerId: c.seller_id,
    sellerName: c.seller_name,
    status: c.status,
    statusName: STATUS_NAMES[c.status],
    effective: c.effective,
    signDate: c.sign_date,
    startDate: c.start_date,
    endDate: c.end_date,
    totalAmount: c.total_amount === null ? null : money(c.total_amount),
    usedAmount: c.used_amount === null ? null : money(c.used_amount),
    goodsCount: c.goods_count,
  });
}

export const contractHandlers: AreaHandlers<'contract'> = {
  async 'contract.myContracts'(ctx) {
    const { body, db } = ctx;
    const w = paging(body.pageNum, body.pageSize);
    const keyword = optionalText(body.keyword, 100, '关键词');
    const where = `where c.buyer_id = $1 and ($2::text is null or c.status = $2) and ($3::text is null or c.seller_id = $3)
       and ($4::text is null or position(lower($4) in lower(c.contract_no || ' ' || coalesce(c.contract_name, '') || ' ' || se.seller_name)) > 0)`;
    const params = [memberOf(ctx), body.status ?? null, body.sellerId ?? null, keyword];
    const rows = await db.query<ContractRow>(`${CONTRACT_SELECT} ${where} order by c.sign_date desc nulls last, c.contract_id limit $5 offset $6`, [
      ...params,
      w.limit,
      w.offset,
    ]);
    const total = (await db.query<{ n: number }>(`select count(*) as n from contracts c join sellers se on se.seller_id = c.seller_id ${where}`, params))[0]!.n;
    return pageOf(rows.map(toContract), total, w);
  },

  async 'contract.findSeller'(ctx) {
    const keyword = optionalText(ctx.body.keyword, 100, '关键词');
    const rows = await ctx.db.query<{ seller_id: string; seller_name: string; n: number }>(
      `select se.seller_id, se.seller_name, count(*) as n from contracts c join sellers se on se.seller_id = c.seller_id
        where c.buyer_id = $1 and ($2::text is null or position(lower($2) in lower(se.seller_name)) > 0)
        group by se.seller_id, se.seller_name order by se.seller_name`,
      [memberOf(ctx), keyword],
    );
    return rows.map((r) => ({ sellerId: r.seller_id, sellerName: r.seller_name, contractCount: r.n }));
  },

  async 'contract.details'(ctx) {
    const rows = await ctx.db.query<ContractRow>(`${CONTRACT_SELECT} where c.contract_id = $1 and c.buyer_id = $2`, [ctx.query.contractId, memberOf(ctx)]);
    const c = rows[0];
    if (c === undefined) throw notFound('合同');
    const goods = await ctx.db.query<{
      contract_goods_id: string;
      goods_id: string;
      goods_name: string;
      variety_id: string;
      variety_name: string;
      images: string[];
      unit: string;
      unit_price: string;
      contract_amount: string;
      surplus_amount: string;
      has_addons: boolean;
    }>(
      `select cg.contract_goods_id, g.goods_id, g.goods_name, v.variety_id, v.variety_name, g.images, g.unit, cg.unit_price, cg.contract_amount, cg.surplus_amount, g.has_addons
         from contract_goods cg join goods g on g.goods_id = cg.goods_id join goods_varieties v on v.variety_id = cg.variety_id
        where cg.contract_id = $1 order by cg.contract_goods_id`,
      [c.contract_id],
    );
    const { goodsCount: _goodsCount, ...summary } = toContract(c);
    return compact({
      ...summary,
      buyerName: c.buyer_name,
      settlementWay: c.settlement_way,
      deliveryWay: c.delivery_way,
      deliveryAddress: c.delivery_address,
      fileUrl: c.file_url,
      remark: c.remark,
      goodsList: goods.map((g) =>
        compact({
          contractGoodsId: g.contract_goods_id,
          goodsId: g.goods_id,
          goodsName: g.goods_name,
          varietyId: g.variety_id,
          varietyName: g.variety_name,
          imageUrl: g.images[0],
          unit: g.unit,
          unitPrice: money(g.unit_price),
          contractAmount: decimal(g.contract_amount),
          surplusGoodsAmount: decimal(g.surplus_amount),
          hasAdditems: g.has_addons,
        }),
      ),
    });
  },

  async 'contract.salesman'(ctx) {
    ownMemberId(memberOf(ctx), ctx.query.memberId);
    const rows = await ctx.db.query<{ salesman_id: string; salesman_name: string; mobile: string; seller_name: string }>(
      `select sm.salesman_id, sm.salesman_name, sm.mobile, se.seller_name from salesmen sm join sellers se on se.seller_id = sm.seller_id
        where sm.seller_id in (select seller_id from contracts where buyer_id = $1) order by se.seller_name, sm.salesman_id`,
      [ctx.query.memberId],
    );
    return rows.map((r) => ({ salesmanId: r.salesman_id, salesmanName: r.salesman_name, mobile: r.mobile, sellerName: r.seller_name }));
  },
};
