import type { BrowserContext, Page } from '@playwright/test';
import { cookies } from '../../generated/constants.gen.ts';
import { captchaDataUrl } from '../../gateway/lib/captcha.ts';
import { DEMO_BUYER } from '../../gateway/seed/index.ts';
import { shot, useLiveGateway } from './support/liveGateway.ts';
import { installFakeBridge, nativeCalls, webviewUserAgent } from './support/native.ts';
import { expect, test } from './support/test.ts';

/**
 * The buyer's own pages against the real gateway (one in-memory gateway for this file, serving the built
 * app): the personal information and its edit pages (/Personalinformation…), the messages with the
 * unread badge on /mine and on the tab bar (/mine/message, /message, /message/checkMsg), and customer
 * service (/mine/contactServer, /mine/customerServer) — in Chinese, and each screen once in English.
 */

const live = useLiveGateway();

/** The demo buyer logged in through the token cookie (no login form). */
async function logIn(context: BrowserContext): Promise<void> {
  const token = await live.login();
  await context.addCookies([{ name: cookies.token, value: token, url: live.url }]);
}

/** Counts the gateway calls the page makes from now on. */
function countGatewayCalls(page: Page): { readonly count: number } {
  const seen = { count: 0 };
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/gw/')) seen.count += 1;
  });
  return seen;
}

const inEnglish = (page: Page) => page.evaluate(() => localStorage.setItem('locale', JSON.stringify('en')));
const row = (page: Page, name: string | RegExp) => page.getByRole('link', { name });

test('personal information: name, nickname, gender and avatar saved and shown again after a reload; bad input says why and sends nothing', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await logIn(context);
  await page.goto(`${live.url}/mine`);
  await page.getByRole('region', { name: '账号' }).getByRole('link', { name: '个人信息' }).click();
  await expect(page).toHaveURL(/\/Personalinformation$/);
  await expect(page.getByRole('heading', { name: '个人信息' })).toBeVisible();
  await expect(row(page, '姓名 张建国')).toBeVisible();
  await expect(row(page, '昵称 演示买家')).toBeVisible();
  await expect(row(page, '性别 男')).toBeVisible();
  await expect(row(page, `手机号 ${DEMO_BUYER.mobile}`)).toHaveAttribute('href', '/Personalinformation/editMobile');
  await page.screenshot({ path: shot('profile') });

  // The name: empty, then with a digit — each refused under the field with the catalogue's words, nothing sent.
  await row(page, '姓名 张建国').click();
  await expect(page).toHaveURL(/\/Personalinformation\/editname$/);
  const name = page.getByRole('textbox', { name: '姓名' });
  await expect(name).toHaveValue('张建国');
  const calls = countGatewayCalls(page);
  await name.fill('');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByRole('alert')).toHaveText('请输入姓名');
  await name.fill('张三3');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByRole('alert')).toHaveText('姓名须为1至20位汉字或字母');
  await name.fill('一二三四五六七八九十一二三四五六七八九十一');
  await name.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('姓名须为1至20位汉字或字母');
  await page.screenshot({ path: shot('profile-edit-name-error') });
  expect(calls.count).toBe(0);
  await name.fill(' 王建国 ');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page).toHaveURL(/\/Personalinformation$/);
  await expect(row(page, '姓名 王建国')).toBeVisible();

  // The nickname: empty and too long refused, nothing sent; then saved.
  await row(page, '昵称 演示买家').click();
  const nickname = page.getByRole('textbox', { name: '昵称' });
  const before = calls.count;
  await nickname.fill('   ');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByRole('alert')).toHaveText('请输入昵称');
  await nickname.fill('n'.repeat(21));
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByRole('alert')).toHaveText('昵称须为1至20个字符');
  await page.screenshot({ path: shot('profile-edit-nickname-error') });
  expect(calls.count).toBe(before);
  await nickname.fill('工地老王');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(row(page, '昵称 工地老王')).toBeVisible();

  // The gender.
  await row(page, '性别 男').click();
  await expect(page.getByRole('radio', { name: '男' })).toBeChecked();
  await page.getByRole('radio', { name: '女' }).check();
  await page.screenshot({ path: shot('profile-edit-sex') });
  await page.getByRole('button', { name: '保存' }).click();
  await expect(row(page, '性别 女')).toBeVisible();

  // The avatar through the browser's file input: squared, scaled, uploaded (upload.image) and kept by the gateway.
  const picker = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: '更换头像' }).click();
  const png = captchaDataUrl('2026');
  await (await picker).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: Buffer.from(png.slice(png.indexOf(',') + 1), 'base64') });
  await expect(page.getByText('头像已更换')).toBeVisible();
  const avatar = page.locator('.profile-avatar__image');
  await expect(avatar).toHaveAttribute('src', /^\/gw\/files\/file_[0-9a-f]{16}$/);

  // All of it again after a reload, from the gateway; /mine shows the new avatar too.
  await page.reload();
  await expect(row(page, '姓名 王建国')).toBeVisible();
  await expect(row(page, '昵称 工地老王')).toBeVisible();
  await expect(row(page, '性别 女')).toBeVisible();
  await expect(avatar).toHaveAttribute('src', /^\/gw\/files\/file_[0-9a-f]{16}$/);
  await expect.poll(() => avatar.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(256);
  await page.screenshot({ path: shot('profile-saved') });
  await page.goto(`${live.url}/mine`);
  await expect(page.getByRole('region', { name: '账号' }).locator('img')).toHaveAttribute('src', /^\/gw\/files\/file_[0-9a-f]{16}$/);
  await page.screenshot({ path: shot('profile-mine') });

  // English.
  await inEnglish(page);
  await page.goto(`${live.url}/Personalinformation`);
  await expect(row(page, 'Name 王建国')).toBeVisible();
  await expect(row(page, 'Gender Female')).toBeVisible();
  await page.screenshot({ path: shot('profile-en') });
  await row(page, 'Name 王建国').click();
  await page.getByRole('textbox', { name: 'Name' }).fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert')).toHaveText('Enter your name');
  await page.screenshot({ path: shot('profile-edit-name-en') });
  await page.goto(`${live.url}/Personalinformation/editnickname`);
  await page.getByRole('textbox', { name: 'Nickname' }).fill('n'.repeat(21));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert')).toHaveText('Use 1 to 20 characters for the nickname');
  await page.screenshot({ path: shot('profile-edit-nickname-en') });
  await page.goto(`${live.url}/Personalinformation/editsex`);
  await expect(page.getByRole('radio', { name: 'Female' })).toBeChecked();
  await page.screenshot({ path: shot('profile-edit-sex-en') });
});

