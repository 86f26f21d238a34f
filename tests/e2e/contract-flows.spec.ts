import type { Page } from '@playwright/test';
import { cookies } from '../../generated/constants.gen.ts';
import { DEMO_IDS } from '../../gateway/seed/index.ts';
import { shot, useLiveGateway } from './support/liveGateway.ts';
import { expect as baseExpect, test } from './support/test.ts';

/**
 * The contract-cart flows against the real gateway (one in-memory gateway for this file, demo data): the
 * cart of one contract and the review before ordering (/ShoppingCart/contractCart, contractPrepare), order
 * again from a past contract order (/ShoppingCart/contractAgain), and the add-ons of a buyer-cart line
 * (/cart/addPriceItems). The tests run in order on the same data.
 */

const live = useLiveGateway();
// Each test walks a whole flow over several screens; on a busy machine a screen may take seconds to settle.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });
const concrete = DEMO_IDS.contractConcrete;

type ContractCart = Awaited<ReturnType<typeof contractCart>>;
const contractCart = (token: string) => live.typed('cart.contractList', {}, token);
const lineOf = (cart: ContractCart, contractGoodsId: string) => cart.groups.flatMap((g) => g.children).find((l) => l.contractGoodsId === contractGoodsId);

/** The demo buyer logged in (token cookie), without touching the carts; returns the token. */
async function loginDemo(page: Page): Promise<string> {
  const token = await live.login();
  await page.context().addCookies([{ name: cookies.token, value: token, url: live.url }]);
  return token;
}

const useEnglish = (page: Page) => page.evaluate(() => localStorage.setItem('locale', JSON.stringify('en')));

