import { call, emptyCart, shot, tokenOf, loggedInTest as test } from '../support/journey.ts';
import { expect } from '../support/test.ts';

/**
 * Journey 6: a reload at every step of the buyer journey — goods detail, add-on choice, rebar list, cart,
 * order confirmation, address picking — loses nothing of the cart or of the order draft.
 */

test('journey 6: a reload at every step keeps the quantity, add-ons, rebar entries, cart and draft', async ({ page, context }) => {
  const token = await tokenOf(context);
  await emptyCart(token);

  // Goods detail: the snapped quantity survives a reload.
  await page.goto('/shoppingDetail?goodsId=g_concrete');
  const quantity = page.getByRole('textbox', { name: '购买数量' });
  await quantity.fill('15.2');
  await quantity.blur();
  await expect(quantity).toHaveValue('15');
  await page.reload();
  await expect(quantity).toHaveValue('15');

  // Add-on choice: the pumping selections survive a reload, and the detail page still has its quantity.
  await page.getByText('未选择（泵送、施工等）').click();
  await page.getByRole('checkbox', { name: /泵送混凝土/ }).check();
  await page.getByRole('radio', { name: /^地泵/ }).check();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: /泵送混凝土/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /^地泵(\s|$)/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /地泵管道50米内/ })).toBeChecked();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('泵送混凝土、地泵、地泵管道50米内')).toBeVisible();
  await page.reload();
  await expect(page.getByText('泵送混凝土、地泵、地泵管道50米内')).toBeVisible();
  await expect(quantity).toHaveValue('15');
  await expect(page.getByLabel('合计')).toHaveText('¥6900.00'); // 15 × (440.00 + 20.00)
  await page.getByRole('button', { name: '加入购物车' }).click();
  await expect(page.getByText('已加入购物车')).toBeVisible();

  // Rebar list: both entries survive a reload, and the goods page shows them after another one.
  await page.goto('/shoppingDetail?goodsId=g_rebar');
  await page.getByText('未填写').click();
  await page.getByRole('button', { name: '添加一项' }).click();
  await page.getByRole('textbox', { name: '第1项根数' }).fill('10');
  await page.getByRole('textbox', { name: '第1项长度' }).fill('6');
  await page.getByRole('button', { name: '添加一项' }).click();
  await page.getByRole('textbox', { name: '第2项根数' }).fill('4');
  await page.getByRole('textbox', { name: '第2项长度' }).fill('9');
  await expect(page.getByText('加工费合计 ¥33.60')).toBeVisible(); // (60 + 36) × 0.35
  await page.reload();
  await expect(page.getByRole('textbox', { name: '第2项长度' })).toHaveValue('9');
  await expect(page.getByText('加工费合计 ¥33.60')).toBeVisible();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('2项，加工费 ¥33.60')).toBeVisible();
  await page.reload();
  await expect(page.getByText('2项，加工费 ¥33.60')).toBeVisible();
  await page.getByRole('button', { name: '加入购物车' }).click();
  await expect(page.getByText('已加入购物车')).toBeVisible();

  // Cart: a changed quantity and an unchecked line survive a reload.
  await page.goto('/cart/cart');
  const total = page.getByTestId('cart-total');
  await expect(total).toHaveText('¥10833.60'); // 6900.00 + 3900.00 + 33.60
  await page.getByRole('button', { name: '增加 预拌混凝土（商砼）' }).click();
  await expect(page.getByRole('textbox', { name: '预拌混凝土（商砼） 的数量' })).toHaveValue('15.5');
  await expect(total).toHaveText('¥11063.60');
  await page.getByRole('checkbox', { name: /选择 螺纹钢/ }).uncheck();
  await expect(total).toHaveText('¥7130.00');
  // The cart saves each change through the gateway; reload once it has landed there.
  await expect.poll(async () => (await call('cart.list', {}, token)).checkedAmount).toBe('7130.00');
  await page.reload();
  await expect(page.getByRole('textbox', { name: '预拌混凝土（商砼） 的数量' })).toHaveValue('15.5');
  await expect(page.getByRole('checkbox', { name: /选择 螺纹钢/ })).not.toBeChecked();
  await expect(total).toHaveText('¥7130.00');

  // Order confirmation: the lines, the date, the slot and the address survive a reload, and so does a
  // trip to the address list and back.
  await page.getByRole('button', { name: '结算(1)' }).click();
  await expect(page.getByRole('heading', { name: '确认订单' })).toBeVisible();
  const dates = page.getByRole('group', { name: '送货时间 日期' });
  const third = dates.getByRole('button').nth(2);
  const thirdLabel = (await third.textContent()) ?? '';
  await third.click();
  const slot = page.getByRole('group', { name: '送货时间 时间段' }).getByRole('button', { name: '18:00-24:00' });
  await slot.click();
  const address = page.getByRole('button', { name: '选择收货地址' });
  await expect(address).not.toBeEmpty();
  const addressText = (await address.textContent()) ?? '';
  const bar = page.locator('.ord-bar__total strong');
  await expect(bar).toHaveText(/^¥\d+\.\d{2}$/);
  const payable = (await bar.textContent()) ?? '';
  await page.reload();
  await expect(page.getByText('预拌混凝土（商砼）').first()).toBeVisible();
  await expect(dates.getByRole('button', { pressed: true })).toHaveText(thirdLabel);
  await expect(slot).toHaveAttribute('aria-pressed', 'true');
  await expect(address).toHaveText(addressText);
  await expect(bar).toHaveText(payable);
  await address.click();
  await expect(page).toHaveURL(/\/receivingAddress\/select_adress/);
  await page.reload();
  await page.getByRole('button', { name: '返回' }).click();
  await expect(page.getByRole('heading', { name: '确认订单' })).toBeVisible();
  await expect(dates.getByRole('button', { pressed: true })).toHaveText(thirdLabel);
  await expect(slot).toHaveAttribute('aria-pressed', 'true');
  await expect(address).toHaveText(addressText);
  await expect(bar).toHaveText(payable);
  await shot(page, '30-checkout-after-reloads');

  // Nothing was ordered on the way: the cart still holds both lines.
  const after = await call('cart.list', {}, token);
  expect(after.groups.flatMap((g) => g.children.map((l) => `${l.goodsId} ${l.quantity}`)).sort()).toEqual(['g_concrete 15.5', 'g_rebar 1']);
});
