import type { BrowserContext, Page } from '@playwright/test';
import { cookies, devInbox } from '../../generated/constants.gen.ts';
import { DEMO_BUYER } from '../../gateway/seed/index.ts';
import { shot, useLiveGateway } from './support/liveGateway.ts';
import { installFakeBridge, nativeCalls, webviewUserAgent } from './support/native.ts';
import { expect, test } from './support/test.ts';

/**
 * The account's security flows against the real gateway (one in-memory gateway for this file, serving
 * the built app): the password changed with the old one and by an SMS code, the forgotten password from
 * the login page, the image code after repeated wrong passwords, the phone change, the settings page and
 * the account cancellation. Each test registers a buyer of its own, so the demo buyers stay as they are.
 * Every bad entry shows the catalogue's message and sends nothing (no request to /gw/).
 */

const live = useLiveGateway();

/** The latest SMS code of a scene the gateway "sent" to a mobile (development inbox). */
async function latestCode(mobile: string, scene: string): Promise<string> {
  const response = await fetch(`${live.url}${devInbox.path}?mobile=${mobile}`);
  const body = (await response.json()) as { data: { codes: { code: string; scene: string }[] } };
  const code = body.data.codes.find((c) => c.scene === scene)?.code;
  if (!code) throw new Error(`no ${scene} code for ${mobile}`);
  return code;
}

/** A new buyer registered by mobile and password; returns the token. */
async function register(mobile: string, password: string): Promise<string> {
  await live.typed('auth.sendCode', { mobile, scene: 'register' });
  return (await live.typed('auth.register', { mobile, smsCode: await latestCode(mobile, 'register'), password, agreeTerms: true })).token;
}

async function logIn(context: BrowserContext, token: string): Promise<void> {
  await context.addCookies([{ name: cookies.token, value: token, url: live.url }]);
}

/** Counts the gateway calls the page makes from now on. */
function countGatewayCalls(page: Page): { count: number } {
  const seen = { count: 0 };
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/gw/')) seen.count += 1;
  });
  return seen;
}

/** Runs a bad entry and checks that it sent nothing. */
async function sendsNothing(gw: { count: number }, act: () => Promise<void>): Promise<void> {
  const before = gw.count;
  await act();
  expect(gw.count).toBe(before);
}

const agree = (page: Page) => page.getByRole('checkbox', { name: '同意用户协议、隐私政策和登录协议' }).check();
const passwordInput = (page: Page, label: string) => page.getByLabel(label, { exact: true }).and(page.locator('input'));

