import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { components } from '@gen/openapi.gen';
import {
  addonChoiceFromTree,
  addonTotal,
  buyerCartTotal,
  buyerLineAmount,
  contractCartTotal,
  lineMoney,
  gridStep,
  multiplyMoney,
  subtractMoney,
  sumMoney,
  carriageOf,
  truckageOf,
  baseQuantity,
  draftExtrasOf,
  draftItemOf,
} from '@/domain';
import { CONCRETE_ADDONS, DEMO_BUYER, DEMO_IDS } from '../../gateway/seed';
import { concreteItem, deliveryDraft, pickupDraft } from './helpers/drafts';
import { latestCode, useTestGateway } from './helpers/gateway';

type S = components['schemas'];

const env = useTestGateway();

const submit = (draft: S['OrderDraft'], idempotencyKey: string, extra: Partial<S['OrderSubmitBody']> = {}) =>
  env.gw.client.call<S['OrderSubmitResult']>('order.submit', { token: env.a, body: { draft, idempotencyKey, agreementAccepted: true, ...extra } });

async function count(sql: string, params: unknown[]): Promise<number> {
  return (await env.gw.db.query<{ n: number }>(sql, params))[0]!.n;
}

async function stock(varietyId: string): Promise<string> {
  return (await env.gw.db.query<{ stock: string }>('select stock from goods_varieties where variety_id = $1', [varietyId]))[0]!.stock;
}

/** A buyer of their own for the pricing property, so its cart holds only what the property put there. */
async function freshBuyer(mobile: string): Promise<string> {
  await env.gw.client.ok('auth.sendCode', { query: { mobile, scene: 'login' } });
  return (await env.gw.client.ok('auth.loginByPhone', { body: { mobile, smsCode: await latestCode(env.gw, mobile, 'login') } })).token;
}

describe('the demo catalogue', () => {
  it('finds goods by variety, category (with its children) and sorts by price; off-sale goods are not listed', async () => {
    const byVariety = await env.gw.client.ok('goods.search', { query: { keyword: 'c30', pageNum: 1, pageSize: 10 } });
    expect(byVariety.list.map((g) => g.goodsId)).toEqual([DEMO_IDS.concrete]);
    const aggregates = await env.gw.client.ok('goods.search', { query: { categoryId: 'cat_aggregate', sort: 'priceAsc', pageNum: 1, pageSize: 10 } });
    expect(aggregates.list.map((g) => g.goodsId)).toEqual([DEMO_IDS.gravel, DEMO_IDS.sand]);
    const all = await env.gw.client.ok('goods.search', { query: { pageNum: 1, pageSize: 100 } });
    expect(all.list.map((g) => g.goodsId)).not.toContain(DEMO_IDS.concreteOffSale);
    expect(all.total).toBe(all.list.length);
  });

  it('has the rules’ data: units with conversion, the 0004 buy unit, the add-on groups, a rebar price', async () => {
    const units = await env.gw.client.ok('goods.units', { query: { goodsId: DEMO_IDS.cement } });
    expect(units.map((u) => [u.unitName, u.convertRate])).toEqual([
      ['吨', '1'],
      ['袋', '0.05'],
    ]);
    const conditions = await env.gw.client.ok('goods.buyConditions', { query: { goodsId: DEMO_IDS.cement } });
    expect(conditions.find((c) => c.attributeNo === '0004')!.attributeValueDTOs.map((v) => v.attributeValue)).toEqual(['吨', '袋']);
    const tree = await env.gw.client.ok('goods.addons', { query: { goodsId: DEMO_IDS.concrete } });
    expect(tree.map((g) => g.groupType)).toEqual(['mixerTruck', 'pumpingMethod', 'supportingItem', 'construction', 'normal', 'normal']);
    expect(tree[0]!.children!.some((c) => c.additemName.includes('泵送'))).toBe(true);
    expect(tree[1]!.children!.some((c) => c.additemName.includes('地泵'))).toBe(true);
    expect(tree.flatMap((g) => g.children!).some((c) => c.ifNegotiate)).toBe(true);
    expect((await env.gw.client.ok('goods.rebarPrice', { query: { goodsId: DEMO_IDS.rebar } })).rebarPrice).toBe('0.35');
    const variety = await env.gw.client.ok('goods.matchVariety', { body: { goodsId: DEMO_IDS.cement, attributeValueNos: ['v_bulk', 'u_bag'] } });
    expect(variety).toMatchObject({ varietyName: '散装', varietyPrice: '480.00' });
  });

  it('should refuse a search keyword with a control or bidi character (validation.yaml plainText) and search a script payload as text', async () => {
    for (const keyword of ['c\u000030', 'c30\t', 'c\u202e30', 'c\u206630', 'c\u008530', 'c\u007f30']) {
      const refused = await env.gw.client.call('goods.search', { query: { keyword, pageNum: 1, pageSize: 10 } });
      expect(refused.status, JSON.stringify(keyword)).toBe(400);
    }
    const payload = await env.gw.client.ok('goods.search', { query: { keyword: '<script>window.__xss=1</script>', pageNum: 1, pageSize: 10 } });
    expect(payload.list).toEqual([]);
    expect((await env.gw.client.ok('goods.search', { query: { keyword: 'c30', pageNum: 1, pageSize: 10 } })).list.map((g) => g.goodsId)).toEqual([
      DEMO_IDS.concrete,
    ]);
  });
});

