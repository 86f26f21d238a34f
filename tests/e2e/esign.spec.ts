import type { BrowserContext, Page } from '@playwright/test';
import { cookies } from '../../generated/constants.gen.ts';
import { DEMO_IDS } from '../../gateway/seed/index.ts';
import { shot, useLiveGateway } from './support/liveGateway.ts';
import { installFakeBridge, nativeCalls, webviewUserAgent } from './support/native.ts';
import { expect, test } from './support/test.ts';

/**
 * The e-signature screens (/eSignManagement, /eSignManagement/eSignList) in a browser and inside the
 * native app's webview, and the add-on choice of a goods under a contract (/goodsAddItems), against the
 * real gateway: one in-memory gateway per worker (the demo buyer has a signed contract es_a_1 and one to
 * sign, es_a_2) serving the built app.
 */

const live = useLiveGateway();

/** The demo buyer logged in through the token cookie, with es_a_2 waiting for a signature again. */
async function logInWithContractToSign(context: BrowserContext): Promise<string> {
  await live.db.query("update esign_contracts set status = 'toSign', sign_time = null where esign_contract_id = 'es_a_2'");
  const token = await live.login();
  await context.addCookies([{ name: cookies.token, value: token, url: live.url }]);
  // The provider's signing page is another site: a stand-in answers for it, so no test leaves the machine.
  await context.route('https://esign.example.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>e-sign</title>' }));
  return token;
}

const contract = (page: Page, title: string) => page.getByRole('article', { name: title });

