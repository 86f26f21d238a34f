import { expect, test as base } from '@playwright/test';

/**
 * The Playwright test with one extra rule for every page: no uncaught exception may happen in it (an
 * exception the app does not handle would otherwise pass unnoticed while the screen still looks right).
 */
export const test = base.extend<{ pageErrors: Error[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: Error[] = [];
      page.on('pageerror', (error) => errors.push(error));
      await use(errors);
      expect(errors.map((error) => error.message)).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
