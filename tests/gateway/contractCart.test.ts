import { describe, expect, it } from 'vitest';
import type { components } from '@gen/openapi.gen';
import { contractAddRoom, contractCartTotal, multiplyMoney, subtractExact } from '@/domain';
import { CONCRETE_ADDONS, DEMO_IDS } from '../../gateway/seed';
import { concreteItem, deliveryDraft, tomorrow } from './helpers/drafts';
import { useTestGateway } from './helpers/gateway';

type S = components['schemas'];

/**
 * The contract cart and contract pricing (spec/calls/cart.yaml, goods.matchVariety, order.price/submit
 * with a contractId): the demo buyer has three contracts, one of them expired.
 */

const env = useTestGateway();

const list = () => env.gw.client.ok('cart.contractList', { token: env.a });
const lineOf = (cart: S['ContractCartList'], contractGoodsId: string) =>
  cart.groups.flatMap((g) => g.children).find((l) => l.contractGoodsId === contractGoodsId);

describe('the contract cart', () => {
  it('groups by contract; the expired contract is not effective and its line never checked; totals are the domain totals', async () => {
    const cart = await list();
    expect(cart.groups.map((g) => [g.contractId, g.contractNo, g.effective])).toEqual(
      expect.arrayContaining([
        [DEMO_IDS.contractConcrete, 'HT-2026-0001', true],
        [DEMO_IDS.contractCement, 'HT-2026-0002', true],
        [DEMO_IDS.contractExpired, 'HT-2025-0107', false],
      ]),
    );
    const expired = cart.groups.find((g) => g.contractId === DEMO_IDS.contractExpired)!;
    expect(expired.children.map((l) => [l.contractGoodsId, l.checked])).toEqual([['cg_a_rebar_old', false]]);
    // Select all checks every line; the expired contract's line still comes back unchecked.
    await env.gw.client.ok('cart.contractUpdateChecked', { token: env.a, body: { scope: 'all', checked: true } });
    const all = await list();
    expect(lineOf(all, 'cg_a_rebar_old')!.checked).toBe(false);
    expect(all.allChecked).toBe(false);
    expect(all.total).toEqual(contractCartTotal(all.groups.filter((g) => g.effective)));
    await env.gw.client.ok('cart.contractUpdateChecked', { token: env.a, body: { scope: 'line', contractGoodsId: 'cg_a_sand', checked: false } });
  });

  it('gives each line its quantity grid, the surplus and cansaleNumShow = surplus − quantity', async () => {
    const c30 = lineOf(await list(), 'cg_a_c30')!;
    expect(c30).toMatchObject({
      varietyName: 'C30',
      unit: '方',
      convertRate: '1',
      minOrderCount: '10',
      minChangeCount: '0.5',
      quantity: '30',
      unitPrice: '430.00',
      surplusGoodsAmount: '560',
      cansaleNumShow: '530',
    });
    expect(c30.money).toBe(multiplyMoney('30', '430.00'));
    // The contract's add-on prices: 泵送混凝土 at 12.00 instead of 15.00, the pumping method left out.
    expect(c30.cartAdditems.map((x) => x.additemId).sort()).toEqual([CONCRETE_ADDONS.mixerPump, CONCRETE_ADDONS.pumpingTruck].sort());
    expect(c30.addUnitPrice).toBe('12.00');
    expect(c30.chooseNum).toBe(2);
  });

  it('says one 还可购 per line, the domain rule the add page uses too; offers add-ons only for goods that have them', async () => {
    const cart = await list();
    const details = await env.gw.client.ok('contract.details', { token: env.a, query: { contractId: DEMO_IDS.contractConcrete } });
    for (const line of cart.groups.flatMap((g) => g.children)) {
      const offered = details.goodsList.find((g) => g.contractGoodsId === line.contractGoodsId);
      // The add page's room: the contract's surplus less what the cart holds.
      if (offered) expect(contractAddRoom(offered.surplusGoodsAmount, line.quantity)).toBe(line.cansaleNumShow);
      expect(line.cansaleNumShow).toBe(contractAddRoom(line.surplusGoodsAmount, line.quantity));
    }
    expect(lineOf(cart, 'cg_a_c30')!.hasAddons).toBe(true);
    expect(lineOf(cart, 'cg_a_sand')!.hasAddons).toBe(false);
  });

  it('changes a quantity on the grid and within the surplus; refuses one off the grid, under the minimum or over the surplus', async () => {
    for (const [quantity, message] of [
      ['30.3', /按0.5方递增/],
      ['9.5', /起订量为10方/],
      ['560.5', /超出合同剩余量560/],
    ] as const) {
      const result = await env.gw.client.call('cart.contractUpdate', { token: env.a, body: { contractGoodsId: 'cg_a_c30', quantity } });
      expect(result.status).toBe(400);
      expect(result.envelope.message).toMatch(message);
    }
    const line = await env.gw.client.ok('cart.contractUpdate', { token: env.a, body: { contractGoodsId: 'cg_a_c30', quantity: '40.5' } });
    expect(line).toMatchObject({ quantity: '40.5', money: multiplyMoney('40.5', '430.00'), cansaleNumShow: subtractExact('560', '40.5') });
    await env.gw.client.ok('cart.contractUpdate', { token: env.a, body: { contractGoodsId: 'cg_a_c30', quantity: '30' } });
  });

  it('refuses adding under the expired contract', async () => {
    const result = await env.gw.client.call('cart.contractAdd', {
      token: env.a,
      body: { contractId: DEMO_IDS.contractExpired, contractGoodsId: 'cg_a_rebar_old', goodsId: DEMO_IDS.rebar, quantity: '1', addons: [] },
    });
    expect(result.status).toBe(400);
    expect(result.envelope.message).toMatch(/已失效/);
  });
});