test('in a browser: the overview counts by status, the list shows each status, a document and the signing page open in new tabs', async ({ page, context }) => {
  // Two screens, three tabs and two opened pages in one walk.
  test.setTimeout(60_000);
  const token = await logInWithContractToSign(context);
  // An expired contract besides the seed's two, for the "others" tile.
  await live.db.query(
    `insert into esign_contracts (esign_contract_id, member_id, title, contract_no, seller_name, status, create_time)
     values ('es_a_e2e_expired', 'm_demo_a', '2025年度水泥采购合同', 'HT-2025-0031', '华东商砼有限公司', 'expired', now() - interval '400 days')
     on conflict (esign_contract_id) do nothing`,
  );

  await page.goto(`${live.url}/eSignManagement`);
  await expect(page.getByRole('heading', { name: '电子签章管理' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: '您有1份合同待签署' })).toBeVisible();
  await expect(page.getByRole('link', { name: '待签署：1份' })).toBeVisible();
  await expect(page.getByRole('link', { name: '签署中：0份' })).toBeVisible();
  await expect(page.getByRole('link', { name: '已签署：1份' })).toBeVisible();
  await expect(page.getByRole('group', { name: '其他' })).toContainText('1');
  await expect(page.getByRole('link', { name: '已过期：1份' })).toBeVisible();
  await expect(page.getByRole('link', { name: /全部签章合同/ })).toContainText('共3份');
  await page.screenshot({ path: shot('esign-management') });

  // A tile leads to the list of its status.
  await page.getByRole('link', { name: '待签署：1份' }).click();
  await expect(page).toHaveURL(/\/eSignManagement\/eSignList\?status=toSign$/);
  await expect(page.getByRole('tab', { name: '待签署' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(contract(page, '2027年度钢筋采购合同')).toBeVisible();
  await page.getByRole('tab', { name: '已拒签' }).click();
  await expect(page.getByText('暂无签章合同')).toBeVisible();

  // All: every contract with its status, number, seller and times.
  await page.getByRole('tab', { name: '全部' }).click();
  await expect(page).toHaveURL(/\/eSignManagement\/eSignList$/);
  const signed = contract(page, '浦东工地商砼采购合同');
  const toSign = contract(page, '2027年度钢筋采购合同');
  await expect(signed.getByText('已签署', { exact: true })).toBeVisible();
  await expect(signed.getByText('合同编号：HT-2026-0001')).toBeVisible();
  await expect(signed.getByText('卖家：华东商砼有限公司')).toBeVisible();
  await expect(signed.getByText(/^签署时间：\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)).toBeVisible();
  await expect(toSign.getByText('待签署', { exact: true })).toBeVisible();
  await expect(toSign.getByText(/^发起时间：/)).toBeVisible();
  await expect(toSign.getByRole('button', { name: '查看合同' })).toHaveCount(0);
  await expect(contract(page, '2025年度水泥采购合同').getByText('已过期', { exact: true })).toBeVisible();
  await expect(contract(page, '2025年度水泥采购合同').getByRole('button')).toHaveCount(0);
  await page.screenshot({ path: shot('esign-list') });

  // The signed document opens in a new tab.
  const documentTab = context.waitForEvent('page');
  await signed.getByRole('button', { name: '查看合同' }).click();
  const opened = await documentTab;
  await expect.poll(() => opened.url()).toBe(`${live.url}/demo/contract-0001.pdf`);
  await opened.close();

  // Signing: the gateway hands out the provider's page (returning to this list), which opens in a new tab,
  // and the contract is now being signed.
  const signingTab = context.waitForEvent('page');
  await toSign.getByRole('button', { name: '去签署' }).click();
  const signing = await signingTab;
  await expect.poll(() => signing.url()).toMatch(/^https:\/\/esign\.example\.com\/sign\?/);
  const signUrl = new URL(signing.url());
  expect(signUrl.searchParams.get('contract')).toBe('es_a_2');
  expect(signUrl.searchParams.get('redirect')).toBe(`${live.url}/eSignManagement/eSignList`);
  await signing.close();
  await expect(toSign.getByText('签署中', { exact: true })).toBeVisible();
  await expect(toSign.getByRole('button', { name: '去签署' })).toBeEnabled();
  const listed = await live.typed('esign.list', { pageNum: 1, pageSize: 10, status: 'signing' }, token);
  expect(listed.list.map((c) => c.esignContractId)).toEqual(['es_a_2']);

  // In English.
  await page.evaluate(() => localStorage.setItem('locale', JSON.stringify('en')));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Signatures' })).toBeVisible();
  await expect(signed.getByText('Signed', { exact: true })).toBeVisible();
  await expect(toSign.getByText('Being signed', { exact: true })).toBeVisible();
  await expect(toSign.getByRole('button', { name: 'Sign' })).toBeVisible();
  await page.screenshot({ path: shot('esign-list-en') });
});

test.describe('inside the native app webview', () => {
  test.use({ userAgent: webviewUserAgent });

  test('the signed document goes to the app PDF viewer, the signing page to a new native view', async ({ page, context }) => {
    const token = await logInWithContractToSign(context);
    await installFakeBridge(page, { getToken: token });
    await page.goto(`${live.url}/eSignManagement/eSignList`);

    await contract(page, '浦东工地商砼采购合同').getByRole('button', { name: '查看合同' }).click();
    await expect
      .poll(async () => (await nativeCalls(page)).filter((call) => call.name === 'openpdf').map((call) => call.payload))
      .toEqual([{ url: `${live.url}/demo/contract-0001.pdf` }]);

    const toSign = contract(page, '2027年度钢筋采购合同');
    await toSign.getByRole('button', { name: '去签署' }).click();
    await expect.poll(async () => (await nativeCalls(page)).some((call) => call.name === 'openActivity')).toBe(true);
    const activity = (await nativeCalls(page)).find((call) => call.name === 'openActivity')!.payload as { url: string; title: string };
    expect(activity.title).toBe('电子签署');
    expect(new URL(activity.url).searchParams.get('contract')).toBe('es_a_2');
    await expect(toSign.getByText('签署中', { exact: true })).toBeVisible();
    // Nothing opened outside the app's views.
    expect(context.pages()).toHaveLength(1);
  });
});

test('/goodsAddItems under the concrete contract: the contract add-on prices, the choice rules, confirm hands the choice to the goods page', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  await live.loginWithEmptyCart(context);
  const query = `goodsId=${DEMO_IDS.concrete}&contractId=${DEMO_IDS.contractConcrete}`;
  await page.goto(`${live.url}/shoppingDetail?${query}`);
  await expect(page.getByText('未选择（泵送、施工等）')).toBeVisible();

  await page.goto(`${live.url}/goodsAddItems?${query}`);
  await expect(page.getByRole('heading', { name: '选择附加服务' })).toBeVisible();
  await expect(page.getByText('以下为合同约定价格')).toBeVisible();
  // The contract's prices (12.00 and 5.00; the catalogue asks 15.00 and 6.00), the others as listed.
  await expect(page.getByRole('checkbox', { name: '泵送混凝土 ¥12.00' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: '振捣施工 ¥5.00' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: '收面抹光 ¥10.00' })).toBeVisible();
  await expect(page.getByRole('radiogroup')).toHaveCount(0);

  // Pumping opens the pumping method at its first option; the ground pump opens the supporting item.
  await page.getByRole('checkbox', { name: /泵送混凝土/ }).check();
  await expect(page.getByRole('radio', { name: /汽车泵/ })).toBeChecked();
  await page.getByRole('radio', { name: /^地泵 / }).check();
  await expect(page.getByRole('radio', { name: /汽车泵/ })).not.toBeChecked();
  await expect(page.getByRole('radio', { name: /地泵管道50米内/ })).toBeChecked();
  // One item per group: 收面抹光 replaces 振捣施工, and back.
  await page.getByRole('checkbox', { name: /振捣施工/ }).check();
  await page.getByRole('checkbox', { name: /收面抹光/ }).check();
  await expect(page.getByRole('checkbox', { name: /振捣施工/ })).not.toBeChecked();
  await page.getByRole('checkbox', { name: /振捣施工/ }).check();
  await expect(page.getByRole('checkbox', { name: /收面抹光/ })).not.toBeChecked();
  // 12.00 (pumping) + 5.00 (pipe) + 5.00 (vibration); the pumping method (地泵 18.00) is not added.
  await expect(page.getByText('附加服务费合计 ¥22.00')).toBeVisible();
  await expect(page.getByText('泵送方式费用随泵送项结算，不计入附加服务费')).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: shot('goods-add-items') });

  await page.getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(new RegExp(`/shoppingDetail\\?${query}$`));
  await expect(page.getByText('泵送混凝土、地泵、地泵管道50米内、振捣施工')).toBeVisible();
  await expect(page.getByText('附加服务费 ¥22.00/方')).toBeVisible();
});
