import { DEMO_BUYER, DEMO_IDS, SECOND_BUYER } from '../../gateway/seed/index.ts';
import { useLiveGateway } from './support/liveGateway.ts';
import { expect, test } from './support/test.ts';

/**
 * The contract cart (/ShoppingCart) against the real gateway: one in-memory gateway for this file (PGlite
 * with the demo data — three contracts of the demo buyer, one expired — and a throwaway key pair) serving
 * the built app (dist/, built by the webServer of playwright.config.ts) and the API on one origin.
 */

const live = useLiveGateway();
const { call } = live;

interface ContractCart {
  groups: { contractId: string; effective: boolean; children: { contractGoodsId: string; quantity: string; checked: boolean; unitPrice: string }[] }[];
  total: { total: string; totalSmall: string; totalBig: string };
}

test('a contract goods goes to the contract cart at the contract price; quantity, totals, settle; the order confirm prices it under the contract', async ({
  page,
}) => {
  // The demo buyer's contract cart starts without the C30 line (the sand line and the expired contract's line stay).
  const { token } = await call<{ token: string }>('auth.login', { body: { account: DEMO_BUYER.accountName, password: DEMO_BUYER.password } });
  await call('cart.contractRemove', { body: { contractGoodsIds: ['cg_a_c30'] } }, token);

  // Log in as the demo buyer; the login goes on to the goods opened under the concrete contract.
  const goods = `/shoppingDetail?goodsId=${DEMO_IDS.concrete}&contractId=${DEMO_IDS.contractConcrete}`;
  await page.goto(`${live.url}/login?${new URLSearchParams({ redirect: goods }).toString()}`);
  await page.getByRole('tab', { name: '密码登录' }).click();
  await page.getByRole('textbox', { name: '账号' }).fill(DEMO_BUYER.accountName);
  await page.getByLabel('密码', { exact: true }).and(page.locator('input')).fill(DEMO_BUYER.password);
  await page.getByRole('checkbox', { name: '同意用户协议、隐私政策和登录协议' }).check();
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL(new RegExp(`/shoppingDetail\\?goodsId=${DEMO_IDS.concrete}&contractId=${DEMO_IDS.contractConcrete}$`));

  // The contract price of C30 (430.00, the list price is 440.00), and adding goes to the contract cart.
  await expect(page.getByLabel('单价')).toHaveText('¥430.00/方合同价');
  await expect(page.getByRole('textbox', { name: '购买数量' })).toHaveValue('10');
  await page.getByRole('button', { name: '加入购物车' }).click();
  await expect(page.getByText('已加入购物车')).toBeVisible();
  const added = await call<ContractCart>('cart.contractList', {}, token);
  expect(added.groups.flatMap((g) => g.children).find((l) => l.contractGoodsId === 'cg_a_c30')).toMatchObject({
    quantity: '10',
    unitPrice: '430.00',
    checked: true,
  });

  // The contract cart, reached from the buyer cart.
  await page.goto(`${live.url}/cart/cart`);
  await page.getByRole('button', { name: /^合同购物车/ }).click();
  await expect(page).toHaveURL(/\/ShoppingCart$/);
  const concrete = page.getByRole('region', { name: '合同 HT-2026-0001' });
  await expect(concrete.getByText('合同价 ¥430.00/方')).toBeVisible();
  await expect(concrete.getByText('卖家：华东商砼有限公司')).toBeVisible();
  await expect(concrete.getByText('合同剩余 560方，还可购 550方')).toBeVisible();
  await expect(page.getByRole('region', { name: '合同 HT-2026-0002' })).toBeVisible();
  const expired = page.getByRole('region', { name: '失效合同' });
  await expect(expired.getByText(/HT-2025-0107/)).toBeVisible();
  await expect(expired.getByRole('checkbox')).toHaveCount(0);
  const total = page.getByTestId('contract-cart-total');
  await expect(total).toHaveText('¥4300.00'); // 10 × 430.00; the sand line is not checked

  // Quantity: + adds one step of the unit (0.5 方); the line, cansaleNumShow and the totals follow, saved on the gateway.
  await concrete.getByRole('button', { name: '增加 预拌混凝土（商砼） C30' }).click();
  await expect(concrete.getByRole('textbox', { name: '预拌混凝土（商砼） C30 的数量' })).toHaveValue('10.5');
  await expect(total).toHaveText('¥4515.00');
  await expect(concrete.getByText('合同剩余 560方，还可购 549.5方')).toBeVisible();
  await expect.poll(async () => (await call<ContractCart>('cart.contractList', {}, token)).total.total).toBe('4515.00');
  await expect(page.getByTestId('contract-cart-breakdown')).toHaveText('商品 ¥4515.00 + 附加服务 ¥0.00');
  await page.screenshot({ path: 'test-results/screens/contract-cart.png' });

  // Settle: one order under the contract, priced by the gateway at the contract price.
  await page.getByRole('button', { name: '结算(1)' }).click();
  await expect(page).toHaveURL(/\/v2\/order\?from=contract$/);
  // The cart stays on screen until the order page's chunk has loaded (a navigation in a transition), and it
  // has a region of the same name: wait for the order page itself first.
  await expect(page.getByRole('checkbox', { name: '同意采购协议' })).toBeVisible();
  await expect(page.getByRole('region', { name: '合同' }).getByText('合同 HT-2026-0001', { exact: true })).toBeVisible();
  const goodsSection = page.getByRole('region', { name: '商品', exact: true });
  await expect(goodsSection.getByText('合同价')).toBeVisible();
  await expect(goodsSection.getByText('¥430.00')).toBeVisible();
  await expect(goodsSection.getByText('× 10.5方')).toBeVisible();
  const prices = page.getByRole('region', { name: '价格明细' });
  await expect(prices.getByText('¥4515.00').first()).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/contract-order.png', fullPage: true });

  // Submitting places a contract order and takes the line out of the contract cart.
  await page.getByRole('checkbox', { name: '同意采购协议' }).check();
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page).toHaveURL(/\/order\/submit\?orderId=/);
  const orderId = new URL(page.url()).searchParams.get('orderId')!;
  const detail = await call<{ contractId?: string | null; totalAmount: string }>('order.detail', { query: { orderId } }, token);
  expect(detail.contractId).toBe(DEMO_IDS.contractConcrete);
  const after = await call<ContractCart>('cart.contractList', {}, token);
  expect(after.groups.flatMap((g) => g.children).map((l) => l.contractGoodsId)).not.toContain('cg_a_c30');
});

