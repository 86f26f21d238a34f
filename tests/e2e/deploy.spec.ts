import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { retireAssets } from '../../scripts/retireAssets.ts';
import { useLiveGateway } from './support/liveGateway.ts';
import { expect, test } from './support/test.ts';

/**
 * A deployment under a buyer's open page: the page was loaded from build A; build B is written over the
 * gateway's build folder as a build writes it (its files beside A's, A's kept by the build's retirement of
 * earlier assets, its index.html last), with the gateway running. The open page goes on to screens whose
 * code it had not loaded yet — A's chunks, still there — and the next full load runs B, with no restart.
 */

const live = useLiveGateway({ ownDist: true });

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Build B from build A's files: every chunk and style sheet under a new name, as a new build renames them
 * all (a change reaching the entry renames every chunk that imports it), and every reference to them.
 * Returns B's entry file.
 */
function deployBuildB(dir: string): string {
  const assets = path.join(dir, 'assets');
  const builtAt = Date.now();
  const names = readdirSync(assets).filter((name) => /\.(js|css)$/.test(name));
  const renamed = new Map(names.map((name) => [name, name.replace(/\.(js|css)$/, '-b.$1')]));
  // Longest first, so a name is never matched by a shorter one inside it.
  const pattern = new RegExp(
    [...renamed.keys()]
      .sort((a, b) => b.length - a.length)
      .map(escape)
      .join('|'),
    'g',
  );
  const rename = (text: string) => text.replace(pattern, (name) => renamed.get(name)!);
  for (const [name, next] of renamed) writeFileSync(path.join(assets, next), rename(readFileSync(path.join(assets, name), 'utf8')));
  retireAssets(dir, builtAt);
  const html = rename(readFileSync(path.join(dir, 'index.html'), 'utf8'));
  writeFileSync(path.join(dir, 'index.html'), html);
  return /src="\/assets\/(index-[^"]+-b\.js)"/.exec(html)![1]!;
}

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
