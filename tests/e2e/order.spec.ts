import { calls } from '../../generated/calls.gen.ts';
import { agreeAndSubmit, openCheckout } from './support/checkout.ts';
import { useLiveGateway } from './support/liveGateway.ts';
import { pickRegion } from './support/region.ts';
import { expect, test } from './support/test.ts';

/**
 * The order screens against the real local gateway (PGlite in memory, demo catalogue), started here
 * over the app that the Playwright web server built into dist/. The order cart is handed over the way
 * the cart does it (sessionStorage `buyerapp.orderCart`), built from the gateway's own cart.
 */

const live = useLiveGateway();

const call = live.typed;
/** A 1×1 PNG: the payment voucher photo. */
const VOUCHER_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const login = live.login;

const tomorrow = () => {
  const d = new Date(Date.now() + 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

test('delivery tomorrow in a chosen slot to a newly added address', async ({ page, context }) => {
  const token = await login();
  await openCheckout(live, context, page, token);
  await page.getByRole('button', { name: '选择收货地址' }).click();
  await page.getByRole('button', { name: '新增收货地址' }).click();
  await page.getByRole('textbox', { name: '收货人' }).fill('王工地');
  await page.getByRole('textbox', { name: '手机号码' }).fill('1390000');
  await pickRegion(page, ['上海市', '上海市', '闵行区']);
  await page.getByRole('textbox', { name: '详细地址' }).fill('莘庄工业区春东路508号');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('请输入11位以1开头的手机号').first()).toBeVisible();
  await expect(page.getByRole('textbox', { name: '收货人' })).toHaveValue('王工地');
  await page.getByRole('textbox', { name: '手机号码' }).fill('13900000088');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByRole('heading', { name: '确认订单' })).toBeVisible();
  await expect(page.getByRole('button', { name: '选择收货地址' })).toContainText('王工地 13900000088');
  // The region was picked, not typed: its national codes are stored with its names.
  const stored = await live.db.query<{ province_code: string; city_code: string; district_code: string }>(
    'select province_code, city_code, district_code from addresses where receiver_name = $1',
    ['王工地'],
  );
  expect(stored[0]).toEqual({ province_code: '310000', city_code: '310100', district_code: '310112' });

  const dates = page.getByRole('group', { name: '送货时间 日期' });
  await expect(dates.getByRole('button')).toHaveCount(7);
  await expect(dates.getByRole('button', { pressed: true })).toContainText('明天');
  await page.getByRole('group', { name: '送货时间 时间段' }).getByRole('button', { name: '12:00-18:00' }).click();
  await expect(page.getByRole('group', { name: '送货时间 时间段' }).getByRole('button', { name: '12:00-18:00' })).toHaveAttribute('aria-pressed', 'true');

  // A reload keeps everything that was picked.
  await page.reload();
  await expect(page.getByRole('button', { name: '选择收货地址' })).toContainText('王工地');
  await expect(page.getByRole('group', { name: '送货时间 时间段' }).getByRole('button', { name: '12:00-18:00' })).toHaveAttribute('aria-pressed', 'true');

  const orderId = await agreeAndSubmit(page);
  const detail = await call('order.detail', { orderId }, token);
  expect(detail.delivery.date).toBe(tomorrow());
  expect(detail.delivery.timeSlot).toBe('030020300');
  expect(detail.delivery.receiver?.receiverName).toBe('王工地');
  await expect(page.getByText(`¥${detail.prices.totalAmount}`).first()).toBeVisible();
});

