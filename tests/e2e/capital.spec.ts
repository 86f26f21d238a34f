import type { Page } from '@playwright/test';
import { cookies, devInbox } from '../../generated/constants.gen.ts';
import { calls } from '../../generated/calls.gen.ts';
import { DEMO_BUYER, SECOND_BUYER } from '../../gateway/seed/index.ts';
import { subtractMoney } from '@/domain';
import { shot, useLiveGateway } from './support/liveGateway.ts';
import { expect, test } from './support/test.ts';

/**
 * The buyer's wallet (/myCapital and its pages) against the real gateway (one in-memory gateway for this
 * file, serving the built app), as the demo buyer (pay password 123456): bind a card; withdraw with the
 * numeric password keyboard — a wrong password says so and leaves the balance, the right one takes the
 * amount once and the bill shows in the list with its detail; reset the pay password by SMS and withdraw
 * with the new one; the lock's time left and the wallet in English. Bad entries show the catalogue's
 * message and send nothing (no request to /gw/).
 */

const live = useLiveGateway();

async function logIn(page: Page, account: string = DEMO_BUYER.accountName): Promise<string> {
  const token = await live.login(account);
  await page.context().addCookies([{ name: cookies.token, value: token, url: live.url }]);
  return token;
}

/** The latest SMS code of a scene the gateway "sent" to a mobile (development inbox). */
async function latestCode(mobile: string, scene: string): Promise<string> {
  const response = await fetch(`${live.url}${devInbox.path}?mobile=${mobile}`);
  const body = (await response.json()) as { data: { codes: { code: string; scene: string }[] } };
  const code = body.data.codes.find((c) => c.scene === scene)?.code;
  if (!code) throw new Error(`no ${scene} code for ${mobile}`);
  return code;
}

/** Counts the gateway calls the page makes. */
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

/** Types digits on the app's numeric password keyboard (the one that is showing). */
async function typeOnKeyboard(page: Page, digits: string): Promise<void> {
  const key = (d: string) => page.getByRole('button', { name: d, exact: true });
  // One keyboard shows at a time (another one may still be sliding away).
  await expect(key('1')).toHaveCount(1);
  for (const d of digits) await key(d).click();
}

/** Answers the pay-password dialog on its keyboard; the phone's own keyboard is never used (no focused text input). */
async function enterPayPassword(page: Page, password: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: '支付密码' })).toBeVisible();
  expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('INPUT');
  await typeOnKeyboard(page, password);
  await expect(dialog).toBeHidden();
}

const balanceOf = async (token: string) => (await live.typed('capital.account', undefined, token)).balance;

