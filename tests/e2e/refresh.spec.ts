import { c30CartAdd } from './support/demoCart.ts';
import { useLiveGateway } from './support/liveGateway.ts';
import { installFakeBridge, webviewUserAgent } from './support/native.ts';
import { expect, test } from './support/test.ts';

/**
 * The native app's triggerRefresh (product-spec §8): when the app says the data changed (an order paid in
 * another view, a cart edited elsewhere), the screen on display loads its data again — against the real
 * gateway, inside the webview.
 */

const live = useLiveGateway();

test.use({ userAgent: webviewUserAgent });

test('triggerRefresh from the app reloads the cart on display', async ({ page, context }) => {
  const token = await live.loginWithEmptyCart(context);
  await live.call('cart.add', { body: { goodsId: 'g_cement', resourceId: 'res_cement_bag', quantity: '25', unit: '袋', selectInfos: [], addons: [] } }, token);
  await installFakeBridge(page, { getToken: token });

  await page.goto(`${live.url}/cart/cart`);
  await expect(page.getByText('普通硅酸盐水泥 P.O 42.5', { exact: true })).toBeVisible();
  await expect(page.getByText('预拌混凝土（商砼）', { exact: true })).toHaveCount(0);

  // Elsewhere (another view of the app) the buyer adds C30 to the cart; the app tells the page.
  await live.call('cart.add', { body: c30CartAdd() }, token);
  await page.evaluate(() => (window as unknown as { triggerRefresh: () => void }).triggerRefresh());
  await expect(page.getByText('预拌混凝土（商砼）', { exact: true })).toBeVisible();
  await expect(page.getByText('普通硅酸盐水泥 P.O 42.5', { exact: true })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/cart-after-trigger-refresh.png' });
});
