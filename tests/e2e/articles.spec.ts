import type { Page } from '@playwright/test';
import { openCheckout } from './support/checkout.ts';
import { shot, useLiveGateway } from './support/liveGateway.ts';
import { expect, test } from './support/test.ts';

/**
 * Every /article page against the real gateway (one in-memory gateway for this file): each renders its
 * title and a real, sanitised text that fits the 375 px screen; the checkout's agreement link opens the
 * purchase agreement on /article/articlePr — in Chinese, and once in English.
 */

const live = useLiveGateway();

/** Every /article route, its header (the route title) and the article's own title. */
const ARTICLES: readonly { path: string; header: string; title: string }[] = [
  { path: '/article/articlePr', header: '文章详情', title: '建材云平台采购协议' },
  { path: '/article/bank-private', header: '银行服务隐私政策', title: '银行服务隐私政策' },
  { path: '/article/buyer-private', header: '买家隐私政策', title: '买家隐私政策' },
  { path: '/article/carrier-private', header: '承运商隐私政策', title: '承运商隐私政策' },
  { path: '/article/driver-private', header: '司机隐私政策', title: '司机隐私政策' },
  { path: '/article/seller-private', header: '卖家隐私政策', title: '卖家隐私政策' },
  { path: '/article/loginAgreement', header: '登录协议', title: '登录协议' },
  { path: '/article/payArticle', header: '支付协议', title: '支付服务协议' },
  { path: '/article/permissionDetail', header: '权限说明', title: '应用权限说明' },
  { path: '/article/thirdDetail', header: '第三方信息共享清单', title: '第三方信息共享清单' },
  { path: '/article/userAgreement', header: '用户协议', title: '用户服务协议' },
  { path: '/article/userPrivate', header: '隐私政策', title: '隐私政策' },
  { path: '/article/vatinvoice-agree', header: '增票资质确认书', title: '增票资质确认书' },
  { path: '/article/vatinvoice-help', header: '增票资质帮助', title: '增票资质帮助' },
];

/** The article on screen reads at 375 px: real text in several sections, at least 14 px, nothing wider than the screen. */
async function expectReadable(page: Page, title: string): Promise<void> {
  const article = page.getByRole('article', { name: title });
  await expect(article.getByRole('heading', { name: title, level: 2 })).toBeVisible();
  await expect(article.getByText(/^版本 v\d/)).toBeVisible();
  const measures = await article.evaluate((node) => ({
    text: (node.querySelector('.article__content')?.textContent ?? '').trim().length,
    sections: node.querySelectorAll('.article__content h3').length,
    fontSize: Number.parseFloat(getComputedStyle(node.querySelector('.article__content p')!).fontSize),
    pageWidth: document.documentElement.scrollWidth,
  }));
  expect(measures.text, title).toBeGreaterThan(150);
  expect(measures.sections, title).toBeGreaterThanOrEqual(2);
  expect(measures.fontSize, title).toBeGreaterThanOrEqual(14);
  expect(measures.pageWidth, title).toBeLessThanOrEqual(375);
}

test('every /article route renders its title and readable text; the checkout agreement link opens articlePr', async ({ page, context }) => {
  test.setTimeout(120_000);
  for (const { path, header, title } of ARTICLES) {
    await page.goto(`${live.url}${path}`);
    await expect(page.getByRole('heading', { name: header, level: 1 })).toBeVisible();
    await expectReadable(page, title);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.screenshot({ path: shot(`article-${path.split('/').pop()!}`) });
  }

  // The checkout's 《采购协议》 opens the purchase agreement the order asks the buyer to accept.
  const token = await live.login();
  await openCheckout(live, context, page, token);
  const link = page.getByRole('link', { name: '《采购协议》' });
  await expect(link).toHaveAttribute('href', '/article/articlePr?articleId=art_purchaseAgreement');
  await link.click();
  await expect(page).toHaveURL(/\/article\/articlePr\?articleId=art_purchaseAgreement$/);
  await expect(page.getByRole('heading', { name: '文章详情', level: 1 })).toBeVisible();
  await expectReadable(page, '建材云平台采购协议');
  await expect(page.getByText('交付与验收')).toBeVisible();
  await page.screenshot({ path: shot('article-articlePr-from-checkout') });
  // Back leads to the checkout again.
  await page.getByRole('button', { name: '返回' }).click();
  await expect(page.getByRole('heading', { name: '确认订单' })).toBeVisible();
});

test('an article page in English: the header and the texts around the article in English', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('locale', JSON.stringify('en')));
  await page.goto(`${live.url}/article/vatinvoice-help`);
  await expect(page.getByRole('heading', { name: 'VAT invoice help', level: 1 })).toBeVisible();
  const article = page.getByRole('article', { name: '增票资质帮助' });
  await expect(article.getByText('Version v1.0')).toBeVisible();
  await expect(article.getByText(/^Updated \d{4}-\d{2}-\d{2}$/)).toBeVisible();
  await page.screenshot({ path: shot('article-vatinvoice-help-en') });
  await page.goto(`${live.url}/article/articlePr`);
  await expect(page.getByRole('heading', { name: 'Article', level: 1 })).toBeVisible();
  await expect(page.getByRole('article', { name: '建材云平台采购协议' })).toBeVisible();
  await page.screenshot({ path: shot('article-articlePr-en') });
});
