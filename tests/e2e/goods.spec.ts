import type { BrowserContext } from '@playwright/test';
import { shot, useLiveGateway } from './support/liveGateway.ts';
import { expect, test } from './support/test.ts';
import { swipeOpen } from './support/swipe.ts';

/**
 * The goods detail, add-on and rebar screens against the real gateway: one in-memory gateway per worker
 * (PGlite with the demo catalogue, a throwaway key pair) serving the built app (dist/, built by the
 * webServer of playwright.config.ts) and the API on one origin.
 */

const live = useLiveGateway();
const { call } = live;
const loginWithEmptyCart = (context: BrowserContext) => live.loginWithEmptyCart(context);

test("the goods detail loads its own feature's texts in the buyer's language, and no other feature's", async ({ page }) => {
  const texts: { name: string; body: string }[] = [];
  page.on('response', async (response) => {
    const name = new URL(response.url()).pathname.replace(/^\/assets\//, '');
    if (/^messages\./.test(name)) texts.push({ name, body: await response.text() });
  });
  await page.goto(`${live.url}/shoppingDetail?goodsId=g_concrete`);
  await expect(page.getByRole('heading', { name: '预拌混凝土（商砼）' })).toBeVisible();
  // The zh-CN first-load texts are in the entry; the screen fetched the goods part only, in Chinese only.
  await expect.poll(() => texts.map((text) => text.name.replace(/-[\w-]{8}\.js$/, ''))).toEqual(['messages.zh-CN.goods.gen']);
  const body = texts[0]?.body ?? '';
  expect(body).toContain('"goods.');
  for (const other of ['cart', 'order', 'rebar', 'finance', 'invoice', 'waybill', 'mine']) expect(body, other).not.toContain(`"${other}.`);
});

test('the goods detail paints the first picture, the price and the name before the rest of its code has come', async ({ page }) => {
  // The rest of the page's chunk is held back: what shows meanwhile comes from the route loader's data alone.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/GoodsDetailScreen-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${live.url}/shoppingDetail?goodsId=g_concrete`);
  await expect(page.getByRole('heading', { name: '预拌混凝土（商砼）' })).toBeVisible();
  await expect(page.getByLabel('单价')).toHaveText(/¥440\.00\/方/);
  const picture = page.getByRole('region', { name: '商品图片' }).locator('img');
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(page.getByRole('button', { name: '加入购物车' })).toHaveCount(0);
  await page.screenshot({ path: shot('goods-first-paint') });
  release();
  await expect(page.getByRole('button', { name: '加入购物车' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '预拌混凝土（商砼）' })).toBeVisible();
});

test('a visitor sees C30 concrete and is sent to log in to add it to the cart', async ({ page }) => {
  await page.goto(`${live.url}/shoppingDetail?goodsId=g_concrete`);
  await expect(page.getByRole('heading', { name: '预拌混凝土（商砼）' })).toBeVisible();
  await expect(page.getByLabel('单价')).toHaveText(/¥440\.00\/方/);
  await expect(page.getByRole('spinbutton', { name: '购买数量' }).or(page.getByRole('textbox', { name: '购买数量' }))).toHaveValue('10');
  // The bar's buttons and the stepper are full tap targets (44 CSS px).
  for (const name of ['店铺', '购物车', '加入购物车', '立即购买', '减少', '增加']) {
    const box = await page.getByRole('button', { name, exact: true }).boundingBox();
    expect(Math.min(box!.width, box!.height), name).toBeGreaterThanOrEqual(44);
  }
  expect((await page.getByRole('textbox', { name: '购买数量' }).boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await page.getByRole('button', { name: '加入购物车' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2FshoppingDetail%3FgoodsId%3Dg_concrete/);
});

test('in English: the detail page and the add-on page speak English', async ({ page, context }) => {
  await loginWithEmptyCart(context);
  await page.addInitScript(() => localStorage.setItem('locale', JSON.stringify('en')));
  await page.goto(`${live.url}/shoppingDetail?goodsId=g_concrete`);
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeVisible();
  await expect(page.getByText('From 10 方, in steps of 0.5 方')).toBeVisible();
  await page.getByRole('listbox', { name: '强度等级' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: shot('goods-detail-en') });
  await page.getByText('None chosen (pumping, construction …)').click();
  await page.getByRole('checkbox', { name: /泵送混凝土/ }).check();
  await expect(page.getByText('Pumping chosen — choose how to pump')).toBeVisible();
  await expect(page.getByText('Add-ons ¥15.00')).toBeVisible();
});

test('C30 with pumping: the pumping method defaults to its first option, the ground pump to its first supporting item; snapping; added to the cart', async ({
  page,
  context,
}) => {
  const token = await loginWithEmptyCart(context);
  await page.goto(`${live.url}/v2/detail?goodsId=g_concrete`);
  await expect(page.getByLabel('单价')).toHaveText(/¥440\.00\/方/);
  await page.screenshot({ path: shot('goods-detail') });
  await page.getByRole('listbox', { name: '强度等级' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: shot('goods-detail-buy') });

  // Quantity: starts at the minimum order (10 方), steps by 0.5, typed values snap onto the grid.
  const quantity = page.getByRole('textbox', { name: '购买数量' });
  await expect(quantity).toHaveValue('10');
  await page.getByRole('button', { name: '增加' }).click();
  await expect(quantity).toHaveValue('10.5');
  await quantity.fill('5');
  await expect(page.getByRole('alert')).toHaveText('购买数量不能小于10方');
  await quantity.fill('12.7');
  await quantity.blur();
  await expect(quantity).toHaveValue('12.5');
  await expect(page.getByRole('status')).toHaveText('数量已调整为12.5方');

  // Add-ons: mixer truck 泵送混凝土 → 汽车泵 defaulted; 地泵 → 地泵管道50米内 defaulted.
  await page.getByText('未选择（泵送、施工等）').click();
  await expect(page).toHaveURL(/\/goodChooseServe\?goodsId=g_concrete/);
  await expect(page.getByRole('radiogroup')).toHaveCount(0);
  await page.getByRole('checkbox', { name: /泵送混凝土/ }).check();
  await expect(page.getByRole('radio', { name: /汽车泵/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /^地泵/ })).not.toBeChecked();
  await page.getByRole('radio', { name: /^地泵/ }).check();
  await expect(page.getByRole('radio', { name: /地泵管道50米内/ })).toBeChecked();
  // 15.00 (pumping) + 5.00 (pipe); the pumping method (地泵 18.00) is not added.
  await expect(page.getByText('附加服务费合计 ¥20.00')).toBeVisible();
  await page.screenshot({ path: shot('goods-choose-service') });
  await page.reload();
  await expect(page.getByRole('radio', { name: /地泵管道50米内/ })).toBeChecked();
  await page.getByRole('button', { name: '确定' }).click();

  await expect(page).toHaveURL(/\/v2\/detail\?goodsId=g_concrete/);
  await expect(page.getByText('泵送混凝土、地泵、地泵管道50米内')).toBeVisible();
  // The quantity survived the trip: 12.5 × 440.00 + 12.5 × 20.00 = 5750.00.
  await expect(page.getByRole('textbox', { name: '购买数量' })).toHaveValue('12.5');
  await expect(page.getByLabel('合计')).toHaveText('¥5750.00');
  await page.getByRole('button', { name: '加入购物车' }).click();
  await expect(page.getByText('已加入购物车')).toBeVisible();

  const cart = await call<{ groups: { children: { quantity: string; cartAdditems: { additemName: string }[]; addUnitPrice: string }[] }[] }>(
    'cart.list',
    {},
    token,
  );
  const line = cart.groups[0]!.children[0]!;
  expect(line.quantity).toBe('12.5');
  expect(line.cartAdditems.map((a) => a.additemName)).toEqual(['泵送混凝土', '地泵', '地泵管道50米内']);
  expect(line.addUnitPrice).toBe('20.00');
});

test('rebar with two entries: live amounts, swipe delete, the amount on the goods page and in the cart', async ({ page, context }) => {
  const token = await loginWithEmptyCart(context);
  await page.goto(`${live.url}/shoppingDetail?goodsId=g_rebar`);
  await expect(page.getByLabel('单价')).toHaveText(/¥3900\.00\/吨/);
  await page.getByText('未填写').click();
  await expect(page).toHaveURL(/\/selectRebar\?goodsId=g_rebar&varietyId=var_rebar_16/);
  await expect(page.getByText('加工单价 ¥0.35')).toBeVisible();

  await page.getByRole('button', { name: '添加一项' }).click();
  await page.getByRole('textbox', { name: '第1项根数' }).fill('10');
  await page.getByRole('textbox', { name: '第1项长度' }).fill('6');
  await expect(page.getByText('小计 ¥21.00')).toBeVisible(); // 10 × 6 × 0.35
  await page.getByRole('button', { name: '添加一项' }).click();
  await page.getByRole('listbox', { name: '第2项形状' }).getByRole('option', { name: '箍筋（闭合）' }).click();
  await page.getByRole('textbox', { name: '第2项根数' }).fill('20');
  await page.getByRole('textbox', { name: '第2项长度' }).fill('0.3');
  await page.getByRole('textbox', { name: '第2项第二长度' }).fill('0.2');
  // (20 × (0.3 + 0.2) × 2 + 0.1 × 20) × 0.35 = 22 × 0.35 = 7.70
  await expect(page.getByText('小计 ¥7.70')).toBeVisible();
  await expect(page.getByText('加工费合计 ¥28.70')).toBeVisible();

  // A third entry, typed wrongly (kept as typed, with a message), then swiped away.
  await page.getByRole('button', { name: '添加一项' }).click();
  await page.getByRole('textbox', { name: '第3项根数' }).fill('1.23456');
  await expect(page.getByRole('alert')).toHaveText('请输入不小于0且最多四位小数的数字');
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('请先修正标红的数值')).toBeVisible();
  await page.screenshot({ path: shot('rebar-select') });
  await swipeOpen(page, page.locator('.rebar-entry').nth(2));
  await page.getByRole('button', { name: '删除第3项' }).click();
  await expect(page.getByRole('textbox', { name: '第3项根数' })).toHaveCount(0);
  await expect(page.getByText('加工费合计 ¥28.70')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('textbox', { name: '第2项第二长度' })).toHaveValue('0.2');
  await page.getByRole('button', { name: '确定' }).click();

  await expect(page).toHaveURL(/\/shoppingDetail\?goodsId=g_rebar/);
  await expect(page.getByText('2项，加工费 ¥28.70')).toBeVisible();
  await expect(page.getByLabel('合计')).toHaveText('¥3928.70'); // 1 吨 × 3900.00 + 28.70
  await page.getByRole('button', { name: '加入购物车' }).click();
  await expect(page.getByText('已加入购物车')).toBeVisible();
  const cart = await call<{ groups: { children: { rebarAmount: string; rebarEntries: unknown[] }[] }[] }>('cart.list', {}, token);
  expect(cart.groups[0]!.children[0]!.rebarAmount).toBe('28.70');
  expect(cart.groups[0]!.children[0]!.rebarEntries).toHaveLength(2);
});

test('cement by the bag: the quantity snaps onto the bag grid; buy now hands one line to the order page', async ({ page, context }) => {
  await loginWithEmptyCart(context);
  await page.goto(`${live.url}/shoppingDetail?goodsId=g_cement`);
  const quantity = page.getByRole('textbox', { name: '购买数量' });
  await expect(quantity).toHaveValue('1');
  await page.getByRole('listbox', { name: '购买单位' }).getByRole('option', { name: '袋' }).click();
  // 1 t is 20 bags; the bag grid starts at 10 bags (0.5 t) and steps by one bag.
  await expect(page.getByLabel('单价')).toHaveText(/¥25\.00\/袋/);
  await expect(quantity).toHaveValue('10');
  await quantity.fill('3000');
  await expect(page.getByRole('alert')).toHaveText('购买数量不能大于2000袋');
  await page.getByRole('button', { name: '立即购买' }).click();
  await expect(page.getByText('请先修正购买数量')).toBeVisible();
  await quantity.fill('25');
  await quantity.blur();
  await expect(page.getByLabel('合计')).toHaveText('¥625.00');
  await page.screenshot({ path: shot('goods-detail-cement-bag') });
  await page.getByRole('button', { name: '立即购买' }).click();
  await expect(page).toHaveURL(/\/v2\/order\?from=buyNow&goodsId=g_cement/);
  const orderCart = await page.evaluate(
    () =>
      JSON.parse(sessionStorage.getItem('buyerapp.orderCart') ?? '[]') as {
        sellerId: string;
        children: { quantity: string; unit: string; unitPrice: string; resourceId: string }[];
      }[],
  );
  expect(orderCart).toHaveLength(1);
  expect(orderCart[0]!.children).toEqual([expect.objectContaining({ quantity: '25', unit: '袋', unitPrice: '25.00', resourceId: 'res_cement_bag' })]);
});

test('favourite, delivery and promotion pages; a tapped picture opens full screen', async ({ page, context }) => {
  await loginWithEmptyCart(context);
  await page.goto(`${live.url}/shoppingDetail?goodsId=g_concrete`);
  // The viewer's code loads on the tap (it is not part of the page's first paint).
  await page.getByRole('button', { name: '查看第1张图片' }).click();
  await expect(page.locator('.adm-image-viewer-content img').first()).toBeVisible();
  await page.screenshot({ path: shot('goods-image-viewer') });
  // A tap closes it; on a busy machine a tap during its opening animation is not taken, so tap again.
  await expect(async () => {
    await page.locator('.adm-image-viewer-content img').first().tap({ timeout: 1_000 });
    await expect(page.locator('.adm-image-viewer-content')).toHaveCount(0, { timeout: 1_500 });
  }).toPass({ timeout: 10_000 });
  await page.getByRole('button', { name: '收藏', exact: true }).click();
  await expect(page.getByRole('button', { name: '取消收藏' })).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(page.getByRole('button', { name: '取消收藏' })).toBeVisible();
  await page.getByRole('button', { name: '取消收藏' }).click();
  await expect(page.getByRole('button', { name: '收藏', exact: true })).toBeVisible();

  await page.getByText('满500方赠送泵送服务').click();
  await expect(page).toHaveURL(/\/shoppingDetail\/PromotionModel\?goodsId=g_concrete/);
  await expect(page.getByText('单笔订单满500方，泵送费全免（线下结算）。')).toBeVisible();
  await page.screenshot({ path: shot('goods-promotion') });
  await page.getByRole('button', { name: '返回' }).click();
  await expect(page).toHaveURL(/\/shoppingDetail\?goodsId=g_concrete$/);

  await page.goto(`${live.url}/shoppingDetail/DeliveryModel?goodsId=g_cement`);
  await expect(page.getByText('平台宝山仓')).toBeVisible();
  await expect(page.getByText('自提', { exact: true })).toBeVisible();
  await page.screenshot({ path: shot('goods-delivery') });
});

test('the goods detail opens its shop: the shop card and the goods it sells, best sellers first; a visitor may look', async ({ page }) => {
  await page.goto(`${live.url}/shoppingDetail?goodsId=g_concrete`);
  // Its place in the catalogue (member.fullPath) opens that category.
  await expect(page.getByRole('link', { name: '商品混凝土 / 预拌混凝土' })).toHaveAttribute('href', /\/goods\?categoryId=/);
  await page.getByRole('link', { name: '华东商砼旗舰店' }).click();
  await expect(page).toHaveURL(/\/shop\?shopId=shop_hdsp$/);
  await expect(page.getByRole('region', { name: '华东商砼旗舰店' })).toContainText('卖家：华东商砼有限公司');
  const goods = page.getByRole('list', { name: '店铺商品' });
  await expect(goods.getByRole('article')).toHaveCount(2);
  await expect(goods.getByRole('article').first()).toContainText('预拌混凝土（商砼）');
  await goods.getByRole('link', { name: '细石混凝土 C25' }).click();
  await expect(page).toHaveURL(/\/shoppingDetail\?goodsId=/);
});
