import { describe, expect, it } from 'vitest';
import { DEMO_BUYER, DEMO_IDS, SECOND_BUYER } from '../../gateway/seed';
import { useTestGateway } from './helpers/gateway';

/**
 * Favourites and browse records over HTTP (member.storeCollect / findGoods / removeByGoodsIds, the shop
 * calls collectShop / findShops / removeByShopIds, browseRecords / removeByIds): what /collection/collect
 * lists and removes, the view of a goods that leaves a browse record, and buyer B kept off buyer A's.
 */

const A = DEMO_BUYER.memberId;
const B = SECOND_BUYER.memberId;
const page = { pageNum: 1, pageSize: 20 };

const env = useTestGateway();

const records = async (token: string, memberId: string) => (await env.gw.client.ok('member.browseRecords', { token, query: { memberId, ...page } })).list;
const goods = async (token: string, memberId: string) => (await env.gw.client.ok('member.findGoods', { token, query: { memberId, ...page } })).list;
const shops = async (token: string, memberId: string, shopId?: string) =>
  await env.gw.client.ok('member.findShops', { token, query: { memberId, ...page, ...(shopId ? { shopId } : {}) } });

describe('browse records', () => {
  it('viewing a goods with a token records it once, latest view first; a visitor leaves none', async () => {
    const before = (await records(env.a, A)).length;
    await env.gw.client.ok('goods.detail', { token: env.a, query: { goodsId: DEMO_IDS.cement } });
    await env.gw.client.ok('goods.detail', { token: env.a, query: { goodsId: DEMO_IDS.sand } });
    await env.gw.client.ok('goods.detail', { query: { goodsId: DEMO_IDS.gravel } });
    let list = await records(env.a, A);
    expect(list.map((r) => r.goodsId).slice(0, 2)).toEqual([DEMO_IDS.sand, DEMO_IDS.cement]);
    expect(list).toHaveLength(before + 2);
    expect(list.map((r) => r.goodsId)).not.toContain(DEMO_IDS.gravel);
    expect(list[0]).toMatchObject({ goodsName: expect.any(String), shopName: expect.any(String), effective: true, browseTime: expect.any(String) });

    // Viewing the cement again moves its one record to the top.
    await env.gw.client.ok('goods.detail', { token: env.a, query: { goodsId: DEMO_IDS.cement } });
    list = await records(env.a, A);
    expect(list[0]!.goodsId).toBe(DEMO_IDS.cement);
    expect(list.filter((r) => r.goodsId === DEMO_IDS.cement)).toHaveLength(1);
  });

  it('removes the records named, several at once', async () => {
    const list = await records(env.a, A);
    const gone = list.filter((r) => r.goodsId === DEMO_IDS.cement || r.goodsId === DEMO_IDS.sand).map((r) => r.recordId);
    expect(gone).toHaveLength(2);
    await env.gw.client.ok('member.removeByIds', { token: env.a, body: { ids: gone } });
    expect((await records(env.a, A)).map((r) => r.recordId)).not.toEqual(expect.arrayContaining([gone[0]]));
    expect(await records(env.a, A)).toHaveLength(list.length - 2);
  });
});