test('change the password with the old one; logged out, the old one is refused — after three tries with an image code — and the new one works', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const mobile = '13955550001';
  await logIn(context, await register(mobile, 'old123456'));
  const gw = countGatewayCalls(page);

  await page.goto(`${live.url}/mine/setting`);
  await expect(page.getByRole('heading', { name: '设置' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^更换手机号/ })).toContainText('139****0001');
  await expect(page.getByText('2.1.7').first()).toBeVisible();
  await page.screenshot({ path: shot('security-settings') });

  await page.getByRole('link', { name: '修改登录密码' }).click();
  await expect(page).toHaveURL(/\/mine\/updatePwdSelect$/);
  await page.screenshot({ path: shot('security-password-select') });
  await page.getByRole('link', { name: /^通过原密码修改/ }).click();
  await expect(page).toHaveURL(/\/mine\/setPswByOldPsw$/);

  // Bad entries: each field says why, nothing is sent.
  await sendsNothing(gw, async () => {
    await passwordInput(page, '新密码').fill('abc');
    await passwordInput(page, '确认密码').fill('abd');
    await page.getByRole('button', { name: '确认修改' }).click();
    await expect(page.getByText('请输入原密码').first()).toBeVisible();
    await expect(page.getByText('密码需为6-20位字母或数字').first()).toBeVisible();
    await expect(page.getByText('两次输入的密码不一致').first()).toBeVisible();
  });
  await page.screenshot({ path: shot('security-password-old-errors') });
  await sendsNothing(gw, async () => {
    await passwordInput(page, '原密码').fill('old123456');
    await passwordInput(page, '新密码').fill('old123456');
    await passwordInput(page, '确认密码').fill('old123456');
    await page.getByRole('button', { name: '确认修改' }).click();
    await expect(page.getByText('新密码不能与原密码相同').first()).toBeVisible();
  });

  // A wrong old password is the gateway's answer.
  await passwordInput(page, '原密码').fill('wrong1234');
  await passwordInput(page, '新密码').fill('new123456');
  await passwordInput(page, '确认密码').fill('new123456');
  await page.getByRole('button', { name: '确认修改' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '原密码错误' })).toBeVisible();
  await passwordInput(page, '原密码').fill('old123456');
  await page.getByRole('button', { name: '确认修改' }).click();
  await expect(page.getByText('密码已修改').first()).toBeVisible();
  // Back where the change started.
  await expect(page).toHaveURL(/\/mine\/setting$/);

  await page.getByRole('button', { name: '退出登录' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/\/mine$/);
  await expect(page.getByRole('button', { name: '登录/注册' })).toBeVisible();

  // The old password is refused; after the third time the gateway asks for an image code.
  await page.goto(`${live.url}/login`);
  await page.getByRole('tab', { name: '密码登录' }).click();
  await page.getByRole('textbox', { name: '账号' }).fill(mobile);
  await passwordInput(page, '密码').fill('old123456');
  await agree(page);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: '账号或密码错误' })).toBeVisible();
  }
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: '密码错误次数过多，请输入图形验证码' })).toBeVisible();
  const picture = page.getByRole('img', { name: '图形验证码，点击换一张' });
  await expect(picture).toBeVisible();
  await page.screenshot({ path: shot('security-login-image-code') });
  await sendsNothing(gw, async () => {
    await passwordInput(page, '密码').fill('new123456');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page.getByText('请输入4位数字图形验证码').first()).toBeVisible();
  });

  // The digits of the picture (read from the database, as a person reads the picture).
  const [row] = await live.db.query<{ code: string }>('select code from image_codes where used_at is null order by expires_at desc limit 1');
  await page.getByRole('textbox', { name: '图形码' }).fill(row!.code);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/v2$/);
});

