import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { calls } from '../../generated/calls.gen.ts';
import { currentAssetNames } from '../../scripts/retireAssets.ts';
import { useLiveGateway } from './support/liveGateway.ts';
import { expect, test } from './support/test.ts';

/**
 * The home pages against the real gateway: one in-memory gateway per worker (PGlite with the demo
 * catalogue, a throwaway key pair) serving the built app (dist/, built by the web server of
 * playwright.config.ts) and the API on one origin.
 */

const gateway = useLiveGateway();

test('/v2: banner, categories, goods with two-decimal prices; a goods opens its detail', async ({ page }) => {
  await page.goto(`${gateway.url}/v2`);
  const list = page.getByRole('list', { name: '热销商品' });
  await expect(list.getByRole('link', { name: '预拌混凝土（商砼）' })).toBeVisible();
  // The price draws as one run (no gaps) and the sales count is whole, inside its card.
  const card = list.getByRole('article').first();
  await expect(card.locator('.app-money--price')).toHaveText('¥440.00/方');
  const [symbolBox, integerBox] = [await card.locator('.app-money__small').first().boundingBox(), await card.locator('.app-money__integer').boundingBox()];
  expect(integerBox!.x - (symbolBox!.x + symbolBox!.width)).toBeLessThanOrEqual(1);
  const [cardBox, salesBox] = [await card.boundingBox(), await card.getByText('已售12860').boundingBox()];
  expect(salesBox!.x + salesBox!.width).toBeLessThanOrEqual(cardBox!.x + cardBox!.width);
  await expect(page.getByRole('region', { name: '推荐活动' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: '商品分类' }).getByRole('button', { name: '钢材' })).toBeVisible();
  // Logged out: no cart in the top bar.
  await expect(page.getByRole('button', { name: /^购物车，/ })).toHaveCount(0);
  await page.screenshot({ path: 'test-results/screens/home-v2.png' });
  await page.screenshot({ path: 'test-results/screens/home-v2-full.png', fullPage: true });

  await list.getByRole('link', { name: '预拌混凝土（商砼）' }).click();
  await expect(page).toHaveURL(/\/shoppingDetail\?goodsId=g_concrete$/);
});

test('/v3: the same goods in the grid layout; categories and search lead on', async ({ page }) => {
  await page.goto(`${gateway.url}/v3`);
  await expect(page.getByRole('list', { name: '热销商品' }).getByRole('link', { name: '螺纹钢 HRB400E' })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/home-v3.png' });
  await page.getByRole('navigation', { name: '商品分类' }).getByRole('button', { name: '钢材' }).click();
  await expect(page).toHaveURL(/\/goods\?categoryId=cat_steel$/);
  await page.goBack();
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  await expect(page).toHaveURL(/\/v2\/search$/);
});

test('/v2 in English', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('locale', JSON.stringify('en')));
  await page.goto(`${gateway.url}/v2`);
  const list = page.getByRole('list', { name: 'Best sellers' });
  await expect(list.getByRole('article').first().getByText('12860 sold')).toBeVisible();
  await expect(list.locator('.app-money--price').first()).toHaveText('¥440.00/方');
  await page.screenshot({ path: 'test-results/screens/home-v2-en.png' });
});

test('pull to refresh loads the goods again', async ({ page }) => {
  let homeCalls = 0;
  page.on('request', (request) => {
    if (request.url().includes(calls['goods.homeGoods'].path)) homeCalls++;
  });
  await page.goto(`${gateway.url}/v2`);
  await expect(page.getByRole('list', { name: '热销商品' }).getByRole('link', { name: '预拌混凝土（商砼）' })).toBeVisible();
  const before = homeCalls;
  // A finger drag down from the top of the page (touch events through the DevTools protocol).
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', y: number) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x: 180, y }] });
  await touch('touchStart', 150);
  // The spec's pull-down threshold is 90 px of pull (half the finger's travel): 170 px of travel is not enough.
  for (let y = 160; y <= 320; y += 20) await touch('touchMove', y);
  await expect(page.getByText('下拉刷新')).toBeVisible();
  for (let y = 340; y <= 450; y += 20) await touch('touchMove', y);
  await expect(page.getByText('释放立即刷新')).toBeVisible();
  await touch('touchEnd', 450);
  await expect.poll(() => homeCalls).toBeGreaterThan(before);
  await expect(page.getByRole('list', { name: '热销商品' }).getByRole('link', { name: '预拌混凝土（商砼）' })).toBeVisible();
});

test('a short critical path: index.html preloads the runtime config and the signing worker, and each is fetched once', async ({ page }) => {
  const dist = join(process.cwd(), process.env.E2E_DIST_DIR ?? 'dist');
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const worker = currentAssetNames(dist).find((name) => /^sign\.worker-.*\.js$/.test(name));
  expect(html).toContain('<link rel="preload" href="/app-config.json" as="fetch" crossorigin="anonymous">');
  expect(html).toContain(`<link rel="modulepreload" href="/assets/${worker}" as="worker" fetchpriority="low">`);

  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  await page.goto(`${gateway.url}/v2`);
  // The page's first signed calls have been answered: the goods are listed.
  await expect(page.locator('.goods-card').first()).toBeVisible();
  // The app's own fetch of the config is answered by the preload, not sent again.
  expect(fetched.filter((path) => path === '/app-config.json')).toHaveLength(1);
  const timings = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('/app-config.json'))
      .map((entry) => (entry as PerformanceResourceTiming).initiatorType),
  );
  expect(timings).toEqual(['link']);
});
