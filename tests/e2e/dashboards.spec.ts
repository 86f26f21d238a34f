import type { BrowserContext, Page } from '@playwright/test';
import { cookies } from '../../generated/constants.gen.ts';
import { formatMoney } from '@/domain';
import { shot, useLiveGateway } from './support/liveGateway.ts';
import { expect, test } from './support/test.ts';

/**
 * The data dashboards (/dataList and its four cards), the artificial-stone projects, the coming-soon page
 * (/creatingnow) and the diagnostics page (/test), against the real gateway: one in-memory gateway per
 * worker, the demo buyer logged in through the token cookie.
 */

const live = useLiveGateway();

/** A message under a form field (the form also says its first problem in a passing toast, which has no role). */
const fieldError = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

async function logIn(context: BrowserContext): Promise<string> {
  const token = await live.login();
  await context.addCookies([{ name: cookies.token, value: token, url: live.url }]);
  return token;
}

const money = (amount: string) => `¥${formatMoney(amount)}`;
const backArrow = (page: Page, name = '返回') => page.getByRole('banner').getByRole('button', { name });

/**
 * Picks a day in the DateField named `field` through antd-mobile's picker: opens it (on the field's day,
 * else today), moves the year wheel `years` steps with the wheel's own accessible buttons, confirms, and
 * answers the day the field then shows (YYYY-MM-DD).
 */
async function pickDate(page: Page, field: string, years: number): Promise<string> {
  await page.getByRole('button', { name: field }).click();
  const confirm = page.getByRole('button', { name: '确定', exact: true });
  await expect(confirm).toBeVisible();
  for (let step = 0; step < Math.abs(years); step++) {
    // The wheel's accessible buttons are transparent and let taps through, so they are clicked as a screen reader does.
    const move = page.getByRole('button', { name: years < 0 ? /^选择上一项：\d{4}$/ : /^选择下一项：\d{4}$/ });
    const before = await move.getAttribute('aria-label');
    await move.dispatchEvent('click');
    await expect(move).not.toHaveAttribute('aria-label', before ?? '');
  }
  await confirm.click();
  await expect(confirm).toBeHidden();
  const day = (await page.getByRole('button', { name: field }).textContent()) ?? '';
  expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  return day;
}

