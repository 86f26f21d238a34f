import { cookies } from '../../generated/constants.gen.ts';
import { DEMO_BUYER } from '../../gateway/seed/index.ts';
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
  const { token } = await live.call<{ token: string }>('auth.login', { body: { account: DEMO_BUYER.accountName, password: DEMO_BUYER.password } });
  const cart = await live.call<{ groups: { children: { cartResourceId: string }[] }[] }>('cart.list', {}, token);
  const ids = cart.groups.flatMap((group) => group.children.map((line) => line.cartResourceId));
  if (ids.length > 0) await live.call('cart.remove', { body: { cartResourceIds: ids } }, token);
  await live.call('cart.add', { body: { goodsId: 'g_cement', resourceId: 'res_cement_bag', quantity: '25', unit: '袋', selectInfos: [], addons: [] } }, token);
  await context.addCookies([{ name: cookies.token, value: token, url: live.url }]);
  await installFakeBridge(page, { getToken: token });

  await page.goto(`${live.url}/cart/cart`);
  await expect(page.getByText('普通硅酸盐水泥 P.O 42.5', { exact: true })).toBeVisible();
  await expect(page.getByText('预拌混凝土（商砼）', { exact: true })).toHaveCount(0);

  // Elsewhere (another view of the app) the buyer adds C30 to the cart; the app tells the page.
  await live.call(
    'cart.add',
    {
      body: {
        goodsId: 'g_concrete',
        resourceId: 'res_concrete_c30',
        quantity: '12.5',
        unit: '方',
        selectInfos: [{ attributeNo: '0001', attributeValueNo: 'v_c30' }],
        addons: [],
      },
    },
    token,
  );
  await page.evaluate(() => (window as unknown as { triggerRefresh: () => void }).triggerRefresh());
  await expect(page.getByText('预拌混凝土（商砼）', { exact: true })).toBeVisible();
  await expect(page.getByText('普通硅酸盐水泥 P.O 42.5', { exact: true })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/cart-after-trigger-refresh.png' });
});
