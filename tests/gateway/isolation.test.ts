import { beforeAll, describe, expect, it } from 'vitest';
import type { CallId } from '@gen/calls.gen';
import { CONCRETE_ADDONS, DEMO_BUYER, DEMO_IDS, SECOND_BUYER } from '../../gateway/seed';
import { concreteItem, deliveryDraft, pickupDraft, tomorrow } from './helpers/drafts';
import { useTestGateway, type CallOptions } from './helpers/gateway';

/**
 * Buyer B holding valid tokens touches buyer A's cart, orders, payments, addresses, invoices, vehicles
 * and the rest by id. Ids of another member's data answer 404 exactly as ids that do not exist (so
 * they cannot be probed); a memberId naming another member answers 403. Afterwards A's data is
 * exactly as before.
 */

const env = useTestGateway();
const ids: Record<string, string> = {};

/** Everything buyer A can see, to compare before and after B's attempts. */
async function snapshotOfA(): Promise<unknown[]> {
  const c = env.gw.client;
  const t = { token: env.a };
  const out: unknown[] = [
    await c.ok('cart.list', t),
    await c.ok('cart.contractList', t),
    await c.ok('cart.rebarEntries', { ...t, query: { cartResourceId: 'cart_a_rebar' } }),
    await c.ok('address.list', { ...t, body: { pageNum: 1, pageSize: 50 } }),
    await c.ok('vehicle.list', { ...t, body: { pageNum: 1, pageSize: 50 } }),
    await c.ok('driver.list', { ...t, body: { pageNum: 1, pageSize: 50 } }),
    await c.ok('ship.list', { ...t, body: { pageNum: 1, pageSize: 50 } }),
    await c.ok('invoice.list', { ...t, query: { pageNum: 1, pageSize: 50 } }),
    await c.ok('invoice.vatTitles', { ...t, query: { pageNum: 1, pageSize: 50 } }),
    await c.ok('invoice.addItems', { ...t, query: { kind: 'platformShip', pageNum: 1, pageSize: 50 } }),
    await c.ok('order.list', { ...t, body: { pageNum: 1, pageSize: 100 } }),
    await c.ok('pay.status', { ...t, query: { paymentId: ids.payment! } }),
    await c.ok('order.refundDetail', { ...t, query: { refundId: ids.refund! } }),
    await c.ok('order.supplementDetail', { ...t, query: { orderId: ids.paid! } }),
    await c.ok('waybill.detail', { ...t, query: { waybillId: 'wb_a_5' } }),
    await c.ok('member.findInformation', { ...t, query: { memberId: DEMO_BUYER.memberId } }),
    await c.ok('member.status', { ...t, query: { memberId: DEMO_BUYER.memberId } }),
    await c.ok('member.browseRecords', { ...t, query: { memberId: DEMO_BUYER.memberId, pageNum: 1, pageSize: 50 } }),
    await c.ok('member.findGoods', { ...t, query: { memberId: DEMO_BUYER.memberId, pageNum: 1, pageSize: 50 } }),
    await c.ok('message.unreadCount', t),
    await c.ok('capital.account', t),
    await c.ok('contract.details', { ...t, query: { contractId: DEMO_IDS.contractConcrete } }),
    await c.ok('stone.shipmentData', { ...t, body: { projectId: 'sp_a_1', pageNum: 1, pageSize: 50 } }),
    await c.ok('esign.list', { ...t, body: { pageNum: 1, pageSize: 50 } }),
  ];
  for (const orderId of [ids.pending!, ids.paid!, ids.pickup!, DEMO_IDS.orderCompletedA, DEMO_IDS.orderDeliveringA]) {
    out.push(await c.ok('order.detail', { ...t, query: { orderId } }));
  }
  return out;
}

