import { beforeAll, describe, expect, it } from 'vitest';
import { calls, type CallId } from '@gen/calls.gen';
import { handlers } from '../../gateway/handlers';
import { weixinAccountOf } from '../../gateway/lib/weixin';
import { CONCRETE_ADDONS, DEMO_BUYER, DEMO_IDS } from '../../gateway/seed';
import { concreteItem, deliveryDraft, pickupDraft } from './helpers/drafts';
import { latestCode, useTestGateway, type CallOptions, type TestGateway } from './helpers/gateway';

/**
 * Every call of the spec, answered over real HTTP by its handler with a valid request of the demo
 * buyer, and its `data` checked against the generated validator. The samples object is typed by
 * CallId, so a call added to the spec without a sample here does not compile either.
 */

interface Run {
  gw: TestGateway;
  /** The demo buyer's token. */
  a: string;
  /** A buyer registered during the run (for calls that change or end an account). */
  fresh: { token: string; mobile: string; memberId: string };
  ids: Record<string, string>;
}

const A = DEMO_BUYER.memberId;
const REGISTER_MOBILE = '13955556666';
const page = { pageNum: 1, pageSize: 10 };
/** A 1×1 PNG. */
const PNG_1PX = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

async function sendCode(run: Run, mobile: string, scene: string): Promise<string> {
  await run.gw.client.ok('auth.sendCode', { query: { mobile, scene } });
  return latestCode(run.gw, mobile, scene);
}

/** A new unpaid order of the demo buyer (concrete, delivery). */
async function newOrder(run: Run, key: string): Promise<string> {
  const result = await run.gw.client.ok('order.submit', { token: run.a, body: { draft: deliveryDraft(), idempotencyKey: key, agreementAccepted: true } });
  return result.orderId;
}

async function firstItemId(run: Run, orderId: string): Promise<string> {
  const detail = await run.gw.client.ok('order.detail', { token: run.a, query: { orderId } });
  return detail.orderItems[0]!.orderItemId;
}

/** A picture uploaded by the fresh buyer (pictures of a request are the caller's own uploads). */
async function freshUpload(run: Run): Promise<string> {
  return (await run.gw.client.ok('upload.image', { token: run.fresh.token, body: { fileName: 'doc.png', contentBase64: PNG_1PX } })).url;
}

type Sample = (run: Run) => Promise<CallOptions & { save?: (data: never) => void }>;
const token = (run: Run) => ({ token: run.a });

