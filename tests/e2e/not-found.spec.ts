import type { Page } from '@playwright/test';
import { cookies } from '../../generated/constants.gen.ts';
import { DEMO_IDS, SECOND_BUYER } from '../../gateway/seed/index.ts';
import { useLiveGateway } from './support/liveGateway.ts';
import { expect, test } from './support/test.ts';

/** The 404 page in the built app against the real gateway. */
const live = useLiveGateway();

test.describe('404 page', () => {
  test('an unknown path shows the 404 text, and its button returns to the home page', async ({ page }) => {
    await page.goto(`${live.url}/no/such/page?x=1`);
    await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
    await expect(page.getByText('This page could not be found')).toBeVisible();
    await expect(page.getByText('页面不见了，可能已被删除或地址有误')).toBeVisible();
    await page.screenshot({ path: 'test-results/screens/404.png' });

    // No home page saved: the button goes to /index, which goes on to the default home page /v2.
    await page.getByRole('button', { name: '返回首页' }).click();
    await expect(page).toHaveURL(/\/v2$/);
  });

  test('the button returns to the saved home page', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('homePage', JSON.stringify('/mine')));
    await page.goto(`${live.url}/nowhere`);
    await expect(page.getByText('This page could not be found')).toBeVisible();
    await page.getByRole('button', { name: '返回首页' }).click();
    await expect(page).toHaveURL(/\/mine$/);
  });

  test('a page whose required query is missing answers 404', async ({ page }) => {
    // /shoppingDetail needs goodsId (and is public, so no login is asked for first).
    await page.goto(`${live.url}/shoppingDetail`);
    await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
  });
});

/** The 404 page, with no retry (the record will never load) and none of the record's data. */
async function expectNotFound(page: Page, path: string, hidden: readonly (string | RegExp)[] = []) {
  await page.goto(`${live.url}${path}`);
  await expect(page.getByRole('heading', { name: '404' }), path).toBeVisible();
  await expect(page.getByText('This page could not be found')).toBeVisible();
  await expect(page.getByText('页面不见了，可能已被删除或地址有误')).toBeVisible();
  await expect(page.getByRole('button', { name: '重试' })).toHaveCount(0);
  await expect(page.getByText('加载失败')).toHaveCount(0);
  for (const text of hidden) await expect(page.getByText(text)).toHaveCount(0);
}

/**
 * A page whose record is missing or another buyer's (the gateway answers 404 for both) is the 404 page
 * (product-spec §2), for each kind of record: buyer B opens buyer A's records, and A opens ids that do
 * not exist. A's invoice and refund are made for the test.
 */
test.describe('a missing or another buyer’s record answers the 404 page', () => {
  const ids = { invoice: '', refund: '' };
  test.beforeAll(async () => {
    const a = await live.login();
    const titleId = DEMO_IDS.vatTitleA;
    ids.invoice = (
      await live.typed(
        'invoice.apply',
        { orderIds: [DEMO_IDS.orderCompletedA], invoiceType: 'normal', titleId, receiveWay: 'email', email: 'a@example.com', idempotencyKey: 'nf-invoice' },
        a,
      )
    ).invoiceIds[0]!;
    ids.refund = (await live.typed('order.refundApply', { orderId: DEMO_IDS.orderDeliveringA, reason: '不想要了', amount: '1.00', images: [] }, a)).refundId;
  });

  async function as(page: Page, account?: string) {
    await page.context().addCookies([{ name: cookies.token, value: await live.login(account), url: live.url }]);
  }

  test('goods', async ({ page }) => {
    await as(page);
    await expectNotFound(page, '/shoppingDetail?goodsId=g_does_not_exist');
    await expectNotFound(page, '/shoppingDetail/DeliveryModel?goodsId=g_does_not_exist');
    // Goods under another buyer's contract.
    await expectNotFound(page, `/shoppingDetail?goodsId=${DEMO_IDS.concrete}&contractId=${DEMO_IDS.contractOfB}`);
  });

  test('contract', async ({ page }) => {
    await as(page, SECOND_BUYER.accountName);
    for (const path of ['/contractDetail', '/contractDetail/detail', '/contractDetail/additems', '/contractDetail/additemsShowPages'])
      await expectNotFound(page, `${path}?contractId=${DEMO_IDS.contractConcrete}`, ['HT-2026-0001', '华东商砼有限公司']);
    await expectNotFound(page, '/contractDetail?contractId=ct_does_not_exist');
  });

  test('order', async ({ page }) => {
    await as(page, SECOND_BUYER.accountName);
    await expectNotFound(page, `/order/orderDetail?orderId=${DEMO_IDS.orderCompletedA}`, ['订单不存在']);
    await page.screenshot({ path: 'test-results/screens/404-foreign-order.png' });
    await expectNotFound(page, `/order/orderDetailNoback?orderId=${DEMO_IDS.orderDeliveringA}`);
    await expectNotFound(page, `/account/invoice/order-info?orderId=${DEMO_IDS.orderCompletedA}`);
    await expectNotFound(page, '/order/orderDetail?orderId=ord_does_not_exist');
    // The way on: the button returns to the home page.
    await page.getByRole('button', { name: '返回首页' }).click();
    await expect(page).toHaveURL(/\/v2$/);
  });

  test('invoice', async ({ page }) => {
    await as(page, SECOND_BUYER.accountName);
    await expectNotFound(page, `/account/invoice/details?invoiceId=${ids.invoice}`);
    await as(page);
    await expectNotFound(page, '/account/invoice/details?invoiceId=inv_does_not_exist');
  });

  test('refund', async ({ page }) => {
    await as(page, SECOND_BUYER.accountName);
    await expectNotFound(page, `/order/refundDetail?orderId=${DEMO_IDS.orderDeliveringA}&refundId=${ids.refund}`);
    await expectNotFound(page, `/order/refundProgress?orderId=${DEMO_IDS.orderDeliveringA}&refundId=${ids.refund}`);
    await as(page);
    await expectNotFound(page, `/order/refundDetail?orderId=${DEMO_IDS.orderDeliveringA}&refundId=rf_does_not_exist`);
  });

  test('waybill', async ({ page }) => {
    await as(page, SECOND_BUYER.accountName);
    await expectNotFound(page, '/waybill/detail?waybillId=wb_a_1');
    await expectNotFound(page, '/waybill/reassign_history?waybillId=wb_a_5');
    await as(page);
    await expectNotFound(page, '/waybill/detail?waybillId=wb_does_not_exist');
  });

  test('article', async ({ page }) => {
    // Articles are the platform's (no buyer's own): a missing one.
    await expectNotFound(page, '/article/articlePr?articleId=art_does_not_exist');
  });

  test('message', async ({ page }) => {
    await as(page);
    await expectNotFound(page, '/message/checkMsg?messageId=msg_b_1');
    await expectNotFound(page, '/message/checkMsg?messageId=msg_does_not_exist');
  });
});
