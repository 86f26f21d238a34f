import type { BrowserContext, Page } from '@playwright/test';
import type { CallData } from '../../generated/client.gen.ts';
import { cookies } from '../../generated/constants.gen.ts';
import { DEMO_BUYER, DEMO_IDS } from '../../gateway/seed/index.ts';
import { shot, useLiveGateway } from './support/liveGateway.ts';
import { expect, test } from './support/test.ts';

/**
 * Favourites and browse records against the real gateway (one in-memory gateway for this file): a goods
 * and its shop favourited on the goods detail, both listed on /collection/collect with the goods looked
 * at under 浏览记录, then removed with the edit mode's checkboxes — in Chinese, then each tab in English.
 */

const live = useLiveGateway();
const A = DEMO_BUYER.memberId;
const CEMENT = '普通硅酸盐水泥 P.O 42.5';
const SAND = '长江中砂';
const SHOP = '建材云自营旗舰店';

/** The demo buyer logged in through the token cookie (no login form); returns the token. */
async function logIn(context: BrowserContext): Promise<string> {
  const token = await live.login();
  await context.addCookies([{ name: cookies.token, value: token, url: live.url }]);
  return token;
}

/** The first page of one of the demo buyer's lists (these calls take the member and page in the query). */
function listOf<K extends 'member.browseRecords' | 'member.findGoods' | 'member.findShops'>(id: K, token: string): Promise<CallData<K>> {
  return live.call<CallData<K>>(id, { query: { memberId: A, pageNum: '1', pageSize: '10' } }, token);
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name });
const item = (page: Page, name: string) => page.getByRole('tabpanel').getByRole('article', { name });

