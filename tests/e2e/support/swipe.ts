import type { Locator, Page } from '@playwright/test';

/** Swipes a row of a swipe action from its right edge to the left with the mouse, uncovering its buttons (delete). */
export async function swipeOpen(page: Page, row: Locator): Promise<void> {
  const box = (await row.boundingBox())!;
  const y = box.y + Math.min(30, box.height / 2);
  await page.mouse.move(box.x + box.width - 20, y);
  await page.mouse.down();
  await page.mouse.move(box.x + 40, y + 4, { steps: 8 });
  await page.mouse.up();
}
