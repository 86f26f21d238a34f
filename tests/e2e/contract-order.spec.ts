import type { Page } from '@playwright/test';
import type { CallData } from '../../generated/client.gen.ts';
import { DEMO_IDS } from '../../gateway/seed/index.ts';
import { contractOrderCartOf } from './support/checkout.ts';
import { shot, useLiveGateway } from './support/liveGateway.ts';
import { expect, test } from './support/test.ts';

/**
 * Ordering under a contract against the real gateway (one in-memory gateway for this file): the contract
 * sub-order (/order/newContractSub) with its surplus taken and given back, the concrete order form
 * (/concrete/order) handing over to the confirm page, and quick order (/shortOrder, /mine).
 */

const live = useLiveGateway();
const { typed } = live;

const CONTRACT = DEMO_IDS.contractConcrete;

/** What remains of a contract goods, as the contract detail says. */
async function surplusOf(token: string, contractGoodsId: string): Promise<string> {
  const detail = await live.call<CallData<'contract.details'>>('contract.details', { query: { contractId: CONTRACT } }, token);
  return detail.goodsList.find((g) => g.contractGoodsId === contractGoodsId)!.surplusGoodsAmount;
}

/** The order cart the contract cart's prepare step writes: the checked lines of the concrete contract. */
async function contractOrderCart(token: string) {
  const cart = await typed('cart.contractList', {}, token);
  const group = cart.groups.find((g) => g.contractId === CONTRACT)!;
  return contractOrderCartOf(group, (l) => l.checked);
}

async function logIn(page: Page, token: string) {
  await page.context().addCookies([{ name: 'x-auth-token', value: token, url: live.url }]);
}

const inEnglish = (page: Page) => page.evaluate(() => localStorage.setItem('locale', JSON.stringify('en')));
const inChinese = (page: Page) => page.evaluate(() => localStorage.setItem('locale', JSON.stringify('zh-CN')));

