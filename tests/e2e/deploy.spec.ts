import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { deployBuildB, switchIndex, writeBuildBFiles } from './support/deployBuild.ts';
import { useLiveGateway } from './support/liveGateway.ts';
import { expect, test } from './support/test.ts';

/**
 * A deployment under a buyer's open page: the page was loaded from build A; build B is written over the
 * gateway's build folder as a build writes it (its files beside A's, A's kept by the build's retirement of
 * earlier assets, its index.html last), with the gateway running. The open page goes on to screens whose
 * code it had not loaded yet — A's chunks, still there — and the next full load runs B, with no restart.
 * With two gateway processes behind a load balancer, each with its own build folder, a rolling deployment
 * writes B's files to every process first and then switches their index.html one by one (README, Deploying).
 */

const live = useLiveGateway({ ownDist: true });
const nodes = [useLiveGateway({ ownDist: true }), useLiveGateway({ ownDist: true })] as const;

const entryOf = (scripts: (string | null)[]) => scripts.find((src) => src !== null && /\/assets\/index-/.test(src));

test('a page loaded before a deployment keeps working on screens it had not loaded; the next load runs the new build', async ({ page }) => {
  await page.goto(`${live.url}/v2`);
  const hot = page.getByRole('list', { name: '热销商品' });
  await expect(hot.getByRole('link', { name: '预拌混凝土（商砼）' })).toBeVisible();
  const scriptsA = await page.locator('script[type="module"]').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('src')));
  const entryA = entryOf(scriptsA);
  expect(entryA).toBeDefined();

  const entryB = deployBuildB(live.distDir);

  // The open page (build A) goes on: the goods detail and the category screen, whose code it had not loaded.
  const chunks: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/assets/')) chunks.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });
  await hot.getByRole('link', { name: '预拌混凝土（商砼）' }).click();
  await expect(page.getByRole('heading', { name: '预拌混凝土（商砼）' })).toBeVisible();
  await page.goBack();
  await page.getByRole('link', { name: '分类' }).first().click();
  await expect(page).toHaveURL(/\/goods/);
  await expect(page.getByText('页面资源加载失败，请检查网络后刷新')).toHaveCount(0);
  expect(chunks.length).toBeGreaterThan(0);
  // Build A's chunks, all answered.
  expect(chunks.filter((chunk) => !chunk.startsWith('200 ') || chunk.includes('-b.'))).toEqual([]);

  // A full load runs build B, from the same running gateway.
  await page.goto(`${live.url}/v2`);
  await expect(hot.getByRole('link', { name: '预拌混凝土（商砼）' })).toBeVisible();
  const scriptsB = await page.locator('script[type="module"]').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('src')));
  expect(entryOf(scriptsB)).toBe(`/assets/${entryB}`);
  expect(entryOf(scriptsB)).not.toBe(entryA);
});

/**
 * A load balancer in front of the two gateways: every asset goes to the next gateway in turn; a page's
 * documents and calls go to the gateway its `x-test-node` header names (its session and signing key are that one's).
 */
async function startBalancer(ports: readonly number[]) {
  let turn = 0;
  const served: { node: number; path: string; status: number }[] = [];
  const server = http.createServer((request, response) => {
    const url = request.url ?? '/';
    const node = url.startsWith('/assets/') ? turn++ % ports.length : Number(request.headers['x-test-node'] ?? '0');
    const upstream = http.request({ host: '127.0.0.1', port: ports[node], path: url, method: request.method, headers: request.headers }, (answer) => {
      if (url.startsWith('/assets/')) served.push({ node, path: url, status: answer.statusCode ?? 0 });
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    });
    upstream.on('error', () => response.writeHead(502).end());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, served, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** Opens the goods detail and the category screen from the home page, as a buyer would. */
async function openLazyScreens(page: Page): Promise<void> {
  const hot = page.getByRole('list', { name: '热销商品' });
  await hot.getByRole('link', { name: '预拌混凝土（商砼）' }).click();
  await expect(page.getByRole('heading', { name: '预拌混凝土（商砼）' })).toBeVisible();
  await page.goBack();
  await page.getByRole('link', { name: '分类' }).first().click();
  await expect(page).toHaveURL(/\/goods/);
  await expect(page.getByText('页面资源加载失败，请检查网络后刷新')).toHaveCount(0);
}

test('a rolling deployment over two gateway processes: pages of build A and of build B both keep working, whichever process answers', async ({
  page,
  context,
}) => {
  const balancer = await startBalancer(nodes.map((node) => Number(new URL(node.url).port)));
  try {
    const hot = (on: Page) => on.getByRole('list', { name: '热销商品' }).getByRole('link', { name: '预拌混凝土（商砼）' });
    await page.setExtraHTTPHeaders({ 'x-test-node': '0' });
    await page.goto(`${balancer.url}/v2`);
    await expect(hot(page)).toBeVisible();

    // B's files on every process, then the second process switches to B: one process serves A's index.html, one B's.
    const html = nodes.map((node) => writeBuildBFiles(node.distDir));
    const entryB = switchIndex(nodes[1].distDir, html[1]!);
    const pageB = await context.newPage();
    await pageB.setExtraHTTPHeaders({ 'x-test-node': '1' });
    await pageB.goto(`${balancer.url}/v2`);
    await expect(hot(pageB)).toBeVisible();
    expect(await pageB.locator(`script[src="/assets/${entryB}"]`).count()).toBe(1);

    const before = balancer.served.length;
    await openLazyScreens(page);
    await openLazyScreens(pageB);
    const lazy = balancer.served.slice(before);
    // A's chunks and B's, each answered by both processes (the one still on A has B's files already): none failed.
    expect(lazy.filter((asset) => asset.status !== 200)).toEqual([]);
    expect(new Set(lazy.filter((asset) => asset.path.includes('-b.')).map((asset) => asset.node))).toEqual(new Set([0, 1]));
    expect(new Set(lazy.filter((asset) => !asset.path.includes('-b.')).map((asset) => asset.node))).toEqual(new Set([0, 1]));

    // The first process switches too: the next full load runs B whichever process answers.
    switchIndex(nodes[0].distDir, html[0]!);
    await page.goto(`${balancer.url}/v2`);
    await expect(hot(page)).toBeVisible();
    expect(await page.locator(`script[src="/assets/${entryB}"]`).count()).toBe(1);
  } finally {
    await balancer.close();
  }
});