describe('pricing: the gateway and the shared domain modules agree to the fen', () => {
  interface Pick {
    readonly goods: 'concrete' | 'cementBag' | 'rebar';
    readonly k: number;
    readonly addonPicks: number[];
    readonly entries: S['RebarEntry'][];
  }

  const decimalText = fc
    .tuple(fc.integer({ min: 0, max: 300 }), fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 4 }))
    .map(([whole, frac, digits]) => (digits === 0 ? String(whole) : `${whole}.${String(frac).padStart(4, '0').slice(0, digits)}`));
  const entry = fc.record({
    listIndex: fc.constant(0),
    option1Type: fc.integer({ min: 1, max: 4 }),
    option2Value: decimalText,
    option3Value: decimalText,
    option4Value: decimalText,
  });
  const pick: fc.Arbitrary<Pick> = fc.record({
    goods: fc.constantFrom<Pick['goods']>('concrete', 'cementBag', 'rebar'),
    k: fc.integer({ min: 0, max: 60 }),
    addonPicks: fc.array(fc.integer({ min: -1, max: 2 }), { minLength: 6, maxLength: 6 }),
    entries: fc.array(entry, { maxLength: 4 }),
  });

  it('should price any cart the way the domain modules compute it from the cart lines', async () => {
    const token = await freshBuyer('13766660001');
    const tree = await env.gw.client.ok('goods.addons', { query: { goodsId: DEMO_IDS.concrete } });
    const units = {
      concrete: (await env.gw.client.ok('goods.units', { query: { goodsId: DEMO_IDS.concrete } }))[0]!,
      cementBag: (await env.gw.client.ok('goods.units', { query: { goodsId: DEMO_IDS.cement } })).find((u) => u.unitName === '袋')!,
      rebar: (await env.gw.client.ok('goods.units', { query: { goodsId: DEMO_IDS.rebar } }))[0]!,
    };
    const rates = new Map(
      (
        await env.gw.db.query<{ goods_id: string; carriage_rate: string; truckage_rate: string }>('select goods_id, carriage_rate, truckage_rate from goods')
      ).map((r) => [r.goods_id, r]),
    );
    const goodsOf = { concrete: DEMO_IDS.concrete, cementBag: DEMO_IDS.cement, rebar: DEMO_IDS.rebar };
    const resourceOf = { concrete: DEMO_IDS.concreteC30Resource, cementBag: DEMO_IDS.cementBagResource, rebar: DEMO_IDS.rebar16Resource };

    await fc.assert(
      fc.asyncProperty(
        fc.array(pick, { minLength: 1, maxLength: 3 }),
        fc.constantFrom<S['OrderDraft']['transferWay']>('stairs', 'elevator', 'none'),
        fc.integer({ min: 1, max: 30 }),
        async (picks, transferWay, floor) => {
          await env.gw.db.query('delete from cart_lines where member_id = (select member_id from members where mobile = $1)', ['13766660001']);
          // One seller per order: keep the picks of the first pick's goods.
          const same = picks.filter((p) => p.goods === picks[0]!.goods);
          for (const p of same) {
            const addons =
              p.goods === 'concrete'
                ? tree.flatMap((group, g) =>
                    p.addonPicks[g]! >= 0 && group.children![p.addonPicks[g]!] ? [{ additemId: group.children![p.addonPicks[g]!]!.additemId }] : [],
                  )
                : [];
            await env.gw.client.ok('cart.add', {
              token,
              body: {
                goodsId: goodsOf[p.goods],
                resourceId: resourceOf[p.goods],
                quantity: gridStep(units[p.goods], p.k),
                unit: units[p.goods].unitName,
                selectInfos: [],
                addons,
                ...(p.goods === 'rebar' && p.entries.length > 0 ? { rebarEntries: p.entries } : {}),
              },
            });
          }
          const cart = await env.gw.client.ok('cart.list', { token });
          const lines = cart.groups.flatMap((g) => g.children);

          // The client's figures, from the cart lines alone, with the domain modules.
          for (const line of lines) {
            const checked = tree.map((g) => ({
              ...g,
              children: (g.children ?? []).map((c) => ({ ...c, checked: line.cartAdditems.some((x) => x.additemId === c.additemId) })),
            }));
            expect(line.addUnitPrice).toBe(line.goodsId === DEMO_IDS.concrete ? addonTotal(addonChoiceFromTree(checked)) : '0.00');
          }
          expect(cart.checkedAmount).toBe(buyerCartTotal(cart.groups));

          const draft: S['OrderDraft'] = {
            transportType: '2',
            deliveryType: '030060300',
            contractId: '0',
            transferWay,
            floor,
            addressId: DEMO_IDS.addressA,
            itemList: lines.map((line) => ({ ...draftItemOf(line, []), ...draftExtrasOf(line), cartResourceId: line.cartResourceId })),
          };
          const prices = await env.gw.client.ok('order.price', { token, body: draft });
          const freight = lines.map((line) => ({
            baseQuantity: baseQuantity(line.quantity, line.convertRate),
            carriageRate: rates.get(line.goodsId)!.carriage_rate,
            truckageRate: rates.get(line.goodsId)!.truckage_rate,
          }));
          const expected = {
            goodsAmount: sumMoney(lines.map((l) => lineMoney(l.quantity, l.unitPrice))),
            addonAmount: sumMoney(lines.map((l) => lineMoney(l.quantity, l.addUnitPrice))),
            rebarAmount: sumMoney(lines.map((l) => l.rebarAmount)),
            carriage: carriageOf('030060300', freight),
            truckage: truckageOf('030060300', transferWay, floor, freight),
            discount: '0.00',
          };
          expect(prices).toMatchObject(expected);
          expect(prices.totalAmount).toBe(sumMoney([buyerCartTotal(cart.groups), expected.carriage, expected.truckage]));
          expect(prices.lines.map((l) => l.amount)).toEqual(lines.map((l) => buyerLineAmount(l)));
        },
      ),
      { numRuns: 40 },
    );
  }, 60_000);

  it('prices a unit by its conversion rate: a 50 kg bag of cement at 500.00/t is 25.00', async () => {
    const prices = await env.gw.client.ok('order.price', { token: env.a, body: pickupDraft('20') });
    expect(prices.lines[0]).toMatchObject({ quantity: '20', unitPrice: '25.00', goodsAmount: '500.00' });
    expect(prices).toMatchObject({ carriage: '0.00', truckage: '0.00', totalAmount: '500.00' });
  });

  it('excludes the pumping-method price from the add-on amount and drops a supporting item without a ground pump', async () => {
    const item = concreteItem('10', [CONCRETE_ADDONS.mixerPump, CONCRETE_ADDONS.pumpingTruck, CONCRETE_ADDONS.supportingPipe50, CONCRETE_ADDONS.specialNight]);
    const prices = await env.gw.client.ok('order.price', { token: env.a, body: deliveryDraft([item]) });
    // 泵送混凝土 15.00 counts; 汽车泵 (pumping method) does not; the pipe needs 地泵; 夜间施工 is negotiated.
    expect(prices.addonAmount).toBe(multiplyMoney('10', '15.00'));
    const ground = await env.gw.client.ok('order.price', {
      token: env.a,
      body: deliveryDraft([concreteItem('10', [CONCRETE_ADDONS.mixerPump, CONCRETE_ADDONS.pumpingGround])]),
    });
    // With 地泵 chosen, the supporting item defaults to its first option (5.00): 15.00 + 5.00 per m³.
    expect(ground.addonAmount).toBe(multiplyMoney('10', '20.00'));
  });

  it('refuses quantities off the unit grid, below the minimum order or beyond the maximum', async () => {
    for (const [quantity, message] of [
      ['10.3', /按0.5方递增/],
      ['9.5', /起订量为10方/],
      ['2000.5', /不能超过2000方/],
    ] as const) {
      const result = await env.gw.client.call('order.price', { token: env.a, body: deliveryDraft([concreteItem(quantity)]) });
      expect(result.status).toBe(400);
      expect(result.envelope.message).toMatch(message);
    }
  });

  it('refuses items of two sellers, an unknown add-on and two add-ons of one group', async () => {
    const cement = pickupDraft().itemList[0]!;
    expect((await env.gw.client.call('order.price', { token: env.a, body: deliveryDraft([concreteItem(), { ...cement, takeList: [] }]) })).status).toBe(400);
    expect((await env.gw.client.call('order.price', { token: env.a, body: deliveryDraft([concreteItem('10', ['ad_nope'])]) })).status).toBe(400);
    expect(
      (
        await env.gw.client.call('order.price', {
          token: env.a,
          body: deliveryDraft([concreteItem('10', [CONCRETE_ADDONS.mixerPump, CONCRETE_ADDONS.mixerDirect])]),
        })
      ).status,
    ).toBe(400);
  });

  it('agrees with the domain for the contract cart total', async () => {
    const cart = await env.gw.client.ok('cart.contractList', { token: env.a });
    expect(cart.total).toEqual(contractCartTotal(cart.groups));
    const c30 = cart.groups.flatMap((g) => g.children).find((l) => l.contractGoodsId === 'cg_a_c30')!;
    // The contract's own add-on price (12.00 instead of 15.00) and no pumping-method price.
    expect(c30.addUnitPrice).toBe('12.00');
    expect(c30.money).toBe(multiplyMoney(c30.quantity, c30.unitPrice));
  });
});

