import { switchIndex, trimNextWorkerPrecache, writeBuildBFiles } from './support/deployBuild.ts';
import { useLiveGateway } from './support/liveGateway.ts';
import { expect, test } from './support/test.ts';

/**
 * A deployment under a page the service worker serves: build B's worker installs beside the open page of
 * build A and takes over; the buyer is told, and the next navigation is a full load of build B — no page
 * runs chunks of both builds.
 */

const live = useLiveGateway({ ownDist: true });
test.use({ serviceWorkers: 'allow' });

const entryIn = (sources: (string | null)[]) => sources.find((src) => src !== null && /\/assets\/index-/.test(src));

test("a new build's worker takes over: the buyer is told, and the next navigation loads the new build whole", async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto(`${live.url}/v2`);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 45_000 });
  const hot = page.getByRole('list', { name: '热销商品' });
  await expect(hot.getByRole('link', { name: '预拌混凝土（商砼）' })).toBeVisible();
  const entryA = entryIn(await page.locator('script[type="module"]').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('src'))));

  const html = writeBuildBFiles(live.distDir);
  trimNextWorkerPrecache(live.distDir);
  const entryB = switchIndex(live.distDir, html);
  // The browser looks for a new worker at navigations and now and then; the test asks at once.
  await page.evaluate(async () => void (await (await navigator.serviceWorker.getRegistration())?.update()));
  const notice = page.getByRole('status').filter({ hasText: '新版本已就绪，打开下一页时自动更新' });
  await expect(notice).toBeVisible({ timeout: 30_000 });
  await expect(notice.getByRole('button', { name: '立即更新' })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/offline-update-ready.png' });

  await hot.getByRole('link', { name: '预拌混凝土（商砼）' }).click();
  await expect(page.getByRole('heading', { name: '预拌混凝土（商砼）' })).toBeVisible();
  const entryNow = entryIn(await page.locator('script[type="module"]').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('src'))));
  expect(entryNow).toBe(`/assets/${entryB}`);
  expect(entryNow).not.toBe(entryA);
  // Every chunk of the new page is build B's (the old page may have begun its next screen as it was left).
  const chunks = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));
  const assets = chunks.filter((chunk) => chunk.startsWith('/assets/'));
  expect(assets.length).toBeGreaterThan(0);
  expect(assets.filter((chunk) => !chunk.includes('-b.'))).toEqual([]);
  await expect(notice).toHaveCount(0);
});
