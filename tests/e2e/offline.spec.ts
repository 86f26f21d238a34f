import type { Page } from '@playwright/test';
import { cookies } from '../../generated/constants.gen.ts';
import { DEMO_IDS, SECOND_BUYER } from '../../gateway/seed/index.ts';
import { useLiveGateway } from './support/liveGateway.ts';
import { expect, test } from './support/test.ts';

/**
 * Building-site mode against the real gateway, with the service worker the other specs block: the screens a
 * buyer has seen open again without a network — by a full page load, served by the worker from its precache
 * and by the app from the answers it kept on the device — and nothing of the buyer is left after a logout.
 */

const live = useLiveGateway();

/** The screens the buyer visits online, each with a text of the buyer's data it shows, and the read it keeps on the device. */
const SCREENS = [
  { path: '/v2', shows: '预拌混凝土（商砼）', kept: '["goods","homeGoods"' },
  { path: `/shoppingDetail?goodsId=${DEMO_IDS.concrete}`, shows: '预拌混凝土（商砼）', kept: '["goods","detail"' },
  { path: '/cart/cart', shows: '普通硅酸盐水泥 P.O 42.5', kept: '["cart","list"' },
  { path: '/order/orderList', shows: '¥5200.00', kept: '["order","list"' },
  { path: `/order/orderDetail?orderId=${DEMO_IDS.orderDeliveringA}`, shows: 'DD2026101500002', kept: '["order","detail"' },
  { path: '/waybill/detail?waybillId=wb_a_3', shows: 'YD2026101600003', kept: '["waybill","detail"' },
  { path: `/contractDetail/detail?contractId=${DEMO_IDS.contractConcrete}`, shows: '浦东工地商砼采购合同', kept: '["contract","details"' },
] as const;

/** Everything the app keeps on the device (its IndexedDB database), as one text; '' when there is none. */
function keptOnDevice(page: Page): Promise<string> {
  return page.evaluate(async () => {
    // Opening a database that does not exist would create an empty one under the app: look first.
    if (!(await indexedDB.databases()).some((db) => db.name === 'buyerapp-offline')) return '';
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('buyerapp-offline');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    try {
      if (!db.objectStoreNames.contains('buyers')) return '';
      const values = await new Promise<unknown[]>((resolve, reject) => {
        const request = db.transaction('buyers').objectStore('buyers').getAll();
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      return values.map(String).join('\n');
    } finally {
      db.close();
    }
  });
}

/** Opens the app and waits until the service worker controls the page (it claims it as soon as it is installed). */
async function openControlled(page: Page): Promise<void> {
  await page.goto(`${live.url}/v2`);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 45_000 });
}

