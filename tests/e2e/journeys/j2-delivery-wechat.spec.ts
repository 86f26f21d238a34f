import { c30CartAdd, PUMPED } from '../support/demoCart.ts';
import { call, emptyCart, shot, tokenOf, tomorrow, loggedInTest as test } from '../support/journey.ts';
import { pickRegion } from '../support/region.ts';
import { expect } from '../support/test.ts';

/**
 * Journey 2: from the cart, confirm with delivery tomorrow in a chosen slot to a newly added address, pay
 * through the simulated wechat provider; the order is listed under its status and its detail matches.
 */

test('journey 2: delivery tomorrow 12:00-18:00 to a new address, wechat pay, listed as 待发货 with a matching detail', async ({ page, context }) => {
  const token = await tokenOf(context);
  await emptyCart(token);
  await call('cart.add', c30CartAdd(...PUMPED), token);

  await page.goto('/cart/cart');
  await page.getByRole('button', { name: '结算(1)' }).click();
  await expect(page).toHaveURL(/\/v2\/order\?from=cart/);
  await expect(page.getByRole('heading', { name: '确认订单' })).toBeVisible();
  await expect(page.getByText('预拌混凝土（商砼）').first()).toBeVisible();
  await shot(page, '10-checkout');

  // A new address, added from the checkout.
  await page.getByRole('button', { name: '选择收货地址' }).click();
  await expect(page).toHaveURL(/\/receivingAddress\/select_adress/);
  await shot(page, '11-address-select');
  await page.getByRole('button', { name: '新增收货地址' }).click();
  await page.getByRole('textbox', { name: '收货人' }).fill('李工长');
  await page.getByRole('textbox', { name: '手机号码' }).fill('13900000066');
  await pickRegion(page, ['上海市', '上海市', '浦东新区']);
  await page.getByRole('textbox', { name: '详细地址' }).fill('张江路88号二期工地');
  await shot(page, '12-address-add');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByRole('heading', { name: '确认订单' })).toBeVisible();
  await expect(page.getByRole('button', { name: '选择收货地址' })).toContainText('李工长 13900000066');

  // Delivery tomorrow (the default date) in the 12:00-18:00 slot.
  const dates = page.getByRole('group', { name: '送货时间 日期' });
  await expect(dates.getByRole('button', { pressed: true })).toContainText('明天');
  const slot = page.getByRole('group', { name: '送货时间 时间段' }).getByRole('button', { name: '12:00-18:00' });
  await slot.click();
  await expect(slot).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('checkbox', { name: '同意采购协议' }).check();
  const bar = page.locator('.ord-bar__total strong');
  await expect(bar).toHaveText(/^¥\d+\.\d{2}$/);
  const payable = (await bar.textContent()) ?? '';
  await shot(page, '13-checkout-filled');
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page.getByText('订单提交成功')).toBeVisible();
  await shot(page, '14-order-submitted');
  const orderId = new URL(page.url()).searchParams.get('orderId');
  expect(orderId, 'the submit page names the new order').toBeTruthy();
  const submitted = await call('order.detail', { orderId: orderId! }, token);
  expect(submitted.delivery.date).toBe(tomorrow());
  expect(submitted.delivery.timeSlot).toBe('030020300');
  expect(submitted.delivery.receiver?.receiverName).toBe('李工长');
  expect(`¥${submitted.prices.totalAmount}`).toBe(payable);
  expect(submitted.status).toBe('pendingPayment');

  // Pay with the wallet: wechat, through the simulated provider page.
  await page.getByRole('button', { name: '去支付' }).click();
  await expect(page).toHaveURL(/\/pay\?orderId=/);
  await expect(page.getByText(payable).first()).toBeVisible();
  await page.getByRole('radio', { name: /微信支付/ }).click();
  await shot(page, '15-pay-cashier');
  await page.getByRole('button', { name: `确认支付 ${payable}` }).click();
  await expect(page.getByRole('heading', { name: '微信支付' })).toBeVisible();
  await shot(page, '16-pay-wechat');
  await page.getByRole('button', { name: '前往微信支付' }).click();
  await expect(page.getByText('微信支付（模拟收银台）')).toBeVisible();
  await shot(page, '17-wechat-provider');
  await page.getByRole('button', { name: '确认支付' }).click();
  await expect(page).toHaveURL(/\/pay\/success\?/);
  await expect(page.getByRole('heading', { name: '支付成功' }).last()).toBeVisible();
  await shot(page, '18-pay-success');
  expect((await call('order.detail', { orderId: orderId! }, token)).status).toBe('pendingDelivery');

  // The list, under 待发货 (and no longer under 待付款); its detail matches the gateway's order.
  await page.goto('/order/orderList');
  await page.getByRole('tab', { name: /待发货/ }).click();
  await expect(page).toHaveURL(/status=pendingDelivery/);
  const link = page.getByRole('link', { name: `查看订单 ${submitted.orderNo}` });
  await expect(link).toBeVisible();
  await shot(page, '19-order-list');
  await page.getByRole('tab', { name: /待付款/ }).click();
  await expect(page).toHaveURL(/status=pendingPayment/);
  await expect(page.getByRole('link', { name: `查看订单 ${submitted.orderNo}` })).toHaveCount(0);
  await page.getByRole('tab', { name: /待发货/ }).click();
  await page.getByRole('link', { name: `查看订单 ${submitted.orderNo}` }).click();
  await expect(page.getByRole('heading', { name: '订单详情' })).toBeVisible();
  await expect(page.getByText(submitted.orderNo)).toBeVisible();
  await expect(page.locator('.ord-hero')).toContainText('待发货');
  await expect(page.getByText(payable).first()).toBeVisible();
  await expect(page.getByText('预拌混凝土（商砼）').first()).toBeVisible();
  await expect(page.getByText('李工长').first()).toBeVisible();
  await shot(page, '20-order-detail');
});