test('forgotten password by SMS from the login page, then change it by SMS in the app, and cancel the account: two confirmations, logged out, no login any more', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const mobile = '13955550002';
  await register(mobile, 'first123');
  const gw = countGatewayCalls(page);

  await page.goto(`${live.url}/login`);
  await page.getByRole('tab', { name: '密码登录' }).click();
  await page.getByRole('button', { name: '忘记密码' }).click();
  await expect(page.getByRole('heading', { name: '找回密码' })).toBeVisible();
  await page.screenshot({ path: shot('security-reset') });

  await sendsNothing(gw, async () => {
    await page.getByRole('textbox', { name: '手机号' }).fill('1395555');
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect(page.getByText('请输入正确的11位手机号码').first()).toBeVisible();
    await page.getByRole('button', { name: '重置密码' }).click();
    await expect(page.getByText('请输入6位数字验证码').first()).toBeVisible();
    await expect(page.getByText('密码需为6-20位字母或数字').first()).toBeVisible();
  });
  await page.screenshot({ path: shot('security-reset-errors') });

  await page.getByRole('textbox', { name: '手机号' }).fill(mobile);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByRole('button', { name: /^\d+秒后重发$/ })).toBeDisabled();
  await page.getByRole('textbox', { name: '验证码' }).fill(await latestCode(mobile, 'resetPassword'));
  await passwordInput(page, '新密码').fill('reset123');
  await passwordInput(page, '确认密码').fill('reset124');
  await sendsNothing(gw, async () => {
    await page.getByRole('button', { name: '重置密码' }).click();
    await expect(page.getByText('两次输入的密码不一致').first()).toBeVisible();
  });
  await passwordInput(page, '确认密码').fill('reset123');
  await page.getByRole('button', { name: '重置密码' }).click();
  await expect(page.getByText('密码已重置，请使用新密码登录').first()).toBeVisible();

  // Back on the password login with the mobile filled in: the new password logs in.
  await expect(page.getByRole('textbox', { name: '账号' })).toHaveValue(mobile);
  await passwordInput(page, '密码').fill('reset123');
  await agree(page);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/v2$/);

  // Inside the app: the native app's version, the switch to another role's app, then the password
  // changed by SMS, and the account cancelled.
  const token = (await live.typed('auth.login', { account: mobile, password: 'reset123' })).token;
  await live.db.query(`update members set roles = '{buyer,seller}' where mobile = $1`, [mobile]);
  const app = await browser.newContext({
    userAgent: webviewUserAgent,
    viewport: { width: 375, height: 667 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  try {
    await app.addCookies([{ name: cookies.token, value: token, url: live.url }]);
    const inApp = await app.newPage();
    await installFakeBridge(inApp, { getToken: '', canSwitchApp: true, getAppVersion: '3.0.1' });
    await inApp.goto(`${live.url}/mine/setting`);
    await inApp.evaluate(() => localStorage.setItem('searchHistory', 'C30,螺纹钢'));
    await inApp.reload();
    await expect(inApp.getByText('3.0.1')).toBeVisible();
    await expect(inApp.getByText('2条')).toBeVisible();
    await inApp.getByRole('button', { name: '清除搜索记录' }).click();
    await expect(inApp.getByText('搜索记录已清除')).toBeVisible();
    await expect(inApp.getByRole('button', { name: '清除搜索记录' })).toBeDisabled();
    expect(await inApp.evaluate(() => localStorage.getItem('searchHistory'))).toBeNull();
    await inApp.getByRole('button', { name: '切换到卖家端' }).click();
    await expect
      .poll(async () => (await nativeCalls(inApp)).filter((call) => call.name === 'switchAppType').map((call) => call.payload))
      .toEqual([{ type: 'seller' }]);
    await inApp.screenshot({ path: shot('security-settings-app') });

    const inAppCalls = countGatewayCalls(inApp);
    await inApp.getByRole('link', { name: '修改登录密码' }).click();
    await inApp.getByRole('link', { name: /^通过手机验证码修改/ }).click();
    await expect(inApp).toHaveURL(/\/mine\/authenPwdByPhone$/);
    await expect(inApp.getByText('验证码将发送至139****0002')).toBeVisible();
    await sendsNothing(inAppCalls, async () => {
      await inApp.getByRole('textbox', { name: '验证码' }).fill('12ab');
      await inApp.getByRole('button', { name: '下一步' }).click();
      await expect(inApp.getByText('请输入6位数字验证码').first()).toBeVisible();
    });
    await inApp.screenshot({ path: shot('security-password-phone-verify') });
    await inApp.getByRole('button', { name: '获取验证码' }).click();
    await expect(inApp.getByRole('button', { name: /^\d+秒后重发$/ })).toBeDisabled();
    await inApp.getByRole('textbox', { name: '验证码' }).fill(await latestCode(mobile, 'changePassword'));
    await inApp.getByRole('button', { name: '下一步' }).click();
    await expect(inApp).toHaveURL(/\/mine\/setPswByPhone$/);
    await sendsNothing(inAppCalls, async () => {
      await passwordInput(inApp, '新密码').fill('phone_123');
      await inApp.getByRole('button', { name: '确认修改' }).click();
      await expect(inApp.getByText('密码需为6-20位字母或数字').first()).toBeVisible();
    });
    await inApp.screenshot({ path: shot('security-password-phone-new') });
    await passwordInput(inApp, '新密码').fill('phone123');
    await passwordInput(inApp, '确认密码').fill('phone123');
    await inApp.getByRole('button', { name: '确认修改' }).click();
    await expect(inApp.getByText('密码已修改')).toBeVisible();
    await expect(inApp).toHaveURL(/\/mine\/setting$/);

    // Cancel: the first confirmation can be declined; the second is the last word.
    await inApp.getByRole('button', { name: '注销账号' }).click();
    await expect(inApp.getByRole('dialog')).toContainText('注销后该账号将无法再登录');
    await inApp.getByRole('button', { name: '暂不注销' }).click();
    await expect(inApp.getByRole('dialog')).toHaveCount(0);
    await inApp.getByRole('button', { name: '注销账号' }).click();
    await inApp.waitForTimeout(300);
    await inApp.screenshot({ path: shot('security-cancel-first') });
    await inApp.getByRole('button', { name: '继续注销' }).click();
    await expect(inApp.getByRole('dialog').filter({ hasText: '再次确认' })).toContainText('确定注销账号“u13955550002”吗？');
    // The first dialog has gone and the second has finished opening (a JS animation) before the picture.
    await expect(inApp.getByRole('dialog')).toHaveCount(1);
    await inApp.waitForTimeout(300);
    await inApp.screenshot({ path: shot('security-cancel-second') });
    await inApp.getByRole('button', { name: '确认注销' }).click();
    await expect(inApp.getByText('账号已注销')).toBeVisible();
    await expect(inApp).toHaveURL(/\/mine$/);
    await expect(inApp.getByRole('button', { name: '登录/注册' })).toBeVisible();
    expect((await nativeCalls(inApp)).map((call) => call.name)).toContain('loginOut');
    expect((await app.cookies()).find((cookie) => cookie.name === cookies.token)?.value ?? '').toBe('');
  } finally {
    await app.close();
  }

  // Logged out everywhere: the browser's session ended too (its next call says so); and the account can
  // no longer log in.
  await page.goto(`${live.url}/mine`);
  await expect(page.getByRole('button', { name: '登录/注册' })).toBeVisible();
  await page.goto(`${live.url}/login`);
  const notice = page.getByRole('dialog').filter({ hasText: '登录信息已过期，请重新登录' });
  await expect(notice).toBeVisible();
  await notice.getByRole('button').click();
  await expect(notice).toHaveCount(0);
  await page.getByRole('tab', { name: '密码登录' }).click();
  await page.getByRole('textbox', { name: '账号' }).fill('u13955550002');
  await passwordInput(page, '密码').fill('phone123');
  await agree(page);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: '该账号已注销' })).toBeVisible();
  await page.screenshot({ path: shot('security-cancelled-login') });
});

