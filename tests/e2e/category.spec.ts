import { useLiveGateway } from './support/liveGateway.ts';
import { expect, test } from './support/test.ts';

/**
 * Category browse against the real gateway: one in-memory gateway per worker (PGlite with the demo
 * catalogue, a throwaway key pair) serving the built app (dist/, built by the web server of
 * playwright.config.ts) and the API on one origin.
 */

const gateway = useLiveGateway();

test('category browse: tree on the left, goods on the right, subcategories narrow, a goods opens', async ({ page }) => {
  await page.goto(`${gateway.url}/goods`);
  const tree = page.getByRole('navigation', { name: '分类列表' });
  await expect(tree.getByRole('button', { name: '商品混凝土' })).toHaveAttribute('aria-current', 'true');
  await expect(page.getByRole('link', { name: '预拌混凝土（商砼）' })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/category.png' });

  await tree.getByRole('button', { name: '砂石骨料' }).click();
  await expect(page).toHaveURL(/\/goods\?categoryId=cat_aggregate$/);
  await expect(page.getByRole('link', { name: '长江中砂' })).toBeVisible();
  await page.getByRole('group', { name: '子分类' }).getByRole('button', { name: '碎石' }).click();
  await expect(page).toHaveURL(/categoryId=cat_gravel$/);
  await expect(page.getByRole('link', { name: '长江中砂' })).toHaveCount(0);
  await page.screenshot({ path: 'test-results/screens/category-gravel.png' });

  await tree.getByRole('button', { name: '钢材' }).click();
  await page.getByRole('link', { name: '螺纹钢 HRB400E' }).click();
  await expect(page).toHaveURL(/\/shoppingDetail\?goodsId=g_rebar$/);
});

test('the tab bar reaches category browse', async ({ page }) => {
  await page.goto(`${gateway.url}/v2`);
  await page.getByRole('navigation', { name: '主导航' }).getByText('分类').click();
  await expect(page).toHaveURL(/\/goods$/);
  await expect(page.getByRole('navigation', { name: '分类列表' })).toBeVisible();
});
