import type { Page } from '@playwright/test';
import { devInbox } from '../../generated/constants.gen.ts';
import { DEMO_BUYER } from '../../gateway/seed/index.ts';
import { useLiveGateway } from './support/liveGateway.ts';
import { expect, test } from './support/test.ts';

/**
 * The login screen against the real gateway: one in-memory gateway per worker (PGlite with the demo
 * catalogue, a throwaway key pair) serving the built app (dist/, built by the web server of
 * playwright.config.ts) and the API on one origin. SMS codes are read from the development inbox.
 */

const gateway = useLiveGateway();

/** The latest code the gateway "sent" to a mobile (development inbox). */
async function latestCode(mobile: string): Promise<string> {
  const response = await fetch(`${gateway.url}${devInbox.path}?mobile=${mobile}`);
  const body = (await response.json()) as { data: { codes: { code: string; scene: string }[] } };
  const code = body.data.codes[0]?.code;
  if (!code) throw new Error(`no SMS code for ${mobile}`);
  return code;
}

const agree = (page: Page) => page.getByRole('checkbox', { name: '同意用户协议、隐私政策和登录协议' }).check();

test('login by phone: the code from the SMS inbox logs the buyer in and returns to the redirect', async ({ page, context }) => {
  await page.goto(`${gateway.url}/login?redirect=%2Fmine`);
  await expect(page.getByRole('heading', { name: '登录' })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/login.png' });

  // A wrong mobile is refused before anything is sent.
  await page.getByRole('textbox', { name: '手机号' }).fill('1380000');
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText('请输入正确的11位手机号码')).toBeVisible();

  await page.getByRole('textbox', { name: '手机号' }).fill(DEMO_BUYER.mobile);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByRole('button', { name: /^\d+秒后重发$/ })).toBeDisabled();
  await page.getByRole('textbox', { name: '验证码' }).fill(await latestCode(DEMO_BUYER.mobile));
  await agree(page);
  await page.screenshot({ path: 'test-results/screens/login-sms-filled.png' });
  await page.getByRole('button', { name: '登录' }).click();

  await expect(page).toHaveURL(/\/mine$/);
  await expect(page.getByRole('region', { name: '账号' }).getByRole('heading', { name: DEMO_BUYER.nickname })).toBeVisible();
  expect((await context.cookies()).find((cookie) => cookie.name === 'x-auth-token')?.value).toBeTruthy();
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('buttonList'))) ?? '[]')).not.toEqual([]);

  // Logged in, /login sends the buyer on.
  await page.goto(`${gateway.url}/login`);
  await expect(page).toHaveURL(/\/v2$/);
});

test('login by password: wrong password says so, the right one goes to the home page', async ({ page }) => {
  await page.goto(`${gateway.url}/login`);
  await page.getByRole('tab', { name: '密码登录' }).click();
  await page.getByRole('textbox', { name: '账号' }).fill(DEMO_BUYER.accountName);
  await page.getByLabel('密码', { exact: true }).and(page.locator('input')).fill('wrong-password');
  await agree(page);
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByText('账号或密码错误')).toBeVisible();
  await expect(page.getByRole('textbox', { name: '账号' })).toHaveValue(DEMO_BUYER.accountName);
  await page.screenshot({ path: 'test-results/screens/login-password-error.png' });

  await page.getByLabel('密码', { exact: true }).and(page.locator('input')).fill(DEMO_BUYER.password);
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL(/\/v2$/);
  // Logged in: the home page shows the cart with its count.
  await expect(page.getByRole('button', { name: /^购物车，\d+件商品$/ })).toBeVisible();
});

test('the agreements open from the form and back keeps what was typed; weixin in a browser explains', async ({ page }) => {
  await page.goto(`${gateway.url}/login`);
  await page.getByRole('textbox', { name: '手机号' }).fill('13912345678');
  await page.getByRole('link', { name: '《隐私政策》' }).click();
  await expect(page).toHaveURL(/\/article\/userPrivate$/);
  await expect(page.getByRole('article', { name: '隐私政策' })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/article-privacy.png' });
  await page.getByRole('button', { name: '返回' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('textbox', { name: '手机号' })).toHaveValue('13912345678');

  await page.getByRole('tab', { name: '微信登录' }).click();
  await expect(page.getByRole('button', { name: '微信授权登录' })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/login-weixin-browser.png' });
  await page.getByRole('button', { name: '使用验证码登录' }).click();
  await expect(page.getByRole('textbox', { name: '验证码' })).toBeVisible();
});

test('register a new buyer with an SMS code and a password', async ({ page }) => {
  const mobile = '13987654321';
  await page.goto(`${gateway.url}/login`);
  await page.getByRole('button', { name: '没有账号？立即注册' }).click();
  await expect(page.getByRole('heading', { name: '注册' })).toBeVisible();
  await page.getByRole('textbox', { name: '手机号' }).fill(mobile);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByRole('button', { name: /^\d+秒后重发$/ })).toBeVisible();
  await page.getByRole('textbox', { name: '验证码' }).fill(await latestCode(mobile));
  await page.getByLabel('设置密码', { exact: true }).and(page.locator('input')).fill('abc123456');
  await agree(page);
  await page.screenshot({ path: 'test-results/screens/register.png' });
  await page.getByRole('button', { name: '注册并登录' }).click();
  await expect(page).toHaveURL(/\/v2$/);
  await page.goto(`${gateway.url}/mine`);
  // A new buyer has no nickname: the account card names the account, and shows the mobile with its middle digits hidden.
  await expect(page.getByRole('region', { name: '账号' }).getByText(`${mobile.slice(0, 3)}****${mobile.slice(7)}`)).toBeVisible();
});