test('bind a card, withdraw with the password keyboard (a wrong password leaves the balance), see the bill and its detail', async ({ page }) => {
  test.setTimeout(60_000);
  const token = await logIn(page);
  const gw = countGatewayCalls(page);
  const before = await balanceOf(token);
  expect(before).toBe('50000.00');

  await page.goto(`${live.url}/myCapital`);
  await expect(page.getByRole('heading', { name: '我的资金' })).toBeVisible();
  const hero = page.getByRole('region', { name: '账户余额（元）' });
  await expect(hero).toContainText('50000.00');
  await expect(hero).toContainText('¥48000.00');
  await expect(page.getByText('中国建设银行')).toBeVisible();
  await page.screenshot({ path: shot('capital-home') });

  // Bind a card: a number with letters is refused here; then the code goes to the bank mobile.
  await page.getByRole('link', { name: '绑定银行卡' }).click();
  await expect(page.getByRole('heading', { name: '绑定银行卡' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: '持卡人' })).toHaveValue('张建国');
  await page.getByRole('textbox', { name: '开户银行' }).fill('中国工商银行');
  await page.getByRole('textbox', { name: '预留手机号' }).fill('13911112222');
  await page.getByRole('textbox', { name: '验证码' }).fill('123456');
  await sendsNothing(gw, async () => {
    await page.getByRole('textbox', { name: '银行卡号' }).fill('6222abc0001');
    await page.getByRole('button', { name: '确认绑定' }).click();
    await expect(page.getByRole('form', { name: '绑定银行卡表单' }).getByText('请输入1至30位数字')).toBeVisible();
  });
  await page.screenshot({ path: shot('capital-bind-bad-card') });
  await page.getByRole('textbox', { name: '银行卡号' }).fill('6222 0212 3456 7890');
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByRole('button', { name: /秒后重发/ })).toBeVisible();
  await page.getByRole('textbox', { name: '验证码' }).fill(await latestCode('13911112222', 'payPassword'));
  await page.getByRole('button', { name: '确认绑定' }).click();
  await expect(page.getByRole('heading', { name: '我的资金' })).toBeVisible();
  // A card shows as its bank and last four digits, never the long masked number (it wraps at 375 px).
  await expect(page.getByText('尾号7890')).toBeVisible();
  await expect(page.getByText(/\*{4}/)).toHaveCount(0);

  // Withdraw to the new card: bad amounts are refused here.
  await page.getByRole('link', { name: '提现' }).click();
  await expect(page.getByRole('heading', { name: '提现' })).toBeVisible();
  await page.getByRole('radio', { name: /中国工商银行/ }).click();
  await expect(page.getByRole('radio', { name: /中国工商银行/ })).toHaveAttribute('aria-checked', 'true');
  const amount = page.getByRole('textbox', { name: '提现金额' });
  await sendsNothing(gw, async () => {
    await amount.fill('1.234');
    await page.getByRole('button', { name: '确认提现' }).click();
    await expect(page.getByRole('form', { name: '提现表单' }).getByText('请输入不小于0且最多两位小数的数字')).toBeVisible();
    await amount.fill('48000.01');
    await page.getByRole('button', { name: '确认提现' }).click();
    await expect(page.getByRole('form', { name: '提现表单' }).getByText('提现金额不能超过可提现余额 ¥48000.00')).toBeVisible();
    await amount.fill('0');
    await page.getByRole('button', { name: '确认提现' }).click();
    await expect(page.getByRole('form', { name: '提现表单' }).getByText('提现金额须大于0')).toBeVisible();
  });
  await amount.fill('100.50');
  await page.getByRole('button', { name: '确认提现' }).click();
  await expect(page.getByRole('dialog')).toContainText('提现 ¥100.50 到 中国工商银行（尾号7890）');
  await page.screenshot({ path: shot('capital-password-keyboard') });
  await enterPayPassword(page, '000000');
  await expect(page.getByText('提现失败：支付密码错误，还可输入4次')).toBeVisible();
  await page.screenshot({ path: shot('capital-withdraw-wrong') });
  expect(await balanceOf(token)).toBe('50000.00');

  await page.getByRole('button', { name: '确认提现' }).click();
  await enterPayPassword(page, DEMO_BUYER.payPassword);
  await expect(page.getByRole('heading', { name: '我的资金' })).toBeVisible();
  await expect(hero).toContainText('49899.50');
  expect(await balanceOf(token)).toBe('49899.50');

  // The bill: first in the list, with its detail.
  await page.getByRole('link', { name: '资金明细' }).click();
  await expect(page.getByRole('heading', { name: '资金明细' })).toBeVisible();
  const first = page.getByRole('link', { name: /^查看明细/ }).first();
  await expect(first).toContainText('提现');
  await expect(first).toContainText('-100.50');
  await expect(first).toContainText('处理中');
  await page.getByRole('tab', { name: '提现' }).click();
  await expect(page.getByRole('link', { name: /^查看明细/ })).toHaveCount(2);
  await page.getByRole('radio', { name: '收入' }).click();
  await expect(page.getByText('暂无资金明细')).toBeVisible();
  await page.getByRole('radio', { name: '支出' }).click();
  await expect(page.getByRole('link', { name: /^查看明细/ })).toHaveCount(2);
  await page.screenshot({ path: shot('capital-bills') });
  await page
    .getByRole('link', { name: /^查看明细/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: '明细详情' })).toBeVisible();
  await expect(page.getByText('-100.50')).toBeVisible();
  await expect(page.getByText(/\*+7890$/)).toBeVisible();
  await expect(page.getByText('¥49899.50')).toBeVisible();
  await page.screenshot({ path: shot('capital-bill-detail') });

  // A receive bill opens its ERP receipt.
  await page.goto(`${live.url}/myCapital/detail?recordId=bill_a_3`);
  await page.getByRole('link', { name: '查看ERP收款详情' }).click();
  await expect(page.getByRole('heading', { name: '收款详情' })).toBeVisible();
  await expect(page.getByText('SK2026100300001')).toBeVisible();
  await expect(page.getByText('订单 DD2026091500009 · 合同 HT-2026-0001')).toBeVisible();
  await page.screenshot({ path: shot('capital-erp-receipt') });
});

