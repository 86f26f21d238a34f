import { calls } from '../../generated/calls.gen.ts';
import { useLiveGateway } from './support/liveGateway.ts';
import { expect, test } from './support/test.ts';

/**
 * The data path against the real gateway: a route's reads start from its loader, beside the download of
 * the screen's code, not after the screen has rendered.
 */

const live = useLiveGateway();

test("the goods detail's first data request starts before its screen's code has finished loading", async ({ page }) => {
  // The screen's code arrives a little late, as on a slow phone: its files are held back half a second
  // (the real files, only later). The detail's read must not wait for them.
  const screenChunk = /\/assets\/(GoodsDetailV2|GoodsDetailScreen)-[\w-]+\.js$/;
  await page.route(screenChunk, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue();
  });
  const detailPath = calls['goods.detail'].path;
  const events: { what: 'read' | 'screen-code'; at: number }[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === detailPath) events.push({ what: 'read', at: Date.now() });
  });
  page.on('requestfinished', (request) => {
    if (screenChunk.test(new URL(request.url()).pathname)) events.push({ what: 'screen-code', at: Date.now() });
  });

  await page.goto(`${live.url}/v2/detail?goodsId=g_concrete`);
  await expect(page.getByRole('heading', { name: '预拌混凝土（商砼）' })).toBeVisible();

  const firstRead = events.find((event) => event.what === 'read');
  const codeDone = events.filter((event) => event.what === 'screen-code').at(-1);
  expect(firstRead, 'the goods detail was read').toBeDefined();
  expect(codeDone, "the screen's code was loaded").toBeDefined();
  expect(firstRead!.at).toBeLessThan(codeDone!.at);
  // One read of the detail: the screen takes the loader's answer instead of asking again.
  expect(events.filter((event) => event.what === 'read')).toHaveLength(1);
});
