import { useLiveGateway } from './support/liveGateway.ts';
import { expect, test } from './support/test.ts';

/** The 404 page in the built app against the real gateway. */
const live = useLiveGateway();

test.describe('404 page', () => {
  test('an unknown path shows the 404 text, and its button returns to the home page', async ({ page }) => {
    await page.goto(`${live.url}/no/such/page?x=1`);
    await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
    await expect(page.getByText('This page could not be found')).toBeVisible();
    await expect(page.getByText('页面不见了，可能已被删除或地址有误')).toBeVisible();
    await page.screenshot({ path: 'test-results/screens/404.png' });

    // No home page saved: the button goes to /index, which goes on to the default home page /v2.
    await page.getByRole('button', { name: '返回首页' }).click();
    await expect(page).toHaveURL(/\/v2$/);
  });

  test('the button returns to the saved home page', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('homePage', JSON.stringify('/mine')));
    await page.goto(`${live.url}/nowhere`);
    await expect(page.getByText('This page could not be found')).toBeVisible();
    await page.getByRole('button', { name: '返回首页' }).click();
    await expect(page).toHaveURL(/\/mine$/);
  });

  test('a page whose required query is missing answers 404', async ({ page }) => {
    // /shoppingDetail needs goodsId (and is public, so no login is asked for first).
    await page.goto(`${live.url}/shoppingDetail`);
    await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
  });
});
