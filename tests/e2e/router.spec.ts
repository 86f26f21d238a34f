import { useLiveGateway } from './support/liveGateway.ts';
import { expect, test } from './support/test.ts';

/**
 * The router (react-router-dom in data mode) in a real browser against the real gateway: deep links
 * with a query, the browser's back and forward buttons, the scroll position restored on back, and a
 * chunk that fails to load (a new deployment replaced it) reloading the page once — not forever.
 */

const live = useLiveGateway();

test('a deep link with a query opens its page; back and forward move between pages with their queries', async ({ page }) => {
  await page.goto(`${live.url}/goods?categoryId=cat_steel`);
  await expect(page.getByRole('heading', { name: '螺纹钢 HRB400E' }).or(page.getByText('螺纹钢 HRB400E')).first()).toBeVisible();
  await expect(page).toHaveTitle('商品分类 · buyerapp');

  await page.goto(`${live.url}/v2`);
  const list = page.getByRole('list', { name: '热销商品' });
  await list.getByRole('link', { name: '预拌混凝土（商砼）' }).click();
  await expect(page).toHaveURL(/\/shoppingDetail\?goodsId=g_concrete$/);
  await expect(page.getByRole('heading', { name: '预拌混凝土（商砼）' })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/v2$/);
  await expect(list.getByRole('link', { name: '预拌混凝土（商砼）' })).toBeVisible();
  await page.goForward();
  await expect(page).toHaveURL(/\/shoppingDetail\?goodsId=g_concrete$/);
  await expect(page.getByRole('heading', { name: '预拌混凝土（商砼）' })).toBeVisible();
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(/\/goods\?categoryId=cat_steel$/);
});

test('back to a list restores where the buyer had scrolled', async ({ page }) => {
  await page.goto(`${live.url}/v2`);
  const list = page.getByRole('list', { name: '热销商品' });
  const last = list.getByRole('link').last();
  await expect(last).toBeVisible();
  await last.scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 200);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(150);
  const scrolled = await page.evaluate(() => window.scrollY);
  await last.click();
  await expect(page).toHaveURL(/\/shoppingDetail\?/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/v2$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 40);
});

test('a screen chunk that fails to load reloads the page once, and failing again right after shows the error page', async ({ page }) => {
  let loads = 0;
  page.on('load', () => (loads += 1));
  // The category screen's code is gone from the server, as after a deployment.
  await page.route(/\/assets\/GoodsCategory-[^/]+\.js$/, (route) => route.abort());
  await page.goto(`${live.url}/goods?categoryId=cat_steel`);
  // One reload fetches the new build; the chunk still fails right after it: the error page, no reload loop.
  await expect(page.getByText('页面资源加载失败，请检查网络后刷新')).toBeVisible();
  expect(loads).toBe(2);
  await page.waitForTimeout(1000);
  expect(loads).toBe(2);
  await expect(page).toHaveURL(/\/goods\?categoryId=cat_steel$/);
});

test('a chunk that failed once loads after the reload (a new deployment): the buyer lands on the page', async ({ page }) => {
  let loads = 0;
  page.on('load', () => (loads += 1));
  // The chunk fails until the page has reloaded once, as when the reload fetches the new build. Counted by
  // the document requests, not by load events: the reloaded page may ask for the chunk before its load event.
  let documents = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest()) documents += 1;
  });
  await page.route(/\/assets\/GoodsCategory-[^/]+\.js$/, (route) => (documents < 2 ? route.abort() : route.continue()));
  await page.goto(`${live.url}/v2`);
  await page.getByRole('navigation', { name: '主导航' }).getByText('分类').click();
  await expect.poll(() => loads).toBe(2);
  // The reload went to the page being opened, not back to the home page.
  await expect(page).toHaveURL(/\/goods$/);
  await expect(page).toHaveTitle('商品分类 · buyerapp');
  await expect(page.getByText('页面资源加载失败，请检查网络后刷新')).toHaveCount(0);
});
