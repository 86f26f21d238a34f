import { useLiveGateway } from './support/liveGateway.ts';
import { expect, test } from './support/test.ts';

/**
 * The search page against the real gateway: one in-memory gateway per worker (PGlite with the demo
 * catalogue, a throwaway key pair) serving the built app (dist/, built by the web server of
 * playwright.config.ts) and the API on one origin.
 */

const gateway = useLiveGateway();

test('search with history: results, newest first, kept after a reload, one removed, all cleared', async ({ page }) => {
  await page.goto(`${gateway.url}/v2/search`);
  await expect(page.getByText('暂无搜索历史')).toBeVisible();
  await expect(page.getByRole('list', { name: '热门搜索' })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/search-empty.png' });

  const box = page.getByRole('searchbox', { name: '搜索关键词' });
  await box.fill('水泥');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/v2\/search\?keyword=/);
  await expect(page.getByRole('link', { name: '普通硅酸盐水泥 P.O 42.5' })).toBeVisible();
  await expect(page.getByText(/共\d+件商品/)).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/search-results.png' });

  await page.getByRole('button', { name: '返回' }).click();
  await page.getByRole('list', { name: '热门搜索' }).getByRole('button', { name: '螺纹钢' }).click();
  await expect(page.getByRole('link', { name: '螺纹钢 HRB400E' })).toBeVisible();
  await page.getByRole('button', { name: '返回' }).click();

  await box.fill('没有这种商品');
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  await expect(page.getByText('没有找到相关商品，换个关键词试试')).toBeVisible();
  await page.getByRole('button', { name: '返回' }).click();

  await page.reload();
  const history = page.getByRole('list', { name: '搜索历史' });
  await expect(history.getByRole('button', { name: /^(?!删除)/ })).toHaveText(['没有这种商品', '螺纹钢', '水泥']);
  expect(await page.evaluate(() => localStorage.getItem('searchHistory'))).toBe('没有这种商品,螺纹钢,水泥');
  await page.screenshot({ path: 'test-results/screens/search-history.png' });

  await history.getByRole('button', { name: '删除“螺纹钢”' }).click();
  await expect(history.getByRole('button', { name: /^(?!删除)/ })).toHaveText(['没有这种商品', '水泥']);
  await page.getByRole('button', { name: '清空搜索历史' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('暂无搜索历史')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('searchHistory'))).toBeNull();
});
