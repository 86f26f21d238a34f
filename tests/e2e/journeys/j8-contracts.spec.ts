import { type Page } from '@playwright/test';
import { subtractExact } from '@/domain';
import { call, journeyBase, shot, tokenOf, loggedInTest as test } from '../support/journey.ts';
import { expect } from '../support/test.ts';

/**
 * Journey 8 (issue 12): buying under contracts, on the gateway as `npm start` runs it. The demo buyer finds
 * the concrete contract among their contracts, adds C30 and C35 with a contract add-on (a quantity above
 * the surplus is refused and stays legal), orders them from that contract's cart with a delivery plan,
 * sees the surplus on the contract detail drop by exactly the ordered quantities and come back when the
 * order is cancelled; the expired contract is listed as ineffective and nothing of it can be added; "order
 * again" on the past contract order fills the contract cart with the same lines; the second buyer has no
 * contract-order button and cannot open the demo buyer's contract by its URL.
 */

const CONCRETE = 'ct_a_concrete';
const C30 = '预拌混凝土（商砼） C30';
const C35 = '预拌混凝土（商砼） C35';

/** Takes the concrete contract's lines out of the contract cart (the journeys share the demo buyer). */
async function clearConcreteLines(token: string): Promise<void> {
  const cart = await call('cart.contractList', {}, token);
  const ids = cart.groups.filter((g) => g.contractId === CONCRETE).flatMap((g) => g.children.map((l) => l.contractGoodsId));
  if (ids.length > 0) await call('cart.contractRemove', { contractGoodsIds: ids }, token);
}

/** The surplus of a contract goods as its card on the contract detail page shows it ("剩余量 560方" → "560"). */
async function shownSurplus(page: Page, name: string): Promise<string> {
  const text = await page
    .getByRole('article', { name })
    .getByText(/^剩余量 /)
    .textContent();
  return /剩余量 ([\d.]+)方/.exec(text ?? '')![1]!;
}