test('the cart of one contract: its lines only, quantity and totals; the review shows total, totalSmall and totalBig and hands that contract to the order', async ({
  page,
}) => {
  const token = await loginDemo(page);

  // The concrete contract: its C30 line (30 方 with the mixer pump at the contract's 12.00), not the sand of the cement contract.
  await page.goto(`${live.url}/ShoppingCart/contractCart?contractId=${concrete}`);
  await expect(page.getByText('合同 HT-2026-0001', { exact: true })).toBeVisible();
  await expect(page.getByText('卖家：华东商砼有限公司')).toBeVisible();
  const region = page.getByRole('region', { name: '合同 HT-2026-0001' });
  await expect(region.getByTestId('contract-line-cg_a_c30')).toBeVisible();
  await expect(page.getByTestId('contract-line-cg_a_sand')).toHaveCount(0);
  await expect(region.getByText('合同剩余 560方，还可购 530方')).toBeVisible();
  await expect(region.getByRole('link', { name: '修改 预拌混凝土（商砼） C30 的附加服务' })).toHaveAttribute(
    'href',
    `/contractDetail/additems?contractId=${concrete}&contractGoodsId=cg_a_c30`,
  );
  const total = page.getByTestId('contract-cart-total');
  await expect(total).toHaveText('¥13260.00'); // 30 × 430.00 + 30 × 12.00
  await expect(page.getByTestId('contract-cart-breakdown')).toHaveText('商品 ¥12900.00 + 附加服务 ¥360.00');

  // One step of the unit (0.5 方): the line, cansaleNumShow and the totals follow, saved on the gateway.
  await region.getByRole('button', { name: '增加 预拌混凝土（商砼） C30' }).click();
  await expect(region.getByRole('textbox', { name: '预拌混凝土（商砼） C30 的数量' })).toHaveValue('30.5');
  await expect(total).toHaveText('¥13481.00'); // 30.5 × 430.00 + 30.5 × 12.00
  await expect(region.getByText('合同剩余 560方，还可购 529.5方')).toBeVisible();
  await expect.poll(async () => lineOf(await contractCart(token), 'cg_a_c30')?.quantity).toBe('30.5');
  await page.screenshot({ path: shot('contract-one-cart') });

  // The review: the checked line at the contract price with its add-ons, and the three totals.
  await page.getByRole('button', { name: '去下单(1)' }).click();
  await expect(page).toHaveURL(new RegExp(`/ShoppingCart/contractPrepare\\?contractId=${concrete}$`));
  const line = page.getByTestId('prepare-line-cg_a_c30');
  await expect(line.getByText('合同价 ¥430.00/方 × 30.5方')).toBeVisible();
  await expect(line.getByText(/附加服务：泵送混凝土、汽车泵（¥12\.00\/方）/)).toBeVisible();
  await expect(line.getByText('小计 ¥13481.00')).toBeVisible();
  const amounts = page.getByRole('region', { name: '金额明细' });
  await expect(amounts.getByTestId('prepare-total-small')).toHaveText('¥13115.00');
  await expect(amounts.getByTestId('prepare-total-big')).toHaveText('¥366.00');
  await expect(amounts.getByTestId('prepare-total')).toHaveText('¥13481.00');
  const server = (await contractCart(token)).total;
  expect(server).toEqual({ total: '13481.00', totalSmall: '13115.00', totalBig: '366.00' });
  await page.screenshot({ path: shot('contract-prepare') });

  // Confirm: the order cart holds this contract's checked line only, and the contract order opens.
  await page.getByRole('button', { name: '确认下单' }).click();
  await expect(page).toHaveURL(new RegExp(`/order/newContractSub\\?contractId=${concrete}$`));
  const orderCart = JSON.parse((await page.evaluate(() => sessionStorage.getItem('buyerapp.orderCart'))) ?? '[]') as {
    contractId?: string;
    children: { contractGoodsId?: string; quantity: string; unitPrice: string }[];
  }[];
  expect(orderCart).toHaveLength(1);
  expect(orderCart[0]).toMatchObject({ contractId: concrete, contractNo: 'HT-2026-0001' });
  expect(orderCart[0]!.children.map((l) => [l.contractGoodsId, l.quantity, l.unitPrice])).toEqual([['cg_a_c30', '30.5', '430.00']]);

  // Nothing checked under the cement contract (its sand line is not checked): said, with the way back.
  await page.goto(`${live.url}/ShoppingCart/contractPrepare?contractId=${DEMO_IDS.contractCement}`);
  await expect(page.getByText('这份合同没有勾选要下单的商品')).toBeVisible();
  await expect(page.getByRole('button', { name: '确认下单' })).toHaveCount(0);
  await page.screenshot({ path: shot('contract-prepare-nothing') });
  await page.getByRole('button', { name: '返回合同购物车' }).click();
  await expect(page).toHaveURL(new RegExp(`/ShoppingCart/contractCart\\?contractId=${DEMO_IDS.contractCement}$`));
  await expect(page.getByRole('button', { name: '去下单(0)' })).toBeDisabled();

  // The expired contract: its line shown, not orderable.
  await page.goto(`${live.url}/ShoppingCart/contractCart?contractId=${DEMO_IDS.contractExpired}`);
  await expect(page.getByText('已失效', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('region', { name: '失效合同' }).getByRole('checkbox')).toHaveCount(0);
  await expect(page.getByRole('note')).toHaveText('合同已失效，其中的商品不能下单');
  await expect(page.getByRole('button', { name: /^去下单/ })).toHaveCount(0);
  await page.screenshot({ path: shot('contract-one-cart-expired') });
});

test('order again fills the contract cart with the lines of the past order, each clamped to today’s surplus, set rather than added', async ({ page }) => {
  const token = await loginDemo(page);
  // C30 has 15.3 方 left today: the 20 方 of the past order become 15 方 (the grid: from 10 by 0.5). C35 fits in full.
  await live.db.query("update contract_goods set surplus_amount = '15.3' where contract_goods_id = 'cg_a_c30'");
  // The C30 line already in the contract cart (30.5 方 after the first test) must end at 15, not 30.5 + 15.
  await live.typed('cart.contractUpdate', { contractGoodsId: 'cg_a_c30', quantity: '15' }, token);
  await live.typed('cart.contractUpdateChecked', { scope: 'line', contractGoodsId: 'cg_a_c30', checked: false }, token);
  const before = await contractCart(token);
  expect(lineOf(before, 'cg_a_c35')).toBeUndefined();

  try {
    // Without an orderId: the newest paid order under the contract (ord_a_contract_done).
    await page.goto(`${live.url}/ShoppingCart/contractAgain?contractId=${concrete}`);
    await expect(page.getByText('订单 DD2026102500005')).toBeVisible();
    const c30 = page.getByTestId('again-line-cg_a_c30');
    await expect(c30.getByText('上次 20方 → 本次 15方')).toBeVisible();
    await expect(c30.getByText('合同剩余 15.3方，本次调整为 15方')).toBeVisible();
    await expect(c30.getByText('附加服务：泵送混凝土')).toBeVisible();
    const c35 = page.getByTestId('again-line-cg_a_c35');
    await expect(c35.getByText('上次 10方 → 本次 10方')).toBeVisible();
    await expect(c35.locator('.ccart-note')).toHaveCount(0);
    await page.screenshot({ path: shot('contract-again'), fullPage: true });

    await page.getByRole('button', { name: '加入合同购物车(2)' }).click();
    await expect(page).toHaveURL(new RegExp(`/ShoppingCart/contractCart\\?contractId=${concrete}$`));
    const after = await contractCart(token);
    expect(lineOf(after, 'cg_a_c30')).toMatchObject({ quantity: '15', checked: true });
    expect(lineOf(after, 'cg_a_c30')!.cartAdditems.map((a) => a.additemName)).toContain('泵送混凝土');
    expect(lineOf(after, 'cg_a_c35')).toMatchObject({ quantity: '10', checked: true });
    // The other contracts' lines are as they were.
    expect(lineOf(after, 'cg_a_sand')).toEqual(lineOf(before, 'cg_a_sand'));
    await expect(page.getByRole('textbox', { name: '预拌混凝土（商砼） C30 的数量' })).toHaveValue('15');
    await expect(page.getByRole('textbox', { name: '预拌混凝土（商砼） C35 的数量' })).toHaveValue('10');
    await page.screenshot({ path: shot('contract-again-filled') });

    // An expired contract: said plainly, nothing to add.
    await page.goto(`${live.url}/ShoppingCart/contractAgain?contractId=${DEMO_IDS.contractExpired}`);
    await expect(page.getByText('合同 HT-2025-0107 已失效，不能再次下单')).toBeVisible();
    await expect(page.getByRole('button', { name: /^加入合同购物车/ })).toHaveCount(0);
    await page.screenshot({ path: shot('contract-again-expired') });

    // The same screens in English.
    await useEnglish(page);
    await page.goto(`${live.url}/ShoppingCart/contractAgain?contractId=${concrete}&orderId=ord_a_contract_done`);
    await expect(page.getByText('Order DD2026102500005')).toBeVisible();
    await expect(page.getByTestId('again-line-cg_a_c30').getByText('Last time 20 方 → now 15 方')).toBeVisible();
    await page.screenshot({ path: shot('contract-again-en'), fullPage: true });
    await page.goto(`${live.url}/ShoppingCart/contractCart?contractId=${concrete}`);
    await expect(page.getByText('Seller: 华东商砼有限公司')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Order (2)' })).toBeVisible();
    await page.screenshot({ path: shot('contract-one-cart-en') });
  } finally {
    await live.db.query("update contract_goods set surplus_amount = '560' where contract_goods_id = 'cg_a_c30'");
  }
});

test('the add-ons of a buyer-cart line: shown with their prices, changed by the choice rules, saved', async ({ page }) => {
  const token = await loginDemo(page);
  const start = (await live.typed('cart.list', {}, token)).groups.flatMap((g) => g.children).find((l) => l.cartResourceId === 'cart_a_concrete')!;
  // Mixer pump 15.00 + ground pump (the pumping method is not charged) + pipe within 50 m 5.00 + vibrating 6.00.
  expect(start.addUnitPrice).toBe('26.00');

  await page.goto(`${live.url}/cart/cart`);
  await page.getByRole('link', { name: '修改 预拌混凝土（商砼） 的附加服务' }).click();
  await expect(page).toHaveURL(/\/cart\/addPriceItems\?cartResourceId=cart_a_concrete$/);
  const current = page.getByRole('region', { name: '当前附加服务' });
  await expect(current.getByText('地泵管道50米内')).toBeVisible();
  await expect(page.getByTestId('add-price-current-extra')).toHaveText('附加服务费 ¥26.00/方');
  await expect(page.getByRole('radio', { name: '地泵 ¥18.00' })).toBeChecked();
  await expect(page.getByRole('button', { name: '保存' })).toBeDisabled();

  // The truck pump instead of the ground pump: the supporting item goes (domain chain), the extra is 15 + 6.
  await page.getByRole('radio', { name: '汽车泵 ¥25.00' }).check();
  await expect(page.getByRole('radiogroup', { name: '配套项' })).toHaveCount(0);
  await expect(page.getByTestId('add-price-unit-extra')).toHaveText('附加服务费 ¥21.00/方');
  await expect(page.getByText('本行附加服务费 ¥420.00')).toBeVisible();
  await page.screenshot({ path: shot('cart-add-price-items'), fullPage: true });

  await page.getByRole('button', { name: '保存' }).click();
  await expect(page).toHaveURL(/\/cart\/cart$/);
  const saved = (await live.typed('cart.list', {}, token)).groups.flatMap((g) => g.children).find((l) => l.cartResourceId === 'cart_a_concrete')!;
  expect(saved.cartAdditems.map((a) => a.additemName)).toEqual(['泵送混凝土', '汽车泵', '振捣施工']);
  expect(saved.addUnitPrice).toBe('21.00');
  await expect(page.getByTestId('cart-line-cart_a_concrete').getByText(/附加服务费 ¥21\.00\/方/)).toBeVisible();

  // Another buyer's line is not in this buyer's cart.
  await page.goto(`${live.url}/cart/addPriceItems?cartResourceId=cart_b_sand`);
  await expect(page.getByText('购物车中没有这件商品')).toBeVisible();
  await page.screenshot({ path: shot('cart-add-price-items-missing') });
});
