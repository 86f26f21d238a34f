import { expect, test } from './support/test';
import { expired, mockGateway } from './support/gateway';

const TOKEN = 'tok-expired-0123456789';

test.describe('an expired login', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await context.addCookies([{ name: 'x-auth-token', value: TOKEN, url: baseURL ?? '' }]);
  });

  test('on a protected page: one security notice, then the buyer lands logged out', async ({ page, context }) => {
    const seen = await mockGateway(page, { 'auth.startupUserInfo': expired });
    await page.addInitScript(() => localStorage.setItem('userInfo', JSON.stringify({ accountName: 'old-buyer' })));
    await page.goto('/cart/cart');

    const dialog = page.getByRole('dialog', { name: '安全提示' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('登录信息已过期，请重新登录')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await page.screenshot({ path: 'test-results/screens/security-alert.png' });

    // The start-up call carried the token and a signature that verifies with the public key.
    const startup = seen.find((call) => call.id === 'auth.startupUserInfo');
    expect(startup?.token).toBe(TOKEN);
    expect(startup?.signatureValid).toBe(true);

    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(/\/login\?redirect=%2Fcart%2Fcart$/);
    expect((await context.cookies()).find((cookie) => cookie.name === 'x-auth-token')).toBeUndefined();
    expect(await page.evaluate(() => localStorage.getItem('userInfo'))).toBeNull();
  });

  test('on a public page: no notice and no forced logout', async ({ page, context }) => {
    const seen = await mockGateway(page, { 'auth.startupUserInfo': expired });
    await page.goto('/mine');
    await expect.poll(() => seen.some((call) => call.id === 'auth.startupUserInfo')).toBe(true);
    // /mine shows its logged-out state, and no alert comes up over it.
    await expect(page.getByRole('button', { name: '登录/注册' })).toBeVisible();
    await page.waitForTimeout(500);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect((await context.cookies()).find((cookie) => cookie.name === 'x-auth-token')?.value).toBe(TOKEN);
  });
});
