import { describe, expect, it } from 'vitest';
import type { TimeSlotCode } from '@gen/constants.gen';
import type { components } from '@gen/openapi.gen';
import type { CallBody } from '../../generated/client.gen';
import { addDays, addonChoiceFromTree, addonTotal, lineMoney, openSlotsToday, sumMoney, takeDateOptions } from '@/domain';
import { CONCRETE_ADDONS, DEMO_BUYER, DEMO_IDS } from '../../gateway/seed';
import { deliveryDraft } from './helpers/drafts';
import { useTestGateway } from './helpers/gateway';

type S = components['schemas'];

/**
 * Issue 15 (after the order), the waybill and add-on parts: reassigning a waybill to another of the
 * buyer's addresses or take times (the shared take-date and time-slot rules), its history, the add-on
 * items added to an order in progress (priced to the fen by the shared add-on rules) and buyer B refused
 * on buyer A's waybills and orders.
 */
const env = useTestGateway();

const reassign = (body: Partial<CallBody<'waybill.reassign'>> & { waybillId: string }, token = env.a) =>
  env.gw.client.call<S['WaybillDetail']>('waybill.reassign', { token, body: { reason: '工地变更', ...body } });
const detail = (waybillId: string, token = env.a) => env.gw.client.ok('waybill.detail', { token, query: { waybillId } });
const history = (waybillId: string) => env.gw.client.ok('waybill.reassignHistory', { token: env.a, query: { waybillId } });

/** A waybill of A's delivering order in the given status, fresh for one test. */
async function waybillIn(status: S['Waybill']['status'], id: string): Promise<string> {
  await env.gw.db.query(
    `insert into waybills (waybill_id, waybill_no, order_id, member_id, take_id, status, transport_mode, goods_name, quantity, unit, plate_number, driver_name, driver_mobile,
                           unloading_address, take_date, time_slot)
     select $1, $2, order_id, member_id, take_id, $3, 'truck', goods_name, '2', unit, plate_number, driver_name, driver_mobile, unloading_address, take_date, time_slot
       from waybills where waybill_id = 'wb_a_5'`,
    [id, `YD-T-${id}`, status],
  );
  return id;
}

