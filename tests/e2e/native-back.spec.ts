import { useLiveGateway } from './support/liveGateway.ts';
import { installFakeBridge, nativeCalls, webviewUserAgent } from './support/native.ts';
import { expect, test } from './support/test.ts';

/** The header's back arrow in the webview and in a browser, in the built app against the real gateway. */
const live = useLiveGateway();

test.describe('inside the native app webview', () => {
  test.use({ userAgent: webviewUserAgent });

  test('the header back arrow closes the native view', async ({ page }) => {
    await installFakeBridge(page, { getToken: '' });
    await page.goto(`${live.url}/somewhere/unknown`);
    await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
    await page.getByRole('button', { name: '返回', exact: true }).click();
    await expect.poll(async () => (await nativeCalls(page)).map((call) => call.name)).toContain('closeActivity');
    // The app closes the view itself: the page does not navigate back on its own.
    await expect(page).toHaveURL(/\/somewhere\/unknown$/);
  });
});

test.describe('in a browser', () => {
  test('the header back arrow goes back in history', async ({ page }) => {
    await page.goto(`${live.url}/first-unknown`);
    await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
    await page.goto(`${live.url}/second-unknown`);
    await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
    await page.getByRole('button', { name: '返回', exact: true }).click();
    await expect(page).toHaveURL(/\/first-unknown$/);
  });
});
