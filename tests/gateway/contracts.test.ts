import { describe, expect, it } from 'vitest';
import type { components } from '@gen/openapi.gen';
import { subtractExact } from '@/domain';
import { DEMO_BUYER, DEMO_IDS, SECOND_BUYER } from '../../gateway/seed';
import { concreteItem, deliveryDraft, tomorrow } from './helpers/drafts';
import { useTestGateway } from './helpers/gateway';

type S = components['schemas'];

/**
 * The contract calls behind /myContract, /contractDetail, "order again" and ordering under a contract
 * (issue 12): each buyer sees only their own contracts, sellers and salesmen; the past contract order
 * names its contract goods; a buyer whose menu tree leaves out contract ordering is refused it; an order
 * under a contract takes exactly its quantity from the surplus and cancelling gives it back.
 */

const env = useTestGateway();

const page = { pageNum: 1, pageSize: 20 };
const myContracts = (token: string, body: Partial<S['ContractPage']> & Record<string, unknown> = {}) =>
  env.gw.client.ok('contract.myContracts', { token, body: { ...page, ...body } });
const surplusOf = async (contractGoodsId: string) =>
  (await env.gw.db.query<{ s: string }>('select surplus_amount as s from contract_goods where contract_goods_id = $1', [contractGoodsId]))[0]!.s;

describe('my contracts', () => {
  it("lists only the buyer's own contracts, by status, seller and keyword", async () => {
    const all = await myContracts(env.a);
    expect(all.list.map((c) => c.contractId).sort()).toEqual([DEMO_IDS.contractCement, DEMO_IDS.contractConcrete, DEMO_IDS.contractExpired].sort());
    expect(all.total).toBe(3);
    const expired = all.list.find((c) => c.contractId === DEMO_IDS.contractExpired)!;
    expect(expired.effective).toBe(false);

    const executing = await myContracts(env.a, { status: 'executing' });
    expect(executing.list.every((c) => c.status === 'executing')).toBe(true);
    expect(executing.list.map((c) => c.contractId)).toContain(DEMO_IDS.contractConcrete);

    const bySeller = await myContracts(env.a, { sellerId: DEMO_IDS.sellerConcrete });
    expect(bySeller.list.map((c) => c.contractId)).toEqual([DEMO_IDS.contractConcrete]);
    expect((await myContracts(env.a, { keyword: 'HT-2026-0001' })).list.map((c) => c.contractId)).toEqual([DEMO_IDS.contractConcrete]);

    const ofB = await myContracts(env.b);
    expect(ofB.list.map((c) => c.contractId)).toEqual([DEMO_IDS.contractOfB]);
    // B searching for A's contract number finds nothing.
    expect((await myContracts(env.b, { keyword: 'HT-2026-0001' })).total).toBe(0);
    expect((await myContracts(env.b, { sellerId: DEMO_IDS.sellerConcrete })).total).toBe(0);
  });

  it('finds only the sellers the buyer holds contracts with', async () => {
    const sellersA = await env.gw.client.ok('contract.findSeller', { token: env.a, body: {} });
    expect(sellersA.map((s) => s.sellerId)).toContain(DEMO_IDS.sellerConcrete);
    const sellersB = await env.gw.client.ok('contract.findSeller', { token: env.b, body: {} });
    expect(sellersB.map((s) => s.sellerId)).not.toContain(DEMO_IDS.sellerConcrete);
    expect(sellersB.reduce((n, s) => n + (s.contractCount ?? 0), 0)).toBe(1);
  });
});

describe('contract details and salesman', () => {
  it('shows the contract goods with contracted and surplus amounts; the expired contract is not effective', async () => {
    const detail = await env.gw.client.ok('contract.details', { token: env.a, query: { contractId: DEMO_IDS.contractConcrete } });
    expect(detail.effective).toBe(true);
    expect(detail.goodsList.map((g) => [g.contractGoodsId, g.contractAmount, g.unitPrice])).toEqual([
      ['cg_a_c30', '800', '430.00'],
      ['cg_a_c35', '300', '455.00'],
    ]);
    expect(detail.goodsList.find((g) => g.contractGoodsId === 'cg_a_c35')!.surplusGoodsAmount).toBe('290');
    const expired = await env.gw.client.ok('contract.details', { token: env.a, query: { contractId: DEMO_IDS.contractExpired } });
    expect(expired.effective).toBe(false);
  });

  it("answers B's request for A's contract exactly as for a contract that does not exist", async () => {
    const theirs = await env.gw.client.call('contract.details', { token: env.b, query: { contractId: DEMO_IDS.contractConcrete } });
    const none = await env.gw.client.call('contract.details', { token: env.b, query: { contractId: 'ct_does_not_exist' } });
    expect(theirs.status).toBe(404);
    expect(theirs.envelope).toEqual(none.envelope);
  });

  it("gives each buyer the salesmen of their own contracts' sellers, and refuses another member's id", async () => {
    const ofA = await env.gw.client.ok('contract.salesman', { token: env.a, query: { memberId: DEMO_BUYER.memberId } });
    expect(ofA.some((s) => s.sellerName === '华东商砼有限公司')).toBe(true);
    const ofB = await env.gw.client.ok('contract.salesman', { token: env.b, query: { memberId: SECOND_BUYER.memberId } });
    expect(ofB.some((s) => s.sellerName === '华东商砼有限公司')).toBe(false);
    expect((await env.gw.client.call('contract.salesman', { token: env.b, query: { memberId: DEMO_BUYER.memberId } })).status).toBe(403);
  });
});

