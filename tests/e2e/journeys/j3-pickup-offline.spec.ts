import { call, emptyCart, shot, tokenOf, loggedInTest as test } from '../support/journey.ts';
import { expect } from '../support/test.ts';

/** Journey 3: self-pickup at a store with a vehicle, paid offline with a payment voucher. */

/** A 1×1 PNG: the voucher photo. */
const VOUCHER_PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

test('journey 3: self-pickup at a store with a new vehicle, paid offline', async ({ page, context }) => {
  const token = await tokenOf(context);
  await emptyCart(token);
  await call('cart.add', { goodsId: 'g_cement', resourceId: 'res_cement_bag', quantity: '40', unit: '袋', selectInfos: [], addons: [] }, token);

  await page.goto('/cart/cart');
  await page.getByRole('button', { name: '结算(1)' }).click();
  await expect(page.getByRole('heading', { name: '确认订单' })).toBeVisible();
  await page.getByRole('group', { name: '配送方式' }).getByRole('button', { name: '自提' }).click();
  const stores = page.getByRole('region', { name: '自提点' }).getByRole('radio');
  await expect(stores.first()).toBeVisible();
  await stores.last().check();
  await expect(stores.last()).toBeChecked();

  // A vehicle to pick the goods up with, added on the way.
  await page.getByRole('button', { name: '选择提货车辆' }).click();
  await expect(page.getByRole('heading', { name: '选择车辆' })).toBeVisible();
  await page.getByRole('button', { name: '添加车辆' }).click();
  await page.getByRole('textbox', { name: '车牌号' }).fill('沪A66886');
  await page.getByRole('textbox', { name: '核定载重（吨）' }).fill('30');
  await shot(page, '21-vehicle-add');
  await page.getByRole('button', { name: '保存车辆' }).click();
  await expect(page.getByRole('heading', { name: '选择车辆' })).toBeVisible();
  await page.getByRole('checkbox', { name: '沪A66886' }).check();
  await shot(page, '22-vehicle-select');
  await page.getByRole('button', { name: /确定（已选1辆）/ }).click();
  await expect(page.getByRole('region', { name: '提货车辆' })).toContainText('沪A66886');
  await expect(page.getByRole('region', { name: '自提点' }).getByRole('radio').last()).toBeChecked();
  await page.getByRole('checkbox', { name: '同意采购协议' }).check();
  await shot(page, '23-checkout-pickup');
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page.getByText('订单提交成功')).toBeVisible();
  const orderId = new URL(page.url()).searchParams.get('orderId')!;
  const detail = await call('order.detail', { orderId }, token);
  expect(detail.delivery.deliveryType).toBe('030060100');
  expect(detail.delivery.store).toBeTruthy();
  const take = detail.orderItems[0]?.takeList?.[0];
  expect(take?.takeType).toBe('selfPickup');
  const vehicles = await call('vehicle.list', { pageNum: 1, pageSize: 50, keyword: '沪A66886' }, token);
  expect(take?.vehicleList).toEqual([vehicles.list[0]?.vehicleId]);

  // Pay offline: a payment voucher for the platform to check.
  await page.getByRole('button', { name: '去支付' }).click();
  await page.getByRole('radio', { name: /线下支付/ }).click();
  await page.getByRole('button', { name: /确认支付/ }).click();
  await expect(page.getByRole('heading', { name: '线下支付' })).toBeVisible();
  // A photo of the transfer slip, picked with the file chooser and uploaded at once.
  await page.getByLabel('添加付款凭证').setInputFiles({ name: 'voucher-pickup.png', mimeType: 'image/png', buffer: Buffer.from(VOUCHER_PNG_BASE64, 'base64') });
  await expect(page.getByRole('button', { name: '删除第1张付款凭证' })).toBeVisible();
  await page.getByRole('textbox', { name: '付款人' }).fill('李工长');
  await shot(page, '24-pay-offline');
  await page.getByRole('button', { name: '提交付款凭证' }).click();
  await expect(page.getByText('付款信息已提交')).toBeVisible();
  await shot(page, '25-pay-offline-submitted');
  expect((await call('pay.result', { orderId }, token)).payWay).toBe('offline');
});
