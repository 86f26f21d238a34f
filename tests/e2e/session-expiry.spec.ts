import { useLiveGateway } from './support/liveGateway.ts';
import { expect, test } from './support/test.ts';

/** An expired login against the real gateway: it answers the start-up call of an unknown token with 401. */
const live = useLiveGateway();

const TOKEN = 'tok-expired-0123456789';

test.describe('an expired login', () => {
  test.beforeEach(async ({ context }) => {
    await context.addCookies([{ name: 'x-auth-token', value: TOKEN, url: live.url }]);
  });

  test('on a protected page: one security notice, then the buyer lands logged out', async ({ page, context }) => {
    await page.addInitScript(() => localStorage.setItem('userInfo', JSON.stringify({ accountName: 'old-buyer' })));
    const startup = page.waitForResponse((response) => response.request().headers()['x-auth-token'] === TOKEN);
    await page.goto(`${live.url}/cart/cart`);

    const dialog = page.getByRole('dialog', { name: '安全提示' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('登录信息已过期，请重新登录')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await page.screenshot({ path: 'test-results/screens/security-alert.png' });

    // The start-up call carried the token, and its signature verified (a bad one is a 400, not the 401 of a login).
    expect((await (await startup).json()) as { code: string }).toMatchObject({ code: '401' });

    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(/\/login\?redirect=%2Fcart%2Fcart$/);
    expect((await context.cookies()).find((cookie) => cookie.name === 'x-auth-token')).toBeUndefined();
    expect(await page.evaluate(() => localStorage.getItem('userInfo'))).toBeNull();
  });

  test('on a public page: no notice and no forced logout', async ({ page, context }) => {
    const startup = page.waitForResponse((response) => response.request().headers()['x-auth-token'] === TOKEN);
    await page.goto(`${live.url}/mine`);
    await startup;
    // /mine shows its logged-out state, and no alert comes up over it.
    await expect(page.getByRole('button', { name: '登录/注册' })).toBeVisible();
    await page.waitForTimeout(500);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect((await context.cookies()).find((cookie) => cookie.name === 'x-auth-token')?.value).toBe(TOKEN);
  });
});