describe('order submission', () => {
  it('creates one order for one idempotency key, however often it is sent', async () => {
    const first = await submit(deliveryDraft(), 'key-once');
    const again = await submit(deliveryDraft(), 'key-once');
    expect(first.status).toBe(200);
    expect(again.envelope.data).toEqual(first.envelope.data);
    expect(await count('select count(*) as n from orders where order_id = $1', [first.envelope.data.orderId])).toBe(1);
  });

  it('creates one order when requests with one key race, and takes the stock once', async () => {
    const before = await stock('var_concrete_c30');
    const results = await Promise.all(Array.from({ length: 6 }, () => submit(deliveryDraft([concreteItem('12')]), 'key-race')));
    expect(results.map((r) => r.status)).toEqual(Array(6).fill(200));
    expect(new Set(results.map((r) => r.envelope.data.orderId)).size).toBe(1);
    expect(await count(`select count(*) as n from orders o join idempotency_keys k on k.result->>'orderId' = o.order_id where k.key = 'key-race'`, [])).toBe(1);
    expect(subtractMoney(before, await stock('var_concrete_c30'))).toBe('12.00');
  });

  it('refuses the same key for a different draft, a changed price and an agreement not accepted', async () => {
    await submit(deliveryDraft(), 'key-reuse');
    expect((await submit(deliveryDraft([concreteItem('11')]), 'key-reuse')).envelope.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect((await submit(deliveryDraft(), 'key-price', { expectedTotal: '1.00' })).envelope.code).toBe('PRICE_CHANGED');
    const price = await env.gw.client.ok('order.price', { token: env.a, body: deliveryDraft() });
    expect((await submit(deliveryDraft(), 'key-price-ok', { expectedTotal: price.totalAmount })).status).toBe(200);
    expect((await submit(deliveryDraft(), 'key-agree', { agreementAccepted: false })).status).toBe(400);
  });

  it('removes the ordered cart line and keeps the order figures the price call gave', async () => {
    const cart = await env.gw.client.ok('cart.list', { token: env.a });
    const line = cart.groups.flatMap((g) => g.children).find((l) => l.cartResourceId === 'cart_a_concrete')!;
    const draft = deliveryDraft([
      {
        ...concreteItem(
          line.quantity,
          line.cartAdditems.map((x) => x.additemId),
        ),
        cartResourceId: line.cartResourceId,
      },
    ]);
    const price = await env.gw.client.ok('order.price', { token: env.a, body: draft });
    const result = await submit(draft, 'key-cart');
    const detail = await env.gw.client.ok('order.detail', { token: env.a, query: { orderId: result.envelope.data.orderId } });
    expect(detail.prices).toEqual(price);
    expect(result.envelope.data.payAmount).toBe(price.totalAmount);
    expect((await env.gw.client.ok('cart.list', { token: env.a })).groups.flatMap((g) => g.children.map((l) => l.cartResourceId))).not.toContain(
      'cart_a_concrete',
    );
  });

  it('orders under a contract at the contract price, within its surplus, and refuses an expired contract', async () => {
    const draft = deliveryDraft([concreteItem('20', [CONCRETE_ADDONS.mixerPump])], { contractId: DEMO_IDS.contractConcrete });
    const price = await env.gw.client.ok('order.price', { token: env.a, body: draft });
    expect(price.lines[0]).toMatchObject({ unitPrice: '430.00', addonAmount: '240.00' });
    const before = await env.gw.client.ok('contract.details', { token: env.a, query: { contractId: DEMO_IDS.contractConcrete } });
    const result = await env.gw.client.ok('order.newContractSub', { token: env.a, body: { draft, idempotencyKey: 'key-contract', agreementAccepted: true } });
    const after = await env.gw.client.ok('contract.details', { token: env.a, query: { contractId: DEMO_IDS.contractConcrete } });
    const surplus = (c: S['ContractDetail']) => c.goodsList.find((g) => g.contractGoodsId === 'cg_a_c30')!.surplusGoodsAmount;
    expect(Number(surplus(before)) - Number(surplus(after))).toBe(20);
    expect((await env.gw.client.ok('order.detail', { token: env.a, query: { orderId: result.orderId } })).orderType).toBe('contract');
    const tooMuch = await env.gw.client.call('order.price', {
      token: env.a,
      body: deliveryDraft([concreteItem('1000', [])], { contractId: DEMO_IDS.contractConcrete }),
    });
    expect(tooMuch.envelope.message).toMatch(/超出合同剩余量/);
    const expired = await env.gw.client.call('order.price', {
      token: env.a,
      body: {
        ...deliveryDraft([]),
        contractId: DEMO_IDS.contractExpired,
        itemList: [{ ...concreteItem(), goodsId: DEMO_IDS.rebar, resourceId: DEMO_IDS.rebar16Resource, unit: '吨', quantity: '1' }],
      },
    });
    expect(expired.envelope.message).toMatch(/已失效/);
  });

  it('cancels an unpaid order and gives its stock back; an overdue order cancels itself', async () => {
    const before = await stock('var_concrete_c30');
    const orderId = (await submit(deliveryDraft(), 'key-cancel')).envelope.data.orderId;
    await env.gw.client.ok('order.cancel', { token: env.a, body: { orderId } });
    expect(await stock('var_concrete_c30')).toBe(before);
    expect((await env.gw.client.call('order.cancel', { token: env.a, body: { orderId } })).status).toBe(409);
    const overdue = (await submit(deliveryDraft(), 'key-overdue')).envelope.data.orderId;
    await env.gw.db.query(`update orders set pay_deadline = now() - interval '1 minute' where order_id = $1`, [overdue]);
    expect((await env.gw.client.ok('order.detail', { token: env.a, query: { orderId: overdue } })).status).toBe('cancelled');
  });

  it('requires vehicles of the buyer for self-pickup and an address of the buyer for delivery', async () => {
    const noVehicle = pickupDraft();
    noVehicle.itemList[0] = { ...noVehicle.itemList[0]!, takeList: [{ ...noVehicle.itemList[0]!.takeList[0]!, vehicleList: [] }] };
    expect((await submit(noVehicle, 'key-novehicle')).status).toBe(400);
    expect((await submit(deliveryDraft(undefined, { addressId: DEMO_IDS.addressB }), 'key-b-address')).status).toBe(404);
    const pickup = await submit(pickupDraft(), 'key-pickup');
    expect((await env.gw.client.ok('order.storePosition', { token: env.a, query: { orderId: pickup.envelope.data.orderId } })).storeId).toBe(
      DEMO_IDS.storePlatform,
    );
  });
});

describe('paying', () => {
  const newOrder = async (key: string) => (await submit(deliveryDraft(), key)).envelope.data.orderId;
  const providerPost = (path: string, paymentId: string) =>
    fetch(`${env.gw.url}${path}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `paymentId=${paymentId}`,
    });

  for (const payWay of ['wechat', 'alipay'] as const) {
    it(`pays by ${payWay} on the simulated provider page, or cancels there`, async () => {
      const orderId = await newOrder(`key-${payWay}`);
      const payment = await env.gw.client.ok(`pay.${payWay}`, { token: env.a, body: { orderId, idempotencyKey: `pay-${payWay}-1` } });
      const page = await fetch(`${env.gw.url}${payment.providerUrl}`);
      const html = await page.text();
      expect(page.status).toBe(200);
      expect(html).toContain('确认支付');
      expect(html).toContain('取消支付');

      const cancelled = await providerPost('/__provider/pay/cancel', payment.paymentId);
      expect(cancelled.status).toBe(303);
      expect(cancelled.headers.get('location')).toBe(`/pay?orderId=${orderId}&paymentId=${payment.paymentId}`);
      expect((await env.gw.client.ok('pay.status', { token: env.a, query: { paymentId: payment.paymentId } })).status).toBe('cancelled');
      expect((await env.gw.client.ok('order.detail', { token: env.a, query: { orderId } })).status).toBe('pendingPayment');

      const retry = await env.gw.client.ok(`pay.${payWay}`, { token: env.a, body: { orderId, idempotencyKey: `pay-${payWay}-2` } });
      const paid = await providerPost('/__provider/pay/confirm', retry.paymentId);
      expect(paid.headers.get('location')).toBe(`/pay/success?orderId=${orderId}&paymentId=${retry.paymentId}`);
      expect((await env.gw.client.ok('pay.result', { token: env.a, query: { orderId } })).status).toBe('paid');
      const detail = await env.gw.client.ok('order.detail', { token: env.a, query: { orderId } });
      expect(detail).toMatchObject({ status: 'pendingDelivery', payWay, paidAmount: detail.prices.totalAmount });
      expect((await env.gw.client.call(`pay.${payWay}`, { token: env.a, body: { orderId, idempotencyKey: `pay-${payWay}-3` } })).envelope.code).toBe(
        'ALREADY_PAID',
      );
    });
  }

  it('answers the pay result of an order paid without a kept payment with what it came to; another buyer gets 404', async () => {
    const detail = await env.gw.client.ok('order.detail', { token: env.a, query: { orderId: DEMO_IDS.orderDeliveringA } });
    const result = await env.gw.client.ok('pay.result', { token: env.a, query: { orderId: DEMO_IDS.orderDeliveringA } });
    expect(result).toMatchObject({ status: 'paid', amount: detail.prices.totalAmount });
    expect(Number(result.amount)).toBeGreaterThan(0);
    expect((await env.gw.client.call('pay.result', { token: env.b, query: { orderId: DEMO_IDS.orderDeliveringA } })).status).toBe(404);
  });

  it('returns to a returnUrl of the site, never to another host', async () => {
    const orderId = await newOrder('key-return');
    const payment = await env.gw.client.ok('pay.wechat', { token: env.a, body: { orderId, idempotencyKey: 'pay-return' } });
    const evil = await fetch(`${env.gw.url}/__provider/pay/cancel`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `paymentId=${payment.paymentId}&returnUrl=//evil.example.com/x`,
    });
    expect(evil.headers.get('location')).toMatch(/^\/pay\?/);
    const again = await env.gw.client.ok('pay.wechat', { token: env.a, body: { orderId, idempotencyKey: 'pay-return-2' } });
    const own = await fetch(`${env.gw.url}/__provider/pay/confirm`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `paymentId=${again.paymentId}&returnUrl=%2Fpay%2Fsuccess2`,
    });
    expect(own.headers.get('location')).toMatch(/^\/pay\/success2\?orderId=.*&payStatus=paid$/);
  });

  it('pays from the wallet and the ERP account with the pay password, and refuses a wrong one', async () => {
    const account = await env.gw.client.ok('capital.account', { token: env.a });
    const orderId = await newOrder('key-wallet');
    expect(
      (await env.gw.client.call('pay.wallet', { token: env.a, body: { orderId, idempotencyKey: 'pay-wallet-bad', payPassword: '000000' } })).envelope.code,
    ).toBe('PAY_PASSWORD_WRONG');
    const paid = await env.gw.client.ok('pay.wallet', { token: env.a, body: { orderId, idempotencyKey: 'pay-wallet', payPassword: DEMO_BUYER.payPassword } });
    expect(paid.status).toBe('paid');
    expect((await env.gw.client.ok('capital.account', { token: env.a })).balance).toBe(subtractMoney(account.balance, paid.amount));
    // The same key again answers the same payment and charges nothing more.
    expect(
      await env.gw.client.ok('pay.wallet', { token: env.a, body: { orderId, idempotencyKey: 'pay-wallet', payPassword: DEMO_BUYER.payPassword } }),
    ).toEqual(paid);
    expect((await env.gw.client.ok('capital.account', { token: env.a })).balance).toBe(subtractMoney(account.balance, paid.amount));

    const erpOrder = await newOrder('key-erp');
    const erp = await env.gw.client.ok('pay.erp', {
      token: env.a,
      body: { orderId: erpOrder, idempotencyKey: 'pay-erp', payPassword: DEMO_BUYER.payPassword },
    });
    expect(erp).toMatchObject({ status: 'paid', payWay: 'erp' });
    const balance = (
      await env.gw.db.query<{ balance: string }>(`select balance from erp_accounts where member_id = $1 and seller_id = 's_hdsp'`, [DEMO_BUYER.memberId])
    )[0]!.balance;
    expect(balance).toBe(subtractMoney('100000.00', erp.amount));
  });

  it('answers bank transfer details and takes an offline voucher (its texts without control characters), both pending until the seller confirms', async () => {
    const bankOrder = await newOrder('key-bank');
    const bank = await env.gw.client.ok('pay.bank', { token: env.a, body: { orderId: bankOrder, idempotencyKey: 'pay-bank' } });
    expect(bank).toMatchObject({ accountName: '华东商砼有限公司', bankAccount: '31050161393600001234', onlineBankUrl: 'https://www.ccb.com' });
    expect((await env.gw.client.ok('pay.status', { token: env.a, query: { paymentId: bank.paymentId } })).status).toBe('pending');
    // A pending transfer keeps the order from expiring at its pay deadline.
    await env.gw.db.query(`update orders set pay_deadline = now() - interval '1 minute' where order_id = $1`, [bankOrder]);
    expect((await env.gw.client.ok('order.detail', { token: env.a, query: { orderId: bankOrder } })).status).toBe('pendingPayment');

    const offlineOrder = await newOrder('key-offline');
    const info = await env.gw.client.ok('pay.info', { token: env.a, query: { orderId: offlineOrder } });
    // A voucher is a picture the buyer uploaded (tests/gateway/uploads.test.ts has the rest).
    const voucher = (
      await env.gw.client.ok('upload.image', {
        token: env.a,
        body: { fileName: 'v.png', contentBase64: 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=' },
      })
    ).url;
    expect(
      (
        await env.gw.client.call('pay.offline', {
          token: env.a,
          body: { orderId: offlineOrder, idempotencyKey: 'pay-off-0', amount: '1.00', voucherImages: [voucher] },
        })
      ).status,
    ).toBe(400);
    // A payer or remark with an invisible control or bidi character (validation.yaml plainText and
    // plainParagraphs; issue 17); the remark's line breaks are fine.
    for (const [field, value] of [
      ['payerName', '张\u202e建国'],
      ['payerName', '张\t建国'],
      ['remark', '对公\u0007转账'],
      ['remark', '对公\u2066转账'],
    ] as const) {
      const refused = await env.gw.client.call('pay.offline', {
        token: env.a,
        body: { orderId: offlineOrder, idempotencyKey: `pay-off-${field}`, amount: info.amount, voucherImages: [voucher], [field]: value },
      });
      expect(refused.status, `${field} ${JSON.stringify(value)}`).toBe(400);
      expect(refused.envelope.message).toContain(`body.${field}`);
    }
    const offline = await env.gw.client.ok('pay.offline', {
      token: env.a,
      body: {
        orderId: offlineOrder,
        idempotencyKey: 'pay-off',
        amount: info.amount,
        voucherImages: [voucher],
        payerName: '张建国',
        remark: '11月21日\n对公转账',
      },
    });
    expect(offline).toMatchObject({ status: 'pending', payWay: 'offline', amount: info.amount });
  });

  it('pays a supplement for add-ons added to a paid order', async () => {
    const orderId = await newOrder('key-supplement');
    await env.gw.client.ok('pay.wallet', { token: env.a, body: { orderId, idempotencyKey: 'pay-supp-order', payPassword: DEMO_BUYER.payPassword } });
    const item = (await env.gw.client.ok('order.detail', { token: env.a, query: { orderId } })).orderItems[0]!;
    const added = await env.gw.client.ok('order.addItem', {
      token: env.a,
      body: { orderId, orderItemId: item.orderItemId, addons: [{ additemId: CONCRETE_ADDONS.constructionVibrate }], idempotencyKey: 'add-1' },
    });
    expect(added.payAmount).toBe(multiplyMoney(item.quantity, '6.00'));
    const info = await env.gw.client.ok('pay.info', { token: env.a, query: { orderId, supplementId: added.supplementId } });
    expect(info).toMatchObject({ bizType: 'supplement', amount: added.payAmount, paid: false });
    await env.gw.client.ok('pay.wallet', {
      token: env.a,
      body: { orderId, supplementId: added.supplementId, idempotencyKey: 'pay-supp', payPassword: DEMO_BUYER.payPassword },
    });
    expect((await env.gw.client.ok('order.supplementDetail', { token: env.a, query: { orderId } })).status).toBe('paid');
  });
});