test('a contract sub-order with a delivery plan takes its quantity off the surplus; cancelling gives it back', async ({ page }) => {
  test.setTimeout(90_000);
  const token = await live.login();
  await logIn(page, token);
  const before = await surplusOf(token, 'cg_a_c30');
  const orderCart = await contractOrderCart(token);
  const line = orderCart[0]!.children.find((l) => l.contractGoodsId === 'cg_a_c30')!;
  expect(orderCart[0]!.children.map((l) => l.contractGoodsId)).toEqual(['cg_a_c30']);

  // The order cart as the prepare step hands it over (this tab's storage).
  await page.goto(`${live.url}/mine`);
  await page.evaluate((value) => sessionStorage.setItem('buyerapp.orderCart', value), JSON.stringify(orderCart));
  await page.goto(`${live.url}/order/newContractSub?contractId=${CONTRACT}`);
  await expect(page.getByRole('heading', { name: '合同下单' })).toBeVisible();
  const contract = page.getByRole('region', { name: '合同' });
  await expect(contract.getByText('合同 HT-2026-0001')).toBeVisible();
  await expect(contract.getByText('卖家：华东商砼有限公司')).toBeVisible();
  await expect(contract.getByText(`预拌混凝土（商砼） C30：本次 ${line.quantity}方，合同剩余 ${before}方`)).toBeVisible();
  const goods = page.getByRole('region', { name: '商品', exact: true });
  await expect(goods.getByText('合同价')).toBeVisible();
  await expect(goods.getByText(`× ${line.quantity}方`)).toBeVisible();
  // The contract's defaults: delivery to the buyer's site address.
  await expect(page.getByRole('group', { name: '配送方式' }).getByRole('button', { pressed: true })).toHaveText('配送');
  await expect(page.getByRole('button', { name: '选择收货地址' })).toContainText('张建国');

  // The delivery plan: the third date, 12:00-18:00.
  const dates = page.getByRole('group', { name: '送货时间 日期' }).getByRole('button');
  await dates.nth(2).click();
  const date = ((await dates.nth(2).textContent()) ?? '').trim();
  await page.getByRole('group', { name: '送货时间 时间段' }).getByRole('button', { name: '12:00-18:00' }).click();
  await expect(page.getByRole('group', { name: '送货时间 时间段' }).getByRole('button', { name: '12:00-18:00' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('.ord-bar__total strong')).toContainText('¥');
  await page.screenshot({ path: shot('contract-sub-order'), fullPage: true });

  await page.getByRole('checkbox', { name: '同意采购协议' }).check();
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page).toHaveURL(/\/order\/submit\?orderId=/);
  await expect(page.getByText('订单提交成功')).toBeVisible();
  const orderId = new URL(page.url()).searchParams.get('orderId')!;

  // An order under the contract, as planned; the surplus dropped by exactly the ordered quantity; the line left the contract cart.
  const order = await typed('order.detail', { orderId }, token);
  expect(order.orderType).toBe('contract');
  expect(order.contractId).toBe(CONTRACT);
  expect(order.delivery.date.slice(5)).toBe(date);
  expect(order.delivery.timeSlot).toBe('030020300');
  expect(order.orderItems.map((i) => [i.contractGoodsId, i.quantity])).toEqual([['cg_a_c30', line.quantity]]);
  expect(Number(await surplusOf(token, 'cg_a_c30'))).toBe(Number(before) - Number(line.quantity));
  const cart = await typed('cart.contractList', {}, token);
  expect(cart.groups.flatMap((g) => g.children).map((l) => l.contractGoodsId)).not.toContain('cg_a_c30');

  // Cancelled on its detail page: the surplus is back.
  await page.getByRole('button', { name: '查看订单' }).click();
  await expect(page.getByRole('heading', { name: '订单详情' })).toBeVisible();
  await page.getByRole('button', { name: '取消订单' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('订单已取消').first()).toBeVisible();
  await expect.poll(() => surplusOf(token, 'cg_a_c30')).toBe(before);

  // The order cart was used up: the page says so and leads to the contract cart.
  await page.goto(`${live.url}/order/newContractSub?contractId=${CONTRACT}`);
  await expect(page.getByText('合同 HT-2026-0001 没有待下单的商品')).toBeVisible();
  await expect(page.getByRole('button', { name: '去合同购物车' })).toBeVisible();
  await page.screenshot({ path: shot('contract-sub-order-empty') });

  // An expired contract cannot be ordered against.
  await page.goto(`${live.url}/order/newContractSub?contractId=${DEMO_IDS.contractExpired}`);
  await expect(page.getByText('该合同已失效，不能下单')).toBeVisible();
  await page.screenshot({ path: shot('contract-sub-order-ineffective') });
  await page.getByRole('button', { name: '去合同购物车' }).click();
  await expect(page).toHaveURL(/\/ShoppingCart\/contractCart\?contractId=/);

  // In English (the order cart handed over again, from a page that does not touch it).
  await page.goto(`${live.url}/mine`);
  await page.evaluate((value) => sessionStorage.setItem('buyerapp.orderCart', value), JSON.stringify(orderCart));
  await inEnglish(page);
  await page.goto(`${live.url}/order/newContractSub?contractId=${CONTRACT}`);
  await expect(page.getByRole('heading', { name: 'Contract order' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Contract' }).getByText('Contract HT-2026-0001')).toBeVisible();
  await expect(page.locator('.ord-bar__total strong')).toContainText('¥');
  await page.screenshot({ path: shot('contract-sub-order-en'), fullPage: true });
  await inChinese(page);

  // The seeded completed contract order offers order again.
  await page.goto(`${live.url}/order/orderDetail?orderId=${DEMO_IDS.orderContractA}`);
  await page.getByRole('button', { name: '再次下单' }).click();
  await expect(page).toHaveURL(new RegExp(`/ShoppingCart/contractAgain\\?contractId=${CONTRACT}&orderId=ord_a_contract_done`));
});

test('the concrete order form checks its input, then hands one line to the confirm page', async ({ page }) => {
  test.setTimeout(90_000);
  const token = await live.login();
  await logIn(page, token);
  await page.goto(`${live.url}/concrete/order?goodsId=${DEMO_IDS.concrete}`);
  await expect(page.getByRole('heading', { name: '混凝土下单' })).toBeVisible();
  const grades = page.getByRole('group', { name: '强度等级' });
  await expect(grades.getByRole('button')).toHaveText(['C20 ¥405.00/方', 'C25 ¥420.00/方', 'C30 ¥440.00/方', 'C35 ¥465.00/方']);

  // Nothing chosen: the form says what is missing and stays.
  await page.getByRole('button', { name: '去确认订单' }).click();
  await expect(page.getByText('请选择强度等级')).toBeVisible();
  await expect(page.getByText('请选择坍落度')).toBeVisible();
  await expect(page.getByText('请选择浇筑日期')).toBeVisible();
  await expect(page).toHaveURL(/\/concrete\/order\?goodsId=/);

  await grades.getByRole('button', { name: 'C30 ¥440.00/方' }).click();
  await page.getByRole('group', { name: '坍落度' }).getByRole('button', { name: '180±20mm' }).click();
  // Pumping: the mixer's pumping item brings the pumping method (its first by default); a ground pump the supporting item.
  const pumpingSection = page.getByRole('region', { name: '泵送', exact: true });
  await pumpingSection
    .getByRole('group', { name: '搅拌车/砂浆' })
    .getByRole('checkbox', { name: /^泵送混凝土/ })
    .check();
  await expect(pumpingSection.getByText('已选择泵送，请选择泵送方式')).toBeVisible();
  const method = page.getByRole('radiogroup', { name: '泵送方式' });
  await expect(method.getByRole('radio', { checked: true })).toHaveAccessibleName(/^汽车泵/);
  await method.getByRole('radio', { name: /^地泵/ }).check();
  await expect(page.getByRole('radiogroup', { name: '配套项' }).getByRole('radio', { checked: true })).toHaveAccessibleName(/^地泵管道50米内/);
  // The other services: the construction and normal groups, toggles.
  await expect(page.getByRole('region', { name: '其他附加服务', exact: true }).getByRole('checkbox').first()).not.toBeChecked();

  // A volume below the minimum order: the message, and nothing handed over.
  const volume = page.getByRole('textbox', { name: '方量' });
  await volume.fill('5');
  await expect(page.getByText('购买数量不能小于10方')).toBeVisible();
  const dates = page.getByRole('group', { name: '浇筑时间 日期' }).getByRole('button');
  await dates.nth(1).click();
  await page.getByRole('group', { name: '浇筑时间 时间段' }).getByRole('button', { name: '06:00-12:00' }).click();
  await page.getByRole('button', { name: '去确认订单' }).click();
  await expect(page.getByText('请修正方量')).toBeVisible();
  await expect(page).toHaveURL(/\/concrete\/order\?goodsId=/);
  await volume.fill('20');
  await volume.blur();
  await expect(page.getByRole('button', { name: '选择收货地址' })).toContainText('张建国');
  await expect(page.getByText('请修正方量')).toHaveCount(0);
  await expect(page.getByText('请先完善下单信息')).toHaveCount(0);
  await page.screenshot({ path: shot('concrete-order'), fullPage: true });

  await page.getByRole('button', { name: '去确认订单' }).click();
  await expect(page).toHaveURL(/\/v2\/order\?from=buyNow&goodsId=g_concrete$/);
  const goods = page.getByRole('region', { name: '商品', exact: true });
  await expect(goods.getByText('C30')).toBeVisible();
  await expect(goods.getByText('× 20方')).toBeVisible();
  await expect(goods.getByText('附加服务：泵送混凝土、地泵、地泵管道50米内')).toBeVisible();
  await expect(page.getByRole('textbox', { name: '买家留言' })).toHaveValue('坍落度：180±20mm');
  await expect(page.getByRole('group', { name: '送货时间 日期' }).getByRole('button').nth(1)).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('group', { name: '送货时间 时间段' }).getByRole('button', { name: '06:00-12:00' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: '选择收货地址' })).toContainText('张建国');
  await expect(page.locator('.ord-bar__total strong')).toContainText('¥');
  await page.screenshot({ path: shot('concrete-order-confirm'), fullPage: true });

  // Under the concrete contract: its grades at the contract price, the volume within the surplus.
  const surplus = await surplusOf(token, 'cg_a_c30');
  await page.goto(`${live.url}/concrete/order?contractId=${CONTRACT}`);
  const contractGrades = page.getByRole('group', { name: '强度等级' });
  await expect(contractGrades.getByRole('button')).toHaveText(['C30 ¥430.00/方', 'C35 ¥455.00/方']);
  await contractGrades.getByRole('button', { name: 'C30 ¥430.00/方' }).click();
  await expect(page.getByText(`合同剩余 ${surplus}方`)).toBeVisible();
  await page.getByRole('textbox', { name: '方量' }).fill(String(Number(surplus) + 10));
  await expect(page.getByText(`购买数量不能大于${surplus}方`)).toBeVisible();
  await page.getByRole('textbox', { name: '方量' }).fill('15');
  await page.getByRole('textbox', { name: '方量' }).blur();
  await page.getByRole('group', { name: '坍落度' }).getByRole('button', { name: '160±20mm' }).click();
  await page.getByRole('group', { name: '浇筑时间 日期' }).getByRole('button').nth(3).click();
  await page.screenshot({ path: shot('concrete-order-contract'), fullPage: true });
  await page.getByRole('button', { name: '去确认订单' }).click();
  await expect(page).toHaveURL(new RegExp(`/v2/order\\?from=contract&contractId=${CONTRACT}$`));
  await expect(page.getByRole('region', { name: '合同' }).getByText('合同 HT-2026-0001')).toBeVisible();
  await expect(page.getByRole('region', { name: '商品', exact: true }).getByText('合同价')).toBeVisible();
  await expect(page.getByRole('textbox', { name: '买家留言' })).toHaveValue('坍落度：160±20mm');
});

test('quick order is opened and closed; the state survives a reload and shows on /mine', async ({ page }) => {
  test.setTimeout(60_000);
  const token = await live.login();
  await logIn(page, token);
  const memberId = (await typed('auth.userInfo', {}, token)).memberId;
  // Start from closed, whatever the seed says.
  await typed('member.quickOrder', { memberId, open: false }, token);

  await page.goto(`${live.url}/shortOrder`);
  await expect(page.getByRole('heading', { name: '快捷下单' })).toBeVisible();
  const toggle = page.getByRole('switch', { name: '快捷下单开关' });
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByRole('status').filter({ hasText: '快捷下单未开启' })).toBeVisible();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('status').filter({ hasText: '快捷下单已开启' })).toBeVisible();
  expect((await typed('auth.userInfo', {}, token)).quickOrderOpen).toBe(true);

  await page.reload();
  await expect(page.getByRole('switch', { name: '快捷下单开关' })).toHaveAttribute('aria-checked', 'true');
  await page.screenshot({ path: shot('quick-order') });

  await page.goto(`${live.url}/mine`);
  const row = page.getByRole('link', { name: '快捷下单 已开启' });
  await expect(row).toBeVisible();
  await page.screenshot({ path: shot('mine-quick-order') });
  await row.click();
  await expect(page).toHaveURL(/\/shortOrder$/);
  await page.getByRole('switch', { name: '快捷下单开关' }).click();
  await expect(page.getByRole('switch', { name: '快捷下单开关' })).toHaveAttribute('aria-checked', 'false');
  expect((await typed('auth.userInfo', {}, token)).quickOrderOpen).toBe(false);
  await page.reload();
  await expect(page.getByRole('switch', { name: '快捷下单开关' })).toHaveAttribute('aria-checked', 'false');
  await page.goto(`${live.url}/mine`);
  await expect(page.getByRole('link', { name: '快捷下单 未开启' })).toBeVisible();

  await inEnglish(page);
  await page.goto(`${live.url}/shortOrder`);
  await expect(page.getByRole('heading', { name: 'Quick order' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Quick order is off' })).toBeVisible();
  await page.screenshot({ path: shot('quick-order-en') });
});
