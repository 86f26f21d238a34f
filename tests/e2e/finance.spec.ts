import type { BrowserContext, Page } from '@playwright/test';
import { cookies } from '../../generated/constants.gen.ts';
import { shot, useLiveGateway } from './support/liveGateway.ts';
import { expect, test } from './support/test.ts';

/**
 * Supply-chain financing against the real gateway (one in-memory gateway for this file; the demo buyer has
 * a credit limit of ¥500000.00 with one open loan of ¥80000.00): the partner's offer, an application with
 * bad input refused before anything is sent, the record in the history and its detail; a drawdown that
 * takes exactly its amount from what is available; the partner's page in a new tab; and an English pass.
 */

const live = useLiveGateway();

async function logIn(context: BrowserContext): Promise<void> {
  const token = await live.login();
  await context.addCookies([{ name: cookies.token, value: token, url: live.url }]);
}

/** Counts the calls the page sends to the gateway. */
function countCalls(page: Page): { count: number } {
  const seen = { count: 0 };
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/gw/')) seen.count += 1;
  });
  return seen;
}

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

test('apply from /financing: bad input shows the catalogue messages and sends nothing; sent, the record is in the history with its detail', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  await logIn(context);
  await page.goto(`${live.url}/financing`);
  await expect(page.getByRole('heading', { name: '融资服务', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: '产品要素' })).toContainText('低至6.5%（单利）');
  await expect(page.getByText('合作机构：示范供应链金融')).toBeVisible();
  await page.screenshot({ path: shot('finance-offer') });
  await page.getByRole('button', { name: '立即申请' }).click();

  await expect(page.getByRole('heading', { name: '融资申请', level: 1 })).toBeVisible();
  await expect(field(page, '申请金额（元）')).toBeVisible();
  const calls = countCalls(page);
  // Empty amount, term 0, a mobile of 10 digits: each field says what is wrong, nothing goes out.
  await field(page, '借款期限（月）').fill('0');
  await field(page, '联系人').fill('张建国');
  await field(page, '联系电话').fill('1380000000');
  await page.getByRole('button', { name: '提交申请' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '请输入金额' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: '期限须为1至36之间的整数（月）' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: '请输入正确的11位手机号码' })).toBeVisible();
  await page.screenshot({ path: shot('finance-apply-errors') });
  await field(page, '申请金额（元）').fill('0');
  await expect(page.getByRole('alert').filter({ hasText: '金额必须大于0' })).toBeVisible();
  await field(page, '申请金额（元）').fill('12.345');
  await expect(page.getByRole('alert').filter({ hasText: '金额须为数字，最多两位小数' })).toBeVisible();
  expect(calls.count).toBe(0);

  // Fixed: sent once; the buyer lands on the history with the application under review.
  await field(page, '申请金额（元）').fill('300000.50');
  await field(page, '借款期限（月）').fill('12');
  await field(page, '联系电话').fill('13800000001');
  await field(page, '企业名称').fill('上海示范建设工程有限公司');
  await page.getByRole('textbox', { name: '资金用途' }).fill('采购C30商砼');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByRole('button', { name: '提交申请' }).click();
  await expect(page).toHaveURL(/\/myFinance\/historyRecord$/);
  await expect(page.getByRole('heading', { name: '历史记录', level: 1 })).toBeVisible();
  const record = page.getByRole('link', { name: /^查看融资申请记录 ¥300000\.50/ });
  await expect(record).toBeVisible();
  await expect(record.getByText('处理中')).toBeVisible();
  // The type tabs: drawdowns only leave the application out.
  await page.getByRole('tab', { name: '支用' }).click();
  await expect(page.getByRole('link', { name: /^查看支用记录 ¥120000\.00/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /^查看融资申请记录/ })).toHaveCount(0);
  await page.getByRole('tab', { name: '全部' }).click();
  await expect(page.getByRole('link', { name: /^查看融资申请记录 ¥300000\.50/ })).toBeVisible();
  await page.screenshot({ path: shot('finance-history') });

  await page.getByRole('link', { name: /^查看融资申请记录 ¥300000\.50/ }).click();
  await expect(page).toHaveURL(/\/myFinance\/recordDetail\?recordId=fr_/);
  const detail = page.getByRole('region', { name: '记录信息' });
  await expect(detail).toContainText('融资申请');
  await expect(detail).toContainText('¥300000.50');
  await expect(detail).toContainText('12个月');
  await expect(detail).toContainText('处理中');
  await page.screenshot({ path: shot('finance-record-detail') });

  // /myFinance shows the application under review.
  await page.goto(`${live.url}/myFinance`);
  await expect(page.getByRole('region', { name: '融资申请状态' })).toContainText('审核中');
});