test('self-pickup at a store with a new vehicle, paid offline', async ({ page, context }) => {
  const token = await login();
  await openCheckout(live, context, page, token);
  await page.getByRole('group', { name: '配送方式' }).getByRole('button', { name: '自提' }).click();
  await expect(page.getByRole('region', { name: '自提点' })).toBeVisible();
  const stores = page.getByRole('region', { name: '自提点' }).getByRole('radio');
  await expect(stores.first()).toBeVisible();
  await stores.last().check();
  await page.getByRole('button', { name: '选择提货车辆' }).click();
  await expect(page.getByRole('heading', { name: '选择车辆' })).toBeVisible();
  await page.getByRole('button', { name: '添加车辆' }).click();
  await page.getByRole('textbox', { name: '车牌号' }).fill('沪B99999');
  await page.getByRole('textbox', { name: '核定载重（吨）' }).fill('25');
  await page.getByRole('button', { name: '保存车辆' }).click();
  await expect(page.getByRole('heading', { name: '选择车辆' })).toBeVisible();
  await page.getByRole('checkbox', { name: '沪B99999' }).check();
  await page.getByRole('button', { name: /确定（已选1辆）/ }).click();
  await expect(page.getByRole('region', { name: '提货车辆' })).toContainText('沪B99999');
  const orderId = await agreeAndSubmit(page);
  const detail = await call('order.detail', { orderId }, token);
  expect(detail.delivery.deliveryType).toBe('030060100');
  expect(detail.delivery.store).toBeTruthy();

  await page.getByRole('button', { name: '去支付' }).click();
  await page.getByRole('radio', { name: /线下支付/ }).click();
  await page.getByRole('button', { name: /确认支付/ }).click();
  await expect(page.getByRole('heading', { name: '线下支付' })).toBeVisible();
  await page.getByRole('button', { name: '提交付款凭证' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '请上传1至6张付款凭证' })).toBeVisible();
  // A photo of the transfer (tests/e2e/uploads.spec.ts has the upload itself).
  await page.getByLabel('添加付款凭证').setInputFiles({ name: 'voucher-1.png', mimeType: 'image/png', buffer: VOUCHER_PNG });
  await expect(page.getByRole('button', { name: '删除第1张付款凭证' })).toBeVisible();
  await page.getByRole('textbox', { name: '付款人' }).fill('张建国');
  await page.getByRole('button', { name: '提交付款凭证' }).click();
  await expect(page.getByText('付款信息已提交')).toBeVisible();
  const result = await call('pay.result', { orderId }, token);
  expect(result.payWay).toBe('offline');
});

test('a submitted order is listed under its status with a matching detail', async ({ page, context }) => {
  const token = await login();
  await openCheckout(live, context, page, token);
  const orderId = await agreeAndSubmit(page);
  const detail = await call('order.detail', { orderId }, token);
  await page.goto(`${live.url}/order/orderList`);
  await page.getByRole('tab', { name: /待付款/ }).click();
  await expect(page).toHaveURL(/status=pendingPayment/);
  const link = page.getByRole('link', { name: `查看订单 ${detail.orderNo}` });
  await expect(link).toBeVisible();
  await page.getByRole('tab', { name: /已完成/ }).click();
  await expect(page.getByRole('link', { name: `查看订单 ${detail.orderNo}` })).toHaveCount(0);
  await page.getByRole('tab', { name: /待付款/ }).click();
  await page.getByRole('link', { name: `查看订单 ${detail.orderNo}` }).click();
  await expect(page.getByRole('heading', { name: '订单详情' })).toBeVisible();
  await expect(page.getByText(detail.orderNo)).toBeVisible();
  await expect(page.locator('.ord-hero')).toContainText('待付款');
  await expect(page.getByText(`¥${detail.prices.totalAmount}`).first()).toBeVisible();
  // The detail's own cancel action, per the order's action flags.
  await page.getByRole('button', { name: '取消订单' }).click();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page.locator('.ord-hero')).toContainText('已取消');
});

test('double-tap submit and a retry after a lost answer create exactly one order', async ({ page, context }) => {
  const token = await login();
  const before = (await call('order.list', { pageNum: 1, pageSize: 1 }, token)).total as number;
  await openCheckout(live, context, page, token);
  await page.getByRole('checkbox', { name: '同意采购协议' }).check();
  await expect(page.locator('.ord-bar__total strong')).toContainText('¥');
  // The first answer is lost on the way back (the order was created).
  let dropped = false;
  await page.route(`**${calls['order.submit'].path}`, async (route) => {
    if (dropped) return route.continue();
    dropped = true;
    await route.fetch();
    return route.abort('connectionreset');
  });
  const submit = page.getByRole('button', { name: '提交订单' });
  await submit.dblclick();
  await expect(page.getByRole('alert').filter({ hasText: '提交失败' })).toBeVisible();
  await submit.click();
  await expect(page.getByText('订单提交成功')).toBeVisible();
  const after = (await call('order.list', { pageNum: 1, pageSize: 1 }, token)).total as number;
  expect(after).toBe(before + 1);
});