/** Removes the rows named, through 管理 → checkboxes → 删除 → 确定. */
async function removeThrough(page: Page, names: string[]): Promise<void> {
  await page.getByRole('button', { name: '管理' }).click();
  for (const name of names) await page.getByRole('checkbox', { name: `选择 ${name}` }).check();
  await page.getByRole('button', { name: `删除(${names.length})` }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
}

test('favourite a goods and its shop, see them and the browse records on /collection/collect, remove them all', async ({ page, context }) => {
  test.setTimeout(90_000);
  const token = await logIn(context);

  // Empty to begin with: each tab says so.
  await page.goto(`${live.url}/collection/collect`);
  await expect(page.getByRole('heading', { name: '我的收藏', level: 1 })).toBeVisible();
  await expect(tab(page, '商品')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('还没有收藏的商品')).toBeVisible();
  await page.screenshot({ path: shot('collection-empty') });

  // The cement's detail: favourite the goods (header ☆) and its shop (beside the shop).
  await page.goto(`${live.url}/shoppingDetail?goodsId=${DEMO_IDS.cement}`);
  await page.getByRole('button', { name: '收藏', exact: true }).click();
  await expect(page.getByRole('button', { name: '取消收藏' })).toHaveAttribute('aria-pressed', 'true');
  const follow = page.getByRole('button', { name: `收藏店铺 ${SHOP}` });
  await expect(follow).toHaveText('收藏店铺');
  await follow.click();
  await expect(follow).toHaveAttribute('aria-pressed', 'true');
  await expect(follow).toHaveText('已收藏');
  await follow.scrollIntoViewIfNeeded();
  await page.screenshot({ path: shot('collection-goods-detail-shop-followed') });
  // Then the sand is looked at (a browse record, not a favourite).
  await page.goto(`${live.url}/shoppingDetail?goodsId=${DEMO_IDS.sand}`);
  await expect(page.getByRole('heading', { name: SAND })).toBeVisible();

  // The favourites: the goods with its price and shop; opening it leads to the goods.
  await page.goto(`${live.url}/collection/collect`);
  const cement = item(page, CEMENT);
  await expect(cement).toBeVisible();
  await expect(cement.getByText(SHOP)).toBeVisible();
  await expect(cement.getByText(/^收藏于 \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/)).toBeVisible();
  await expect(page.getByRole('tabpanel').getByRole('article')).toHaveCount(1);
  await page.screenshot({ path: shot('collection-goods') });
  await expect(cement.getByRole('link', { name: `查看 ${CEMENT}` })).toHaveAttribute('href', `/shoppingDetail?goodsId=${DEMO_IDS.cement}`);

  // The shops tab: the shop with its seller.
  await tab(page, '店铺').click();
  await expect(page).toHaveURL(/\/collection\/collect\?type=shop$/);
  const shop = item(page, SHOP);
  await expect(shop.getByText('卖家：建材云平台自营')).toBeVisible();
  await expect(shop.getByText('自营', { exact: true })).toBeVisible();
  await page.screenshot({ path: shot('collection-shops') });

  // The browse records: both goods looked at, the latest first.
  await tab(page, '浏览记录').click();
  await expect(page).toHaveURL(/\/collection\/collect\?type=records$/);
  const records = page.getByRole('tabpanel').getByRole('article');
  await expect(records).toHaveCount(2);
  await expect(records.first()).toHaveAccessibleName(SAND);
  await expect(records.nth(1)).toHaveAccessibleName(CEMENT);
  await page.screenshot({ path: shot('collection-records') });

  // Delete the sand's record (edit mode, one checked): the cement's stays.
  await page.getByRole('button', { name: '管理' }).click();
  await page.getByRole('checkbox', { name: `选择 ${SAND}` }).check();
  await expect(page.getByRole('button', { name: '删除(1)' })).toBeEnabled();
  await page.screenshot({ path: shot('collection-records-edit') });
  await page.getByRole('button', { name: '删除(1)' }).click();
  await expect(page.getByRole('dialog')).toContainText('确定删除选中的 1 条浏览记录吗？');
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(records).toHaveCount(1);
  await expect(records.first()).toHaveAccessibleName(CEMENT);
  expect((await listOf('member.browseRecords', token)).list.map((r) => r.goodsId)).toEqual([DEMO_IDS.cement]);
  await page.getByRole('button', { name: '完成' }).click();

  // Remove the goods and the shop: their tabs are empty again, on the gateway too.
  await tab(page, '商品').click();
  await removeThrough(page, [CEMENT]);
  await expect(page.getByText('还没有收藏的商品')).toBeVisible();
  await tab(page, '店铺').click();
  await removeThrough(page, [SHOP]);
  await expect(page.getByText('还没有收藏的店铺')).toBeVisible();
  await page.screenshot({ path: shot('collection-shops-empty') });
  expect((await listOf('member.findGoods', token)).total).toBe(0);
  expect((await listOf('member.findShops', token)).total).toBe(0);

  // The goods detail agrees: neither the goods nor its shop is kept any more.
  await page.goto(`${live.url}/shoppingDetail?goodsId=${DEMO_IDS.cement}`);
  await expect(page.getByRole('button', { name: `收藏店铺 ${SHOP}` })).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByRole('button', { name: '收藏', exact: true })).toHaveAttribute('aria-pressed', 'false');
});

test('the favourites page in English: each tab with a favourite goods, shop and browse record', async ({ page, context }) => {
  const token = await logIn(context);
  await live.typed('member.storeCollect', { memberId: A, goodsId: DEMO_IDS.concrete }, token);
  await live.typed('member.collectShop', { memberId: A, shopId: 'shop_hdsp' }, token);
  await page.addInitScript(() => localStorage.setItem('locale', JSON.stringify('en')));

  await page.goto(`${live.url}/shoppingDetail?goodsId=${DEMO_IDS.concrete}`);
  await expect(page.getByRole('button', { name: 'Follow the shop 华东商砼旗舰店' })).toHaveText('Following');

  await page.goto(`${live.url}/collection/collect`);
  await expect(page.getByRole('heading', { name: 'My favourites', level: 1 })).toBeVisible();
  await expect(item(page, '预拌混凝土（商砼）').getByText(/^Kept /)).toBeVisible();
  await page.screenshot({ path: shot('collection-goods-en') });
  await tab(page, 'Shops').click();
  await expect(item(page, '华东商砼旗舰店').getByText('Seller: 华东商砼有限公司')).toBeVisible();
  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByRole('checkbox', { name: 'Select 华东商砼旗舰店' })).toBeVisible();
  await page.screenshot({ path: shot('collection-shops-edit-en') });
  await page.getByRole('button', { name: 'Done' }).click();
  await tab(page, 'History').click();
  await expect(item(page, '预拌混凝土（商砼）').getByText(/^Viewed /)).toBeVisible();
  await page.screenshot({ path: shot('collection-records-en') });
});