test('a buyer whose menu tree leaves out contract ordering sees the contract cart without its order button', async ({ page }) => {
  // The second buyer's menu tree has btn_contract_order unselected (gateway seed); the contract cart holds a line.
  const { token } = await call<{ token: string }>('auth.login', { body: { account: SECOND_BUYER.accountName, password: SECOND_BUYER.password } });
  const menu = await call<{ buttonList: { btnId: string; selected: boolean }[] }>('auth.menuTree', { query: { platform: 'mr_buyer_app' } }, token);
  expect(menu.buttonList.find((button) => button.btnId === 'btn_contract_order')?.selected).toBe(false);

  await page.goto(`${live.url}/login?${new URLSearchParams({ redirect: '/ShoppingCart' }).toString()}`);
  await page.getByRole('tab', { name: '密码登录' }).click();
  await page.getByRole('textbox', { name: '账号' }).fill(SECOND_BUYER.accountName);
  await page.getByLabel('密码', { exact: true }).and(page.locator('input')).fill(SECOND_BUYER.password);
  await page.getByRole('checkbox', { name: '同意用户协议、隐私政策和登录协议' }).check();
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL(/\/ShoppingCart$/);
  await expect(page.getByRole('note')).toHaveText('您的账号没有合同下单权限，请联系企业管理员开通');
  await expect(page.getByRole('button', { name: /^结算/ })).toHaveCount(0);
  await page.screenshot({ path: 'test-results/screens/contract-cart-no-permission.png' });
});