test('journey 8: my contracts → the concrete contract → add C30 and C35 → order from its cart → surplus down, cancel → surplus back', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  const token = await tokenOf(context);
  await clearConcreteLines(token);

  // My contracts, from the mine page; the expired contract is listed as ineffective.
  await page.goto('/mine');
  await page.getByText('我的合同').click();
  await expect(page).toHaveURL(/\/myContract$/);
  await page.getByRole('tab', { name: '已完结/到期' }).click();
  const expired = page.getByRole('link', { name: '查看合同 HT-2025-0107' });
  await expect(expired).toContainText('失效');
  await shot(page, 'j8-contracts-finished');
  await expired.click();
  await expect(page.getByRole('note')).toHaveText('该合同已失效，可以查看，但不能再加入合同购物车或下单');
  await expect(page.getByRole('link', { name: /加入合同购物车/ })).toHaveCount(0);
  await page.goto('/contractDetail/additems?contractId=ct_a_rebar_2025');
  await expect(page.getByText('该合同已失效，不能加入合同购物车')).toBeVisible();
  await expect(page.getByRole('button', { name: /加入合同购物车/ })).toHaveCount(0);
  await expect(
    call('cart.contractAdd', { contractId: 'ct_a_rebar_2025', contractGoodsId: 'cg_a_rebar_old', goodsId: 'g_rebar', quantity: '1', addons: [] }, token),
  ).rejects.toThrow(/已失效/);

  // The executing contracts; the concrete contract's detail with its surplus.
  await page.goto('/myContract');
  await page.getByRole('tab', { name: '执行中' }).click();
  await expect(page).toHaveURL(/\/myContract\?status=executing$/);
  await expect(page.getByRole('link', { name: '查看合同 HT-2025-0107' })).toHaveCount(0);
  await shot(page, 'j8-contracts-executing');
  await page.getByRole('link', { name: '查看合同 HT-2026-0001' }).click();
  await expect(page).toHaveURL(new RegExp(`/contractDetail\\?contractId=${CONCRETE}$`));
  const c30Before = await shownSurplus(page, C30);
  const c35Before = await shownSurplus(page, C35);
  await shot(page, 'j8-contract-detail');

  // Add C30 (with the contract's vibration add-on) and C35; C35 above its surplus is refused and nothing is sent.
  await page.getByRole('link', { name: '选择商品加入合同购物车' }).click();
  await expect(page).toHaveURL(new RegExp(`/contractDetail/additems\\?contractId=${CONCRETE}$`));
  const c30 = page.getByRole('article', { name: C30 });
  const c35 = page.getByRole('article', { name: C35 });
  await c30.getByRole('checkbox', { name: `选择 ${C30}` }).check();
  await c35.getByRole('checkbox', { name: `选择 ${C35}` }).check();
  await c30.getByRole('textbox', { name: `${C30} 的数量` }).fill('20');
  await c30.getByRole('textbox', { name: `${C30} 的数量` }).blur();
  await c30.getByRole('checkbox', { name: '振捣施工 ¥5.00' }).check();
  const c35Quantity = c35.getByRole('textbox', { name: `${C35} 的数量` });
  await c35Quantity.fill(String(Number(c35Before) + 100));
  await expect(c35.getByRole('alert')).toHaveText(`购买数量不能大于${c35Before}方`);
  await page.getByRole('button', { name: '加入合同购物车(2)' }).click();
  await expect(page.getByText('请先修正数量')).toBeVisible();
  await shot(page, 'j8-add-over-surplus');
  expect((await call('cart.contractList', {}, token)).groups.find((g) => g.contractId === CONCRETE)).toBeUndefined();
  await c35Quantity.fill('12');
  await c35Quantity.blur();
  await expect(c35.getByRole('alert')).toHaveCount(0);
  // 还可购 is the cart line's figure (the surplus less what the cart holds), not moved by a quantity only typed.
  await expect(c35.getByText(`合同剩余 ${c35Before}方，还可购 ${c35Before}方`)).toBeVisible();
  await page.getByRole('button', { name: '加入合同购物车(2)' }).click();
  await expect(page.getByText('已加入合同购物车')).toBeVisible();
  await expect(c35.getByText(`合同剩余 ${c35Before}方，还可购 ${subtractExact(c35Before, '12')}方`)).toBeVisible();

  // The contract cart → this contract's cart → prepare → the contract sub-order with a delivery plan.
  await page.getByRole('link', { name: /^合同购物车/ }).click();
  await expect(page).toHaveURL(/\/ShoppingCart$/);
  await page.getByRole('link', { name: '合同 HT-2026-0001 去下单' }).click();
  await expect(page).toHaveURL(new RegExp(`/ShoppingCart/contractCart\\?contractId=${CONCRETE}$`));
  await expect(page.getByTestId('contract-cart-total')).toHaveText('¥14160.00'); // 20 × (430 + 5) + 12 × 455
  await shot(page, 'j8-contract-cart');
  await page.getByRole('button', { name: '去下单(2)' }).click();
  await expect(page).toHaveURL(new RegExp(`/ShoppingCart/contractPrepare\\?contractId=${CONCRETE}$`));
  await expect(page.getByText('¥14160.00').first()).toBeVisible();
  await shot(page, 'j8-contract-prepare');
  await page.getByRole('button', { name: '确认下单' }).click();
  await expect(page).toHaveURL(new RegExp(`/order/newContractSub\\?contractId=${CONCRETE}$`));
  await expect(page.getByRole('region', { name: '合同' }).getByText('合同 HT-2026-0001')).toBeVisible();
  const dates = page.getByRole('group', { name: '送货时间 日期' }).getByRole('button');
  await dates.nth(2).click();
  await page.getByRole('group', { name: '送货时间 时间段' }).getByRole('button', { name: '12:00-18:00' }).click();
  await shot(page, 'j8-contract-sub-order');
  await page.getByRole('checkbox', { name: '同意采购协议' }).check();
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page).toHaveURL(/\/order\/submit\?orderId=/);
  const orderId = new URL(page.url()).searchParams.get('orderId')!;
  const order = await call('order.detail', { orderId }, token);
  expect(order.contractId).toBe(CONCRETE);
  expect(order.delivery.timeSlot).toBe('030020300');

  // The contract detail shows each surplus down by exactly the ordered quantity.
  await page.goto(`/contractDetail?contractId=${CONCRETE}`);
  await expect(page.getByRole('article', { name: C30 }).getByText(`剩余量 ${subtractExact(c30Before, '20')}方`)).toBeVisible();
  await expect(page.getByRole('article', { name: C35 }).getByText(`剩余量 ${subtractExact(c35Before, '12')}方`)).toBeVisible();

  // Cancelling the order gives the surplus back.
  await page.goto(`/order/orderDetail?orderId=${orderId}`);
  await page.getByRole('button', { name: '取消订单' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('订单已取消').first()).toBeVisible();
  await page.goto(`/contractDetail?contractId=${CONCRETE}`);
  await expect(page.getByRole('article', { name: C30 }).getByText(`剩余量 ${c30Before}方`)).toBeVisible();
  await expect(page.getByRole('article', { name: C35 }).getByText(`剩余量 ${c35Before}方`)).toBeVisible();
});

