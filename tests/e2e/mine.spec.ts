import { DEMO_BUYER } from '../../gateway/seed/index.ts';
import { useLiveGateway } from './support/liveGateway.ts';
import { expect, test } from './support/test.ts';

/**
 * The "me" page against the real gateway: one in-memory gateway per worker (PGlite with the demo
 * catalogue, a throwaway key pair) serving the built app (dist/, built by the web server of
 * playwright.config.ts) and the API on one origin.
 */

const gateway = useLiveGateway();

test('logged out: login comes back to /mine with the account and order counts; logout ends the session', async ({ page, context }) => {
  await page.goto(`${gateway.url}/mine`);
  await page.screenshot({ path: 'test-results/screens/mine-logged-out.png' });
  await page.getByRole('button', { name: '登录/注册' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmine$/);

  await page.getByRole('tab', { name: '密码登录' }).click();
  await page.getByRole('textbox', { name: '账号' }).fill(DEMO_BUYER.accountName);
  await page.getByLabel('密码', { exact: true }).and(page.locator('input')).fill(DEMO_BUYER.password);
  await page.getByRole('checkbox', { name: '同意用户协议、隐私政策和登录协议' }).check();
  await page.getByRole('button', { name: '登录' }).click();

  await expect(page).toHaveURL(/\/mine$/);
  const account = page.getByRole('region', { name: '账号' });
  await expect(account.getByRole('heading', { name: DEMO_BUYER.nickname })).toBeVisible();
  await expect(account.getByText(`账号 ${DEMO_BUYER.accountName} · 138****0001`)).toBeVisible();
  await expect(page.getByRole('button', { name: '已完成 3' })).toBeVisible();
  await expect(page.getByRole('button', { name: '配送中 1' })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/mine.png' });
  await page.screenshot({ path: 'test-results/screens/mine-full.png', fullPage: true });

  const token = (await context.cookies()).find((cookie) => cookie.name === 'x-auth-token')?.value;
  expect(token).toBeTruthy();
  await page.getByRole('button', { name: '退出登录' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '退出登录' }).click();
  await expect(page.getByRole('button', { name: '登录/注册' })).toBeVisible();
  expect((await context.cookies()).find((cookie) => cookie.name === 'x-auth-token')).toBeUndefined();
  expect(await page.evaluate(() => localStorage.getItem('userInfo'))).toBeNull();

  // The gateway ended that session: the old token no longer reads the user info.
  await page.goto(`${gateway.url}/mine`);
  await expect(page.getByRole('button', { name: '登录/注册' })).toBeVisible();
});

test('the language switch turns the page to English and back', async ({ page }) => {
  await page.goto(`${gateway.url}/mine`);
  await page.getByRole('group', { name: '语言' }).getByText('English').click();
  await expect(page.getByRole('button', { name: 'Log in / Register' })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/mine-en.png' });
  await page.getByRole('group', { name: 'Language' }).getByText('简体中文').click();
  await expect(page.getByRole('button', { name: '登录/注册' })).toBeVisible();
});