describe('contract pricing', () => {
  it('matches a variety under a contract with its contract goods and price', async () => {
    const c35 = await env.gw.client.ok('goods.matchVariety', {
      token: env.a,
      body: { goodsId: DEMO_IDS.concrete, attributeValueNos: ['v_c35'], contractId: DEMO_IDS.contractConcrete },
    });
    expect(c35).toMatchObject({ varietyName: 'C35', varietyPrice: '455.00', contractGoodsId: 'cg_a_c35' });
    const plain = await env.gw.client.ok('goods.matchVariety', { token: env.a, body: { goodsId: DEMO_IDS.concrete, attributeValueNos: ['v_c35'] } });
    expect(plain.contractGoodsId).toBeUndefined();
    expect(plain.varietyPrice).not.toBe('455.00');
  });

  it('prices a contract draft at the contract price and its add-on prices; the same draft without the contract at the list price', async () => {
    const item = { ...concreteItem('30'), contractGoodsId: 'cg_a_c30' };
    const contract = await env.gw.client.ok('order.price', { token: env.a, body: deliveryDraft([item], { contractId: DEMO_IDS.contractConcrete }) });
    expect(contract.lines[0]).toMatchObject({ unitPrice: '430.00', goodsAmount: multiplyMoney('30', '430.00'), addonAmount: multiplyMoney('30', '12.00') });
    const plain = await env.gw.client.ok('order.price', { token: env.a, body: deliveryDraft([concreteItem('30')]) });
    expect(plain.lines[0]!.unitPrice).not.toBe('430.00');
    const expired = await env.gw.client.call('order.price', {
      token: env.a,
      body: deliveryDraft([{ ...concreteItem('30'), contractGoodsId: 'cg_a_c30' }], { contractId: DEMO_IDS.contractExpired }),
    });
    expect(expired.status).toBe(400);
    expect((await env.gw.client.call('order.price', { token: env.a, body: deliveryDraft([item], { contractId: '' }) })).envelope.message).toBe('请选择合同');
  });

  it('submits a contract order: the contract cart line is removed and the surplus taken', async () => {
    const item: S['OrderDraftItem'] = {
      ...concreteItem('30'),
      contractGoodsId: 'cg_a_c30',
      takeList: [{ takeTime: { date: tomorrow(), timeSlot: '030020500' }, quantity: '30', takeType: 'delivery', vehicleList: [] }],
    };
    const draft = deliveryDraft([item], { contractId: DEMO_IDS.contractConcrete });
    const prices = await env.gw.client.ok('order.price', { token: env.a, body: draft });
    const result = await env.gw.client.ok('order.submit', {
      token: env.a,
      body: { draft, expectedTotal: prices.totalAmount, idempotencyKey: 'contract-cart-1', agreementAccepted: true },
    });
    const detail = await env.gw.client.ok('order.detail', { token: env.a, query: { orderId: result.orderId } });
    expect(detail.contractId).toBe(DEMO_IDS.contractConcrete);
    expect(lineOf(await list(), 'cg_a_c30')).toBeUndefined();
    const surplus = (await env.gw.db.query<{ s: string }>("select surplus_amount as s from contract_goods where contract_goods_id = 'cg_a_c30'"))[0]!.s;
    expect(subtractExact('560', surplus)).toBe('30');
  });
});