beforeAll(async () => {
  const c = env.gw.client;
  const submit = async (key: string, draft = deliveryDraft()) =>
    (await c.ok('order.submit', { token: env.a, body: { draft, idempotencyKey: key, agreementAccepted: true } })).orderId;
  ids.pending = await submit('iso-pending');
  ids.payment = (await c.ok('pay.wechat', { token: env.a, body: { orderId: ids.pending, idempotencyKey: 'iso-wechat' } })).paymentId;
  ids.paid = await submit('iso-paid');
  await c.ok('pay.wallet', { token: env.a, body: { orderId: ids.paid, idempotencyKey: 'iso-wallet', payPassword: DEMO_BUYER.payPassword } });

  const detail = await c.ok('order.detail', { token: env.a, query: { orderId: ids.paid } });
  ids.paidItem = detail.orderItems[0]!.orderItemId;
  ids.supplement = (
    await c.ok('order.addItem', {
      token: env.a,
      body: { orderId: ids.paid, orderItemId: ids.paidItem, addons: [{ additemId: CONCRETE_ADDONS.constructionTrowel }], idempotencyKey: 'iso-add' },
    })
  ).supplementId;
  ids.refund = (await c.ok('order.refundApply', { token: env.a, body: { orderId: ids.paid, reason: '不想要了', amount: '1.00', images: [] } })).refundId;
  ids.pickup = await submit('iso-pickup', pickupDraft());
  ids.invoice = (
    await c.ok('invoice.apply', {
      token: env.a,
      body: {
        orderIds: [DEMO_IDS.orderCompletedA],
        invoiceType: 'normal',
        titleId: DEMO_IDS.vatTitleA,
        receiveWay: 'email',
        email: 'a@example.com',
        idempotencyKey: 'iso-invoice',
      },
    })
  ).invoiceIds[0]!;
}, 60_000);

/** A call of B's, its input (read once A's records exist) and the statuses it may answer. */
type Attempt = [id: CallId, options: () => CallOptions, allowed?: number[]];

