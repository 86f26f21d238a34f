import { calls } from '../../generated/calls.gen.ts';
import { openCheckout } from './support/checkout.ts';
import { useLiveGateway } from './support/liveGateway.ts';
import { expect, test } from './support/test.ts';

/**
 * The checkout against the real gateway: typing a memo or picking a pay way asks for no new price (neither
 * prices), and the pay way picked there is the one the cashier preselects after the order is submitted.
 */

const live = useLiveGateway();

test('a memo or a pay way asks for no new price; the cashier preselects the pay way chosen at checkout', async ({ page, context }) => {
  test.setTimeout(90_000);
  const token = await live.login();
  let priced = 0;
  page.on('request', (request) => {
    if (request.url().includes(calls['order.price'].path)) priced += 1;
  });
  await openCheckout(live, context, page, token);
  await expect(page.locator('.ord-bar__total strong')).toContainText('¥');
  await expect.poll(() => priced).toBeGreaterThan(0);
  // Whatever the page asked for on arrival has settled.
  await page.waitForTimeout(800);
  const before = priced;

  await page.getByRole('textbox', { name: '买家留言' }).pressSequentially('请下午送到工地北门', { delay: 30 });
  const payWays = page.getByRole('group', { name: '支付方式' });
  await payWays.getByRole('button', { name: '钱包余额' }).click();
  await expect(page.getByText('提交订单后在收银台支付，收银台默认选中此方式')).toBeVisible();
  await page.waitForTimeout(800);
  expect(priced).toBe(before);

  await page.getByRole('checkbox', { name: '同意采购协议' }).check();
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page.getByText('订单提交成功')).toBeVisible();
  const orderId = new URL(page.url()).searchParams.get('orderId')!;
  await page.goto(`${live.url}/pay?orderId=${orderId}`);
  await expect(page.getByRole('radio', { name: /钱包余额/ })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('radio', { name: /微信支付/ })).toHaveAttribute('aria-checked', 'false');
});