describe('waybill reassignment', () => {
  it('sends a waybill to another of the buyer’s addresses: the detail shows it, the history lists the change', async () => {
    const before = await detail('wb_a_5');
    expect(before.canReassign).toBe(true);
    const after = await reassign({ waybillId: 'wb_a_5', addressId: 'addr_a_office' });
    expect(after.status).toBe(200);
    const now = await detail('wb_a_5');
    expect(now.addressId).toBe('addr_a_office');
    expect(now.unloadingAddress).toBe('上海市宝山区蕴川路500号 2号楼');
    expect(now.events.at(-1)!.description).toBe('运单改派：工地变更');
    const [record] = await history('wb_a_5');
    expect(record).toMatchObject({ fromAddress: before.unloadingAddress, toAddress: '上海市宝山区蕴川路500号 2号楼', reason: '工地变更' });
    // The list row carries the new address too.
    const list = await env.gw.client.ok('waybill.list', {
      token: env.a,
      body: { pageNum: 1, pageSize: 50, orderId: DEMO_IDS.orderDeliveringA, status: 'waiting' },
    });
    expect(list.list.find((w) => w.waybillId === 'wb_a_5')!.unloadingAddress).toBe('上海市宝山区蕴川路500号 2号楼');
    // The same address again is no change.
    expect((await reassign({ waybillId: 'wb_a_5', addressId: 'addr_a_office' })).status).toBe(400);
  });

  it('refuses another buyer’s address (404, as if it did not exist), a request that changes nothing and a reason with a control character', async () => {
    const id = await waybillIn('waiting', 'wb_t_foreign');
    const foreign = await reassign({ waybillId: id, addressId: DEMO_IDS.addressB });
    expect(foreign.status).toBe(404);
    expect((await reassign({ waybillId: id })).status).toBe(400);
    expect((await reassign({ waybillId: id, addressId: 'addr_a_office', reason: '' })).status).toBe(400);
    // A reason with an invisible control or bidi character (validation.yaml plainParagraphs; issue 17).
    for (const reason of ['工地\u202e变更', '工地\u0007变更', '工地\u2066变更']) {
      const refused = await reassign({ waybillId: id, addressId: 'addr_a_office', reason });
      expect(refused.status).toBe(400);
      expect(refused.envelope.message).toContain('不能包含不可见的控制字符');
    }
    expect(await history(id)).toEqual([]);
  });

  it('moves the take time within the take-date options and the slots still open on that date', async () => {
    const id = await waybillIn('waiting', 'wb_t_time');
    const options = takeDateOptions(new Date());
    const later = options[2]!.id;
    // A reason of two lines is fine (plainParagraphs).
    const moved = await reassign({ waybillId: id, takeTime: later, timeSlot: '030020200', reason: '工地延期，\n改到后天' });
    expect(moved.status).toBe(200);
    expect(moved.envelope.data).toMatchObject({ takeTime: later, timeSlot: '030020200' });
    expect((await history(id))[0]).toMatchObject({ toTakeTime: later, toTimeSlot: '030020200' });
    // Past the last option, or before today: refused.
    expect((await reassign({ waybillId: id, takeTime: addDays(new Date(), options.length), timeSlot: '030020500' })).status).toBe(400);
    expect((await reassign({ waybillId: id, takeTime: addDays(new Date(), -1), timeSlot: '030020500' })).status).toBe(400);
    // Today, a slot that has already ended is refused (when one has; at 00:00–06:00 none has yet).
    const ended = ['030020100', '030020200', '030020300'].find((code) => !openSlotsToday(new Date()).some((s) => s.code === code));
    if (ended !== undefined) {
      const refused = await reassign({ waybillId: id, takeTime: options[0]!.id, timeSlot: ended as TimeSlotCode });
      expect(refused.status).toBe(400);
      expect(refused.envelope.message).toBe('所选时段已过，请选择其他时段');
    }
    expect(await history(id)).toHaveLength(1);
  });

  it('reassigns only waybills not delivered yet; the take time only before the truck leaves', async () => {
    const inTransit = await waybillIn('inTransit', 'wb_t_transit');
    expect((await detail(inTransit)).canReassign).toBe(true);
    expect((await reassign({ waybillId: inTransit, addressId: 'addr_a_office' })).status).toBe(200);
    expect((await reassign({ waybillId: inTransit, takeTime: takeDateOptions(new Date())[1]!.id, timeSlot: '030020500' })).status).toBe(409);
    for (const status of ['arrived', 'signed', 'cancelled'] as const) {
      const id = await waybillIn(status, `wb_t_${status}`);
      expect((await detail(id)).canReassign).toBe(false);
      const refused = await reassign({ waybillId: id, addressId: 'addr_a_office' });
      expect(refused.status).toBe(409);
      expect(refused.envelope.code).toBe('WAYBILL_STATE');
      expect(await history(id)).toEqual([]);
    }
  });

  it('lists waybills per order and by status, and answers 404 for an unknown one', async () => {
    const all = await env.gw.client.ok('waybill.list', { token: env.a, body: { pageNum: 1, pageSize: 50 } });
    expect(all.list.every((w) => w.orderId.startsWith('ord_a_'))).toBe(true);
    const signed = await env.gw.client.ok('waybill.list', {
      token: env.a,
      body: { pageNum: 1, pageSize: 50, status: 'signed', orderId: DEMO_IDS.orderCompletedA },
    });
    expect(signed.list.map((w) => w.waybillId).sort()).toEqual(['wb_a_1', 'wb_a_2']);
    expect((await env.gw.client.call('waybill.detail', { token: env.a, query: { waybillId: 'wb_nope' } })).status).toBe(404);
  });
});

