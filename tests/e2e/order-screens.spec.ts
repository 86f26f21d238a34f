import { mkdirSync } from 'node:fs';
import { agreeAndSubmit, openCheckout } from './support/checkout.ts';
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