test('change the phone by SMS: the old mobile verified, a code to the new one; the new phone logs in, the old one is unknown; in English too', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const oldMobile = '13955550003';
  const newMobile = '13955550004';
  await logIn(context, await register(oldMobile, 'pass1234'));
  const gw = countGatewayCalls(page);

  await page.goto(`${live.url}/mine/setting`);
  await page.getByRole('link', { name: /^更换手机号/ }).click();
  await expect(page).toHaveURL(/\/Personalinformation\/editMobile$/);
  await expect(page.getByText('139****0003').first()).toBeVisible();
  await page.screenshot({ path: shot('security-mobile-start') });

  // By the password: a wrong one is refused (an empty one is not sent).
  await page.getByRole('link', { name: /^通过登录密码验证/ }).click();
  await expect(page).toHaveURL(/\/mine\/authenPassword$/);
  await sendsNothing(gw, async () => {
    await page.getByRole('button', { name: '下一步' }).click();
    await expect(page.getByText('请输入登录密码', { exact: true }).first()).toBeVisible();
  });
  await passwordInput(page, '登录密码').fill('wrong999');
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '登录密码错误' })).toBeVisible();
  await page.screenshot({ path: shot('security-verify-password') });
  await page.getByRole('button', { name: '返回' }).click();

  // By the old mobile.
  await page.getByRole('link', { name: /^通过原手机号验证/ }).click();
  await expect(page).toHaveURL(/\/mine\/authenPhone$/);
  await sendsNothing(gw, async () => {
    await page.getByRole('button', { name: '下一步' }).click();
    await expect(page.getByText('请输入6位数字验证码').first()).toBeVisible();
  });
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByRole('button', { name: /^\d+秒后重发$/ })).toBeDisabled();
  await page.screenshot({ path: shot('security-verify-phone') });
  await page.getByRole('textbox', { name: '验证码' }).fill(await latestCode(oldMobile, 'oldMobile'));
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page).toHaveURL(/\/mine\/updateNewPhone$/);

  // The new mobile: checked here first, then by the gateway (a number in use).
  await sendsNothing(gw, async () => {
    await page.getByRole('textbox', { name: '新手机号' }).fill('2395555000');
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect(page.getByText('请输入正确的11位手机号码').first()).toBeVisible();
    await page.getByRole('textbox', { name: '新手机号' }).fill(oldMobile);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect(page.getByText('新手机号不能与当前手机号相同').first()).toBeVisible();
  });
  await page.screenshot({ path: shot('security-new-phone-errors') });
  await page.getByRole('textbox', { name: '新手机号' }).fill(DEMO_BUYER.mobile);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '该手机号已被使用，请更换其他号码' })).toBeVisible();
  await page.getByRole('textbox', { name: '新手机号' }).fill(newMobile);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByRole('button', { name: /^\d+秒后重发$/ })).toBeDisabled();
  await page.getByRole('textbox', { name: '验证码' }).fill(await latestCode(newMobile, 'changeMobile'));
  await page.getByRole('button', { name: '确认更换' }).click();
  await expect(page.getByText('手机号已更换').first()).toBeVisible();
  await expect(page).toHaveURL(/\/mine\/setting$/);
  await expect(page.getByRole('link', { name: /^更换手机号/ })).toContainText('139****0004');

  // The new phone logs in by SMS, to the same account.
  await context.clearCookies();
  await page.goto(`${live.url}/login?redirect=%2Fmine`);
  await page.getByRole('textbox', { name: '手机号' }).fill(newMobile);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByRole('button', { name: /^\d+秒后重发$/ })).toBeDisabled();
  await page.getByRole('textbox', { name: '验证码' }).fill(await latestCode(newMobile, 'login'));
  await agree(page);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/mine$/);
  await expect(page.getByRole('region', { name: '账号' }).getByRole('heading', { name: 'u13955550003' })).toBeVisible();

  // The old phone is unknown: the forgotten password finds no account for it.
  await context.clearCookies();
  await page.goto(`${live.url}/login`);
  await page.getByRole('tab', { name: '密码登录' }).click();
  await page.getByRole('button', { name: '忘记密码' }).click();
  await page.getByRole('textbox', { name: '手机号' }).fill(oldMobile);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '该手机号未注册账号' })).toBeVisible();

  // In English, chosen on the settings page and kept across a reload.
  await logIn(context, (await live.typed('auth.login', { account: newMobile, password: 'pass1234' })).token);
  await page.goto(`${live.url}/mine/setting`);
  await page.getByText('English', { exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Clear search history' })).toBeVisible();
  await page.screenshot({ path: shot('security-settings-en') });
  await page.getByRole('link', { name: 'Change password' }).click();
  await page.screenshot({ path: shot('security-password-select-en') });
  await page.getByRole('link', { name: /^With the current password/ }).click();
  await sendsNothing(gw, async () => {
    await page.getByRole('button', { name: 'Change the password' }).click();
    await expect(page.getByText('Enter the current password').first()).toBeVisible();
  });
  await page.screenshot({ path: shot('security-password-old-en') });
  await page.goto(`${live.url}/Personalinformation/editMobile`);
  await expect(page.getByText('139****0004').first()).toBeVisible();
  await page.screenshot({ path: shot('security-mobile-start-en') });
  await page.getByRole('link', { name: /^Verify with the password/ }).click();
  await passwordInput(page, 'Password').fill('wrong999');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Wrong password' })).toBeVisible();
  await page.screenshot({ path: shot('security-verify-password-en') });
  await page.goto(`${live.url}/mine/updateNewPhone`);
  await expect(page.getByText('Confirm who you are first').first()).toBeVisible();
  await page.screenshot({ path: shot('security-new-phone-en') });
});