test('draw down: over the available credit is refused unsent; a drawdown takes exactly its amount; loans, partner page, and in English', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  await logIn(context);
  await page.goto(`${live.url}/myFinance/home`);
  await expect(page.getByRole('heading', { name: '金融首页', level: 1 })).toBeVisible();
  const figures = page.getByRole('region', { name: '可用额度' });
  await expect(figures).toContainText('¥420000.00');
  await expect(figures).toContainText('¥500000.00');
  await expect(figures).toContainText('¥80000.00');
  await page.screenshot({ path: shot('finance-home') });

  // The partner's page (the runtime config's financePartnerUrl) opens in a new tab.
  const partnerTab = context.waitForEvent('page');
  await page.getByRole('button', { name: '前往示范供应链金融' }).click();
  const partner = await partnerTab;
  await expect.poll(() => partner.url()).toBe(`${live.url}/__provider/finance`);
  await partner.close();

  await page.getByRole('link', { name: '去支用' }).click();
  await expect(page.getByRole('heading', { name: '支用', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: '可用额度' })).toContainText('¥420000.00');
  const calls = countCalls(page);
  await field(page, '支用金额（元）').fill('420000.01');
  await field(page, '借款期限（月）').fill('37');
  await page.getByRole('button', { name: '确认支用' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '金额不能超过可用额度¥420000.00' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: '期限须为1至36之间的整数（月）' })).toBeVisible();
  expect(calls.count).toBe(0);
  await page.screenshot({ path: shot('finance-drawdown-errors') });

  await field(page, '支用金额（元）').fill('1234.56');
  await field(page, '借款期限（月）').fill('6');
  await page.getByRole('button', { name: '确认支用' }).click();
  await expect(page).toHaveURL(/\/myFinance\/recordDetail\?recordId=fr_/);
  const detail = page.getByRole('region', { name: '记录信息' });
  await expect(detail).toContainText('支用');
  await expect(detail).toContainText('¥1234.56');
  await expect(detail).toContainText('处理中');

  // Available less exactly ¥1234.56, used and the loan balance more by it.
  await page.goto(`${live.url}/myFinance/home`);
  await expect(figures).toContainText('¥418765.44');
  await expect(figures).toContainText('¥81234.56');

  // The new loan is listed under repaying, the seed's settled one under settled.
  await page.goto(`${live.url}/myFinance/loan`);
  await expect(page.getByRole('tab', { name: '还款中' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('article')).toHaveCount(2);
  await expect(page.getByRole('article').filter({ hasText: '¥1234.56' })).toContainText('年化利率 6.5%');
  await page.screenshot({ path: shot('finance-loans') });
  await page.getByRole('tab', { name: '已结清' }).click();
  await expect(page.getByRole('article', { name: '借款编号：JK2026050100002' })).toBeVisible();

  // English.
  await page.evaluate(() => localStorage.setItem('locale', JSON.stringify('en')));
  await page.goto(`${live.url}/myFinance/home`);
  await expect(page.getByRole('heading', { name: 'Finance home', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Available' })).toContainText('Credit limit');
  await expect(page.getByRole('link', { name: 'Draw down' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open 示范供应链金融' })).toBeVisible();
  await page.screenshot({ path: shot('finance-home-en') });
});