describe('the past contract order ("order again")', () => {
  it('names the contract goods of each line; B cannot read it', async () => {
    const detail = await env.gw.client.ok('order.detail', { token: env.a, query: { orderId: DEMO_IDS.orderContractA } });
    expect(detail.contractId).toBe(DEMO_IDS.contractConcrete);
    expect(detail.orderItems.map((i) => [i.contractGoodsId, i.varietyName, i.quantity])).toEqual([
      ['cg_a_c30', 'C30', '20'],
      ['cg_a_c35', 'C35', '10'],
    ]);
    const contractOrders = await env.gw.client.ok('order.list', { token: env.a, body: { ...page, orderType: 'contract' } });
    expect(contractOrders.list.map((o) => o.orderId)).toContain(DEMO_IDS.orderContractA);
    // A line bought outside a contract names none.
    const plain = await env.gw.client.ok('order.detail', { token: env.a, query: { orderId: DEMO_IDS.orderCompletedA } });
    expect(plain.orderItems.every((i) => i.contractGoodsId === undefined)).toBe(true);
    expect((await env.gw.client.call('order.detail', { token: env.b, query: { orderId: DEMO_IDS.orderContractA } })).status).toBe(404);
  });
});

describe('ordering under a contract', () => {
  const draftOf = (contractId: string, contractGoodsId: string, goods: S['OrderDraftItem'], quantity: string) =>
    deliveryDraft(
      [
        {
          ...goods,
          quantity,
          contractGoodsId,
          takeList: [{ takeTime: { date: tomorrow(), timeSlot: '030020500' }, quantity, takeType: 'delivery', vehicleList: [] }],
        },
      ],
      { contractId },
    );

  it('refuses a buyer whose menu tree leaves out contract ordering, on both submit calls, and takes no surplus', async () => {
    const before = await surplusOf('cg_b_rebar');
    const detail = await env.gw.client.ok('contract.details', { token: env.b, query: { contractId: DEMO_IDS.contractOfB } });
    const goods = detail.goodsList[0]!;
    const item: S['OrderDraftItem'] = {
      goodsId: goods.goodsId,
      resourceId: 'res_rebar_16',
      goodsName: goods.goodsName,
      isPlatform: false,
      unit: goods.unit,
      purchaseUnit: goods.unit,
      quantity: '1',
      convertRate: '1',
      addons: [],
      takeList: [],
    };
    const draft = { ...draftOf(DEMO_IDS.contractOfB, goods.contractGoodsId, item, '1'), addressId: DEMO_IDS.addressB };
    for (const id of ['order.submit', 'order.newContractSub'] as const) {
      const result = await env.gw.client.call(id, { token: env.b, body: { draft, idempotencyKey: `no-permission-${id}`, agreementAccepted: true } });
      expect(result.status, result.text).toBe(400);
      expect(result.envelope).toMatchObject({ success: false, code: 'NO_PERMISSION' });
    }
    expect(await surplusOf('cg_b_rebar')).toBe(before);
  });

  it('takes exactly the ordered quantity from the surplus, and cancelling the order gives it back', async () => {
    const before = await surplusOf('cg_a_c35');
    const draft = draftOf(DEMO_IDS.contractConcrete, 'cg_a_c35', { ...concreteItem('12.5', []), resourceId: 'res_concrete_c35' }, '12.5');
    const prices = await env.gw.client.ok('order.price', { token: env.a, body: draft });
    const { orderId } = await env.gw.client.ok('order.newContractSub', {
      token: env.a,
      body: { draft, expectedTotal: prices.totalAmount, idempotencyKey: 'contracts-surplus-1', agreementAccepted: true },
    });
    expect(subtractExact(before, await surplusOf('cg_a_c35'))).toBe('12.5');
    const shown = await env.gw.client.ok('contract.details', { token: env.a, query: { contractId: DEMO_IDS.contractConcrete } });
    expect(shown.goodsList.find((g) => g.contractGoodsId === 'cg_a_c35')!.surplusGoodsAmount).toBe(subtractExact(before, '12.5'));

    await env.gw.client.ok('order.cancel', { token: env.a, body: { orderId, reason: '不想要了' } });
    expect(await surplusOf('cg_a_c35')).toBe(before);
  });
});