test('buyer B may not withdraw; reset the pay password by SMS and withdraw with the new one; the lock says the time left; the wallet in English', async ({
  page,
}) => {
  test.setTimeout(60_000);
  // Buyer B's menu tree leaves withdrawing out: no withdraw entry in the wallet (once the menu is in),
  // and the withdraw page by its address says so instead of the form.
  await logIn(page, SECOND_BUYER.accountName);
  const menu = page.waitForResponse((response) => new URL(response.url()).pathname.endsWith(calls['auth.menuTree'].path));
  await page.goto(`${live.url}/myCapital`);
  await menu;
  await expect(page.getByRole('region', { name: '账户余额（元）' })).toContainText('800.00');
  await expect(page.getByRole('link', { name: '资金明细' })).toBeVisible();
  await expect(page.getByRole('link', { name: '提现' })).toHaveCount(0);
  await page.goto(`${live.url}/myCapital/withdraw`);
  await expect(page.getByText('您的账号没有提现权限，请联系企业管理员开通')).toBeVisible();
  await expect(page.getByRole('textbox', { name: '提现金额' })).toHaveCount(0);
  await page.screenshot({ path: shot('capital-withdraw-no-permission') });

  const token = await logIn(page);
  const gw = countGatewayCalls(page);
  const before = await balanceOf(token);

  await page.goto(`${live.url}/myCapital/resetPassword`);
  await expect(page.getByRole('heading', { name: '重置支付密码' })).toBeVisible();
  await expect(page.getByText('验证码将发送到 138****0001')).toBeVisible();
  // Entries that differ are refused here.
  await sendsNothing(gw, async () => {
    await page.getByRole('textbox', { name: '验证码' }).fill('123456');
    await page.getByRole('button', { name: '新支付密码', exact: true }).click();
    await typeOnKeyboard(page, '246810');
    await page.getByRole('button', { name: '确认新支付密码' }).click();
    await typeOnKeyboard(page, '246811');
    await page.getByRole('button', { name: '确认', exact: true }).click();
    await expect(page.getByRole('form', { name: '重置支付密码表单' }).getByText('两次输入的支付密码不一致')).toBeVisible();
  });
  // The keyboard's delete key takes the last digit back.
  await page.getByRole('button', { name: '确认新支付密码' }).click();
  await page.getByRole('button', { name: '删除' }).click();
  await typeOnKeyboard(page, '0');
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByRole('button', { name: /秒后重发/ })).toBeVisible();
  await page.getByRole('textbox', { name: '验证码' }).fill(await latestCode(DEMO_BUYER.mobile, 'payPassword'));
  await page.screenshot({ path: shot('capital-reset-password') });
  await page.getByRole('button', { name: '确认', exact: true }).click();
  await expect(page).toHaveURL(/\/myCapital$/);

  // The new password withdraws; the old one no longer does.
  await page.getByRole('link', { name: '提现' }).click();
  await page.getByRole('textbox', { name: '提现金额' }).fill('1.00');
  await page.getByRole('button', { name: '确认提现' }).click();
  await enterPayPassword(page, '246810');
  await expect(page.getByRole('heading', { name: '我的资金' })).toBeVisible();
  expect(await balanceOf(token)).toBe(subtractMoney(before, '1.00'));

  // Locked after repeated wrong tries (set up in the database): the time left, in English.
  await live.db.query(`insert into pay_password_attempts (member_id, failed_at) select $1, now() - interval '10 seconds' from generate_series(1, 5)`, [
    DEMO_BUYER.memberId,
  ]);
  await page.evaluate(() => localStorage.setItem('locale', JSON.stringify('en')));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'My funds' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Balance (CNY)' })).toContainText('Available');
  await expect(page.getByRole('heading', { name: 'My bank cards' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Change pay password' })).toBeVisible();
  await expect(page.getByText('ending 0123')).toBeVisible();
  await page.screenshot({ path: shot('capital-home-en') });
  await page.getByRole('link', { name: 'Withdraw' }).click();
  await page.getByRole('textbox', { name: 'Amount' }).fill('1.00');
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Pay password' })).toBeVisible();
  await typeOnKeyboard(page, '246810');
  await expect(page.getByText(/^Withdrawal failed: Too many wrong pay passwords: locked, try again in 14 min \d+ s$/)).toBeVisible();
  await page.screenshot({ path: shot('capital-locked-en') });
  // No Chinese but the banks' names (data, as the bank wrote them).
  const body = await page.locator('body').innerText();
  expect(body.replace(/中国(建设|工商)银行/g, '')).not.toMatch(/[\u4e00-\u9fff]/);
});