// Installing the worker precaches the whole build (some 650 files): only the tests that go offline let it run.
test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('the screens a buyer has seen open offline on a fresh page load, with when they were last updated', async ({ page, context }) => {
    test.setTimeout(90_000);
    const token = await live.loginWithEmptyCart(context);
    await live.call(
      'cart.add',
      { body: { goodsId: DEMO_IDS.cement, resourceId: DEMO_IDS.cementBagResource, quantity: '25', unit: '袋', selectInfos: [], addons: [] } },
      token,
    );
    await openControlled(page);
    for (const screen of SCREENS) {
      await page.goto(`${live.url}${screen.path}`);
      await expect(page.getByText(screen.shows).first()).toBeVisible();
      // Saved to the device within the persister's second of the screen's last answer (a buyer reads a page for
      // longer; each full load here starts a new page, whose answers only the device carries to the next).
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(700);
      await expect.poll(() => keptOnDevice(page), { message: screen.path }).toContain(screen.kept);
    }

    await context.setOffline(true);
    for (const screen of SCREENS) {
      await page.goto(`${live.url}${screen.path}`);
      await expect(page.getByText(screen.shows).first(), screen.path).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: /^离线浏览 · 内容更新于 \d\d:\d\d$/ }), screen.path).toBeVisible();
      await expect(page.getByRole('button', { name: '重试' }), screen.path).toHaveCount(0);
    }
    await page.screenshot({ path: 'test-results/screens/offline-contract-detail.png' });

    // Back online, the strip goes and the screen loads afresh.
    await context.setOffline(false);
    await expect(page.getByRole('status').filter({ hasText: '离线浏览' })).toHaveCount(0);
  });

  test('after a logout nothing of the buyer opens offline, and the device keeps nothing of theirs', async ({ page, context }) => {
    test.setTimeout(90_000);
    await live.loginWithEmptyCart(context);
    await openControlled(page);
    await page.goto(`${live.url}/order/orderDetail?orderId=${DEMO_IDS.orderDeliveringA}`);
    await expect(page.getByText('DD2026101500002').first()).toBeVisible();
    await expect.poll(() => keptOnDevice(page), { timeout: 10_000 }).toContain('DD2026101500002');

    await page.goto(`${live.url}/mine`);
    await page.getByRole('button', { name: '退出登录' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '退出登录' }).click();
    await expect(page.getByRole('button', { name: '登录/注册' })).toBeVisible();
    await expect.poll(() => keptOnDevice(page)).toBe('');

    await context.setOffline(true);
    await page.goto(`${live.url}/order/orderDetail?orderId=${DEMO_IDS.orderDeliveringA}`);
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByText('DD2026101500002')).toHaveCount(0);
  });
});

test("another buyer taking over the device finds nothing of the first buyer's", async ({ page, context }) => {
  test.setTimeout(90_000);
  await live.loginWithEmptyCart(context);
  await page.goto(`${live.url}/order/orderDetail?orderId=${DEMO_IDS.orderDeliveringA}`);
  await expect(page.getByText('DD2026101500002').first()).toBeVisible();
  await expect.poll(() => keptOnDevice(page), { timeout: 10_000 }).toContain('DD2026101500002');

  // The first buyer's login ended without a logout here; the second buyer's token is the app's now.
  const tokenB = await live.login(SECOND_BUYER.accountName);
  await context.addCookies([{ name: cookies.token, value: tokenB, url: live.url }]);
  await page.goto(`${live.url}/v2`);
  await expect(page.getByRole('list', { name: '热销商品' })).toBeVisible();
  await expect.poll(() => keptOnDevice(page), { timeout: 10_000 }).toContain('"homeGoods"');
  expect(await keptOnDevice(page)).not.toContain('DD2026101500002');
  await page.goto(`${live.url}/order/orderDetail?orderId=${DEMO_IDS.orderDeliveringA}`);
  await expect(page.getByText('DD2026101500002')).toHaveCount(0);
});

test('installable: the web manifest names the app, its icons and its start page; the worker is revalidated on every load', async ({ request }) => {
  const index = await (await request.get(`${live.url}/v2`)).text();
  expect(index).toContain('<link rel="manifest" href="/manifest.webmanifest">');
  const manifest = (await (await request.get(`${live.url}/manifest.webmanifest`)).json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    theme_color: string;
    icons: { src: string; sizes: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({ name: '建材商城', short_name: '建材商城', start_url: '/v2', display: 'standalone', theme_color: '#ce200e' });
  expect(manifest.icons.map((icon) => `${icon.sizes}${icon.purpose === undefined ? '' : ` ${icon.purpose}`}`)).toEqual([
    '192x192',
    '512x512',
    '512x512 maskable',
  ]);
  for (const icon of manifest.icons) {
    const answer = await request.get(`${live.url}${icon.src}`);
    expect(answer.status(), icon.src).toBe(200);
    expect(answer.headers()['content-type'], icon.src).toBe('image/png');
  }
  const worker = await request.get(`${live.url}/sw.js`);
  expect(worker.status()).toBe(200);
  expect(worker.headers()['cache-control']).toBe('no-cache');
  // The app's policy lets the worker run from its own origin and nothing more.
  expect(worker.headers()['content-security-policy']).toContain("worker-src 'self';");
});
