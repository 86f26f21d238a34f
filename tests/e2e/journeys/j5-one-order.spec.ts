import type { Page } from '@playwright/test';
import { calls } from '../../../generated/calls.gen.ts';
import { call, emptyCart, orderCount, shot, tokenOf, loggedInTest as test } from '../support/journey.ts';
import { expect } from '../support/test.ts';

/**
 * Journey 5: a double tap on submit, and a submit retried after its first answer was lost (the request
 * reached the gateway, the answer never reached the app), each create exactly one order — counted
 * through the gateway's order list call.
 */

/** The cement in the cart, settled, the agreement accepted, the price shown: ready to submit. */
async function readyToSubmit(page: Page, token: string): Promise<void> {
  await emptyCart(token);
  await call('cart.add', { goodsId: 'g_cement', resourceId: 'res_cement_bag', quantity: '20', unit: '袋', selectInfos: [], addons: [] }, token);
  await page.goto('/cart/cart');
  await page.getByRole('button', { name: '结算(1)' }).click();
  await expect(page.getByRole('heading', { name: '确认订单' })).toBeVisible();
  await page.getByRole('checkbox', { name: '同意采购协议' }).check();
  await expect(page.locator('.ord-bar__total strong')).toHaveText(/^¥\d+\.\d{2}$/);
}

test('journey 5a: a double tap on submit creates exactly one order', async ({ page, context }) => {
  const token = await tokenOf(context);
  await readyToSubmit(page, token);
  const before = await orderCount(token);
  const submits: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === calls['order.submit'].path) submits.push(request.postData() ?? '');
  });
  await page.getByRole('button', { name: '提交订单' }).dblclick();
  await expect(page.getByText('订单提交成功')).toBeVisible();
  // Let a second request, if the screen sent one, land before counting.
  await page.waitForTimeout(1000);
  expect(await orderCount(token), `order.submit requests sent: ${submits.length}`).toBe(before + 1);
});

test('journey 5b: a submit whose answer is lost (client sees a failure) and is then retried creates exactly one order', async ({ page, context }) => {
  const token = await tokenOf(context);
  await readyToSubmit(page, token);
  const before = await orderCount(token);
  const keys: string[] = [];
  let first = true;
  await page.route(`**${calls['order.submit'].path}`, async (route) => {
    keys.push((JSON.parse(route.request().postData() ?? '{}') as { idempotencyKey?: string }).idempotencyKey ?? '');
    if (!first) return route.continue();
    first = false;
    // The gateway gets the request and creates the order; its answer times out on the way back.
    await route.fetch();
    return route.abort('timedout');
  });
  const submit = page.getByRole('button', { name: '提交订单' });
  await submit.click();
  await expect(page.getByRole('alert').filter({ hasText: '提交失败' })).toBeVisible();
  await shot(page, '28-submit-failed');
  expect(await orderCount(token), 'the lost answer still created the order on the gateway').toBe(before + 1);
  await submit.click();
  await expect(page.getByText('订单提交成功')).toBeVisible();
  expect(keys, 'the retry reuses the idempotency key of the first attempt').toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  expect(await orderCount(token)).toBe(before + 1);
});