describe('favourite goods and shops', () => {
  it('collects goods and removes several by goods id', async () => {
    await env.gw.client.ok('member.storeCollect', { token: env.a, body: { memberId: A, goodsId: DEMO_IDS.cement } });
    await env.gw.client.ok('member.storeCollect', { token: env.a, body: { memberId: A, goodsId: DEMO_IDS.rebar } });
    expect((await goods(env.a, A)).map((g) => g.goodsId)).toEqual(expect.arrayContaining([DEMO_IDS.cement, DEMO_IDS.rebar]));
    await env.gw.client.ok('member.removeByGoodsIds', { token: env.a, body: { memberId: A, goodsIds: [DEMO_IDS.cement, DEMO_IDS.rebar] } });
    expect((await goods(env.a, A)).map((g) => g.goodsId)).not.toEqual(expect.arrayContaining([DEMO_IDS.cement]));
    expect((await goods(env.a, A)).map((g) => g.goodsId)).not.toContain(DEMO_IDS.rebar);
  });

  it('collects a shop once, lists it with its seller and goods on sale, asks about one shop, removes several', async () => {
    const first = await env.gw.client.ok('member.collectShop', { token: env.a, body: { memberId: A, shopId: 'shop_hdsp' } });
    const again = await env.gw.client.ok('member.collectShop', { token: env.a, body: { memberId: A, shopId: 'shop_hdsp' } });
    expect(again.collectId).toBe(first.collectId);
    await env.gw.client.ok('member.collectShop', { token: env.a, body: { memberId: A, shopId: 'shop_platform' } });

    const all = await shops(env.a, A);
    expect(all.total).toBe(2);
    const hdsp = all.list.find((s) => s.shopId === 'shop_hdsp')!;
    expect(hdsp).toMatchObject({ shopName: '华东商砼旗舰店', sellerName: '华东商砼有限公司', isPlatform: false, logo: expect.stringMatching(/^\/demo\//) });
    // Its on-sale goods only: g_concrete_c15_off is off sale.
    const onSale = await env.gw.db.query<{ n: number }>("select count(*) as n from goods where shop_id = 'shop_hdsp' and on_sale", []);
    expect(hdsp.goodsCount).toBe(onSale[0]!.n);
    expect(all.list.find((s) => s.shopId === 'shop_platform')).toMatchObject({ isPlatform: true });

    expect((await shops(env.a, A, 'shop_platform')).list.map((s) => s.shopId)).toEqual(['shop_platform']);
    expect((await shops(env.a, A, 'shop_bg')).total).toBe(0);

    await env.gw.client.ok('member.removeByShopIds', { token: env.a, body: { memberId: A, shopIds: ['shop_hdsp', 'shop_platform'] } });
    expect((await shops(env.a, A)).total).toBe(0);
  });

  it('answers 404 for a shop that does not exist', async () => {
    const result = await env.gw.client.call('member.collectShop', { token: env.a, body: { memberId: A, shopId: 'shop_nope' } });
    expect(result.status).toBe(404);
    expect(result.envelope.success).toBe(false);
  });
});

describe("buyer B and buyer A's favourites and records", () => {
  it("is refused every list and change of A's, and A's stay as they were", async () => {
    await env.gw.client.ok('member.storeCollect', { token: env.a, body: { memberId: A, goodsId: DEMO_IDS.sand } });
    await env.gw.client.ok('member.collectShop', { token: env.a, body: { memberId: A, shopId: 'shop_js' } });
    await env.gw.client.ok('goods.detail', { token: env.a, query: { goodsId: DEMO_IDS.sand } });
    const before = { goods: await goods(env.a, A), shops: await shops(env.a, A), records: await records(env.a, A) };

    const attempts = [
      env.gw.client.call('member.findGoods', { token: env.b, query: { memberId: A, ...page } }),
      env.gw.client.call('member.findShops', { token: env.b, query: { memberId: A, ...page } }),
      env.gw.client.call('member.browseRecords', { token: env.b, query: { memberId: A, ...page } }),
      env.gw.client.call('member.removeByGoodsIds', { token: env.b, body: { memberId: A, goodsIds: [DEMO_IDS.sand] } }),
      env.gw.client.call('member.removeByShopIds', { token: env.b, body: { memberId: A, shopIds: ['shop_js'] } }),
      env.gw.client.call('member.collectShop', { token: env.b, body: { memberId: A, shopId: 'shop_bg' } }),
      env.gw.client.call('member.storeCollect', { token: env.b, body: { memberId: A, goodsId: DEMO_IDS.rebar } }),
    ];
    for (const result of await Promise.all(attempts)) {
      expect(result.status).toBe(403);
      expect(result.envelope.success).toBe(false);
    }
    // Record ids of A's match nothing of B's: answered, and nothing removed.
    await env.gw.client.ok('member.removeByIds', { token: env.b, body: { ids: before.records.map((r) => r.recordId) } });
    // Without a token nothing is answered at all.
    expect((await env.gw.client.call('member.findShops', { query: { memberId: A, ...page } })).status).toBe(401);

    expect({ goods: await goods(env.a, A), shops: await shops(env.a, A), records: await records(env.a, A) }).toEqual(before);
    // B's own lists hold none of A's.
    expect((await goods(env.b, B)).map((g) => g.goodsId)).not.toContain(DEMO_IDS.sand);
    expect((await shops(env.b, B)).total).toBe(0);
  });
});