describe('add-on items added to an order in progress', () => {
  it('grows the order’s price breakdown by exactly the gateway’s price of the items, to the fen', async () => {
    const draft = deliveryDraft();
    draft.itemList[0]!.quantity = '12.5';
    const { orderId } = await env.gw.client.ok('order.submit', { token: env.a, body: { draft, idempotencyKey: 'wb-add-order', agreementAccepted: true } });
    await env.gw.client.ok('pay.wallet', { token: env.a, body: { orderId, idempotencyKey: 'wb-add-pay', payPassword: DEMO_BUYER.payPassword } });
    const before = await env.gw.client.ok('order.detail', { token: env.a, query: { orderId } });
    const item = before.orderItems[0]!;
    expect(before.actions.addItem).toBe(true);

    const options = await env.gw.client.ok('order.addItemOptions', { token: env.a, query: { orderId, orderItemId: item.orderItemId } });
    // The groups the line already has an item of (mixer truck, pumping method) offer nothing more.
    const offered = options.flatMap((g) => g.children!.map((c) => c.additemId));
    expect(offered).not.toContain(CONCRETE_ADDONS.mixerDirect);
    expect(offered).not.toContain(CONCRETE_ADDONS.pumpingGround);
    expect(offered).toContain(CONCRETE_ADDONS.constructionVibrate);
    expect(offered).toContain(CONCRETE_ADDONS.admixtureEarly);

    // What the app shows before sending: the shared add-on rules over the offered groups.
    const wanted: string[] = [CONCRETE_ADDONS.constructionVibrate, CONCRETE_ADDONS.admixtureEarly];
    const choice = addonChoiceFromTree(options.map((g) => ({ ...g, children: g.children!.map((c) => ({ ...c, checked: wanted.includes(c.additemId) })) })));
    const expected = lineMoney(item.quantity, addonTotal(choice));

    const added = await env.gw.client.ok('order.addItem', {
      token: env.a,
      body: { orderId, orderItemId: item.orderItemId, addons: wanted.map((additemId) => ({ additemId })), idempotencyKey: 'wb-add-1' },
    });
    expect(added.payAmount).toBe(expected);
    const after = await env.gw.client.ok('order.detail', { token: env.a, query: { orderId } });
    expect(after.prices.addonAmount).toBe(sumMoney([before.prices.addonAmount, added.payAmount]));
    expect(after.prices.totalAmount).toBe(sumMoney([before.prices.totalAmount, added.payAmount]));
    expect(after.prices.goodsAmount).toBe(before.prices.goodsAmount);
    expect(after.orderItems[0]!.amount).toBe(sumMoney([item.amount, added.payAmount]));
    expect(after.orderItems[0]!.orderItemAdds.map((x) => x.additemId)).toEqual(expect.arrayContaining(wanted));
    expect(after.actions.supplementPay).toBe(true);
    // The same request again (a retry) changes nothing more; an item the line has is refused.
    const again = await env.gw.client.ok('order.addItem', {
      token: env.a,
      body: { orderId, orderItemId: item.orderItemId, addons: wanted.map((additemId) => ({ additemId })), idempotencyKey: 'wb-add-1' },
    });
    expect(again).toEqual(added);
    expect((await env.gw.client.ok('order.detail', { token: env.a, query: { orderId } })).prices.totalAmount).toBe(after.prices.totalAmount);
    const twice = await env.gw.client.call('order.addItem', {
      token: env.a,
      body: { orderId, orderItemId: item.orderItemId, addons: [{ additemId: CONCRETE_ADDONS.constructionVibrate }], idempotencyKey: 'wb-add-2' },
    });
    expect(twice.status).toBe(400);
    // The service data lists the new services.
    const services = await env.gw.client.ok('order.serviceData', { token: env.a, query: { orderId } });
    expect(services.items.map((s) => s.additemId)).toEqual(expect.arrayContaining(wanted));
    // Paying the supplement brings the paid amount up to the new total.
    await env.gw.client.ok('pay.wallet', {
      token: env.a,
      body: { orderId, supplementId: added.supplementId, idempotencyKey: 'wb-add-supp', payPassword: DEMO_BUYER.payPassword },
    });
    const paid = await env.gw.client.ok('order.detail', { token: env.a, query: { orderId } });
    expect(paid.paidAmount).toBe(paid.prices.totalAmount);
  });
});

describe('buyer B on buyer A’s waybills and orders', () => {
  it('is refused (404) and changes nothing', async () => {
    const before = await detail('wb_a_5');
    const historyBefore = await history('wb_a_5');
    expect((await env.gw.client.call('waybill.detail', { token: env.b, query: { waybillId: 'wb_a_5' } })).status).toBe(404);
    expect((await reassign({ waybillId: 'wb_a_5', addressId: DEMO_IDS.addressB }, env.b)).status).toBe(404);
    expect((await reassign({ waybillId: 'wb_a_5', addressId: 'addr_a_site' }, env.b)).status).toBe(404);
    expect((await env.gw.client.call('waybill.reassignHistory', { token: env.b, query: { waybillId: 'wb_a_5' } })).status).toBe(404);
    const bList = await env.gw.client.ok('waybill.list', { token: env.b, body: { pageNum: 1, pageSize: 50, orderId: DEMO_IDS.orderDeliveringA } });
    expect(bList.list).toEqual([]);
    expect(await detail('wb_a_5')).toEqual(before);
    expect(await history('wb_a_5')).toEqual(historyBefore);

    const orderId = DEMO_IDS.orderDeliveringA;
    const itemId = (await env.gw.client.ok('order.detail', { token: env.a, query: { orderId } })).orderItems[0]!.orderItemId;
    for (const [id, options] of [
      ['order.takeBills', { query: { orderId } }],
      ['order.serviceData', { query: { orderId } }],
      ['order.addItemOptions', { query: { orderId, orderItemId: itemId } }],
      ['order.addItem', { body: { orderId, orderItemId: itemId, addons: [{ additemId: CONCRETE_ADDONS.constructionVibrate }], idempotencyKey: 'b-add' } }],
    ] as const) {
      expect((await env.gw.client.call(id, { token: env.b, ...options })).status, id).toBe(404);
    }
  });
});
