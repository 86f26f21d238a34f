import type { BrowserContext, Page } from '@playwright/test';
import { cookies } from '../../generated/constants.gen.ts';
import { DEMO_BUYER, DEMO_IDS } from '../../gateway/seed/index.ts';
import { deliveryDraft, pickupDraft } from '../gateway/helpers/drafts.ts';
import { shot, useLiveGateway, type LiveGateway } from './support/liveGateway.ts';
import { installFakeBridge, nativeCalls, webviewUserAgent } from './support/native.ts';
import { expect, test } from './support/test.ts';

/**
 * Issue 15, after the order — waybills, added add-ons, service data and the pickup store against the real
 * gateway (one in-memory gateway for this file, with the demo data): the waybills of an order by status,
 * a waybill's detail with its driver's call, reassigning it to another address and take time with its
 * history (acceptance 4), add-ons added to an order in progress growing the order's price breakdown by
 * the gateway's price to the fen (acceptance 3), the service data and the store's position — in a browser
 * in Chinese, and inside the app in English.
 */

const live = useLiveGateway();

/** The demo buyer in the browser through the token cookie (no login form); returns the token. */
async function logIn(context: BrowserContext): Promise<string> {
  const token = await live.login();
  await context.addCookies([{ name: cookies.token, value: token, url: live.url }]);
  return token;
}

/** Counts the gateway calls the page makes from now on. */
function countCalls(page: Page): { readonly count: number } {
  const seen = { count: 0 };
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/gw/')) seen.count += 1;
  });
  return seen;
}

/** The exact sum of two-decimal amounts, in fen, written back as yuan. */
function sumYuan(amounts: readonly string[]): string {
  const fen = amounts
    .reduce((n, a) => n + BigInt(a.replace('.', '')), 0n)
    .toString()
    .padStart(3, '0');
  return `${fen.slice(0, -2)}.${fen.slice(-2)}`;
}

/** A paid order of the demo buyer: concrete delivered to the site, or bagged cement picked up at the store. */
async function paidOrder(gateway: LiveGateway, token: string, key: string, draft = deliveryDraft()): Promise<string> {
  const { orderId } = await gateway.typed('order.submit', { draft, idempotencyKey: key, agreementAccepted: true }, token);
  await gateway.typed('pay.wallet', { orderId, idempotencyKey: `${key}-pay`, payPassword: DEMO_BUYER.payPassword }, token);
  return orderId;
}