test('messages: the unread count on /mine and the tab bar goes down as a message is read; the message centre by category marks a tab read', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await live.db.query("update messages set read = false where message_id in ('msg_a_1', 'msg_a_2', 'msg_a_4')");
  await logIn(context);
  await page.goto(`${live.url}/mine`);
  const tabBar = page.getByRole('navigation', { name: '主导航' });
  await expect(row(page, '我的消息 3条未读')).toBeVisible();
  await expect(tabBar).toContainText('我的，3条未读消息');
  await expect(page.getByRole('link', { name: '企业认证 已认证' })).toBeVisible();
  await page.screenshot({ path: shot('messages-mine-badge') });
  await page.screenshot({ path: shot('messages-mine-full'), fullPage: true });

  // The inbox of /mine: all, or the unread ones only.
  await row(page, '我的消息 3条未读').click();
  await expect(page).toHaveURL(/\/mine\/message$/);
  await expect(page.getByRole('listitem')).toHaveCount(4);
  await page.screenshot({ path: shot('messages-mine-inbox') });
  await page.getByRole('tab', { name: '未读，3条未读' }).click();
  await expect(page).toHaveURL(/\/mine\/message\?unread=true$/);
  await expect(page.getByRole('listitem')).toHaveCount(3);
  await expect(page.getByRole('listitem').getByText('系统升级通知')).toHaveCount(0);

  // Open one: shown, marked read; the inbox and both badges count one less.
  await row(page, /订单配送中/).click();
  await expect(page).toHaveURL(/\/message\/checkMsg\?messageId=msg_a_1$/);
  await expect(page.getByRole('article', { name: '订单配送中' })).toContainText('DD2026101500002');
  await page.goBack();
  await expect(page.getByRole('tab', { name: '未读，2条未读' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('listitem')).toHaveCount(2);
  await page.goBack();
  await expect(page).toHaveURL(/\/mine$/);
  await expect(row(page, '我的消息 2条未读')).toBeVisible();
  await expect(tabBar).toContainText('我的，2条未读消息');

  // The message centre: a tab per category with its unread count; "mark all read" marks the tab.
  await page.goto(`${live.url}/message?type=logistics`);
  await expect(page.getByRole('tab', { name: '物流，1条未读' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: '全部，2条未读' })).toBeVisible();
  await expect(page.getByRole('listitem')).toHaveCount(1);
  await expect(row(page, /车辆已出发/)).toContainText('未读');
  await page.screenshot({ path: shot('messages-centre') });
  await page.getByRole('button', { name: '全部已读' }).click();
  await expect(page.getByText('已全部标为已读')).toBeVisible();
  await expect(page.getByRole('tab', { name: '物流', exact: true })).toBeVisible();
  await expect(row(page, /车辆已出发/)).not.toContainText('未读');
  await expect(page.getByRole('button', { name: '全部已读' })).toBeDisabled();
  await page.getByRole('tab', { name: '财务，1条未读' }).click();
  await expect(page).toHaveURL(/\/message\?type=finance$/);
  await expect(row(page, /还款提醒/)).toBeVisible();
  await page.goto(`${live.url}/mine`);
  await expect(row(page, '我的消息 1条未读')).toBeVisible();
  await expect(tabBar).toContainText('我的，1条未读消息');
  expect((await live.typed('message.unreadCount', {}, await live.login())).total).toBe(1);

  // English.
  await inEnglish(page);
  await page.goto(`${live.url}/message`);
  await expect(page.getByRole('tab', { name: 'All, 1 unread' })).toBeVisible();
  await page.screenshot({ path: shot('messages-centre-en') });
  await page.goto(`${live.url}/mine/message?unread=true`);
  await expect(row(page, /Repayment|还款提醒/)).toBeVisible();
  await page.screenshot({ path: shot('messages-mine-inbox-en') });
  await page.goto(`${live.url}/mine`);
  await expect(row(page, 'My messages 1 unread')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toContainText('Me, 1 unread messages');
  await page.screenshot({ path: shot('messages-mine-en'), fullPage: true });
});

test('customer service: contact us dials the hotline by a tel: link in a browser and by callPhone in the app; the help centre answers', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(90_000);
  await logIn(context);
  await page.goto(`${live.url}/mine`);
  await row(page, '联系客服').click();
  await expect(page).toHaveURL(/\/mine\/contactServer$/);
  await expect(page.getByRole('heading', { name: '联系我们' })).toBeVisible();
  await expect(row(page, '拨打客服热线 400-820-1234')).toHaveAttribute('href', 'tel:4008201234');
  await expect(row(page, 'service@jiancaiyun.example.com')).toHaveAttribute('href', 'mailto:service@jiancaiyun.example.com');
  await expect(page.getByText('每天 8:30-20:00')).toBeVisible();
  await page.screenshot({ path: shot('service-contact') });

  await row(page, '常见问题与帮助').click();
  await expect(page).toHaveURL(/\/mine\/customerServer$/);
  const answer = page.getByText(/确认订单时选择送达日期和时间段/);
  await expect(answer).toBeHidden();
  await page.getByText('可以指定送货时间吗？').click();
  await expect(answer).toBeVisible();
  await expect(row(page, '增票资质帮助')).toHaveAttribute('href', '/article/vatinvoice-help');
  await expect(row(page, '拨打客服热线 400-820-1234')).toHaveAttribute('href', 'tel:4008201234');
  await page.screenshot({ path: shot('service-help'), fullPage: true });
  await row(page, '联系我们').click();
  await expect(page).toHaveURL(/\/mine\/contactServer$/);

  // English.
  await inEnglish(page);
  await page.reload();
  await expect(row(page, 'Call the hotline 400-820-1234')).toBeVisible();
  await page.screenshot({ path: shot('service-contact-en') });
  await page.goto(`${live.url}/mine/customerServer`);
  await page.getByText('How do I get an invoice?').click();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: shot('service-help-en'), fullPage: true });

  // Inside the app the hotline goes to the native dialler (callPhone), the page stays.
  const app = await browser.newContext({ userAgent: webviewUserAgent, viewport: { width: 375, height: 667 } });
  try {
    const token = await live.login();
    await app.addCookies([{ name: cookies.token, value: token, url: live.url }]);
    const inApp = await app.newPage();
    await installFakeBridge(inApp, { getToken: token });
    await inApp.goto(`${live.url}/mine/contactServer`);
    await inApp.getByRole('link', { name: '拨打客服热线 400-820-1234' }).click();
    await expect
      .poll(async () => (await nativeCalls(inApp)).filter((call) => call.name === 'callPhone').map((call) => call.payload))
      .toEqual([{ phone: '4008201234' }]);
    await expect(inApp).toHaveURL(/\/mine\/contactServer$/);
  } finally {
    await app.close();
  }
});
