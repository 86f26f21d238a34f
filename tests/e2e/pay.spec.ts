import type { BrowserContext, Page } from '@playwright/test';
import { submitCementOrder } from './support/checkout.ts';
import { useLiveGateway } from './support/liveGateway.ts';
import { installFakeBridge, nativeCalls, webviewUserAgent } from './support/native.ts';
import { expect, test } from './support/test.ts';

/**
 * The pay screens against the real local gateway (PGlite in memory, demo catalogue) over the app the
 * Playwright web server built into dist/: the simulated wechat provider page, paid and cancelled.
 * Orders are created through the gateway (order.submit); the checkout itself is tested in order.spec.ts.
 */

const live = useLiveGateway();

const call = live.typed;
const login = live.login;

/** A new unpaid order of the demo buyer, submitted through the gateway as the checkout does. */
const newOrder = (token: string) => submitCementOrder(live, token, `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}`);

/** Taps digits on the app's numeric keyboard (the pay-password cells' keyboard, shown while they have focus). */
async function typeDigits(page: Page, digits: string): Promise<void> {
  for (const d of digits) await page.getByRole('button', { name: d, exact: true }).click();
}

async function signIn(context: BrowserContext, token: string): Promise<void> {
  await context.addCookies([{ name: 'x-auth-token', value: token, url: live.url }]);
}

test('pay by wechat through the simulated provider page', async ({ page, context }) => {
  const token = await login();
  await signIn(context, token);
  const order = await newOrder(token);
  await page.goto(`${live.url}/pay?orderId=${order.orderId}`);
  await expect(page.getByText(`¥${order.payAmount}`).first()).toBeVisible();
  await page.getByRole('radio', { name: /微信支付/ }).click();
  await page.getByRole('button', { name: `确认支付 ¥${order.payAmount}` }).click();
  await expect(page.getByRole('heading', { name: '微信支付' })).toBeVisible();
  await expect(page.getByText('将前往微信支付完成支付')).toBeVisible();
  await page.getByRole('button', { name: '前往微信支付' }).click();
  await expect(page.getByText('微信支付（模拟收银台）')).toBeVisible();
  await page.getByRole('button', { name: '确认支付' }).click();
  await expect(page).toHaveURL(/\/pay\/success\?/);
  await expect(page.getByRole('heading', { name: '支付成功' }).last()).toBeVisible();
  const detail = await call('order.detail', { orderId: order.orderId }, token);
  expect(detail.status).toBe('pendingDelivery');
  await page.getByRole('button', { name: '查看订单' }).click();
  await expect(page.locator('.ord-hero')).toContainText('待发货');
});

test('cancelling on the provider page returns to the cashier with a clear message', async ({ page, context }) => {
  const token = await login();
  await signIn(context, token);
  const order = await newOrder(token);
  await page.goto(`${live.url}/pay/wechat?orderId=${order.orderId}`);
  await page.getByRole('button', { name: '前往微信支付' }).click();
  await page.getByRole('button', { name: '取消支付' }).click();
  await expect(page).toHaveURL(/\/pay\?orderId=/);
  await expect(page.getByRole('status').filter({ hasText: '支付已取消' })).toBeVisible();
  // The order can still be paid; a new attempt gets a new payment.
  await page.getByRole('radio', { name: /微信支付/ }).click();
  await page.getByRole('button', { name: /确认支付/ }).click();
  await page.getByRole('button', { name: '前往微信支付' }).click();
  await expect(page.getByRole('button', { name: '确认支付' })).toBeVisible();
  const detail = await call('order.detail', { orderId: order.orderId }, token);
  expect(detail.status).toBe('pendingPayment');
});

test('a wrong ERP pay password says so with the tries left, in the buyer’s language, and keeps the order unpaid', async ({ page, context }) => {
  const token = await login();
  await signIn(context, token);
  const order = await newOrder(token);
  await page.goto(`${live.url}/pay/erp?orderId=${order.orderId}`);
  // The six cells of the wallet, typed on the app's numeric keyboard (which closes on the sixth digit).
  await page.getByRole('button', { name: '支付密码' }).click();
  await typeDigits(page, '12');
  // Leaving the cells closes the keyboard, which covers the button.
  await page.getByRole('button', { name: '支付密码' }).blur();
  await page.getByRole('button', { name: '确认扣款' }).click();
  await expect(page.getByText('请输入6位数字支付密码')).toBeVisible();
  await page.getByRole('button', { name: '支付密码' }).click();
  // The two digits stay: four more make a wrong six-digit password (120000).
  await typeDigits(page, '0000');
  await page.getByRole('button', { name: '确认扣款' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '支付失败：支付密码错误，还可输入4次' })).toBeVisible();
  // In English the same answer is the catalogue's English, never the gateway's Chinese message.
  await page.evaluate(() => localStorage.setItem('locale', JSON.stringify('en')));
  await page.reload();
  await page.getByRole('button', { name: 'Pay password' }).click();
  await typeDigits(page, '000000');
  await page.getByRole('button', { name: 'Pay from ERP account' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Payment failed: Wrong pay password; 3 tries left' })).toBeVisible();
  expect(await page.getByRole('alert').innerText()).not.toMatch(/[\u4e00-\u9fff]/);
  expect((await call('order.detail', { orderId: order.orderId }, token)).status).toBe('pendingPayment');
});

test.describe('inside the app', () => {
  test.use({ userAgent: webviewUserAgent });

  test('the bank transfer hands off to the online banking of the seller’s bank; a browser keeps to the details', async ({ page, context }) => {
    const token = await login();
    await signIn(context, token);
    await installFakeBridge(page, { getToken: token });
    const order = await newOrder(token);
    await page.goto(`${live.url}/pay/bank?orderId=${order.orderId}`);
    await expect(page.getByText('121909876510001')).toBeVisible();
    await page.getByRole('button', { name: '去网银转账' }).click();
    await expect
      .poll(async () => (await nativeCalls(page)).filter((m) => m.name === 'openWebBank').map((m) => m.payload))
      .toEqual([{ url: 'https://www.cmbchina.com' }]);
  });
});

test('in a browser the bank transfer shows its details and no online-banking hand-off', async ({ page, context }) => {
  const token = await login();
  await signIn(context, token);
  const order = await newOrder(token);
  await page.goto(`${live.url}/pay/bank?orderId=${order.orderId}`);
  await expect(page.getByText('121909876510001')).toBeVisible();
  await expect(page.getByRole('button', { name: '我已完成转账' })).toBeVisible();
  await expect(page.getByRole('button', { name: '去网银转账' })).toHaveCount(0);
});
