import { buyer, call, draftPrice, emptyCart, latestSmsCode, shot, sumYuan, tokenOf, yuan } from '../support/journey.ts';
import { expect, test } from '../support/test.ts';

/**
 * Journey 1: log in by SMS, find the C30 concrete, choose its pumping add-ons, set a quantity that snaps,
 * add it and a rebar goods with two entries to the cart; the cart total is the sum of its lines and the
 * gateway's draft price, to the fen.
 */

test('journey 1: SMS login, C30 with pumping add-ons, rebar with two entries, the cart total to the fen', async ({ page, context }) => {
  // Log in by SMS; the code comes from the gateway's development inbox.
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: '登录' })).toBeVisible();
  await shot(page, '01-login');
  await page.getByRole('textbox', { name: '手机号' }).fill(buyer.mobile);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByRole('button', { name: /^\d+秒后重发$/ })).toBeDisabled();
  await page.getByRole('textbox', { name: '验证码' }).fill(await latestSmsCode(buyer.mobile));
  await page.getByRole('checkbox', { name: '同意用户协议、隐私政策和登录协议' }).check();
  await shot(page, '02-login-sms-filled');
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL(/\/v2$/);
  const token = await tokenOf(context);
  await emptyCart(token);
  await page.reload();
  await expect(page.getByRole('button', { name: '购物车，0件商品' })).toBeVisible();
  await shot(page, '03-home');

  // Search C30 from the home page's search entry; the result is the C30 variety of the ready-mix concrete.
  await page.getByRole('button', { name: '搜索' }).click();
  await expect(page).toHaveURL(/\/v2\/search$/);
  const box = page.getByRole('searchbox', { name: '搜索关键词' });
  await box.fill('C30');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/v2\/search\?keyword=C30/);
  const concrete = page.getByRole('link', { name: '预拌混凝土（商砼）' });
  await expect(concrete).toContainText('C30');
  await shot(page, '04-search-results');
  await concrete.click();

  // The goods detail: C30 chosen, the quantity snaps onto the 0.5 方 grid from the 10 方 minimum.
  await expect(page).toHaveURL(/\/shoppingDetail\?goodsId=g_concrete/);
  await expect(page.getByRole('listbox', { name: '强度等级' }).getByRole('option', { name: 'C30' })).toHaveAttribute('aria-selected', 'true');
  const quantity = page.getByRole('textbox', { name: '购买数量' });
  await expect(quantity).toHaveValue('10');
  await quantity.fill('12.7');
  await quantity.blur();
  await expect(quantity).toHaveValue('12.5');
  await expect(page.getByRole('status')).toHaveText('数量已调整为12.5方');
  await shot(page, '05-goods-detail');

  // Add-ons: the pumping mixer truck defaults the pumping method to its first option (汽车泵); the ground
  // pump defaults the supporting item (地泵管道50米内).
  await page.getByText('未选择（泵送、施工等）').click();
  await expect(page).toHaveURL(/\/goodChooseServe\?goodsId=g_concrete/);
  await page.getByRole('checkbox', { name: /泵送混凝土/ }).check();
  await expect(page.getByRole('radio', { name: /汽车泵/ })).toBeChecked();
  await page.getByRole('radio', { name: /^地泵/ }).check();
  await expect(page.getByRole('radio', { name: /汽车泵/ })).not.toBeChecked();
  await expect(page.getByRole('radio', { name: /地泵管道50米内/ })).toBeChecked();
  await expect(page.getByText('附加服务费合计 ¥20.00')).toBeVisible();
  await shot(page, '06-choose-service');
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/goodsId=g_concrete/);
  await expect(page.getByText('泵送混凝土、地泵、地泵管道50米内')).toBeVisible();
  await expect(quantity).toHaveValue('12.5');
  await expect(page.getByLabel('合计')).toHaveText('¥5750.00'); // 12.5 × (440.00 + 20.00)
  await page.getByRole('button', { name: '加入购物车' }).click();
  await expect(page.getByText('已加入购物车')).toBeVisible();

  // Rebar with two entries.
  await page.goto('/v2/search');
  await box.fill('螺纹钢');
  await box.press('Enter');
  await page.getByRole('link', { name: '螺纹钢 HRB400E' }).click();
  await expect(page.getByLabel('单价')).toHaveText(/¥3900\.00\/吨/);
  await page.getByText('未填写').click();
  await expect(page).toHaveURL(/\/selectRebar\?goodsId=g_rebar/);
  await page.getByRole('button', { name: '添加一项' }).click();
  await page.getByRole('textbox', { name: '第1项根数' }).fill('10');
  await page.getByRole('textbox', { name: '第1项长度' }).fill('6');
  await page.getByRole('button', { name: '添加一项' }).click();
  await page.getByRole('listbox', { name: '第2项形状' }).getByRole('option', { name: '箍筋（闭合）' }).click();
  await page.getByRole('textbox', { name: '第2项根数' }).fill('20');
  await page.getByRole('textbox', { name: '第2项长度' }).fill('0.3');
  await page.getByRole('textbox', { name: '第2项第二长度' }).fill('0.2');
  await expect(page.getByText('加工费合计 ¥28.70')).toBeVisible(); // 10 × 6 × 0.35 + (20 × 0.5 × 2 + 2) × 0.35
  await shot(page, '07-rebar-list');
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('2项，加工费 ¥28.70')).toBeVisible();
  await page.getByRole('button', { name: '加入购物车' }).click();
  await expect(page.getByText('已加入购物车')).toBeVisible();

  // The cart: total = the sum of the checked lines = checkedAmount = the gateway's draft price.
  await page.getByRole('button', { name: '购物车', exact: true }).click();
  await expect(page).toHaveURL(/\/cart\/cart/);
  await expect(page.getByText('附加服务：泵送混凝土、地泵、地泵管道50米内')).toBeVisible();
  await expect(page.getByText('钢筋料单 2项，加工费 ¥28.70')).toBeVisible();
  const total = page.getByTestId('cart-total');
  await expect(total).toHaveText('¥9678.70'); // 5750.00 + 1 吨 × 3900.00 + 28.70
  await shot(page, '08-cart');
  const cart = await call('cart.list', {}, token);
  const lines = cart.groups.flatMap((group) => group.children);
  expect(lines.map((line) => line.goodsId).sort()).toEqual(['g_concrete', 'g_rebar']);
  expect(lines.find((line) => line.goodsId === 'g_concrete')?.quantity).toBe('12.5');
  const shownLines = await page.getByText(/^小计 ¥/).allTextContents();
  const shownTotal = yuan(await total.textContent());
  expect(shownTotal).toBe(sumYuan(shownLines.map(yuan)));
  expect(shownTotal).toBe(cart.checkedAmount);
  expect(shownTotal).toBe(await draftPrice(token, cart.groups));
});
