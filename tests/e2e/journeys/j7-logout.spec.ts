import type { Page } from '@playwright/test';
import { buyer, shot } from '../support/journey.ts';
import { expect, test } from '../support/test.ts';

/**
 * Journey 7: after logging out, each protected page sends the visitor to the login page, and logging in
 * brings them back to exactly that page (path and query).
 */

async function logInWithPassword(page: Page): Promise<void> {
  await page.getByRole('tab', { name: '密码登录' }).click();
  await page.getByRole('textbox', { name: '账号' }).fill(buyer.account);
  await page.getByLabel('密码', { exact: true }).and(page.locator('input')).fill(buyer.password);
  await page.getByRole('checkbox', { name: '同意用户协议、隐私政策和登录协议' }).check();
  await page.getByRole('button', { name: '登录' }).click();
}

async function logOut(page: Page): Promise<void> {
  await page.goto('/mine');
  await page.getByRole('button', { name: '退出登录' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '退出登录' }).click();
  await expect(page.getByRole('button', { name: '登录/注册' })).toBeVisible();
}

test('journey 7: log out; protected pages send the buyer to login and back to where they were', async ({ page, context }) => {
  await page.goto('/login');
  await logInWithPassword(page);
  await expect(page).toHaveURL(/\/v2$/);
  await page.goto('/mine');
  await expect(page.getByRole('region', { name: '账号' }).getByRole('heading', { name: buyer.nickname })).toBeVisible();
  await shot(page, '40-mine');

  const protectedPages: { path: string; heading: string }[] = [
    { path: '/cart/cart', heading: '购物车' },
    { path: '/order/orderList?status=pendingDelivery', heading: '我的订单' },
    { path: '/receivingAddress', heading: '收货地址' },
  ];
  for (const [index, { path, heading }] of protectedPages.entries()) {
    await logOut(page);
    if (index === 0) await shot(page, '41-mine-logged-out');
    expect((await context.cookies()).find((cookie) => cookie.name === 'x-auth-token')).toBeUndefined();
    await page.goto(path);
    await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(path)}`);
    await expect(page.getByRole('heading', { name: '登录' })).toBeVisible();
    if (index === 0) await shot(page, '42-login-redirect');
    await logInWithPassword(page);
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
  }
});