test('the dashboards: the overview and each card show the buyer’s figures with a chart and its table, in Chinese and English', async ({ page, context }) => {
  test.setTimeout(60_000);
  const token = await logIn(context);
  const [report, financial, logistics, ship] = await Promise.all([
    live.typed('datalist.report', {}, token),
    live.typed('datalist.financial', {}, token),
    live.typed('datalist.factoryLogistics', {}, token),
    live.typed('datalist.ship', {}, token),
  ]);

  await page.goto(`${live.url}/dataList`);
  await expect(page.getByRole('heading', { name: '数据看板' })).toBeVisible();
  await expect(page.getByRole('tab', { name: '本月' })).toHaveAttribute('aria-selected', 'true');
  // All time: the figures the gateway answers without dates.
  await page.getByRole('tab', { name: '全部' }).click();
  const payRing = page.getByRole('img', { name: /^订单付款进度：/ });
  await expect(payRing).toHaveAccessibleName(new RegExp(`已付${formatMoney(financial.paidAmount)}元，未付${formatMoney(financial.unpaidAmount)}元`));
  await expect(payRing.locator('svg')).toBeVisible();
  await expect(page.getByRole('row', { name: `已付金额 ${money(financial.paidAmount)}` })).toBeVisible();
  await expect(
    page.getByRole('link', { name: new RegExp(`报表数据 订单${report.orderCount}笔 · 商品${money(report.purchaseAmount).replace('.', '\\.')}`) }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(`厂家物流数据 运单${logistics.waybillCount}单`) })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(`船运数据 航次${ship.voyageCount}个`) })).toBeVisible();
  await page.screenshot({ path: shot('datalist-overview') });

  // The report card: the top goods as bars and as a table.
  await page.getByRole('link', { name: /^报表数据/ }).click();
  await expect(page.getByRole('heading', { name: '报表数据' })).toBeVisible();
  await expect(page.getByRole('tab', { name: '全部' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText(money(report.purchaseAmount), { exact: true })).toBeVisible();
  const top = report.topGoods[0]!;
  await expect(page.getByRole('img', { name: new RegExp(`^采购金额前五的商品：${top.goodsName}${formatMoney(top.amount)}元`) }).locator('svg')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(`^${top.goodsName} `) })).toContainText(formatMoney(top.amount));
  await page.screenshot({ path: shot('datalist-report') });
  await backArrow(page).click();

  // The financial card.
  await page.getByRole('link', { name: /^财务数据/ }).click();
  await expect(page.getByRole('heading', { name: '财务数据' })).toBeVisible();
  await expect(page.getByRole('img', { name: new RegExp(`^订单金额构成：订单金额${formatMoney(financial.orderAmount)}元`) }).locator('svg')).toBeVisible();
  await expect(page.getByRole('row', { name: `已开票金额 ${money(financial.invoicedAmount)}` })).toBeVisible();
  await expect(page.getByText(money(financial.balance), { exact: true })).toBeVisible();
  await page.screenshot({ path: shot('datalist-financial') });
  await backArrow(page).click();

  // The factory logistics and ship cards.
  await page.getByRole('link', { name: /^厂家物流数据/ }).click();
  await expect(page.getByRole('heading', { name: '厂家物流数据' })).toBeVisible();
  await expect(
    page.getByRole('img', {
      name: `汽运运单状态：运输中（单）${logistics.inTransitCount}单，其他运单（单）${logistics.waybillCount - logistics.inTransitCount}单`,
    }),
  ).toBeVisible();
  await expect(page.getByRole('row', { name: `运输中（单） ${logistics.inTransitCount}` })).toBeVisible();
  await backArrow(page).click();
  await page.getByRole('link', { name: /^船运数据/ }).click();
  await expect(page.getByRole('heading', { name: '船运数据' })).toBeVisible();
  await expect(page.getByRole('img', { name: new RegExp(`^船运航次状态：运输中（个）${ship.inTransitCount}个`) }).locator('svg')).toBeVisible();
  await expect(page.getByRole('row', { name: `其他航次（个） ${ship.voyageCount - ship.inTransitCount}` })).toBeVisible();
  await page.screenshot({ path: shot('datalist-ship') });

  // In English.
  await page.evaluate(() => localStorage.setItem('locale', JSON.stringify('en')));
  await page.goto(`${live.url}/dataList`);
  await expect(page.getByRole('heading', { name: 'Data dashboard' })).toBeVisible();
  await page.getByRole('tab', { name: 'All time' }).click();
  await expect(page.getByRole('img', { name: new RegExp(`^Payment progress: ¥${formatMoney(financial.paidAmount)} paid`) })).toBeVisible();
  await expect(page.getByRole('row', { name: `Unpaid ${money(financial.unpaidAmount)}` })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(`^Reports ${report.orderCount} order\\(s\\)`) })).toBeVisible();
  await expect(page.locator('main, .app-screen').first()).not.toContainText(/数据|订单|已付/);
  await page.screenshot({ path: shot('datalist-overview-en') });
});

