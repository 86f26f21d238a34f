import { mkdirSync } from 'node:fs';
import { calls } from '../../generated/calls.gen.ts';
import { agreeAndSubmit, openCheckout, submitCementOrder } from './support/checkout.ts';
import { useLiveGateway } from './support/liveGateway.ts';
import { expect, test } from './support/test.ts';

/**
 * Every order, address, vehicle and pay screen at 375×667, screenshotted to look at (test-results/screens),
 * against the real local gateway. A file of its own, so it runs beside order.spec.ts in the other worker.
 */

const live = useLiveGateway();
const login = live.login;

test('screens at 375×667', async ({ page, context }) => {
  // Twenty-odd screens one after another: on a busy 2-core machine that is more than a minute.
  test.setTimeout(180_000);
  mkdirSync('test-results/screens', { recursive: true });
  const token = await login();
  await openCheckout(live, context, page, token);
  const shot = async (name: string) => {
    await page.waitForTimeout(200);
    await page.screenshot({ path: `test-results/screens/${name}.png` });
  };
  await shot('order-checkout');
  await page.getByRole('group', { name: '配送方式' }).getByRole('button', { name: '自提' }).click();
  await page.getByRole('region', { name: '自提点' }).scrollIntoViewIfNeeded();
  await shot('order-checkout-pickup');
  await page.getByRole('group', { name: '配送方式' }).getByRole('button', { name: '配送' }).click();
  const orderId = await agreeAndSubmit(page);
  await shot('order-submit');
  const screens: [string, string][] = [
    ['order-confirm', '/order/orderConfirm?from=cart'],
    ['order-list', '/order/orderList'],
    ['order-detail', `/order/orderDetail?orderId=${orderId}`],
    ['order-detail-noback', `/order/orderDetailNoback?orderId=${orderId}`],
    ['order-delivery-detail', `/order/deliveryDetail?orderId=${orderId}`],
    ['order-logistics-stat', `/order/logisticsStat?orderId=${orderId}`],
    ['address-list', '/receivingAddress'],
    ['address-add', '/receivingAddress/add'],
    ['address-edit', '/receivingAddress/edit?addressId=addr_a_site'],
    ['address-select', '/receivingAddress/select_adress?from=/v2/order'],
    ['address-map-pick', '/receivingAddress/chose_address?from=/receivingAddress/add'],
    ['vehicle-add', '/myCar/add'],
    ['vehicle-select', '/myCar/select_mycar?from=/v2/order'],
    ['pay-cashier', `/pay?orderId=${orderId}`],
    ['pay-wechat', `/pay/wechat?orderId=${orderId}`],
    ['pay-alipay', `/pay/alipay?orderId=${orderId}`],
    ['pay-bank', `/pay/bank?orderId=${orderId}`],
    ['pay-offline', `/pay/offline?orderId=${orderId}`],
    ['pay-erp', `/pay/erp?orderId=${orderId}`],
    ['pay-success2', `/pay/success2?orderId=${orderId}`],
    ['pay-success', `/pay/success?orderId=${orderId}`],
  ];
  for (const [name, path] of screens) {
    await page.goto(`${live.url}${path}`);
    await expect(page.locator('.app-header')).toBeVisible();
    await shot(name);
  }
});

test('going back from an order detail shows the order list at once, then asks for it again', async ({ page, context }) => {
  test.setTimeout(60_000);
  const token = await live.loginWithEmptyCart(context);
  const order = await submitCementOrder(live, token, `order-back-${Date.now()}`);
  await page.goto(`${live.url}/order/orderList`);
  const card = page.getByRole('article', { name: order.orderNo });
  await expect(card).toContainText('待付款');
  await card.getByRole('link', { name: `查看订单 ${order.orderNo}` }).click();
  await expect(page.getByRole('heading', { name: '订单详情' })).toBeVisible();
  await expect(page.locator('.ord-hero')).toContainText('待付款');

  // Meanwhile the order is cancelled elsewhere; the list's answers come late (1.5 s), so what shows first is the cached list.
  await live.typed('order.cancel', { orderId: order.orderId }, token);
  let listReads = 0;
  await page.route(`**${calls['order.list'].path}`, async (route) => {
    listReads += 1;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  // Any loading state the page shows from now on is noted.
  await page.evaluate(() => {
    const seen = window as unknown as { listLoadingSeen: boolean };
    seen.listLoadingSeen = false;
    const note = () => {
      if (document.querySelector('.list-state--loading')) seen.listLoadingSeen = true;
    };
    new MutationObserver(note).observe(document.body, { childList: true, subtree: true });
  });
  await page.getByRole('button', { name: '返回' }).click();

  // At once: the list as it was, with no loading state…
  await expect(page.getByRole('heading', { name: '我的订单' })).toBeVisible();
  await expect(card).toContainText('待付款', { timeout: 1000 });
  await expect(page.getByRole('status', { name: '加载中...' })).toHaveCount(0);
  // …then refreshed: the list was asked for again and shows the change.
  await expect(card).toContainText('已取消');
  expect(listReads).toBeGreaterThan(0);
  expect(await page.evaluate(() => (window as unknown as { listLoadingSeen: boolean }).listLoadingSeen)).toBe(false);
});
