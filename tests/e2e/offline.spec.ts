import type { Page } from '@playwright/test';
import { cookies } from '../../generated/constants.gen.ts';
import { DEMO_IDS, SECOND_BUYER } from '../../gateway/seed/index.ts';
import { useLiveGateway } from './support/liveGateway.ts';
import { expect, test } from './support/test.ts';
import { swipeOpen } from './support/swipe.ts';

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

  test('a cart change and an order made offline wait on the device over a reload, can be cancelled, and land exactly once when the network returns', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    const token = await live.loginWithEmptyCart(context);
    const cement = { goodsId: DEMO_IDS.cement, resourceId: DEMO_IDS.cementBagResource, unit: '袋', selectInfos: [], addons: [] };
    await live.call('cart.add', { body: { ...cement, quantity: '25' } }, token);
    const orders = async () => live.typed('order.list', { pageNum: 1, pageSize: 5 }, token);
    const ordersBefore = (await orders()).total;
    const quantity = page.getByRole('textbox', { name: '普通硅酸盐水泥 P.O 42.5 的数量' });
    const waiting = (count: number) => page.getByRole('button', { name: `${count} 项待联网发送` });

    // Online first: the cart and the checkout the buyer will use on the site.
    await openControlled(page);
    await page.goto(`${live.url}/cart/cart`);
    await expect(quantity).toHaveValue('25');
    await page.getByRole('button', { name: '结算(1)' }).click();
    await expect(page.getByRole('heading', { name: '确认订单' })).toBeVisible();
    await expect(page.locator('.ord-bar__total strong')).toContainText('¥');
    await page.waitForLoadState('networkidle');
    await expect.poll(() => keptOnDevice(page)).toContain('"checkoutOptions"');

    await context.setOffline(true);
    await page.goto(`${live.url}/cart/cart`);
    await page.getByRole('button', { name: '增加 普通硅酸盐水泥 P.O 42.5' }).click();
    await expect(page.getByText('已保存，联网后自动发送')).toBeVisible();
    await expect(quantity).toHaveValue('26');
    await expect(waiting(1)).toBeVisible();

    // A removal waits too, and is cancelled from the list: the line shows again and is never sent.
    await swipeOpen(page, page.locator('.cart-line', { hasText: '普通硅酸盐水泥' }));
    await page.getByRole('button', { name: '删除 普通硅酸盐水泥 P.O 42.5' }).click();
    await expect(waiting(2)).toBeVisible();
    await expect(quantity).toHaveCount(0);
    await waiting(2).click();
    const list = page.getByRole('dialog', { name: '待发送' });
    await expect(list.getByText('从购物车删除 普通硅酸盐水泥 P.O 42.5')).toBeVisible();
    await list.getByRole('button', { name: '取消发送 从购物车删除 普通硅酸盐水泥 P.O 42.5' }).click();
    await expect(waiting(1)).toBeVisible();
    await expect(quantity).toHaveValue('26');
    await page.mouse.click(10, 10);

    // The order, offline: priced by the app's rules as an estimate, then kept to send.
    await page.getByRole('button', { name: '结算(1)' }).click();
    await expect(page.getByRole('heading', { name: '确认订单' })).toBeVisible();
    await expect(page.getByText('预估价，联网后以确认价格为准')).toBeVisible();
    await page.getByText('预估价，联网后以确认价格为准').scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'test-results/screens/offline-checkout-estimate.png' });
    await page.getByRole('checkbox', { name: '同意采购协议' }).check();
    await page.getByRole('button', { name: '提交订单' }).click();
    await expect(waiting(2)).toBeVisible();
    await page.screenshot({ path: 'test-results/screens/offline-checkout-waiting.png' });

    // A reload while waiting: both are still on the device and listed.
    await page.reload();
    await expect(waiting(2)).toBeVisible();
    // The checkout opens again from what the device kept (its options too, whose refresh failed offline).
    await expect(page.getByText('预估价，联网后以确认价格为准')).toBeVisible();
    await expect(page.getByRole('button', { name: '重试' })).toHaveCount(0);
    await waiting(2).click();
    await expect(page.getByRole('dialog', { name: '待发送' }).getByText('提交订单（1件商品）')).toBeVisible();
    await page.waitForTimeout(400); // the list's slide-up
    await page.screenshot({ path: 'test-results/screens/offline-waiting-list.png' });
    await page.mouse.click(10, 10);
    expect((await orders()).total).toBe(ordersBefore);

    // Back online: sent one after another, each once.
    await context.setOffline(false);
    await expect(page.getByRole('button', { name: /项待联网发送/ })).toHaveCount(0, { timeout: 20_000 });
    const after = await orders();
    expect(after.total).toBe(ordersBefore + 1);
    expect(after.list[0]!.orderItems[0]!.quantity).toBe('26');
    // A second start sends nothing again.
    await page.reload();
    await expect(
      page
        .getByRole('heading', { name: '确认订单' })
        .or(page.getByRole('heading', { name: '购物车' }))
        .first(),
    ).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect((await orders()).total).toBe(ordersBefore + 1);
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
