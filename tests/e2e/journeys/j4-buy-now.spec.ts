import { call, emptyCart, fillCart, shot, tokenOf, loggedInTest as test } from '../support/journey.ts';
import { expect } from '../support/test.ts';

/** Journey 4: buy now from the goods detail page — one line straight to the order, the cart untouched. */

test('journey 4: buy now 25 bags of cement from the detail page; the cart is left as it was', async ({ page, context }) => {
  const token = await tokenOf(context);
  await emptyCart(token);
  await fillCart(token);
  const cartBefore = await call('cart.list', {}, token);

  await page.goto('/shoppingDetail?goodsId=g_cement');
  await page.getByRole('listbox', { name: '购买单位' }).getByRole('option', { name: '袋' }).click();
  await expect(page.getByLabel('单价')).toHaveText(/¥25\.00\/袋/);
  const quantity = page.getByRole('textbox', { name: '购买数量' });
  await quantity.fill('25');
  await quantity.blur();
  await expect(page.getByLabel('合计')).toHaveText('¥625.00');
  await shot(page, '26-goods-detail-buy-now');
  await page.getByRole('button', { name: '立即购买' }).click();
  await expect(page).toHaveURL(/\/v2\/order\?from=buyNow&goodsId=g_cement/);
  await expect(page.getByRole('heading', { name: '确认订单' })).toBeVisible();
  await expect(page.getByText('普通硅酸盐水泥 P.O 42.5').first()).toBeVisible();
  await page.getByRole('checkbox', { name: '同意采购协议' }).check();
  await expect(page.locator('.ord-bar__total strong')).toContainText('¥');
  await shot(page, '27-checkout-buy-now');
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page.getByText('订单提交成功')).toBeVisible();
  const orderId = new URL(page.url()).searchParams.get('orderId')!;
  const detail = await call('order.detail', { orderId }, token);
  const items = JSON.stringify(detail);
  expect(items).toContain('g_cement');
  expect(items).not.toContain('g_concrete');
  expect(detail.prices.goodsAmount).toBe('625.00');

  // Buy now does not go through the cart: the cart still holds exactly what it held.
  const cartAfter = await call('cart.list', {}, token);
  expect(cartAfter.groups.flatMap((g) => g.children.map((l) => `${l.goodsId} ${l.quantity}`))).toEqual(
    cartBefore.groups.flatMap((g) => g.children.map((l) => `${l.goodsId} ${l.quantity}`)),
  );
});
