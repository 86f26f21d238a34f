import { buyer, buyerState } from '../support/journey.ts';
import { expect, test as setup } from '../support/test.ts';

/** Logs the demo buyer in once, through the login page, and keeps the session for the journeys. */
setup('log the demo buyer in', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('tab', { name: '密码登录' }).click();
  await page.getByRole('textbox', { name: '账号' }).fill(buyer.account);
  await page.getByLabel('密码', { exact: true }).and(page.locator('input')).fill(buyer.password);
  await page.getByRole('checkbox', { name: '同意用户协议、隐私政策和登录协议' }).check();
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL(/\/v2$/);
  await expect(page.getByRole('button', { name: /^购物车，\d+件商品$/ })).toBeVisible();
  await page.context().storageState({ path: buyerState });
});
