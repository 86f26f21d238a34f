import type { Page } from '@playwright/test';
import { calls } from '../../generated/calls.gen.ts';
import { cookies } from '../../generated/constants.gen.ts';
import { DEMO_IDS, SECOND_BUYER } from '../../gateway/seed/index.ts';
import { shot, useLiveGateway } from './support/liveGateway.ts';
import { expect, test } from './support/test.ts';

/**
 * The buttons of the menu tree in the built app against the real gateway: 申请开票 on an order opens the
 * apply form with that order selected; buyer B, whose seeded menu tree leaves invoice apply and finance
 * apply out, is not offered them and their pages, reached by address, say so instead of the form.
 */
const live = useLiveGateway();

/** Logs a demo account in and opens a path once the menu tree is in. */
async function openAs(page: Page, path: string, account?: string) {
  await page.context().addCookies([{ name: cookies.token, value: await live.login(account), url: live.url }]);
  const menu = page.waitForResponse((response) => new URL(response.url()).pathname.endsWith(calls['auth.menuTree'].path));
  await page.goto(`${live.url}${path}`);
  await menu;
}

/** The order's 申请开票, on the action bar or in its "more" sheet (null when not offered). */
async function invoiceEntry(page: Page) {
  const bar = page.getByRole('group', { name: '订单操作' });
  await expect(bar).toBeVisible();
  const more = bar.getByRole('button', { name: '更多' });
  if ((await more.count()) > 0) {
    await more.click();
    return page.getByRole('dialog', { name: '更多操作' }).getByRole('link', { name: '申请开票' });
  }
  return bar.getByRole('link', { name: '申请开票' });
}

test('申请开票 on an order opens the apply form with that order selected', async ({ page }) => {
  await openAs(page, `/order/orderDetail?orderId=${DEMO_IDS.orderCompletedA}`);
  await (await invoiceEntry(page)).click();
  await expect(page).toHaveURL(new RegExp(`/account/invoice/apply\\?orderIds=${DEMO_IDS.orderCompletedA}$`));
  await expect(page.getByRole('heading', { name: '申请开票', level: 1 })).toBeVisible();
  await expect(page.getByText('订单号 DD2026100100001')).toBeVisible();
  await expect(page.getByRole('button', { name: '提交申请' })).toBeVisible();
  await page.screenshot({ path: shot('invoice-apply-from-order') });
});

test('buyer B, whose menu tree leaves invoice apply and finance apply out, is not offered them; their pages say so', async ({ page }) => {
  await openAs(page, `/order/orderDetail?orderId=${DEMO_IDS.orderCompletedB}`, SECOND_BUYER.accountName);
  await expect(page.getByRole('heading', { name: '订单详情', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: '申请开票' })).toHaveCount(0);

  for (const path of ['/account/invoice/order', `/account/invoice/apply?orderIds=${DEMO_IDS.orderCompletedB}`, '/add_Invoice/personal']) {
    await page.goto(`${live.url}${path}`);
    await expect(page.getByRole('alert'), path).toContainText('您的账号没有申请开票权限，请联系企业管理员开通');
    await expect(page.getByRole('button', { name: /^提交/ })).toHaveCount(0);
  }
  await page.screenshot({ path: shot('invoice-apply-no-permission') });

  await page.goto(`${live.url}/financing/applay`);
  await expect(page.getByRole('alert')).toContainText('您的账号没有申请融资权限，请联系企业管理员开通');
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await page.goto(`${live.url}/myFinance`);
  const entries = page.getByRole('navigation', { name: '金融服务' });
  await expect(entries).toBeVisible();
  await expect(entries.getByRole('link', { name: '申请融资' })).toHaveCount(0);
});
