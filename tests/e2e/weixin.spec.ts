import type { BrowserContext, Page } from '@playwright/test';
import { cookies, devInbox } from '../../generated/constants.gen.ts';
import { DEMO_BUYER } from '../../gateway/seed/index.ts';
import { shot, useLiveGateway } from './support/liveGateway.ts';
import { expect, test } from './support/test.ts';

/**
 * Weixin login in a browser (issue 13, acceptance 4): the login page sends the buyer to the gateway's
 * simulated weixin authorisation page, which returns a weChatCode to /login. A bound weixin logs in; an
 * unbound one binds a mobile by the SMS code for weixin and logs in; once unbound in the settings, the
 * same weixin is asked to bind again. Against the real gateway, SMS codes from its development inbox.
 */

const live = useLiveGateway();

const agree = (page: Page) => page.getByRole('checkbox', { name: '同意用户协议、隐私政策和登录协议' }).check();

/** The latest weixin-binding code the gateway "sent" to a mobile. */
async function weixinCode(mobile: string): Promise<string> {
  const response = await fetch(`${live.url}${devInbox.path}?mobile=${mobile}`);
  const body = (await response.json()) as { data: { codes: { code: string; scene: string }[] } };
  const code = body.data.codes.find((c) => c.scene === 'weixin')?.code;
  if (!code) throw new Error(`no weixin code for ${mobile}`);
  return code;
}

/** The token the browser holds (the login's cookie). */
async function browserToken(context: BrowserContext): Promise<string> {
  const token = (await context.cookies()).find((cookie) => cookie.name === cookies.token)?.value;
  expect(token).toBeTruthy();
  return token!;
}

/** Counts the gateway calls the page makes from now on. */
function countGatewayCalls(page: Page): { count: number } {
  const seen = { count: 0 };
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/gw/')) seen.count += 1;
  });
  return seen;
}

/** From the login page's weixin tab (agreements accepted) to the simulated authorisation page. */
async function toAuthorisationPage(page: Page): Promise<void> {
  await page.getByRole('button', { name: '微信授权登录' }).click();
  await expect(page).toHaveURL(/\/__weixin\/authorize\?/);
  await expect(page.getByRole('heading', { name: '微信授权（模拟）' })).toBeVisible();
}

/** On the authorisation page: another weixin user (by id) authorises. */
async function authoriseAs(page: Page, weixinUser: string): Promise<void> {
  await page.getByRole('radio', { name: '其他微信用户', exact: true }).check();
  await page.getByRole('textbox', { name: /其他微信用户的标识/ }).fill(weixinUser);
  await page.getByRole('button', { name: '授权登录' }).click();
}

test('a bound weixin logs in through the authorisation page; cancelling there is said on /login', async ({ page, context }) => {
  test.setTimeout(90_000);
  await page.goto(`${live.url}/login?redirect=%2Fmine`);
  await page.getByRole('tab', { name: '微信登录' }).click();
  await expect(page.getByRole('heading', { name: '在浏览器中使用微信登录' })).toBeVisible();
  // The agreements first: nothing happens without them.
  await page.getByRole('button', { name: '微信授权登录' }).click();
  await expect(page.getByText('请先阅读并同意用户协议、隐私政策和登录协议')).toBeVisible();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmine$/);
  await page.screenshot({ path: shot('weixin-login-browser') });

  await agree(page);
  await toAuthorisationPage(page);
  await expect(page.getByRole('radio', { name: /演示买家的微信/ })).toBeChecked();
  await page.screenshot({ path: shot('weixin-authorize-page') });
  await page.getByRole('button', { name: '取消' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmine&state=[0-9a-f]{32}$/);
  await expect(page.getByRole('tab', { name: '微信登录' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('你已取消微信授权，可以重新授权或使用其他方式登录')).toBeVisible();
  await page.screenshot({ path: shot('weixin-cancelled') });

  // Authorise again as the demo buyer's weixin (bound): logged in, on to the redirect.
  await toAuthorisationPage(page);
  await page.getByRole('radio', { name: /演示买家的微信/ }).check();
  await page.getByRole('button', { name: '授权登录' }).click();
  await expect(page).toHaveURL(/\/mine$/);
  const info = await live.typed('auth.userInfo', {}, await browserToken(context));
  expect(info).toMatchObject({ memberId: DEMO_BUYER.memberId, weixinBound: true });
  await page.screenshot({ path: shot('weixin-logged-in') });
});

test('an unbound weixin binds a mobile by SMS code and logs in; unbound in settings, it is asked to bind again', async ({ page, context }) => {
  test.setTimeout(120_000);
  const weixinUser = 'wx-e2e-fresh';
  const mobile = '13912340066';
  await page.goto(`${live.url}/login?redirect=%2Fmine%2Fsetting`);
  await page.getByRole('tab', { name: '微信登录' }).click();
  await agree(page);
  await toAuthorisationPage(page);
  await authoriseAs(page, weixinUser);
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmine%2Fsetting&weChatCode=wx-e2e-fresh&state=/);
  await expect(page.getByRole('heading', { name: '绑定手机号' })).toBeVisible();

  // Bad input is refused with the catalogue's words, and nothing is sent.
  const calls = countGatewayCalls(page);
  await page.getByRole('textbox', { name: '手机号' }).fill('1391234');
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText('请输入正确的11位手机号码')).toBeVisible();
  await page.getByRole('button', { name: '绑定并登录' }).click();
  await expect(page.getByText('请输入6位数字验证码')).toBeVisible();
  await page.screenshot({ path: shot('weixin-bind-errors') });
  expect(calls.count).toBe(0);

  await page.getByRole('textbox', { name: '手机号' }).fill(mobile);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByRole('button', { name: /^\d+秒后重发$/ })).toBeDisabled();
  await page.getByRole('textbox', { name: '验证码' }).fill(await weixinCode(mobile));
  await page.screenshot({ path: shot('weixin-bind') });
  await page.getByRole('button', { name: '绑定并登录' }).click();
  await expect(page).toHaveURL(/\/mine\/setting$/);
  const token = await browserToken(context);
  expect(await live.typed('auth.userInfo', {}, token)).toMatchObject({ mobile, weixinBound: true });

  // Unbind in the settings.
  await page.getByRole('button', { name: '解除微信绑定' }).click();
  await page.getByRole('button', { name: '解除绑定' }).click();
  await expect.poll(async () => (await live.typed('auth.userInfo', {}, token)).weixinBound).toBe(false);
  await page.screenshot({ path: shot('weixin-unbound-settings') });

  // Logged out, the same weixin is asked to bind again.
  await page.getByRole('button', { name: '退出登录' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/\/mine$/);
  expect((await context.cookies()).find((cookie) => cookie.name === cookies.token)).toBeUndefined();
  await page.goto(`${live.url}/login`);
  await page.getByRole('tab', { name: '微信登录' }).click();
  await agree(page);
  await toAuthorisationPage(page);
  await authoriseAs(page, weixinUser);
  await expect(page.getByRole('heading', { name: '绑定手机号' })).toBeVisible();

  // The same screen in English (the answer is checked again after the reload).
  await page.evaluate(() => localStorage.setItem('locale', JSON.stringify('en')));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Bind a mobile number' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Bind and log in' })).toBeVisible();
  await page.screenshot({ path: shot('weixin-bind-en') });
});