// Insertion order is execution order: later samples use what earlier ones created.
const samples: { [K in CallId]: Sample } = {
  'goods.search': async () => ({ query: { ...page, keyword: '混凝土', sort: 'sales' } }),
  'goods.detail': async (run) => ({ ...token(run), query: { goodsId: DEMO_IDS.concrete, contractId: DEMO_IDS.contractConcrete } }),
  'goods.shopDetail': async () => ({ query: { shopId: 'shop_hdsp' } }),
  'goods.shopGoods': async () => ({ query: { shopId: 'shop_platform', ...page } }),
  'goods.categories': async () => ({}),
  'goods.banners': async () => ({}),
  'goods.homeGoods': async () => ({ query: page }),
  'goods.hotWords': async () => ({}),
  'goods.buyConditions': async () => ({ query: { goodsId: DEMO_IDS.cement } }),
  'goods.matchVariety': async () => ({ body: { goodsId: DEMO_IDS.concrete, attributeValueNos: ['v_c30', 'v_s120', 'u_m3'] } }),
  'goods.units': async () => ({ query: { goodsId: DEMO_IDS.cement } }),
  'goods.addons': async () => ({ query: { goodsId: DEMO_IDS.concrete } }),
  'goods.rebarPrice': async () => ({ query: { goodsId: DEMO_IDS.rebar } }),
  'goods.rebarOptions': async () => ({ query: { goodsId: DEMO_IDS.rebar } }),
  'goods.stores': async () => ({ query: { sellerId: DEMO_IDS.sellerPlatform, latitude: 31.2, longitude: 121.5 } }),

  'auth.login': async () => ({ body: { account: DEMO_BUYER.accountName, password: DEMO_BUYER.password } }),
  'auth.sendCode': async () => ({ query: { mobile: DEMO_BUYER.mobile, scene: 'login' } }),
  'auth.loginByPhone': async (run) => ({ body: { mobile: DEMO_BUYER.mobile, smsCode: await latestCode(run.gw, DEMO_BUYER.mobile, 'login') } }),
  'auth.sendImageCode': async () => ({ body: {} }),
  'auth.register': async (run) => ({
    body: { mobile: REGISTER_MOBILE, smsCode: await sendCode(run, REGISTER_MOBILE, 'register'), password: 'fresh123', agreeTerms: true },
  }),
  'auth.checkSmsCode': async (run) => ({
    query: { mobile: DEMO_BUYER.mobile, scene: 'oldMobile', smsCode: await sendCode(run, DEMO_BUYER.mobile, 'oldMobile') },
  }),
  'auth.checkAccount': async () => ({ query: { weChatCode: DEMO_BUYER.weChatCode } }),
  'auth.loginByWeixinAccount': async () => ({ query: { weiXinAccount: weixinAccountOf(DEMO_BUYER.weChatCode) } }),
  'auth.sendWeixinCode': async (run) => {
    const check = await run.gw.client.ok('auth.checkAccount', { query: { weChatCode: 'calls-test-new-weixin' } });
    run.ids.smsToken = check.smsToken!;
    run.ids.newWeixin = check.weiXinAccount;
    return { token: check.smsToken!, query: { mobile: '13911112222' } };
  },
  'auth.loginViaAuthorisation': async (run) => ({
    body: { weiXinAccount: run.ids.newWeixin!, mobile: '13911112222', smsCode: await latestCode(run.gw, '13911112222', 'weixin'), nickname: '微信用户' },
  }),
  'auth.menuTree': async (run) => ({ ...token(run), query: { platform: 'mr_buyer_app' } }),
  'auth.loginInfo': async (run) => token(run),
  'auth.userInfo': async (run) => token(run),
  'auth.startupUserInfo': async (run) => token(run),
  'auth.fetchToken': async (run) => token(run),
  'auth.sendChangeMobileCode': async (run) => ({ token: run.fresh.token, query: { mobile: '13922223333' } }),
  'auth.editPhone': async (run) => {
    const oldCode = await sendCode(run, run.fresh.mobile, 'oldMobile');
    const check = await run.gw.client.ok('auth.checkSmsCode', { query: { mobile: run.fresh.mobile, scene: 'oldMobile', smsCode: oldCode } });
    run.fresh.mobile = '13922223333';
    return {
      token: run.fresh.token,
      body: { oldSmsToken: check.smsToken!, newMobile: '13922223333', smsCode: await latestCode(run.gw, '13922223333', 'changeMobile') },
    };
  },
  'auth.changePassword': async (run) => ({ ...token(run), body: { mode: 'oldPassword', oldPassword: DEMO_BUYER.password, newPassword: DEMO_BUYER.password } }),
  'auth.checkPassword': async (run) => ({ ...token(run), body: { password: DEMO_BUYER.password } }),
  'auth.logout': async (run) => ({ token: await run.gw.login('A') }),

  'member.status': async (run) => ({ ...token(run), query: { memberId: A } }),
  'member.type': async (run) => ({ ...token(run), query: { memberId: A } }),
  'member.findInformation': async (run) => ({ ...token(run), query: { memberId: A } }),
  'member.browseRecords': async (run) => ({ ...token(run), query: { memberId: A, ...page } }),
  'member.removeByIds': async (run) => {
    const records = await run.gw.client.ok('member.browseRecords', { ...token(run), query: { memberId: A, ...page } });
    return { ...token(run), body: { ids: records.list.map((r) => r.recordId) } };
  },
  'member.storeCollect': async (run) => ({ ...token(run), body: { memberId: A, goodsId: DEMO_IDS.concrete } }),
  'member.findGoods': async (run) => ({ ...token(run), query: { memberId: A, ...page } }),
  'member.removeByGoodsIds': async (run) => ({ ...token(run), body: { memberId: A, goodsIds: [DEMO_IDS.concrete] } }),
  'member.collectShop': async (run) => ({ ...token(run), body: { memberId: A, shopId: 'shop_hdsp' } }),
  'member.findShops': async (run) => ({ ...token(run), query: { memberId: A, ...page } }),
  'member.removeByShopIds': async (run) => ({ ...token(run), body: { memberId: A, shopIds: ['shop_hdsp'] } }),
  'member.fullPath': async () => ({ query: { categoryId: 'cat_sand' } }),
  'member.quickOrder': async (run) => ({ ...token(run), body: { memberId: A, open: false } }),
  'member.countOrders': async (run) => ({ ...token(run), body: { memberId: A, orderStatus: ['completed', 'delivering'] } }),
  'member.statisticOrderStatus': async (run) => ({ ...token(run), body: { memberId: A } }),
  'member.updateProfile': async (run) => ({ ...token(run), body: { nickname: '演示买家2', sex: '1' } }),

  'address.list': async (run) => ({ ...token(run), body: { ...page, type: '1' } }),
  'address.detail': async (run) => ({ ...token(run), query: { addressId: DEMO_IDS.addressA } }),
  'address.add': async (run) => ({
    ...token(run),
    body: { type: '1', receiverName: '测试', receiverMobile: '13900000000', province: '上海市', city: '上海市', district: '闵行区', detail: '测试路1号' },
    save: (data: { addressId: string }) => (run.ids.address = data.addressId),
  }),
  'address.edit': async (run) => ({
    ...token(run),
    body: {
      addressId: run.ids.address!,
      type: '1',
      receiverName: '测试',
      receiverMobile: '13900000000',
      province: '上海市',
      city: '上海市',
      district: '闵行区',
      detail: '测试路2号',
      isDefault: true,
    },
  }),
  'address.setDefault': async (run) => ({ ...token(run), body: { addressId: DEMO_IDS.addressA } }),
  'address.delete': async (run) => ({ ...token(run), body: { addressId: run.ids.address! } }),

  'contract.myContracts': async (run) => ({ ...token(run), body: page }),
  'contract.findSeller': async (run) => ({ ...token(run), body: {} }),
  'contract.details': async (run) => ({ ...token(run), query: { contractId: DEMO_IDS.contractConcrete } }),
  'contract.salesman': async (run) => ({ ...token(run), query: { memberId: A } }),

  'cart.list': async (run) => token(run),
  'cart.count': async (run) => token(run),
  'cart.add': async (run) => ({
    ...token(run),
    body: {
      goodsId: DEMO_IDS.concrete,
      resourceId: 'res_concrete_c25',
      quantity: '12',
      unit: '方',
      selectInfos: [{ attributeNo: '0001', attributeValueNo: 'v_c25' }],
      addons: [{ additemId: CONCRETE_ADDONS.mixerPump }],
    },
    save: (data: { cartResourceId: string }) => (run.ids.cart = data.cartResourceId),
  }),
  'cart.updateQuantity': async (run) => ({ ...token(run), body: { cartResourceId: run.ids.cart!, quantity: '12.5' } }),
  'cart.updateAddons': async (run) => ({ ...token(run), body: { cartResourceId: run.ids.cart!, addons: [{ additemId: CONCRETE_ADDONS.mixerDirect }] } }),
  'cart.updateChecked': async (run) => ({ ...token(run), body: { scope: 'all', checked: true } }),
  'cart.remove': async (run) => ({ ...token(run), body: { cartResourceIds: [run.ids.cart!] } }),
  'cart.rebarEntries': async (run) => ({ ...token(run), query: { cartResourceId: 'cart_a_rebar' } }),
  'cart.saveRebarEntries': async (run) => ({
    ...token(run),
    body: { cartResourceId: 'cart_a_rebar', entries: [{ listIndex: 0, option1Type: 4, option2Value: '10', option3Value: '0.4', option4Value: '0.2' }] },
  }),
  'cart.removeInvalid': async (run) => token(run),
  'cart.contractList': async (run) => token(run),
  'cart.contractCount': async (run) => token(run),
  'cart.contractAdd': async (run) => ({
    ...token(run),
    body: { contractId: DEMO_IDS.contractConcrete, contractGoodsId: 'cg_a_c35', goodsId: DEMO_IDS.concrete, quantity: '10', addons: [] },
  }),
  'cart.contractUpdate': async (run) => ({
    ...token(run),
    body: { contractGoodsId: 'cg_a_c35', quantity: '10.5', addons: [{ additemId: CONCRETE_ADDONS.constructionVibrate }] },
  }),
  'cart.contractUpdateChecked': async (run) => ({ ...token(run), body: { scope: 'group', contractId: DEMO_IDS.contractConcrete, checked: true } }),
  'cart.contractRemove': async (run) => ({ ...token(run), body: { contractGoodsIds: ['cg_a_c35'] } }),
  'cart.contractAddons': async (run) => ({ ...token(run), query: { contractId: DEMO_IDS.contractConcrete, goodsId: DEMO_IDS.concrete } }),

  'order.checkoutOptions': async (run) => ({ ...token(run), body: { sellerId: DEMO_IDS.sellerConcrete, goodsIds: [DEMO_IDS.concrete] } }),
  'order.price': async (run) => ({ ...token(run), body: deliveryDraft() }),
  'order.submit': async (run) => ({
    ...token(run),
    body: { draft: deliveryDraft([concreteItem('10.5')]), idempotencyKey: 'calls-submit', agreementAccepted: true, expectedTotal: undefined },
    save: (data: { orderId: string }) => (run.ids.order = data.orderId),
  }),
  'order.list': async (run) => ({ ...token(run), body: { ...page, keyword: '混凝土' } }),
  'order.detail': async (run) => ({ ...token(run), query: { orderId: run.ids.order! } }),
  'pay.info': async (run) => ({ ...token(run), query: { orderId: run.ids.order! } }),
  'pay.wechat': async (run) => ({
    ...token(run),
    body: { orderId: await newOrder(run, 'calls-wechat'), idempotencyKey: 'pay-wechat', inApp: true },
    save: (data: { paymentId: string }) => (run.ids.wechatPayment = data.paymentId),
  }),
  'pay.status': async (run) => ({ ...token(run), query: { paymentId: run.ids.wechatPayment! } }),
  'pay.cancel': async (run) => ({ ...token(run), body: { paymentId: run.ids.wechatPayment! } }),
  'pay.alipay': async (run) => ({ ...token(run), body: { orderId: await newOrder(run, 'calls-alipay'), idempotencyKey: 'pay-alipay' } }),
  'pay.bank': async (run) => ({ ...token(run), body: { orderId: await newOrder(run, 'calls-bank'), idempotencyKey: 'pay-bank' } }),
  'upload.image': async (run) => ({
    ...token(run),
    body: { fileName: 'voucher.png', contentBase64: PNG_1PX },
    save: (data: { url: string }) => (run.ids.upload = data.url),
  }),
  'pay.offline': async (run) => {
    const orderId = await newOrder(run, 'calls-offline');
    const info = await run.gw.client.ok('pay.info', { ...token(run), query: { orderId } });
    return {
      ...token(run),
      body: { orderId, idempotencyKey: 'pay-offline', amount: info.amount, voucherImages: [run.ids.upload!], payerName: '张建国' },
    };
  },
  'pay.erp': async (run) => ({
    ...token(run),
    body: { orderId: await newOrder(run, 'calls-erp'), idempotencyKey: 'pay-erp', payPassword: DEMO_BUYER.payPassword },
  }),
  'pay.wallet': async (run) => ({ ...token(run), body: { orderId: run.ids.order!, idempotencyKey: 'pay-wallet', payPassword: DEMO_BUYER.payPassword } }),
  'pay.result': async (run) => ({ ...token(run), query: { orderId: run.ids.order! } }),
  'order.cancel': async (run) => {
    run.ids.cancelled = await newOrder(run, 'calls-cancel');
    return { ...token(run), body: { orderId: run.ids.cancelled, reason: '计划有变' } };
  },
  'order.remove': async (run) => ({ ...token(run), body: { orderId: run.ids.cancelled! } }),
  'order.addItemOptions': async (run) => ({ ...token(run), query: { orderId: run.ids.order!, orderItemId: await firstItemId(run, run.ids.order!) } }),
  'order.addItem': async (run) => ({
    ...token(run),
    body: {
      orderId: run.ids.order!,
      orderItemId: await firstItemId(run, run.ids.order!),
      addons: [{ additemId: CONCRETE_ADDONS.constructionTrowel }],
      idempotencyKey: 'calls-add-item',
    },
    save: (data: { supplementId: string }) => (run.ids.supplement = data.supplementId),
  }),
  'order.supplementDetail': async (run) => ({ ...token(run), query: { orderId: run.ids.order! } }),
  'order.supplementProgress': async (run) => ({ ...token(run), query: { supplementId: run.ids.supplement! } }),
  'order.serviceData': async (run) => ({ ...token(run), query: { orderId: run.ids.order! } }),
  'order.refundReasons': async (run) => token(run),
  'order.refundApply': async (run) => ({
    ...token(run),
    body: { orderId: run.ids.order!, reason: '不想要了', amount: '10.00', images: [] },
    save: (data: { refundId: string }) => (run.ids.refund = data.refundId),
  }),
  'order.refundDetail': async (run) => ({ ...token(run), query: { refundId: run.ids.refund! } }),
  'order.refundProgress': async (run) => ({ ...token(run), query: { refundId: run.ids.refund! } }),
  'order.refundClose': async (run) => ({ ...token(run), body: { refundId: run.ids.refund! } }),
  'order.storePosition': async (run) => {
    const pickup = await run.gw.client.ok('order.submit', {
      ...token(run),
      body: { draft: pickupDraft(), idempotencyKey: 'calls-pickup', agreementAccepted: true },
    });
    return { ...token(run), query: { orderId: pickup.orderId } };
  },
  'order.contractSubInit': async (run) => ({ ...token(run), query: { contractId: DEMO_IDS.contractConcrete } }),
  'order.newContractSub': async (run) => ({
    ...token(run),
    body: {
      draft: deliveryDraft([concreteItem('20', [CONCRETE_ADDONS.mixerPump])], { contractId: DEMO_IDS.contractConcrete }),
      idempotencyKey: 'calls-contract',
      agreementAccepted: true,
    },
  }),
  'waybill.list': async (run) => ({ ...token(run), body: { ...page, orderId: DEMO_IDS.orderDeliveringA } }),
  'waybill.detail': async (run) => ({ ...token(run), query: { waybillId: 'wb_a_1' } }),
  'waybill.reassign': async (run) => ({
    ...token(run),
    body: { waybillId: 'wb_a_5', vehicleId: DEMO_IDS.vehicleA, driverId: 'drv_a_1', reason: '原车辆故障' },
  }),
  'waybill.reassignHistory': async (run) => ({ ...token(run), query: { waybillId: 'wb_a_5' } }),
  'order.takeBills': async (run) => ({ ...token(run), query: { orderId: DEMO_IDS.orderDeliveringA } }),
  'order.deliveryDetail': async (run) => ({ ...token(run), query: { orderId: DEMO_IDS.orderDeliveringA, takeId: 'tk_a_delivering_1' } }),
  'order.logisticsStat': async (run) => ({ ...token(run), query: { orderId: DEMO_IDS.orderDeliveringA } }),
  'order.confirmReceipt': async (run) => ({ ...token(run), body: { orderId: DEMO_IDS.orderDeliveringA } }),

  'invoice.selectableOrders': async (run) => ({ ...token(run), query: page }),
  'invoice.vatTitles': async (run) => ({ ...token(run), query: page }),
  'invoice.vatTitleDetail': async (run) => ({ ...token(run), query: { titleId: DEMO_IDS.vatTitleA } }),
  'invoice.vatTitleSave': async (run) => ({
    ...token(run),
    body: { titleType: 'personal', title: '测试抬头' },
    save: (data: { titleId: string }) => (run.ids.title = data.titleId),
  }),
  'invoice.vatTitleDelete': async (run) => ({ ...token(run), body: { titleId: run.ids.title! } }),
  'invoice.apply': async (run) => ({
    ...token(run),
    body: {
      orderIds: [DEMO_IDS.orderCompletedA],
      invoiceType: 'vat',
      titleId: DEMO_IDS.vatTitleA,
      receiveWay: 'email',
      email: 'finance@example.com',
      idempotencyKey: 'calls-invoice',
    },
    save: (data: { invoiceIds: string[] }) => (run.ids.invoice = data.invoiceIds[0]!),
  }),
  'invoice.list': async (run) => ({ ...token(run), query: page }),
  'invoice.detail': async (run) => ({ ...token(run), query: { invoiceId: run.ids.invoice! } }),
  'invoice.ofOrder': async (run) => ({ ...token(run), query: { orderId: DEMO_IDS.orderCompletedA } }),
  'invoice.addItems': async (run) => ({ ...token(run), query: { kind: 'platformShip', ...page } }),
  'invoice.add': async (run) => ({
    ...token(run),
    body: {
      kind: 'platformShip',
      bizIds: ['wb_a_ship'],
      invoiceType: 'normal',
      titleId: DEMO_IDS.vatTitleA,
      receiveWay: 'post',
      addressId: DEMO_IDS.addressA,
      idempotencyKey: 'calls-invoice-ship',
    },
  }),

  'vehicle.list': async (run) => ({ ...token(run), body: { ...page, monitored: true } }),
  'vehicle.detail': async (run) => ({ ...token(run), query: { vehicleId: DEMO_IDS.vehicleA } }),
  'vehicle.add': async (run) => ({
    ...token(run),
    body: { plateNumber: '沪A88888', vehicleType: 'tipper', loadWeight: '18.5' },
    save: (data: { vehicleId: string }) => (run.ids.vehicle = data.vehicleId),
  }),
  'vehicle.edit': async (run) => ({
    ...token(run),
    body: { vehicleId: run.ids.vehicle!, plateNumber: '沪A88889', vehicleType: 'flatbed', loadWeight: '20', monitored: true, monitorDeviceNo: 'GPS-1' },
  }),
  'vehicle.delete': async (run) => ({ ...token(run), body: { vehicleId: run.ids.vehicle! } }),
  'ship.list': async (run) => ({ ...token(run), body: page }),
  'ship.detail': async (run) => ({ ...token(run), query: { shipId: 'ship_a_1' } }),
  'ship.add': async (run) => ({ ...token(run), body: { shipName: '沪测试货001', shipNo: 'CN2026TEST001', tonnage: '1200' } }),
  'ship.bindCaptain': async (run) => ({ ...token(run), body: { shipId: 'ship_a_2', captainId: 'cap_a_2' } }),
  'driver.list': async (run) => ({ ...token(run), body: page }),
  'driver.detail': async (run) => ({ ...token(run), query: { driverId: 'drv_a_1' } }),
  'driver.edit': async (run) => ({
    ...token(run),
    body: { driverId: 'drv_a_2', name: '吴师傅', mobile: '13600000002', licenseType: 'A2', vehicleId: 'veh_a_flat' },
  }),
  'driver.add': async (run) => ({ ...token(run), body: { name: '陈师傅', mobile: '13600000009', idCardNo: '11010519491231002X', licenseType: 'B2' } }),
  'captain.list': async (run) => ({ ...token(run), body: page }),
  'captain.add': async (run) => ({ ...token(run), body: { name: '褚船长', mobile: '13500000003', certificateNo: 'CB-2026-1' } }),

  'capital.account': async (run) => token(run),
  'capital.bills': async (run) => ({ ...token(run), body: { ...page, direction: 'in' } }),
  'capital.billDetail': async (run) => ({ ...token(run), query: { billId: 'bill_a_3' } }),
  'capital.erpReceiveDetail': async (run) => ({ ...token(run), query: { receiveId: 'erp_a_1' } }),
  'capital.bindCard': async (run) => ({
    ...token(run),
    body: {
      bankCardNo: '6222020000000000001',
      bankName: '中国工商银行',
      accountName: '张建国',
      mobile: '13933334444',
      smsCode: await sendCode(run, '13933334444', 'payPassword'),
    },
  }),
  'capital.withdraw': async (run) => ({
    ...token(run),
    body: { amount: '100.00', bankCardId: 'bc_a_1', payPassword: DEMO_BUYER.payPassword, idempotencyKey: 'calls-withdraw' },
  }),
  'capital.updatePayPassword': async (run) => ({ ...token(run), body: { oldPayPassword: DEMO_BUYER.payPassword, newPayPassword: DEMO_BUYER.payPassword } }),
  'capital.resetPayPassword': async (run) => ({
    ...token(run),
    body: { smsCode: await sendCode(run, DEMO_BUYER.mobile, 'payPassword'), newPayPassword: DEMO_BUYER.payPassword },
  }),
  'capital.setPayPassword': async (run) => ({
    token: run.fresh.token,
    body: { payPassword: '111111', smsCode: await sendCode(run, run.fresh.mobile, 'payPassword') },
  }),
  'finance.home': async (run) => token(run),
  'finance.apply': async (run) => ({
    ...token(run),
    body: { applyAmount: '10000.00', termMonths: 6, contactName: '张建国', contactMobile: DEMO_BUYER.mobile },
  }),
  'finance.loans': async (run) => ({ ...token(run), body: page }),
  'finance.history': async (run) => ({ ...token(run), body: page }),
  'finance.recordDetail': async (run) => ({ ...token(run), query: { recordId: 'fr_a_3' } }),
  'finance.drawdown': async (run) => ({ ...token(run), body: { amount: '100.00', termMonths: 3, idempotencyKey: 'calls-test-drawdown' } }),

  'evaluation.list': async (run) => ({ ...token(run), body: { ...page, goodsId: DEMO_IDS.concrete } }),
  'evaluation.pending': async (run) => ({ ...token(run), body: { ...page, orderId: DEMO_IDS.orderShipA } }),
  'evaluation.add': async (run) => ({
    ...token(run),
    body: { orderId: DEMO_IDS.orderShipA, goodsId: DEMO_IDS.sand, goodsScore: 5, serviceScore: 4, content: '好' },
  }),
  'evaluation.detail': async (run) => ({ ...token(run), query: { evaluationId: 'ev_a_1' } }),
  'message.list': async (run) => ({ ...token(run), body: { ...page, read: false } }),
  'message.get': async (run) => ({ ...token(run), query: { messageId: 'msg_a_3' } }),
  'message.markRead': async (run) => ({ ...token(run), body: { messageIds: ['msg_a_1'] } }),
  'message.unreadCount': async (run) => token(run),
  'article.get': async () => ({ query: { articleType: 'userAgreement' } }),
  'quality.list': async (run) => ({ ...token(run), body: page }),
  'quality.show': async (run) => ({ ...token(run), query: { reportId: 'qr_concrete_1' } }),

  'enterprise.status': async (run) => token(run),
  'enterprise.submitBasic': async (run) => ({
    token: run.fresh.token,
    body: {
      companyName: '测试建设有限公司',
      creditCode: '91310000MA1FL4XQ2B',
      legalPerson: '王五',
      contactName: '王五',
      contactMobile: '13900000001',
      licenseImageUrl: await freshUpload(run),
    },
    save: (data: { applyId?: string }) => (run.ids.apply = data.applyId!),
  }),
  'enterprise.submitQualification': async (run) => ({
    token: run.fresh.token,
    body: {
      applyId: run.ids.apply!,
      legalPersonIdFrontUrl: await freshUpload(run),
      legalPersonIdBackUrl: await freshUpload(run),
      bankName: '招商银行',
      bankAccountName: '测试建设有限公司',
      bankAccountNo: '6222000000000001',
    },
  }),
  'esign.list': async (run) => ({ ...token(run), body: page }),
  'esign.signUrl': async (run) => ({ ...token(run), body: { esignContractId: 'es_a_2' } }),
  'stone.projects': async (run) => ({ ...token(run), body: page }),
  'stone.addProject': async (run) => ({
    ...token(run),
    body: { projectName: '测试项目', projectAddress: '上海市静安区', plannedQuantity: '300', startDate: '2026-12-01', endDate: '2027-03-01' },
  }),
  'stone.shipmentData': async (run) => ({ ...token(run), body: { projectId: 'sp_a_1', ...page } }),
  'datalist.factoryLogistics': async (run) => ({ ...token(run), body: {} }),
  'datalist.financial': async (run) => ({ ...token(run), body: {} }),
  'datalist.report': async (run) => ({ ...token(run), body: {} }),
  'datalist.ship': async (run) => ({ ...token(run), body: {} }),

  'auth.unbindWeixin': async (run) => ({ ...token(run), body: { weiXinAccount: weixinAccountOf(DEMO_BUYER.weChatCode) } }),
  // Resetting the password ends the buyer's sessions, so the cancellation logs in again with it.
  'auth.resetPassword': async (run) => ({
    body: { mobile: run.fresh.mobile, smsCode: await sendCode(run, run.fresh.mobile, 'resetPassword'), newPassword: 'fresh456' },
  }),
  'auth.cancelAccount': async (run) => {
    const login = await run.gw.client.ok('auth.login', { body: { account: run.fresh.mobile, password: 'fresh456', loginType: 'mobile' } });
    return { token: login.token };
  },
};

const env = useTestGateway();
let run: Run;

beforeAll(async () => {
  const { gw, a } = env;
  const mobile = '13912345678';
  await gw.client.ok('auth.sendCode', { query: { mobile, scene: 'login' } });
  const login = await gw.client.ok('auth.loginByPhone', { body: { mobile, smsCode: await latestCode(gw, mobile, 'login') } });
  run = { gw, a, fresh: { token: login.token, mobile, memberId: login.memberId }, ids: {} };
});

describe('every call of the spec', () => {
  it('has exactly one handler per call id, and a sample here', () => {
    expect(Object.keys(handlers).sort()).toEqual(Object.keys(calls).sort());
    expect(Object.keys(samples).sort()).toEqual(Object.keys(calls).sort());
  });

  for (const id of Object.keys(samples) as CallId[]) {
    it(`${id} answers a valid request over HTTP with data matching the spec`, async () => {
      const { save, ...options } = await samples[id](run);
      const data = await run.gw.client.ok(id, options);
      save?.(data as never);
    });
  }
});