test('waybills of an order; the detail calls the driver by a tel: link; reassigned to another address and take time, the history lists it and the detail shows the new address', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await logIn(context);
  await page.goto(`${live.url}/waybill/list?orderId=${DEMO_IDS.orderDeliveringA}`);
  await expect(page.getByRole('link', { name: '查看运单 YD2026101600007' })).toBeVisible();
  await expect(page.getByRole('link', { name: '查看运单 YD2026101600004' })).toBeVisible();
  await page.screenshot({ path: shot('waybill-list') });
  // The status tabs filter the list.
  await page.getByRole('tab', { name: '待装货' }).click();
  await expect(page).toHaveURL(/status=waiting/);
  await expect(page.getByRole('link', { name: '查看运单 YD2026101600004' })).toHaveCount(0);
  await page.getByRole('link', { name: '查看运单 YD2026101600007' }).click();

  // The detail: vehicle, driver with a call (a tel: link in a browser), quantities, timeline, take bills.
  await expect(page).toHaveURL(/\/waybill\/detail\?waybillId=wb_a_5$/);
  const transport = page.getByRole('region', { name: '运输信息' });
  await expect(transport.getByText('沪C13579')).toBeVisible();
  await expect(transport.getByRole('link', { name: '拨打司机电话 吴师傅' })).toHaveAttribute('href', 'tel:13600000002');
  await expect(transport.getByText('上海市浦东新区川沙路88号')).toBeVisible();
  await expect(page.getByRole('region', { name: '运单跟踪' }).getByText('运单已创建，等待装货')).toBeVisible();
  await expect(page.getByRole('region', { name: '提货单' }).getByText('进行中')).toBeVisible();
  await page.screenshot({ path: shot('waybill-detail'), fullPage: true });

  // Reassign: with nothing changed, or without a reason, a message and nothing is sent.
  await page.getByRole('button', { name: '改派', exact: true }).click();
  await expect(page).toHaveURL(/\/waybill\/reassign\?waybillId=wb_a_5$/);
  await expect(page.getByRole('button', { name: /^更换收货地址/ })).toBeVisible();
  const calls = countCalls(page);
  await page.getByRole('button', { name: '确认改派' }).click();
  await expect(page.getByRole('alert')).toHaveText('请选择新的收货地址或提货时间');
  expect(calls.count).toBe(0);

  // Another of the buyer's addresses, picked on the address pages, which come back here.
  await page.getByRole('button', { name: /^更换收货地址/ }).click();
  await expect(page).toHaveURL(/\/receivingAddress\/select_adress/);
  await page.getByRole('button', { name: /^选择 刘工/ }).click();
  await expect(page).toHaveURL(/\/waybill\/reassign\?waybillId=wb_a_5$/);
  await expect(page.getByText('上海市宝山区蕴川路500号 2号楼')).toBeVisible();
  // A later take date (the third option) in the all-day slot.
  const dates = page.getByRole('group', { name: '提货日期' }).getByRole('button');
  await expect(dates).toHaveCount(7);
  const third = (await dates.nth(2).textContent())!;
  await dates.nth(2).click();
  await page.getByRole('group', { name: '时段' }).getByRole('button', { name: '全天' }).click();
  const before = calls.count;
  await page.getByRole('button', { name: '确认改派' }).click();
  await expect(page.getByRole('alert')).toHaveText('请填写改派原因');
  expect(calls.count).toBe(before);
  await page.getByRole('textbox', { name: '改派原因' }).fill('工地调整到宝山');
  await page.screenshot({ path: shot('waybill-reassign'), fullPage: true });
  await page.getByRole('button', { name: '确认改派' }).click();

  // The detail shows the new address and take time; the history lists the change.
  await expect(page).toHaveURL(/\/waybill\/detail\?waybillId=wb_a_5$/);
  await expect(transport.getByText('上海市宝山区蕴川路500号 2号楼')).toBeVisible();
  await expect(transport.getByText(new RegExp(`${third} 全天$`))).toBeVisible();
  await expect(page.getByRole('region', { name: '运单跟踪' }).getByText('运单改派：工地调整到宝山')).toBeVisible();
  await page.screenshot({ path: shot('waybill-detail-reassigned'), fullPage: true });
  await page.getByRole('button', { name: '改派记录' }).click();
  await expect(page).toHaveURL(/\/waybill\/reassign_history\?waybillId=wb_a_5$/);
  const record = page.getByRole('article', { name: /^改派记录 / });
  await expect(record).toHaveCount(1);
  await expect(record.getByText('上海市浦东新区川沙路88号 → 上海市宝山区蕴川路500号 2号楼')).toBeVisible();
  await expect(record.getByText(new RegExp(`→ .*${third} 全天$`))).toBeVisible();
  await expect(record.getByText('原因：工地调整到宝山')).toBeVisible();
  await page.screenshot({ path: shot('waybill-reassign-history') });

  // A delivered waybill cannot be reassigned.
  await page.goto(`${live.url}/waybill/detail?waybillId=wb_a_3`);
  await expect(page.getByRole('region', { name: '运单信息' })).toBeVisible();
  await expect(page.getByRole('button', { name: '改派', exact: true })).toHaveCount(0);
});

test('add-ons added to an order in progress grow its price breakdown by the gateway’s price to the fen; the service data lists them; the pickup store with a navigation link', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const token = await logIn(context);
  const draft = deliveryDraft();
  draft.itemList[0]!.quantity = '12.5';
  const orderId = await paidOrder(live, token, 'e2e-wb-add', draft);
  const totalOf = async () => {
    const total = page.getByRole('region', { name: '价格明细' }).locator('.ord-line--strong .ord-line__value');
    await expect(total).toHaveText(/^¥\d+\.\d\d$/);
    return (await total.textContent())!.replace('¥', '');
  };
  await page.goto(`${live.url}/order/orderDetail?orderId=${orderId}`);
  const totalBefore = await totalOf();

  await page.goto(`${live.url}/order/addItem?orderId=${orderId}`);
  await expect(page.getByRole('region', { name: '已购附加服务' }).getByText('泵送混凝土')).toBeVisible();
  // Nothing chosen: a message and nothing is sent.
  await expect(page.getByRole('checkbox', { name: '振捣施工 ¥6.00' })).toBeVisible();
  const calls = countCalls(page);
  await page.getByRole('button', { name: '确认追加' }).click();
  await expect(page.getByRole('alert')).toHaveText('请选择要追加的附加服务');
  expect(calls.count).toBe(0);
  await page.getByRole('checkbox', { name: '振捣施工 ¥6.00' }).check();
  await page.getByRole('checkbox', { name: '防冻剂 ¥14.50' }).check();
  await expect(page.getByText('追加金额（按12.5方计）：¥256.25')).toBeVisible();
  await page.screenshot({ path: shot('order-add-item') });
  await page.getByRole('button', { name: '确认追加' }).click();
  await expect(page.getByRole('status').getByText('附加服务已追加')).toBeVisible();
  const toPay = (await page.getByText(/^需补款 ¥/).textContent())!.replace('需补款 ¥', '');
  await page.screenshot({ path: shot('order-add-item-done') });
  // The gateway's price of the items is what the order grew by.
  const supplement = await live.typed('order.supplementDetail', { orderId }, token);
  expect(supplement.amount).toBe(toPay);
  expect(toPay).toBe('256.25');

  await page.getByRole('button', { name: '查看订单' }).click();
  await expect(page).toHaveURL(new RegExp(`/order/orderDetail\\?orderId=${orderId}$`));
  expect(await totalOf()).toBe(sumYuan([totalBefore, toPay]));

  // The service data: the add-ons bought with the order and the ones just added.
  await page.goto(`${live.url}/order/serviceData?orderId=${orderId}`);
  await expect(page.getByRole('article', { name: '施工项 振捣施工' })).toContainText('¥75.00');
  await expect(page.getByRole('article', { name: '外加剂 防冻剂' })).toContainText('待服务');
  await page.screenshot({ path: shot('order-service-data'), fullPage: true });

  // The pickup store of a self-pickup order: address, phone by tel:, a web map's navigation link.
  const pickup = await paidOrder(live, token, 'e2e-wb-pickup', pickupDraft());
  await page.goto(`${live.url}/order/storePosition?orderId=${pickup}`);
  const store = page.getByRole('region', { name: '自提点' });
  await expect(store).toBeVisible();
  const position = await live.typed('order.storePosition', { orderId: pickup }, token);
  await expect(store.getByText(position.address)).toBeVisible();
  await expect(store.getByRole('link', { name: `拨打自提点电话 ${position.phone}` })).toHaveAttribute('href', `tel:${position.phone.replace(/[^\d+]/g, '')}`);
  await expect(page.getByRole('link', { name: '导航到自提点' })).toHaveAttribute(
    'href',
    new RegExp(`^https://uri\\.amap\\.com/marker\\?position=${position.longitude}%2C${position.latitude}&`),
  );
  await page.screenshot({ path: shot('order-store-position') });
});

