import type { BrowserContext } from '@playwright/test';
import { draftExtrasOf, draftItemOf } from '@/domain';
import { c30CartAdd, PUMPED } from './support/demoCart.ts';
import { shot, useLiveGateway } from './support/liveGateway.ts';
import { expect, test } from './support/test.ts';
import { swipeOpen } from './support/swipe.ts';

/**
 * The buyer cart screen against the real gateway: one in-memory gateway per worker
 * (PGlite with the demo catalogue, a throwaway key pair) serving the built app (dist/, built by the
 * webServer of playwright.config.ts) and the API on one origin.
 */

const live = useLiveGateway();
const { call } = live;
const loginWithEmptyCart = (context: BrowserContext) => live.loginWithEmptyCart(context);

interface Line {
  cartResourceId: string;
  goodsId: string;
  goodsName: string;
  resourceId: string;
  quantity: string;
  unit: string;
  purchaseUnit: string;
  convertRate: string;
  isPlatform: boolean;
  checked: boolean;
  effective: boolean;
  cartAdditems: { additemId: string }[];
  rebarEntries?: unknown[];
}
interface CartList {
  groups: { sellerId: string; sellerName: string; children: Line[] }[];
  checkedAmount: string;
}

/** The demo buyer's cart: C30 with pumping add-ons, cement by the bag, rebar with two entries. */
async function fillCart(token: string): Promise<void> {
  await call('cart.add', { body: c30CartAdd(...PUMPED, 'ad_construct_vibrate') }, token);
  await call('cart.add', { body: { goodsId: 'g_cement', resourceId: 'res_cement_bag', quantity: '25', unit: '袋', selectInfos: [], addons: [] } }, token);
  await call(
    'cart.add',
    {
      body: {
        goodsId: 'g_rebar',
        resourceId: 'res_rebar_16',
        quantity: '1.5',
        unit: '吨',
        selectInfos: [],
        addons: [],
        rebarEntries: [
          { listIndex: 0, option1Type: 1, option2Value: '10', option3Value: '6', option4Value: '0' },
          { listIndex: 1, option1Type: 4, option2Value: '20', option3Value: '0.3', option4Value: '0.2' },
        ],
      },
    },
    token,
  );
}

