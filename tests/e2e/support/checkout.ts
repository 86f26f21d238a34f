import { type BrowserContext, expect, type Page } from '@playwright/test';
import type { LiveGateway } from './liveGateway.ts';

/** Opens the order confirm page of the demo buyer with one cement line of their cart, as the cart hands it over. */
export async function openCheckout(live: LiveGateway, context: BrowserContext, page: Page, token: string): Promise<void> {
  await context.addCookies([{ name: 'x-auth-token', value: token, url: live.url }]);
  const groups = JSON.stringify(await live.orderCart(token));
  await context.addInitScript((value) => {
    if (!sessionStorage.getItem('buyerapp.orderCart')) sessionStorage.setItem('buyerapp.orderCart', value);
  }, groups);
  await page.goto(`${live.url}/v2/order?from=cart`);
  await expect(page.getByRole('heading', { name: '确认订单' })).toBeVisible();
  await expect(page.getByText('合计').first()).toBeVisible();
}

/** Agrees to the purchase agreement and submits; returns the new order's id. */
export async function agreeAndSubmit(page: Page): Promise<string> {
  await page.getByRole('checkbox', { name: '同意采购协议' }).check();
  await expect(page.locator('.ord-bar__total strong')).toContainText('¥');
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page.getByText('订单提交成功')).toBeVisible();
  return new URL(page.url()).searchParams.get('orderId')!;
}
