import { describe, expect, it } from 'vitest';
import { sha256 } from '../../gateway/lib/ids';
import { DEMO_BUYER, DEMO_IDS } from '../../gateway/seed';
import { deliveryDraft } from './helpers/drafts';
import { useTestGateway } from './helpers/gateway';

/**
 * The in-process caches (gateway/cache.ts): public catalogue reads are answered from memory until the
 * catalogue changes, sessions until they end. Every change must show at once, whoever made it: a
 * handler, the seller's side, or SQL by hand (the database's triggers tell the gateway).
 */
const env = useTestGateway();

const sandDetail = (token?: string) => env.gw.client.ok('goods.detail', { query: { goodsId: DEMO_IDS.sand }, ...(token === undefined ? {} : { token }) });
const sandSearch = () => env.gw.client.ok('goods.search', { query: { keyword: '中砂', pageNum: 1, pageSize: 10 } });

describe('catalogue cache', () => {
  it('answers a price, stock and on-sale change made by hand at once, in the detail, the search and the cart', async () => {
    const before = await sandDetail();
    await sandSearch();
    await env.gw.db.query(`update goods_varieties set price = price + 1, stock = stock - 1 where variety_id = 'var_sand'`);
    const after = await sandDetail();
    expect(Number(after.varietyPrice)).toBe(Number(before.varietyPrice) + 1);
    expect(Number(after.stock)).toBe(Number(before.stock) - 1);
    const page = await sandSearch();
    expect(page.list.find((g) => g.goodsId === DEMO_IDS.sand)?.varietyPrice).toBe(after.varietyPrice);

    await env.gw.db.query(`update goods set on_sale = false where goods_id = $1`, [DEMO_IDS.sand]);
    try {
      expect((await sandSearch()).list.some((g) => g.goodsId === DEMO_IDS.sand)).toBe(false);
      const add = await env.gw.client.call('cart.add', {
        token: env.a,
        body: { goodsId: DEMO_IDS.sand, resourceId: DEMO_IDS.sandResource, quantity: '5', unit: '吨', selectInfos: [], addons: [] },
      });
      expect(add.status).toBe(400);
    } finally {
      await env.gw.db.query(`update goods set on_sale = true where goods_id = $1`, [DEMO_IDS.sand]);
    }
    expect((await sandSearch()).list.some((g) => g.goodsId === DEMO_IDS.sand)).toBe(true);
  });

  it('answers banners, categories and promotions changed by hand at once', async () => {
    const banners = await env.gw.client.ok('goods.banners');
    await env.gw.db.query(`update banners set title = 'cache test' where banner_id = $1`, [banners[0]!.bannerId]);
    expect((await env.gw.client.ok('goods.banners'))[0]!.title).toBe('cache test');

    const categories = await env.gw.client.ok('goods.categories');
    await env.gw.db.query(`update categories set category_name = 'cache test' where category_id = $1`, [categories[0]!.categoryId]);
    expect((await env.gw.client.ok('goods.categories'))[0]!.categoryName).toBe('cache test');

    const promotions = (await sandDetail()).promotions?.length ?? 0;
    await env.gw.db.query(
      `insert into goods_promotions (promotion_id, goods_id, title, end_time) values ('promo_cache', $1, 'cache test', now() + interval '2 seconds')`,
      [DEMO_IDS.sand],
    );
    expect((await sandDetail()).promotions).toHaveLength(promotions + 1);
    // A promotion leaves the page when it ends, with no write to tell anyone.
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect((await sandDetail()).promotions?.length ?? 0).toBe(promotions);
  });

  it('shows the stock an order takes and gives back', async () => {
    const stock = async () => (await env.gw.client.ok('goods.detail', { query: { goodsId: DEMO_IDS.concrete } })).stock;
    const before = await stock();
    const body = { draft: deliveryDraft(), idempotencyKey: 'cache-stock', agreementAccepted: true };
    const order = await env.gw.client.ok('order.submit', { token: env.a, body });
    const taken = await stock();
    expect(Number(taken)).toBeLessThan(Number(before));
    await env.gw.client.ok('order.cancel', { token: env.a, body: { orderId: order.orderId, reason: 'cache test' } });
    expect(await stock()).toBe(before);
  });

  it('never hands one buyer another buyer’s favourite flag or cart', async () => {
    await env.gw.db.query(`insert into collections (collect_id, member_id, goods_id) values ('col_cache', $1, $2) on conflict do nothing`, [
      DEMO_BUYER.memberId,
      DEMO_IDS.sand,
    ]);
    for (let round = 0; round < 2; round += 1) {
      expect((await sandDetail(env.a)).favourite).toBe(true);
      expect((await sandDetail(env.b)).favourite).toBe(false);
      expect((await sandDetail()).favourite).toBeUndefined();
    }
    const line = (
      await env.gw.client.ok('cart.add', {
        token: env.a,
        body: { goodsId: DEMO_IDS.sand, resourceId: DEMO_IDS.sandResource, quantity: '5', unit: '吨', selectInfos: [], addons: [] },
      })
    ).cartResourceId;
    const other = await env.gw.client.call('cart.updateQuantity', { token: env.b, body: { cartResourceId: line, quantity: '6' } });
    expect(other.status).toBe(404);
    const mine = await env.gw.client.ok('cart.updateQuantity', { token: env.a, body: { cartResourceId: line, quantity: '6' } });
    expect(mine.quantity).toBe('6');
  });
});

describe('session cache', () => {
  it('refuses a token at once after logout, a frozen member, or a session ended by hand', async () => {
    const token = await env.gw.login('A');
    expect((await env.gw.client.call('cart.list', { token })).status).toBe(200);
    await env.gw.client.ok('auth.logout', { token });
    expect((await env.gw.client.call('cart.list', { token })).status).toBe(401);

    const second = await env.gw.login('B');
    expect((await env.gw.client.call('cart.list', { token: second })).status).toBe(200);
    await env.gw.db.query(`update members set status = 'frozen' where account_name = 'buyerb'`);
    try {
      expect((await env.gw.client.call('cart.list', { token: second })).status).toBe(401);
    } finally {
      await env.gw.db.query(`update members set status = 'normal' where account_name = 'buyerb'`);
    }
    expect((await env.gw.client.call('cart.list', { token: second })).status).toBe(200);

    await env.gw.db.query('delete from sessions where token_hash = $1', [sha256(second)]);
    expect((await env.gw.client.call('cart.list', { token: second })).status).toBe(401);
  });

  it('ends the other devices’ sessions at once on a password change', async () => {
    const here = await env.gw.login('A');
    const there = await env.gw.login('A');
    expect((await env.gw.client.call('cart.list', { token: there })).status).toBe(200);
    await env.gw.client.ok('auth.changePassword', {
      token: here,
      body: { mode: 'oldPassword', oldPassword: DEMO_BUYER.password, newPassword: DEMO_BUYER.password },
    });
    expect((await env.gw.client.call('cart.list', { token: there })).status).toBe(401);
    expect((await env.gw.client.call('cart.list', { token: here })).status).toBe(200);
  });
});