/** B's attempts on A's data, by area; inputs are thunks because A's records are created in beforeAll. */
function attempts(): Record<string, Attempt[]> {
  const draftWith = (overrides: Parameters<typeof deliveryDraft>[1]) => ({
    draft: deliveryDraft(undefined, overrides),
    idempotencyKey: `b-${Math.random()}`,
    agreementAccepted: true,
  });
  const addressBody = {
    type: '1',
    receiverName: '李四',
    receiverMobile: SECOND_BUYER.mobile,
    province: '江苏省',
    city: '苏州市',
    district: '相城区',
    detail: '被改了',
  };
  return {
    cart: [
      ['cart.updateQuantity', () => ({ body: { cartResourceId: 'cart_a_concrete', quantity: '30' } })],
      ['cart.updateAddons', () => ({ body: { cartResourceId: 'cart_a_concrete', addons: [] } })],
      ['cart.updateChecked', () => ({ body: { scope: 'line', cartResourceId: 'cart_a_concrete', checked: false } })],
      ['cart.updateChecked', () => ({ body: { scope: 'group', sellerId: DEMO_IDS.sellerConcrete, checked: false } })],
      ['cart.remove', () => ({ body: { cartResourceIds: ['cart_a_concrete'] } })],
      ['cart.remove', () => ({ body: { cartResourceIds: ['cart_b_sand', 'cart_a_concrete'] } })],
      ['cart.rebarEntries', () => ({ query: { cartResourceId: 'cart_a_rebar' } })],
      ['cart.saveRebarEntries', () => ({ body: { cartResourceId: 'cart_a_rebar', entries: [] } })],
      [
        'cart.contractAdd',
        () => ({ body: { contractId: DEMO_IDS.contractConcrete, contractGoodsId: 'cg_a_c30', goodsId: DEMO_IDS.concrete, quantity: '10', addons: [] } }),
      ],
      ['cart.contractUpdate', () => ({ body: { contractGoodsId: 'cg_a_c30', quantity: '11' } })],
      ['cart.contractUpdateChecked', () => ({ body: { scope: 'line', contractGoodsId: 'cg_a_c30', checked: false } })],
      ['cart.contractUpdateChecked', () => ({ body: { scope: 'group', contractId: DEMO_IDS.contractConcrete, checked: false } })],
      ['cart.contractRemove', () => ({ body: { contractGoodsIds: ['cg_a_c30'] } })],
      ['cart.contractAddons', () => ({ query: { contractId: DEMO_IDS.contractConcrete, goodsId: DEMO_IDS.concrete } })],
    ],
    orders: [
      ['order.detail', () => ({ query: { orderId: ids.pending! } })],
      ['order.cancel', () => ({ body: { orderId: ids.pending! } })],
      ['order.remove', () => ({ body: { orderId: DEMO_IDS.orderCompletedA } })],
      ['order.confirmReceipt', () => ({ body: { orderId: DEMO_IDS.orderDeliveringA } })],
      ['order.takeBills', () => ({ query: { orderId: DEMO_IDS.orderDeliveringA } })],
      ['order.deliveryDetail', () => ({ query: { orderId: DEMO_IDS.orderDeliveringA } })],
      ['order.logisticsStat', () => ({ query: { orderId: DEMO_IDS.orderDeliveringA } })],
      ['order.refundApply', () => ({ body: { orderId: ids.paid!, reason: '不想要了', amount: '1.00', images: [] } })],
      ['order.refundApply', () => ({ body: { orderId: DEMO_IDS.orderCompletedB, refundId: ids.refund!, reason: '改', amount: '1.00', images: [] } })],
      ['order.refundDetail', () => ({ query: { refundId: ids.refund! } })],
      ['order.refundProgress', () => ({ query: { refundId: ids.refund! } })],
      ['order.refundClose', () => ({ body: { refundId: ids.refund! } })],
      ['order.supplementDetail', () => ({ query: { orderId: ids.paid! } })],
      ['order.supplementProgress', () => ({ query: { supplementId: ids.supplement! } })],
      ['order.serviceData', () => ({ query: { orderId: ids.paid! } })],
      ['order.storePosition', () => ({ query: { orderId: ids.pickup! } })],
      ['order.addItemOptions', () => ({ query: { orderId: ids.paid!, orderItemId: ids.paidItem! } })],
      [
        'order.addItem',
        () => ({ body: { orderId: ids.paid!, orderItemId: ids.paidItem!, addons: [{ additemId: CONCRETE_ADDONS.admixtureEarly }], idempotencyKey: 'b-add' } }),
      ],
      ['order.contractSubInit', () => ({ query: { contractId: DEMO_IDS.contractConcrete } })],
      ['order.newContractSub', () => ({ body: draftWith({ contractId: DEMO_IDS.contractConcrete }) })],
      ['order.price', () => ({ body: deliveryDraft(undefined, { contractId: DEMO_IDS.contractConcrete }) })],
      ['order.checkoutOptions', () => ({ body: { sellerId: DEMO_IDS.sellerConcrete, goodsIds: [DEMO_IDS.concrete], contractId: DEMO_IDS.contractConcrete } })],
      ['order.submit', () => ({ body: draftWith({ addressId: DEMO_IDS.addressA }) })],
      ['order.submit', () => ({ body: draftWith({ addressId: DEMO_IDS.addressB, orderTaxinfo: { invoiceType: 'vat', vatTitleId: DEMO_IDS.vatTitleA } }) })],
      [
        'order.submit',
        () => ({
          body: {
            draft: {
              ...pickupDraft(),
              itemList: [
                {
                  ...pickupDraft().itemList[0]!,
                  takeList: [
                    { takeTime: { date: tomorrow(), timeSlot: '030020500' }, quantity: '20', takeType: 'selfPickup', vehicleList: [DEMO_IDS.vehicleA] },
                  ],
                },
              ],
            },
            idempotencyKey: 'b-vehicle',
            agreementAccepted: true,
          },
        }),
      ],
      [
        'order.submit',
        () => ({
          body: {
            draft: deliveryDraft([{ ...concreteItem(), cartResourceId: 'cart_a_concrete' }], { addressId: DEMO_IDS.addressB }),
            idempotencyKey: 'b-cart',
            agreementAccepted: true,
          },
        }),
        [200],
      ],
    ],
    payments: [
      ['pay.info', () => ({ query: { orderId: ids.pending! } })],
      ['pay.wechat', () => ({ body: { orderId: ids.pending!, idempotencyKey: 'b-wechat' } })],
      ['pay.alipay', () => ({ body: { orderId: ids.pending!, idempotencyKey: 'b-alipay' } })],
      ['pay.bank', () => ({ body: { orderId: ids.pending!, idempotencyKey: 'b-bank' } })],
      ['pay.offline', () => ({ body: { orderId: ids.pending!, idempotencyKey: 'b-offline', amount: '1.00', voucherImages: ['/v.png'] } })],
      ['pay.erp', () => ({ body: { orderId: ids.pending!, idempotencyKey: 'b-erp', payPassword: SECOND_BUYER.payPassword } })],
      ['pay.wallet', () => ({ body: { orderId: ids.pending!, idempotencyKey: 'b-wallet', payPassword: SECOND_BUYER.payPassword } })],
      ['pay.status', () => ({ query: { paymentId: ids.payment! } })],
      ['pay.cancel', () => ({ body: { paymentId: ids.payment! } })],
      ['pay.result', () => ({ query: { orderId: ids.pending! } })],
      ['pay.result', () => ({ query: { orderId: DEMO_IDS.orderCompletedB, paymentId: ids.payment! } })],
    ],
    addresses: [
      ['address.detail', () => ({ query: { addressId: DEMO_IDS.addressA } })],
      ['address.edit', () => ({ body: { addressId: DEMO_IDS.addressA, ...addressBody } })],
      ['address.delete', () => ({ body: { addressId: DEMO_IDS.addressA } })],
      ['address.setDefault', () => ({ body: { addressId: 'addr_a_office' } })],
    ],
    invoices: [
      ['invoice.detail', () => ({ query: { invoiceId: ids.invoice! } })],
      ['invoice.ofOrder', () => ({ query: { orderId: DEMO_IDS.orderCompletedA } })],
      ['invoice.vatTitleDetail', () => ({ query: { titleId: DEMO_IDS.vatTitleA } })],
      ['invoice.vatTitleSave', () => ({ body: { titleId: DEMO_IDS.vatTitleA, titleType: 'personal', title: '被改了' } })],
      ['invoice.vatTitleDelete', () => ({ body: { titleId: DEMO_IDS.vatTitleA } })],
      [
        'invoice.apply',
        () => ({
          body: {
            orderIds: [DEMO_IDS.orderShipA],
            invoiceType: 'normal',
            titleId: DEMO_IDS.vatTitleB,
            receiveWay: 'email',
            email: 'b@example.com',
            idempotencyKey: 'b-inv',
          },
        }),
      ],
      [
        'invoice.apply',
        () => ({
          body: {
            orderIds: [DEMO_IDS.orderCompletedB],
            invoiceType: 'normal',
            titleId: DEMO_IDS.vatTitleA,
            receiveWay: 'email',
            email: 'b@example.com',
            idempotencyKey: 'b-inv2',
          },
        }),
      ],
      [
        'invoice.apply',
        () => ({
          body: {
            orderIds: [DEMO_IDS.orderCompletedB],
            invoiceType: 'normal',
            titleId: DEMO_IDS.vatTitleB,
            receiveWay: 'post',
            addressId: DEMO_IDS.addressA,
            idempotencyKey: 'b-inv3',
          },
        }),
      ],
      [
        'invoice.add',
        () => ({
          body: {
            kind: 'platformShip',
            bizIds: ['wb_a_ship'],
            invoiceType: 'normal',
            titleId: DEMO_IDS.vatTitleB,
            receiveWay: 'email',
            email: 'b@example.com',
            idempotencyKey: 'b-add-inv',
          },
        }),
      ],
    ],
    vehicles: [
      ['vehicle.detail', () => ({ query: { vehicleId: DEMO_IDS.vehicleA } })],
      ['vehicle.edit', () => ({ body: { vehicleId: DEMO_IDS.vehicleA, plateNumber: '苏E99999', vehicleType: 'tipper', loadWeight: '10' } })],
      ['vehicle.delete', () => ({ body: { vehicleId: DEMO_IDS.vehicleA } })],
      ['driver.detail', () => ({ query: { driverId: 'drv_a_1' } })],
      ['driver.edit', () => ({ body: { driverId: 'drv_a_1', name: '被改了', mobile: SECOND_BUYER.mobile } })],
      ['driver.edit', () => ({ body: { driverId: 'drv_b_1', name: '郑师傅', mobile: '13600000003', vehicleId: DEMO_IDS.vehicleA } })],
      ['ship.detail', () => ({ query: { shipId: 'ship_a_1' } })],
      ['ship.bindCaptain', () => ({ body: { shipId: 'ship_a_2', captainId: 'cap_a_1' } })],
      ['waybill.detail', () => ({ query: { waybillId: 'wb_a_5' } })],
      ['waybill.reassign', () => ({ body: { waybillId: 'wb_a_5', vehicleId: DEMO_IDS.vehicleB, reason: '改派' } })],
      ['waybill.reassignHistory', () => ({ query: { waybillId: 'wb_a_5' } })],
    ],
    others: [
      ['member.status', () => ({ query: { memberId: DEMO_BUYER.memberId } })],
      ['member.type', () => ({ query: { memberId: DEMO_BUYER.memberId } })],
      ['member.findInformation', () => ({ query: { memberId: DEMO_BUYER.memberId } })],
      ['member.browseRecords', () => ({ query: { memberId: DEMO_BUYER.memberId, pageNum: 1, pageSize: 10 } })],
      ['member.findGoods', () => ({ query: { memberId: DEMO_BUYER.memberId, pageNum: 1, pageSize: 10 } })],
      ['member.storeCollect', () => ({ body: { memberId: DEMO_BUYER.memberId, goodsId: DEMO_IDS.sand } })],
      ['member.storeCollect', () => ({ body: { memberId: SECOND_BUYER.memberId, goodsId: DEMO_IDS.sand, contractId: DEMO_IDS.contractConcrete } })],
      ['member.removeByGoodsIds', () => ({ body: { memberId: DEMO_BUYER.memberId, goodsIds: [DEMO_IDS.concrete] } })],
      ['member.removeByIds', () => ({ body: { ids: ['br_anything'] } }), [200]],
      ['member.quickOrder', () => ({ body: { memberId: DEMO_BUYER.memberId, open: false } })],
      ['member.countOrders', () => ({ body: { memberId: DEMO_BUYER.memberId } })],
      ['member.statisticOrderStatus', () => ({ body: { memberId: DEMO_BUYER.memberId } })],
      ['contract.details', () => ({ query: { contractId: DEMO_IDS.contractConcrete } })],
      ['contract.salesman', () => ({ query: { memberId: DEMO_BUYER.memberId } })],
      ['goods.detail', () => ({ query: { goodsId: DEMO_IDS.concrete, contractId: DEMO_IDS.contractConcrete } })],
      ['goods.buyConditions', () => ({ query: { goodsId: DEMO_IDS.concrete, contractId: DEMO_IDS.contractConcrete } })],
      ['goods.matchVariety', () => ({ body: { goodsId: DEMO_IDS.concrete, attributeValueNos: ['v_c30'], contractId: DEMO_IDS.contractConcrete } })],
      ['capital.billDetail', () => ({ query: { billId: 'bill_a_1' } })],
      ['capital.erpReceiveDetail', () => ({ query: { receiveId: 'erp_a_1' } })],
      ['capital.withdraw', () => ({ body: { amount: '1.00', bankCardId: 'bc_a_1', payPassword: SECOND_BUYER.payPassword, idempotencyKey: 'iso-withdraw' } })],
      ['finance.recordDetail', () => ({ query: { recordId: 'fr_a_1' } })],
      ['evaluation.add', () => ({ body: { orderId: DEMO_IDS.orderShipA, goodsId: DEMO_IDS.sand, goodsScore: 1 } })],
      ['message.markRead', () => ({ body: { messageIds: ['msg_a_1', 'msg_a_2'] } }), [200]],
      ['message.get', () => ({ query: { messageId: 'msg_a_1' } })],
      ['quality.list', () => ({ body: { pageNum: 1, pageSize: 10, orderId: DEMO_IDS.orderCompletedA } })],
      ['quality.show', () => ({ query: { reportId: 'qr_concrete_1' } })],
      ['esign.signUrl', () => ({ body: { esignContractId: 'es_a_2' } })],
      ['stone.shipmentData', () => ({ body: { projectId: 'sp_a_1', pageNum: 1, pageSize: 10 } })],
      [
        'enterprise.submitQualification',
        () => ({
          body: {
            applyId: 'ent_a_1',
            legalPersonIdFrontUrl: '/a.png',
            legalPersonIdBackUrl: '/b.png',
            bankName: '银行',
            bankAccountName: '名',
            bankAccountNo: '1',
          },
        }),
      ],
    ],
  };
}

