import type { BrowserContext, Page } from '@playwright/test';
import { cookies } from '../../generated/constants.gen.ts';
import { captchaDataUrl } from '../../gateway/lib/captcha.ts';
import { DEMO_IDS } from '../../gateway/seed/index.ts';
import { shot, useLiveGateway } from './support/liveGateway.ts';
import { installFakeBridge, nativeCalls, webviewUserAgent } from './support/native.ts';
import { expect, test } from './support/test.ts';

/**
 * Evaluations (/evaluation, /evaluation/addEvaluate, /evaluation/evaluateDetail, /appraiseList) and quality
 * reports (/qualityReport, /qualityReport/show) against the real gateway: one in-memory gateway for this
 * file (the demo buyer has completed orders: DD2026092000003 of sand and the contract order DD2026102500005
 * not evaluated yet; DD2026100100001 with its concrete batch report, a PDF), serving the built app. The
 * screens are opened by their addresses (the order detail's buttons are another screen's).
 */

const live = useLiveGateway();

async function logIn(context: BrowserContext): Promise<string> {
  const token = await live.login();
  await context.addCookies([{ name: cookies.token, value: token, url: live.url }]);
  return token;
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
const rate = (page: Page, group: string, stars: string) => page.getByRole('radiogroup', { name: group }).getByRole('radio', { name: stars }).click();
const REVIEW = '砂子干净，含泥量低，送货准时。';

test('acceptance 5: a completed order is evaluated once; it shows in the done list and on the goods reviews; bad input sends nothing', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  const token = await logIn(context);

  // To evaluate: the completed orders not evaluated yet, each with its 评价 button.
  await page.goto(`${live.url}/evaluation`);
  // The first screen of the file loads the app on a busy machine.
  await expect(page.getByRole('heading', { name: '我的评价' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('tab', { name: '待评价' })).toHaveAttribute('aria-selected', 'true');
  const sandOrder = page.getByRole('article', { name: '订单号：DD2026092000003' });
  await expect(sandOrder.getByText('长江中砂')).toBeVisible();
  await expect(page.getByRole('article', { name: '订单号：DD2026102500005' })).toBeVisible();
  // DD2026100100001 was evaluated in the seed.
  await expect(page.getByRole('article', { name: '订单号：DD2026100100001' })).toHaveCount(0);
  await page.screenshot({ path: shot('evaluation-pending') });
  await sandOrder.getByRole('button', { name: '评价订单DD2026092000003' }).click();
  await expect(page).toHaveURL(new RegExp(`/evaluation/addEvaluate\\?orderId=${DEMO_IDS.orderShipA}$`));
  await expect(page.getByRole('heading', { name: '发表评价' })).toBeVisible();
  await expect(page.getByText('订单号：DD2026092000003')).toBeVisible();

  // Bad input: no stars and a text over 500 characters — each says why, nothing is sent.
  const calls = countGatewayCalls(page);
  await page.getByRole('textbox', { name: '评价内容' }).fill('好'.repeat(501));
  await page.getByRole('button', { name: '提交评价' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '请为长江中砂评分' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: '请为服务评分' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: '请为物流评分' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: '评价内容最多500个字' })).toBeVisible();
  await expect(page.getByText('501/500')).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: shot('evaluation-add-errors') });
  expect(calls.count).toBe(0);

  // Stars, a text and a photo (the browser's file input; uploaded at once with upload.image).
  await rate(page, '商品评分', '5星');
  await rate(page, '服务评分', '4星');
  await rate(page, '物流评分', '3星');
  await expect(page.getByRole('radiogroup', { name: '商品评分' }).getByRole('radio', { name: '5星' })).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('textbox', { name: '评价内容' }).fill(REVIEW);
  const chooser = page.waitForEvent('filechooser');
  await page.getByLabel('添加图片').click();
  const png = captchaDataUrl('2026');
  await (await chooser).setFiles({ name: 'site.png', mimeType: 'image/png', buffer: Buffer.from(png.slice(png.indexOf(',') + 1), 'base64') });
  await expect(page.getByRole('button', { name: '删除第1张图片' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.screenshot({ path: shot('evaluation-add-filled') });
  await page.getByRole('button', { name: '提交评价' }).click();

  // Done: the evaluation heads the buyer's own list, with its scores, text and photo.
  await expect(page).toHaveURL(/\/evaluation\?status=done$/);
  await expect(page.getByText('评价成功，感谢您的反馈')).toBeVisible();
  await expect(page.getByRole('tab', { name: '已评价' })).toHaveAttribute('aria-selected', 'true');
  const mine = page.getByRole('article', { name: '长江中砂' });
  await expect(mine.getByText(REVIEW)).toBeVisible();
  await expect(mine.getByRole('img', { name: '商品评分 5星' })).toBeVisible();
  await expect(mine.getByRole('img', { name: '服务评分 4星' })).toBeVisible();
  await expect(mine.getByRole('img', { name: '物流评分 3星' })).toBeVisible();
  await expect(mine.getByRole('button', { name: '查看第1张图片' }).locator('img')).toHaveAttribute('src', /^\/gw\/files\/file_[0-9a-f]{16}$/);
  await page.screenshot({ path: shot('evaluation-done') });
  await page.getByRole('tab', { name: '待评价' }).click();
  await expect(page.getByRole('article', { name: '订单号：DD2026102500005' })).toBeVisible();
  await expect(page.getByRole('article', { name: '订单号：DD2026092000003' })).toHaveCount(0);

  // Its detail, from the done list.
  await page.getByRole('tab', { name: '已评价' }).click();
  await page.getByRole('link', { name: '查看长江中砂的评价' }).click();
  await expect(page.getByRole('heading', { name: '评价详情' })).toBeVisible();
  await expect(page.getByText('订单号：DD2026092000003')).toBeVisible();
  await expect(page.getByText(REVIEW)).toBeVisible();
  await expect(page.getByRole('link', { name: '查看订单' })).toHaveAttribute('href', `/order/orderDetail?orderId=${DEMO_IDS.orderShipA}`);
  await page.screenshot({ path: shot('evaluation-detail') });

  // Not twice: the form of an evaluated order says so instead.
  await page.goto(`${live.url}/evaluation/addEvaluate?orderId=${DEMO_IDS.orderShipA}`);
  await expect(page.getByText('该订单已评价')).toBeVisible();
  await expect(page.getByText('每个订单只能评价一次')).toBeVisible();
  await expect(page.getByRole('button', { name: '提交评价' })).toHaveCount(0);
  await page.screenshot({ path: shot('evaluation-add-already') });
  // …and a form left open while the order was evaluated elsewhere is refused with the gateway's reason.
  await page.goto(`${live.url}/evaluation/addEvaluate?orderId=${DEMO_IDS.orderContractA}`);
  await rate(page, '商品评分', '4星');
  await rate(page, '服务评分', '4星');
  await rate(page, '物流评分', '4星');
  await live.typed('evaluation.add', { orderId: DEMO_IDS.orderContractA, goodsId: DEMO_IDS.concrete, goodsScore: 5 }, token);
  await page.getByRole('button', { name: '提交评价' }).click();
  await expect(page.getByText('评价提交失败：该订单已评价过这件商品，不能重复评价')).toBeVisible();
  await expect(page.getByText('每个订单只能评价一次')).toBeVisible();
  const contractReviews = await live.typed('evaluation.list', { pageNum: 1, pageSize: 50 }, token);
  expect(contractReviews.list.filter((e) => e.orderId === DEMO_IDS.orderContractA)).toHaveLength(1);

  // The goods' reviews, from its detail page: ours with the buyer's masked name, B's anonymous one, no order.
  await page.goto(`${live.url}/shoppingDetail?goodsId=${DEMO_IDS.sand}`);
  await page.getByText('查看全部评价').click();
  await expect(page).toHaveURL(new RegExp(`/appraiseList\\?goodsId=${DEMO_IDS.sand}$`));
  await expect(page.getByRole('heading', { name: '商品评价' })).toBeVisible();
  const reviews = page.getByRole('list', { name: '评价列表' }).getByRole('article');
  await expect(reviews).toHaveCount(2);
  await expect(reviews.first().getByText(REVIEW)).toBeVisible();
  await expect(reviews.first().getByRole('img', { name: '商品评分 5星' })).toBeVisible();
  await expect(reviews.first()).toHaveAccessibleName(/^.\*\*$/u);
  await expect(page.getByRole('article', { name: '匿名买家' }).getByText('砂子干净，送货快。')).toBeVisible();
  await expect(page.getByText(/DD\d+/)).toHaveCount(0);
  await page.screenshot({ path: shot('evaluation-appraise-list') });

  // In English: the reviews, the lists and the form (a third order completed for it).
  await inEnglish(page);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Goods reviews' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Anonymous buyer' })).toBeVisible();
  await page.screenshot({ path: shot('evaluation-appraise-list-en') });
  await page.goto(`${live.url}/evaluation?status=done`);
  await expect(page.getByRole('tab', { name: 'Reviewed' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('article', { name: '长江中砂' }).getByRole('img', { name: 'Goods 5 of 5 stars' })).toBeVisible();
  await page.screenshot({ path: shot('evaluation-done-en') });
  await page.getByRole('link', { name: 'Open the review of 长江中砂' }).click();
  await expect(page.getByRole('heading', { name: 'Review detail' })).toBeVisible();
  await page.screenshot({ path: shot('evaluation-detail-en') });
  await live.db.query("update orders set status = 'completed', completed_at = now() where order_id = $1", [DEMO_IDS.orderDeliveringA]);
  await page.goto(`${live.url}/evaluation`);
  await expect(page.getByRole('tab', { name: 'To review' })).toHaveAttribute('aria-selected', 'true');
  await page.screenshot({ path: shot('evaluation-pending-en') });
  await page.getByRole('button', { name: 'Review order DD2026101500002' }).click();
  await expect(page.getByRole('heading', { name: 'Write a review' })).toBeVisible();
  await page.getByRole('button', { name: 'Submit the review' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Rate the service' })).toBeVisible();
  await page.screenshot({ path: shot('evaluation-add-en') });
});

test('quality reports: an order’s reports, a scan shown on the page, a PDF in a new tab — and in the app through openpdf', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(120_000);
  const token = await logIn(context);

  // The completed concrete order's batch report.
  await page.goto(`${live.url}/qualityReport?orderId=${DEMO_IDS.orderCompletedA}`);
  await expect(page.getByRole('heading', { name: '质检报告' })).toBeVisible();
  const concrete = page.getByRole('link', { name: '查看预拌混凝土（商砼） C30的质检报告ZJ-HNT-2026-0911' });
  await expect(concrete).toContainText('合格');
  await expect(concrete).toContainText('批次号：B20261009');
  await expect(concrete).toContainText('订单号：DD2026100100001');
  await page.screenshot({ path: shot('quality-list') });
  await concrete.click();
  await expect(page.getByRole('heading', { name: '查看质检报告' })).toBeVisible();
  await expect(page.getByText('上海建科检测中心')).toBeVisible();
  await expect(page.getByRole('row', { name: /抗压强度\(28d\)\s+≥30MPa\s+35\.6MPa\s+合格/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /坍落度/ })).toBeVisible();
  await page.screenshot({ path: shot('quality-show-pdf') });
  // The PDF opens in a new tab.
  const pdfTab = context.waitForEvent('page');
  await page.getByRole('button', { name: '查看PDF报告' }).click();
  const opened = await pdfTab;
  await expect.poll(() => opened.url()).toBe(`${live.url}/demo/report-concrete.pdf`);
  await opened.close();

  // The cement order's report (the goods' general one) is a scan: shown on the page.
  await page.goto(`${live.url}/qualityReport?orderId=${DEMO_IDS.orderDeliveringA}`);
  await page.getByRole('link', { name: /ZJ-SN-2026-1001/ }).click();
  const scan = page.getByRole('img', { name: '质检报告扫描件1' });
  await expect(scan).toBeVisible();
  await expect.poll(() => scan.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByRole('button', { name: '查看PDF报告' })).toHaveCount(0);
  await page.screenshot({ path: shot('quality-show-scan'), fullPage: true });

  // Another buyer's order: not found.
  await page.goto(`${live.url}/qualityReport?orderId=${DEMO_IDS.orderCompletedB}`);
  await expect(page.getByRole('alert')).toContainText('质检报告加载失败');
  await expect(page.getByRole('alert')).toContainText('订单不存在');

  // In English.
  await inEnglish(page);
  await page.goto(`${live.url}/qualityReport?orderId=${DEMO_IDS.orderCompletedA}`);
  await expect(page.getByRole('heading', { name: 'Quality reports' })).toBeVisible();
  await expect(page.getByText('Passed')).toBeVisible();
  await page.screenshot({ path: shot('quality-list-en') });
  await page.getByRole('link', { name: /ZJ-HNT-2026-0911/ }).click();
  await expect(page.getByRole('button', { name: 'Open the PDF report' })).toBeVisible();
  await page.screenshot({ path: shot('quality-show-en') });

  // Inside the native app's webview: the PDF goes to the app's viewer, the scan to its image viewer.
  const app = await browser.newContext({ userAgent: webviewUserAgent, viewport: { width: 375, height: 667 }, isMobile: true, hasTouch: true });
  try {
    await app.addCookies([{ name: cookies.token, value: token, url: live.url }]);
    const inApp = await app.newPage();
    await installFakeBridge(inApp, { getToken: token });
    await inApp.goto(`${live.url}/qualityReport/show?reportId=qr_concrete_1`);
    await inApp.getByRole('button', { name: '查看PDF报告' }).click();
    await expect
      .poll(async () => (await nativeCalls(inApp)).filter((call) => call.name === 'openpdf').map((call) => call.payload))
      .toEqual([{ url: `${live.url}/demo/report-concrete.pdf` }]);
    await inApp.goto(`${live.url}/qualityReport/show?reportId=qr_cement_1`);
    await inApp.getByRole('button', { name: '全屏查看扫描件1' }).click();
    await expect
      .poll(async () => (await nativeCalls(inApp)).filter((call) => call.name === 'imageTools').map((call) => call.payload))
      .toEqual([{ images: [`${live.url}/demo/report-cement.svg`], index: 0 }]);
    // Nothing opened outside the app's views.
    expect(app.pages()).toHaveLength(1);
  } finally {
    await app.close();
  }
});