test('journey 8: order again fills the contract cart with the past order’s lines; the second buyer is kept out', async ({ page, context, browser }) => {
  test.setTimeout(120_000);
  const token = await tokenOf(context);
  await clearConcreteLines(token);

  // Order again from the completed contract order: C30 20 方 pumped by truck, C35 10 方.
  await page.goto('/order/orderDetail?orderId=ord_a_contract_done');
  await page.getByRole('button', { name: '再次下单' }).click();
  await expect(page).toHaveURL(/\/ShoppingCart\/contractAgain\?/);
  await expect(page.getByText('上次 20方 → 本次 20方')).toBeVisible();
  await expect(page.getByText('上次 10方 → 本次 10方')).toBeVisible();
  await shot(page, 'j8-order-again');
  await page.getByRole('button', { name: '加入合同购物车(2)' }).click();
  await expect(page).toHaveURL(new RegExp(`/ShoppingCart/contractCart\\?contractId=${CONCRETE}$`));
  await expect(page.getByRole('textbox', { name: `${C30} 的数量` })).toHaveValue('20');
  await expect(page.getByRole('textbox', { name: `${C35} 的数量` })).toHaveValue('10');
  const group = (await call('cart.contractList', {}, token)).groups.find((g) => g.contractId === CONCRETE)!;
  expect(group.children.map((l) => [l.contractGoodsId, l.quantity, l.cartAdditems.map((a) => a.additemName)]).sort()).toEqual([
    ['cg_a_c30', '20', ['泵送混凝土', '汽车泵']],
    ['cg_a_c35', '10', []],
  ]);
  await shot(page, 'j8-order-again-cart');
  await clearConcreteLines(token);

  // The second buyer: no contract-order button, and the demo buyer's contract is not theirs to see.
  const second = await browser.newContext({ baseURL: journeyBase, viewport: { width: 375, height: 667 }, locale: 'zh-CN' });
  try {
    const other = await second.newPage();
    const { token: tokenB } = await call('auth.login', { account: 'buyerb', password: 'demo123456' });
    await second.addCookies([{ name: 'x-auth-token', value: tokenB, url: journeyBase }]);
    await other.goto('/ShoppingCart/contractCart?contractId=ct_b_steel');
    await expect(other.getByRole('note')).toHaveText('您的账号没有合同下单权限，请联系企业管理员开通');
    await expect(other.getByRole('button', { name: /^去下单/ })).toHaveCount(0);
    await other.goto(`/contractDetail?contractId=${CONCRETE}`);
    await expect(other.getByText('This page could not be found')).toBeVisible();
    await expect(other.getByText('HT-2026-0001')).toHaveCount(0);
    await expect(other.getByText('华东商砼有限公司')).toHaveCount(0);
    await other.screenshot({ path: 'test-results/journey/j8-second-buyer-refused.png' });
    await other.goto('/myContract');
    await expect(other.getByRole('link', { name: '查看合同 HT-2026-0100' })).toBeVisible();
    await expect(other.getByRole('link', { name: '查看合同 HT-2026-0001' })).toHaveCount(0);
  } finally {
    await second.close();
  }
});