describe("buyer B and buyer A's data", () => {
  let before: unknown[];
  beforeAll(async () => {
    before = await snapshotOfA();
  });

  for (const [area, list] of Object.entries(attempts())) {
    describe(area, () => {
      list.forEach(([id, options, allowed = [403, 404]], index) => {
        it(`${id} (#${index + 1}) is refused for B`, async () => {
          const input = options();
          const result = await env.gw.client.call(id, { ...input, token: env.b });
          expect(allowed, `${id} ${JSON.stringify(input).slice(0, 160)} answered ${result.status} ${result.text.slice(0, 200)}`).toContain(result.status);
          if (result.status !== 200) expect(result.envelope.success).toBe(false);
        });
      });
    });
  }

  it("leaves every one of A's records as it was after all of B's attempts", async () => {
    expect(await snapshotOfA()).toEqual(before);
  });

  it('answers 404 for another member’s id exactly as for an id that does not exist', async () => {
    const theirs = await env.gw.client.call('order.detail', { token: env.b, query: { orderId: ids.pending! } });
    const none = await env.gw.client.call('order.detail', { token: env.b, query: { orderId: 'ord_does_not_exist' } });
    expect(theirs.status).toBe(404);
    expect(theirs.envelope).toEqual(none.envelope);
  });

  it("answers 403 when a memberId names another member, and B's own memberId works", async () => {
    expect((await env.gw.client.call('member.status', { token: env.b, query: { memberId: DEMO_BUYER.memberId } })).envelope.code).toBe('403');
    expect((await env.gw.client.ok('member.status', { token: env.b, query: { memberId: SECOND_BUYER.memberId } })).memberId).toBe(SECOND_BUYER.memberId);
  });

  it("lists only B's own records", async () => {
    const orders = await env.gw.client.ok('order.list', { token: env.b, body: { pageNum: 1, pageSize: 100 } });
    const addresses = await env.gw.client.ok('address.list', { token: env.b, body: { pageNum: 1, pageSize: 100 } });
    const vehicles = await env.gw.client.ok('vehicle.list', { token: env.b, body: { pageNum: 1, pageSize: 100 } });
    const cart = await env.gw.client.ok('cart.list', { token: env.b });
    const invoices = await env.gw.client.ok('invoice.vatTitles', { token: env.b, query: { pageNum: 1, pageSize: 100 } });
    expect(orders.list.map((o) => o.orderId)).not.toContain(ids.pending);
    expect(addresses.list.map((x) => x.addressId)).toEqual([DEMO_IDS.addressB]);
    expect(vehicles.list.map((v) => v.vehicleId)).toEqual([DEMO_IDS.vehicleB]);
    expect(cart.groups.flatMap((g) => g.children.map((l) => l.cartResourceId))).not.toContain('cart_a_concrete');
    expect(invoices.list.map((t) => t.titleId)).toEqual([DEMO_IDS.vatTitleB]);
  });
});