test('projects, coming soon and diagnostics: bad input sends nothing, a new project and its shipments, the ways back, the checks without the token', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  const token = await logIn(context);
  const projects = () => live.typed('stone.projects', { pageNum: 1, pageSize: 50 }, token);
  const before = (await projects()).total;

  await page.goto(`${live.url}/artificialStone/projectManagement/list`);
  await expect(page.getByRole('heading', { name: '项目管理' })).toBeVisible();
  await expect(page.getByRole('article', { name: '前滩商业中心人造石台面' })).toContainText('已发货 496.5/1200平方米（41.4%）');
  await page.getByRole('link', { name: '新建项目' }).click();
  await expect(page.getByRole('heading', { name: '新建项目' })).toBeVisible();

  // Bad input: the catalogue's messages, nothing sent.
  await page.getByRole('button', { name: '保存项目' }).click();
  await expect(fieldError(page, '请填写项目名称')).toBeVisible();
  await expect(fieldError(page, '请填写项目地址')).toBeVisible();
  await page.getByRole('textbox', { name: '项目名称' }).fill('滨江住宅精装台面');
  await page.getByRole('textbox', { name: '项目地址' }).fill('上海市徐汇区龙腾大道');
  await page.getByRole('textbox', { name: '联系电话' }).fill('1370000');
  await page.getByRole('textbox', { name: '计划数量' }).fill('12.345678');
  await expect(page.getByRole('button', { name: '开工日期' })).toHaveText('请选择日期');
  // The works start today and would end a year earlier.
  const start = await pickDate(page, '开工日期', 0);
  await pickDate(page, '完工日期', -1);
  await page.getByRole('button', { name: '保存项目' }).click();
  await expect(fieldError(page, '请输入正确的11位手机号码')).toBeVisible();
  await expect(fieldError(page, '计划数量须为0至10000000之间的数字，最多4位小数')).toBeVisible();
  await expect(fieldError(page, '完工日期不能早于开工日期')).toBeVisible();
  await expect(fieldError(page, '请填写项目名称')).toHaveCount(0);
  await page.screenshot({ path: shot('stone-add-errors') });
  expect((await projects()).total).toBe(before);

  // Corrected: saved, first in the list.
  await page.getByRole('textbox', { name: '联系电话' }).fill('13700000022');
  await page.getByRole('textbox', { name: '计划数量' }).fill('850.5');
  const end = await pickDate(page, '完工日期', 2);
  expect(end > start).toBe(true);
  await page.getByRole('radio', { name: '块' }).check();
  await page.getByRole('button', { name: '保存项目' }).click();
  await expect(page).toHaveURL(/\/artificialStone\/projectManagement\/list$/);
  const created = page.getByRole('article', { name: '滨江住宅精装台面' });
  await expect(created).toContainText('已发货 0/850.5块（0%）');
  await expect(page.getByRole('article').first()).toHaveAccessibleName('滨江住宅精装台面');
  expect((await projects()).list[0]).toMatchObject({
    projectName: '滨江住宅精装台面',
    contactMobile: '13700000022',
    plannedQuantity: '850.5',
    unit: '块',
    startDate: start,
    endDate: end,
  });
  await page.screenshot({ path: shot('stone-list') });
  await created.getByRole('link', { name: '发货数据' }).click();
  await expect(page.getByText('该时间段内暂无发货')).toBeVisible();
  await backArrow(page).click();

  // The demo project's shipments with their totals.
  await page.getByRole('article', { name: '前滩商业中心人造石台面' }).getByRole('link', { name: '发货数据' }).click();
  await expect(page.getByRole('heading', { name: '发货数据' })).toBeVisible();
  const summary = page.getByRole('region', { name: '发货汇总' });
  await expect(summary).toContainText('发货批次3批');
  await expect(summary).toContainText('发货总量496.5平方米');
  await expect(page.getByRole('article')).toHaveCount(3);
  await expect(page.getByRole('article').first()).toContainText('人造石台面');
  await page.screenshot({ path: shot('stone-shipments') });

  // Coming soon: its text, the back arrow and the way home.
  await page.goto(`${live.url}/test`);
  await page.goto(`${live.url}/creatingnow`);
  await expect(page.getByRole('heading', { name: '功能建设中' })).toBeVisible();
  await expect(page.getByText('该功能正在建设中，敬请期待。您可以先返回首页逛逛。')).toBeVisible();
  await page.screenshot({ path: shot('creatingnow') });
  await backArrow(page).click();
  await expect(page).toHaveURL(/\/test$/);
  await page.goto(`${live.url}/creatingnow`);
  await page.getByRole('button', { name: '返回首页' }).click();
  await expect(page).toHaveURL(/\/v2$/);

  // Diagnostics: everything OK, and never the token.
  await page.goto(`${live.url}/test`);
  await expect(page.getByRole('heading', { name: '测试页' })).toBeVisible();
  const value = (label: string) => page.getByRole('term').filter({ hasText: label }).locator('xpath=following-sibling::dd');
  await expect(value('客户端版本')).toHaveText('2.1.7');
  await expect(value('运行环境')).toHaveText('浏览器');
  await expect(value('原生桥')).toHaveText('不可用（非原生应用）');
  await expect(value('登录凭证')).toHaveText('已存在');
  await expect(value('运行配置')).toHaveText(/^正常（\d+毫秒）$/);
  await expect(value('网关签名调用')).toHaveText(/^正常（\d+毫秒）$/);
  await page.getByRole('button', { name: '重新检测' }).click();
  await expect(value('网关签名调用')).toHaveText(/^正常（\d+毫秒）$/);
  const text = await page.locator('body').innerText();
  expect(text).not.toContain(token);
  expect(text).not.toContain('PRIVATE KEY');
  await page.screenshot({ path: shot('diagnostics') });
});
