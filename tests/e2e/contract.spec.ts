import type { BrowserContext, Page } from '@playwright/test';
import { cookies } from '../../generated/constants.gen.ts';
import { DEMO_BUYER, DEMO_IDS, SECOND_BUYER } from '../../gateway/seed/index.ts';
import { shot, useLiveGateway } from './support/liveGateway.ts';
import { installFakeBridge, nativeCalls, webviewUserAgent } from './support/native.ts';
import { expect, test } from './support/test.ts';

/**
 * The contract screens against the real gateway (one in-memory gateway for this file, with the demo
 * data): my contracts (/myContract), a contract (/contractDetail), its terms, adding its goods to the
 * contract cart (/contractDetail/additems) and its add-on prices (/contractDetail/additemsShowPages).
 */

const live = useLiveGateway();

interface ContractCart {
  groups: { contractId: string; children: { contractGoodsId: string; quantity: string; cartAdditems: { additemId: string }[] }[] }[];
}

/** Logs an account in through the token cookie (no login form); returns the token. */
async function logIn(context: BrowserContext, account: string): Promise<string> {
  const token = await live.login(account);
  await context.addCookies([{ name: cookies.token, value: token, url: live.url }]);
  return token;
}

const card = (page: Page, no: string) => page.getByRole('link', { name: `查看合同 ${no}` });

