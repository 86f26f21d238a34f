import { describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../gateway/seed';
import { useTestGateway } from './helpers/gateway';

/**
 * Cart writes with an idempotency key (the app's writes queued offline and sent when the network returns,
 * perhaps twice when an answer was lost): each key takes effect once, and a key is the buyer's own.
 */
const env = useTestGateway();

const sand = (quantity: string, idempotencyKey?: string) => ({
  goodsId: DEMO_IDS.sand,
  resourceId: DEMO_IDS.sandResource,
  quantity,
  unit: '吨',
  selectInfos: [],
  addons: [],
  ...(idempotencyKey === undefined ? {} : { idempotencyKey }),
});

async function sandQuantity(token: string): Promise<string | undefined> {
  const cart = await env.gw.client.ok('cart.list', { token });
  return cart.groups.flatMap((group) => group.children).find((line) => line.goodsId === DEMO_IDS.sand)?.quantity;
}

describe('cart writes with an idempotency key', () => {
  it('an add sent twice with its key adds once and answers the same; the key with another body is refused', async () => {
    const before = Number((await sandQuantity(env.a)) ?? '0');
    const first = await env.gw.client.ok('cart.add', { token: env.a, body: sand('5', 'offline-add-1') });
    const again = await env.gw.client.ok('cart.add', { token: env.a, body: sand('5', 'offline-add-1') });
    expect(again).toEqual(first);
    expect(Number(await sandQuantity(env.a))).toBe(before + 5);

    const reused = await env.gw.client.call('cart.add', { token: env.a, body: sand('6', 'offline-add-1') });
    expect(reused.status).toBe(409);
    expect(Number(await sandQuantity(env.a))).toBe(before + 5);

    // Without a key every add counts, as before.
    await env.gw.client.ok('cart.add', { token: env.a, body: sand('5') });
    await env.gw.client.ok('cart.add', { token: env.a, body: sand('5') });
    expect(Number(await sandQuantity(env.a))).toBe(before + 15);
  });

  it('a quantity change and a removal sent twice with their keys answer the first result', async () => {
    const { cartResourceId } = await env.gw.client.ok('cart.add', { token: env.a, body: sand('5', 'offline-add-2') });
    const changed = await env.gw.client.ok('cart.updateQuantity', { token: env.a, body: { cartResourceId, quantity: '9', idempotencyKey: 'offline-qty-1' } });
    expect(changed.quantity).toBe('9');
    expect(
      (await env.gw.client.ok('cart.updateQuantity', { token: env.a, body: { cartResourceId, quantity: '9', idempotencyKey: 'offline-qty-1' } })).quantity,
    ).toBe('9');

    const removed = await env.gw.client.ok('cart.remove', { token: env.a, body: { cartResourceIds: [cartResourceId], idempotencyKey: 'offline-remove-1' } });
    // The line is gone: the same removal again answers what the first did instead of refusing a missing line.
    expect(await env.gw.client.ok('cart.remove', { token: env.a, body: { cartResourceIds: [cartResourceId], idempotencyKey: 'offline-remove-1' } })).toEqual(
      removed,
    );
    expect(
      (await env.gw.client.call('cart.remove', { token: env.a, body: { cartResourceIds: [cartResourceId], idempotencyKey: 'offline-remove-2' } })).status,
    ).toBe(404);
    expect(await sandQuantity(env.a)).toBeUndefined();
  });

  it("buyer B is refused buyer A's line whatever key B sends, and A's key is no answer for B", async () => {
    const { cartResourceId } = await env.gw.client.ok('cart.add', { token: env.a, body: sand('5', 'offline-add-3') });
    const quantity = await env.gw.client.call('cart.updateQuantity', {
      token: env.b,
      body: { cartResourceId, quantity: '7', idempotencyKey: 'offline-qty-3' },
    });
    expect(quantity.status).toBe(404);
    const removal = await env.gw.client.call('cart.remove', { token: env.b, body: { cartResourceIds: [cartResourceId], idempotencyKey: 'offline-remove-3' } });
    expect(removal.status).toBe(404);
    expect(await sandQuantity(env.a)).toBe('5');

    // The same key from B is B's own add, not A's answer replayed.
    const bBefore = Number((await sandQuantity(env.b)) ?? '0');
    const b = await env.gw.client.ok('cart.add', { token: env.b, body: sand('5', 'offline-add-3') });
    expect(b.cartResourceId).not.toBe(cartResourceId);
    expect(Number(await sandQuantity(env.b))).toBe(bBefore + 5);
  });

  it('refuses a malformed key and adds nothing', async () => {
    const before = await sandQuantity(env.a);
    const bad = await env.gw.client.call('cart.add', { token: env.a, body: sand('5', 'not a key!') });
    expect(bad.status).toBe(400);
    expect(await sandQuantity(env.a)).toBe(before);
  });
});