const tomorrow = () => {
  const d = new Date(Date.now() + 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** goods + add-ons + rebar of the checked lines, as the gateway prices an order draft of them (order.price). */
async function draftPrice(token: string, groups: CartList['groups']): Promise<string> {
  let fen = 0n;
  for (const group of groups) {
    const itemList = group.children.map((line) => ({
      ...draftItemOf(line, [{ takeTime: { date: tomorrow(), timeSlot: '030020500' }, quantity: line.quantity, takeType: 'delivery', vehicleList: [] }]),
      ...draftExtrasOf(line),
      cartResourceId: line.cartResourceId,
    }));
    const prices = await call<{ goodsAmount: string; addonAmount: string; rebarAmount: string }>(
      'order.price',
      {
        body: { transportType: '2', deliveryType: '030060300', contractId: '0', itemList, transferWay: 'stairs', floor: 1, addressId: 'addr_a_site' },
      },
      token,
    );
    for (const amount of [prices.goodsAmount, prices.addonAmount, prices.rebarAmount]) fen += BigInt(amount.replace('.', ''));
  }
  const text = fen.toString().padStart(3, '0');
  return `${text.slice(0, -2)}.${text.slice(-2)}`;
}

const yuan = (text: string) => text.replace(/^.*¥/, '');
const sumFen = (amounts: string[]) => {
  const fen = amounts
    .reduce((n, a) => n + BigInt(a.replace('.', '')), 0n)
    .toString()
    .padStart(3, '0');
  return `${fen.slice(0, -2)}.${fen.slice(-2)}`;
};

test('the cart by seller: selection, quantity, totals equal to the sum of the lines and to the gateway draft price; settle', async ({ page, context }) => {
  const token = await loginWithEmptyCart(context);
  await fillCart(token);
  await page.goto(`${live.url}/cart/cart`);
  await expect(page.getByRole('region', { name: '华东商砼有限公司' })).toBeVisible();
  await expect(page.getByText('附加服务：泵送混凝土、地泵、地泵管道50米内、振捣施工')).toBeVisible();
  await expect(page.getByText('钢筋料单 2项，加工费 ¥28.70')).toBeVisible();
  await page.screenshot({ path: shot('cart') });

  const total = page.getByTestId('cart-total');
  const lineAmounts = async () => (await page.locator('.cart-line__amount').allTextContents()).map(yuan);
  const checkTotals = async () => {
    const shownLines = await page
      .locator('.cart-line')
      .evaluateAll((rows) =>
        rows
          .filter((row) => (row.querySelector('input[type=checkbox]') as HTMLInputElement | null)?.checked)
          .map((row) => row.querySelector('.cart-line__amount')?.textContent ?? ''),
      );
    const shownTotal = yuan((await total.textContent()) ?? '');
    expect(shownTotal).toBe(sumFen(shownLines.map(yuan)));
    // The screen applies a selection at once and saves it; the gateway agrees once the save is through.
    let cart: CartList | undefined;
    await expect.poll(async () => (cart = await call<CartList>('cart.list', {}, token)).checkedAmount).toBe(shownTotal);
    const checked = cart!.groups.map((g) => ({ ...g, children: g.children.filter((l) => l.checked && l.effective) })).filter((g) => g.children.length > 0);
    expect(shownTotal).toBe(await draftPrice(token, checked));
  };

  // Everything is checked after adding: 12.5 × (440 + 26) + 25 × 25.00 + 1.5 × 3900 + 28.70.
  await expect(total).toHaveText('¥12328.70');
  expect(await lineAmounts()).toEqual(expect.arrayContaining(['5825.00', '625.00', '5878.70']));
  await checkTotals();

  // Quantity: + on the cement adds one bag; the line and the total follow, saved through the cart.
  await page.getByRole('button', { name: '增加 普通硅酸盐水泥 P.O 42.5' }).click();
  await expect(page.getByRole('textbox', { name: '普通硅酸盐水泥 P.O 42.5 的数量' })).toHaveValue('26');
  await expect(total).toHaveText('¥12353.70');
  await checkTotals();
  // A typed quantity below the bag minimum is refused with a message and nothing is saved.
  await page.getByRole('textbox', { name: '普通硅酸盐水泥 P.O 42.5 的数量' }).fill('3');
  await expect(page.getByRole('alert')).toHaveText('购买数量不能小于10袋');
  await expect(total).toHaveText('¥12353.70');
  await page.getByRole('textbox', { name: '普通硅酸盐水泥 P.O 42.5 的数量' }).fill('26');
  await page.getByRole('textbox', { name: '普通硅酸盐水泥 P.O 42.5 的数量' }).blur();

  // Unchecking the concrete shop leaves cement and rebar; the all box goes off.
  await page.getByRole('checkbox', { name: '选择店铺 华东商砼有限公司' }).uncheck();
  await expect(page.getByRole('checkbox', { name: '全选' })).not.toBeChecked();
  await expect(total).toHaveText('¥6528.70');
  await checkTotals();
  await page.getByRole('checkbox', { name: /选择 螺纹钢/ }).uncheck();
  await expect(total).toHaveText('¥650.00');
  await checkTotals();
  await page.reload();
  await expect(total).toHaveText('¥650.00');
  await page.getByRole('checkbox', { name: '全选' }).check();
  await expect(total).toHaveText('¥12353.70');
  await checkTotals();

  await page.getByRole('button', { name: '结算(3)' }).click();
  await expect(page).toHaveURL(/\/v2\/order\?from=cart/);
  const orderCart = await page.evaluate(
    () => JSON.parse(sessionStorage.getItem('buyerapp.orderCart') ?? '[]') as { sellerName: string; children: { goodsId: string }[] }[],
  );
  expect(
    orderCart
      .map((g) => g.children.map((l) => l.goodsId))
      .flat()
      .sort(),
  ).toEqual(['g_cement', 'g_concrete', 'g_rebar']);
});

test('swipe delete, an unavailable line apart and never ordered, the empty cart', async ({ page, context }) => {
  const token = await loginWithEmptyCart(context);
  await fillCart(token);
  // Take the concrete off the shelf: its line stays in the cart but is no longer effective.
  await live.db.query("update goods set on_sale = false where goods_id = 'g_concrete'");
  try {
    await page.goto(`${live.url}/cart/cart`);
    const invalid = page.getByRole('region', { name: '失效商品' });
    await expect(invalid.getByText('预拌混凝土（商砼）')).toBeVisible();
    await expect(page.getByRole('region', { name: '华东商砼有限公司' })).toHaveCount(0);
    await expect(page.getByTestId('cart-total')).toHaveText('¥6503.70'); // cement 625.00 + rebar 5878.70
    await expect(page.getByRole('button', { name: '结算(2)' })).toBeVisible();
    await page.screenshot({ path: shot('cart-invalid') });

    // Swipe the cement line left and delete it.
    await swipeOpen(page, page.locator('.cart-line', { hasText: '普通硅酸盐水泥' }));
    await page.getByRole('button', { name: '删除 普通硅酸盐水泥 P.O 42.5' }).click();
    await expect(page.getByText('已删除')).toBeVisible();
    await expect(page.getByTestId('cart-total')).toHaveText('¥5878.70');

    await invalid.getByRole('button', { name: '清空失效商品' }).click();
    await expect(invalid).toHaveCount(0);
    const cart = await call<CartList>('cart.list', {}, token);
    expect(cart.groups.flatMap((g) => g.children.map((l) => l.goodsId))).toEqual(['g_rebar']);

    await page.getByRole('button', { name: /编辑 螺纹钢/ }).click();
    await expect(page).toHaveURL(/\/selectRebar\?goodsId=g_rebar&cartResourceId=/);
    await expect(page.getByRole('textbox', { name: '第2项第二长度' })).toHaveValue('0.2');
    await page.getByRole('textbox', { name: '第1项根数' }).fill('20');
    await expect(page.getByText('加工费合计 ¥49.70')).toBeVisible(); // 120 × 0.35 + 7.70
    await page.getByRole('button', { name: '确定' }).click();
    await expect(page).toHaveURL(/\/cart\/cart/);
    await expect(page.getByText('钢筋料单 2项，加工费 ¥49.70')).toBeVisible();

    await call('cart.remove', { body: { cartResourceIds: cart.groups.flatMap((g) => g.children.map((l) => l.cartResourceId)) } }, token);
    await page.reload();
    await expect(page.getByText('购物车还是空的')).toBeVisible();
    await page.screenshot({ path: shot('cart-empty') });
  } finally {
    await live.db.query("update goods set on_sale = true where goods_id = 'g_concrete'");
  }
});

test('adding from the goods detail: every cart count on screen shows the new number at once, without a reload', async ({ page, context }) => {
  const token = await loginWithEmptyCart(context);
  await call('cart.add', { body: { goodsId: 'g_cement', resourceId: 'res_cement_bag', quantity: '25', unit: '袋', selectInfos: [], addons: [] } }, token);
  await page.goto(`${live.url}/shoppingDetail?goodsId=g_concrete`);
  // A reload would drop this mark.
  await page.evaluate(() => Object.assign(window, { notReloaded: true }));
  const cartButton = page.getByRole('button', { name: '购物车', exact: true });
  await expect(cartButton).toHaveAccessibleDescription('1件商品');

  await page.getByRole('button', { name: '加入购物车' }).click();
  await expect(page.getByText('已加入购物车')).toBeVisible();
  await expect(cartButton).toHaveAccessibleDescription('2件商品');
  await expect(cartButton.locator('.adm-badge')).toHaveText('2');

  await cartButton.click();
  await expect(page).toHaveURL(/\/cart\/cart$/);
  await expect(page.locator('.cart-line')).toHaveCount(2);
  await expect(page.getByRole('button', { name: '结算(2)' })).toBeVisible();
  expect(await page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true);
});