test('my contracts: status tabs, search and seller filter, the expired one ineffective; the detail with goods, surplus, salesmen, terms and the document', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await logIn(context, DEMO_BUYER.accountName);
  await page.goto(`${live.url}/myContract`);
  // The first screen of a fresh gateway (and its feature texts) may take a while on a busy machine.
  await expect(card(page, 'HT-2026-0001')).toBeVisible({ timeout: 20_000 });
  await expect(card(page, 'HT-2026-0002')).toBeVisible();
  // The expired contract is listed, labelled ineffective; the executing one is not.
  const expired = card(page, 'HT-2025-0107');
  await expect(expired).toContainText('失效');
  await expect(expired).toContainText('已完结');
  const concrete = card(page, 'HT-2026-0001');
  await expect(concrete).not.toContainText('失效');
  await expect(concrete).toContainText('卖家：华东商砼有限公司');
  await expect(concrete).toContainText('合同金额 ¥481500.00');
  await expect(concrete).toContainText('剩余金额 ¥378300.00');
  await expect(concrete).toContainText(/合同期限：\d{4}-\d{2}-\d{2} 至 \d{4}-\d{2}-\d{2}/);
  await page.screenshot({ path: shot('contract-list') });

  // Executing: the tab is kept in the address; the expired contract is not among them.
  await page.getByRole('tab', { name: '执行中' }).click();
  await expect(page).toHaveURL(/\/myContract\?status=executing$/);
  await expect(page.getByRole('tab', { name: '执行中' })).toHaveAttribute('aria-selected', 'true');
  await expect(card(page, 'HT-2026-0002')).toBeVisible();
  await expect(card(page, 'HT-2025-0107')).toHaveCount(0);
  // Finished / expired: only the expired one.
  await page.getByRole('tab', { name: '已完结/到期' }).click();
  await expect(card(page, 'HT-2025-0107')).toBeVisible();
  await expect(card(page, 'HT-2026-0001')).toHaveCount(0);
  // A reload keeps the tab.
  await page.reload();
  await expect(page.getByRole('tab', { name: '已完结/到期' })).toHaveAttribute('aria-selected', 'true');

  // Search (contract number, name or seller) over all contracts, then the seller filter.
  await page.getByRole('tab', { name: '全部' }).click();
  const search = page.getByRole('search', { name: '搜索合同' }).getByRole('searchbox');
  await search.fill('商砼');
  await expect(card(page, 'HT-2026-0002')).toHaveCount(0);
  await expect(card(page, 'HT-2026-0001')).toBeVisible();
  await search.fill('HT-2025');
  await expect(card(page, 'HT-2026-0001')).toHaveCount(0);
  await expect(card(page, 'HT-2025-0107')).toBeVisible();
  await search.fill('');
  await expect(card(page, 'HT-2026-0002')).toBeVisible();
  const seller = page.getByRole('group', { name: '按卖家筛选' });
  await seller.getByRole('button', { name: '华东商砼有限公司（1）' }).click();
  await expect(card(page, 'HT-2026-0002')).toHaveCount(0);
  await expect(card(page, 'HT-2026-0001')).toBeVisible();
  await seller.getByRole('button', { name: '全部卖家' }).click();

  // The executing concrete contract.
  await page.getByRole('tab', { name: '执行中' }).click();
  await card(page, 'HT-2026-0001').click();
  await expect(page).toHaveURL(new RegExp(`/contractDetail\\?contractId=${DEMO_IDS.contractConcrete}$`));
  const c30 = page.getByRole('article', { name: '预拌混凝土（商砼） C30' });
  await expect(c30.getByText('合同价 ¥430.00/方')).toBeVisible();
  await expect(c30.getByText('合同量 800方')).toBeVisible();
  await expect(c30.getByText('剩余量 560方')).toBeVisible();
  const c35 = page.getByRole('article', { name: '预拌混凝土（商砼） C35' });
  await expect(c35.getByText('剩余量 290方')).toBeVisible();
  await expect(c35.getByRole('link', { name: '将 预拌混凝土（商砼） C35 加入合同购物车' })).toBeVisible();
  const salesmen = page.getByRole('region', { name: '业务员' });
  await expect(salesmen.getByRole('button', { name: '拨打 王强 13912340001' })).toBeVisible();
  await expect(salesmen.getByRole('button', { name: '拨打 赵敏 13912340002' })).toBeVisible();
  // Only the contract's seller's salesmen (the platform's 陈磊 sells under another contract).
  await expect(salesmen.getByText('陈磊')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^合同购物车/ })).toBeVisible();
  await page.screenshot({ path: shot('contract-detail') });
  await page.screenshot({ path: shot('contract-detail-full'), fullPage: true });

  // The document opens in a new tab in a browser.
  const [tab] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: '查看合同文件' }).click()]);
  expect(tab.url()).toBe(`${live.url}/demo/contract-0001.pdf`);
  await tab.close();

  // The terms.
  await page.getByRole('link', { name: '合同条款' }).click();
  await expect(page).toHaveURL(new RegExp(`/contractDetail/detail\\?contractId=${DEMO_IDS.contractConcrete}$`));
  const performance = page.getByRole('region', { name: '履约条款' });
  await expect(performance.getByText('月结')).toBeVisible();
  await expect(performance.getByText('上海市浦东新区川沙路88号工地')).toBeVisible();
  await expect(performance.getByText('配送', { exact: true })).toBeVisible();
  await expect(performance.getByText('泵送费按合同价执行')).toBeVisible();
  await expect(page.getByRole('region', { name: '签约双方' }).getByText('华东商砼有限公司')).toBeVisible();
  await page.screenshot({ path: shot('contract-terms'), fullPage: true });

  // The add-on prices agreed in the contract (the mixer pump at 12.00 instead of 15.00).
  await page.goto(`${live.url}/contractDetail/additemsShowPages?contractId=${DEMO_IDS.contractConcrete}`);
  const c30Addons = page.getByRole('region', { name: '预拌混凝土（商砼） C30' });
  await expect(c30Addons.getByRole('heading', { name: '搅拌车/砂浆' })).toBeVisible();
  await expect(c30Addons.getByRole('definition').filter({ hasText: '¥12.00' }).first()).toBeVisible();
  await expect(page.getByRole('region', { name: '预拌混凝土（商砼） C35' })).toBeVisible();
  await page.screenshot({ path: shot('contract-addon-prices'), fullPage: true });

  // The expired contract: a notice, its goods shown without add buttons; its add page refuses.
  await page.goto(`${live.url}/contractDetail?contractId=${DEMO_IDS.contractExpired}`);
  await expect(page.getByRole('note')).toHaveText('该合同已失效，可以查看，但不能再加入合同购物车或下单');
  await expect(page.getByRole('article', { name: '螺纹钢 HRB400E Φ16' })).toBeVisible();
  await expect(page.getByRole('link', { name: /加入合同购物车/ })).toHaveCount(0);
  await page.screenshot({ path: shot('contract-detail-ineffective') });
  await page.goto(`${live.url}/contractDetail/additems?contractId=${DEMO_IDS.contractExpired}`);
  await expect(page.getByText('该合同已失效，不能加入合同购物车')).toBeVisible();
  await expect(page.getByRole('button', { name: /加入合同购物车/ })).toHaveCount(0);

  // In English.
  await page.addInitScript(() => localStorage.setItem('locale', JSON.stringify('en')));
  await page.goto(`${live.url}/myContract`);
  await expect(page.getByRole('tab', { name: 'In progress' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open contract HT-2025-0107' })).toContainText('Ineffective');
  await page.screenshot({ path: shot('contract-list-en') });
  await page.goto(`${live.url}/contractDetail?contractId=${DEMO_IDS.contractConcrete}`);
  await expect(page.getByText('Contract price ¥430.00/方').first()).toBeVisible();
  await page.screenshot({ path: shot('contract-detail-en') });
  await page.goto(`${live.url}/contractDetail/additems?contractId=${DEMO_IDS.contractConcrete}&contractGoodsId=cg_a_c30`);
  await expect(page.getByRole('button', { name: 'Add to contract cart (1)' })).toBeVisible({ timeout: 15_000 });
  await page.screenshot({ path: shot('contract-add-en') });
  await page.goto(`${live.url}/contractDetail/detail?contractId=${DEMO_IDS.contractConcrete}`);
  await expect(page.getByRole('region', { name: 'Performance' })).toBeVisible();
  await page.screenshot({ path: shot('contract-terms-en') });
});

test.describe('inside the app', () => {
  test.use({ userAgent: webviewUserAgent });

  test('the salesman is called and the document opened through the app; C30 with a contract add-on goes to the contract cart, never above the surplus', async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    const token = await logIn(context, DEMO_BUYER.accountName);
    await installFakeBridge(page, { getToken: token });
    await page.goto(`${live.url}/contractDetail?contractId=${DEMO_IDS.contractConcrete}`);
    await page.getByRole('button', { name: '拨打 王强 13912340001' }).click();
    await page.getByRole('button', { name: '查看合同文件' }).click();
    await expect
      .poll(async () => (await nativeCalls(page)).filter((m) => m.name === 'callPhone' || m.name === 'openpdf').map((m) => [m.name, m.payload]))
      .toEqual([
        ['callPhone', { phone: '13912340001' }],
        ['openpdf', { url: `${live.url}/demo/contract-0001.pdf` }],
      ]);

    // The demo contract cart holds 30 方 of C30 with the pumping add-ons: 530 方 are left to add.
    await page.getByRole('link', { name: '将 预拌混凝土（商砼） C30 加入合同购物车' }).click();
    await expect(page).toHaveURL(new RegExp(`/contractDetail/additems\\?contractId=${DEMO_IDS.contractConcrete}&contractGoodsId=cg_a_c30$`));
    const c30 = page.getByRole('article', { name: '预拌混凝土（商砼） C30' });
    const quantity = c30.getByRole('textbox', { name: '预拌混凝土（商砼） C30 的数量' });
    await expect(quantity).toHaveValue('10');
    // 还可购 is the cart line's figure (surplus less what the cart holds), whatever quantity is typed.
    await expect(c30.getByText('合同剩余 560方，还可购 530方')).toBeVisible();
    await expect(c30.getByText('合同购物车已有 30方，本次数量将累加')).toBeVisible();
    // The cart line's add-ons come chosen, at the contract's prices.
    await expect(c30.getByRole('checkbox', { name: '泵送混凝土 ¥12.00' })).toBeChecked();
    await expect(c30.getByRole('radio', { name: '汽车泵 ¥25.00' })).toBeChecked();
    await c30.getByRole('checkbox', { name: '振捣施工 ¥5.00' }).check();
    await expect(c30.getByText('附加服务费 ¥17.00/方')).toBeVisible();

    // Above what is left: the catalogue's message, nothing is sent, the quantity stays legal.
    await quantity.fill('600');
    await expect(c30.getByRole('alert')).toHaveText('购买数量不能大于530方');
    await page.getByRole('button', { name: '加入合同购物车(1)' }).click();
    await expect(page.getByText('请先修正数量')).toBeVisible();
    const before = await live.call<ContractCart>('cart.contractList', {}, token);
    expect(before.groups.flatMap((g) => g.children).find((l) => l.contractGoodsId === 'cg_a_c30')?.quantity).toBe('30');
    await expect(c30.getByText('合同剩余 560方，还可购 530方')).toBeVisible();
    await page.screenshot({ path: shot('contract-add-over-surplus') });

    // + steps the grid (0.5 方); a typed legal quantity is taken.
    await quantity.fill('20');
    await quantity.blur();
    await c30.getByRole('button', { name: '增加 预拌混凝土（商砼） C30' }).click();
    await expect(quantity).toHaveValue('20.5');
    await expect(c30.getByText('合同剩余 560方，还可购 530方')).toBeVisible();
    await page.screenshot({ path: shot('contract-add') });
    await page.screenshot({ path: shot('contract-add-full'), fullPage: true });
    await page.getByRole('button', { name: '加入合同购物车(1)' }).click();
    await expect(page.getByText('已加入合同购物车')).toBeVisible();

    // The contract cart sums the quantity and takes the new add-on choice.
    const after = await live.call<ContractCart>('cart.contractList', {}, token);
    const line = after.groups.flatMap((g) => g.children).find((l) => l.contractGoodsId === 'cg_a_c30')!;
    expect(line.quantity).toBe('50.5');
    expect(line.cartAdditems.map((a) => a.additemId).sort()).toEqual(['ad_construct_vibrate', 'ad_mixer_pump', 'ad_pumping_truck']);
    await expect(c30.getByText('合同购物车已有 50.5方，本次数量将累加')).toBeVisible();
    await expect(c30.getByText('合同剩余 560方，还可购 509.5方')).toBeVisible();

    // The way to the contract cart.
    await page.getByRole('link', { name: /^合同购物车/ }).click();
    await expect(page).toHaveURL(/\/ShoppingCart$/);
  });
});