test.describe('inside the app, in English', () => {
  test.use({ userAgent: webviewUserAgent });

  test('the driver is called and the store shown on the map through the app; every screen in English', async ({ page, context }) => {
    test.setTimeout(120_000);
    const token = await logIn(context);
    await installFakeBridge(page, { getToken: token, getPosition: { latitude: 31.2304, longitude: 121.4737 } });
    await page.addInitScript(() => localStorage.setItem('locale', JSON.stringify('en')));

    await page.goto(`${live.url}/waybill/list`);
    await expect(page.getByRole('tab', { name: 'In transit' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open waybill YD2026101600007' })).toBeVisible();
    await page.screenshot({ path: shot('waybill-list-en') });

    await page.goto(`${live.url}/waybill/detail?waybillId=wb_a_4`);
    await page.getByRole('link', { name: 'Call the driver 周师傅' }).click();
    await expect.poll(async () => (await nativeCalls(page)).filter((m) => m.name === 'callPhone').map((m) => m.payload)).toEqual([{ phone: '13600000001' }]);
    await expect(page).toHaveURL(/\/waybill\/detail\?waybillId=wb_a_4$/);
    await page.screenshot({ path: shot('waybill-detail-en'), fullPage: true });

    await page.goto(`${live.url}/waybill/reassign?waybillId=wb_a_4`);
    await expect(page.getByText('The truck has left; the take time can no longer change')).toBeVisible();
    await page.screenshot({ path: shot('waybill-reassign-en') });
    // On its way, the truck can still be sent to another address (here through the gateway).
    await live.typed('waybill.reassign', { waybillId: 'wb_a_4', addressId: 'addr_a_self', reason: '改送办公室' }, token);
    await page.goto(`${live.url}/waybill/reassign_history?waybillId=wb_a_4`);
    await expect(page.getByText('Reason: 改送办公室')).toBeVisible();
    await page.screenshot({ path: shot('waybill-reassign-history-en') });

    const orderId = await paidOrder(live, token, 'e2e-wb-en');
    await page.goto(`${live.url}/order/addItem?orderId=${orderId}`);
    await expect(page.getByRole('button', { name: 'Add', exact: true })).toBeVisible();
    await page.screenshot({ path: shot('order-add-item-en') });
    await page.goto(`${live.url}/order/serviceData?orderId=${orderId}`);
    await expect(page.getByText('Pumping and construction services')).toBeVisible();
    await page.screenshot({ path: shot('order-service-data-en') });

    const pickup = await paidOrder(live, token, 'e2e-wb-en-pickup', pickupDraft());
    const position = await live.typed('order.storePosition', { orderId: pickup }, token);
    await page.goto(`${live.url}/order/storePosition?orderId=${pickup}`);
    await expect(page.getByText(/^About [\d.]+ km from you$/)).toBeVisible();
    await page.getByRole('button', { name: 'Show on the map' }).click();
    await expect
      .poll(async () => (await nativeCalls(page)).filter((m) => m.name === 'mapAddress').map((m) => m.payload))
      .toEqual([{ address: position.address, latitude: position.latitude, longitude: position.longitude }]);
    await page.screenshot({ path: shot('order-store-position-en') });
  });
});