test('the second buyer cannot open the demo buyer’s contract by its address: the 404 page, none of its data', async ({ page, context }) => {
  test.setTimeout(60_000);
  await logIn(context, SECOND_BUYER.accountName);
  await page.goto(`${live.url}/contractDetail?contractId=${DEMO_IDS.contractConcrete}`);
  await expect(page.getByText('This page could not be found')).toBeVisible();
  await expect(page.getByText('HT-2026-0001')).toHaveCount(0);
  await expect(page.getByText('华东商砼有限公司')).toHaveCount(0);
  await expect(page.getByText(/C30/)).toHaveCount(0);
  await page.screenshot({ path: shot('contract-not-found') });
  for (const path of ['/contractDetail/detail', '/contractDetail/additems', '/contractDetail/additemsShowPages']) {
    await page.goto(`${live.url}${path}?contractId=${DEMO_IDS.contractConcrete}`);
    await expect(page.getByText('This page could not be found')).toBeVisible();
    await expect(page.getByText('HT-2026-0001')).toHaveCount(0);
  }
  // The second buyer's own contracts only.
  await page.goto(`${live.url}/myContract`);
  await expect(card(page, 'HT-2026-0100')).toBeVisible();
  await expect(card(page, 'HT-2026-0001')).toHaveCount(0);
});
