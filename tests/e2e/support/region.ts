import { expect, type Page } from '@playwright/test';

/** Chooses the address form's region as a buyer does: the region row, then province, city and district in its sheet. */
export async function pickRegion(page: Page, [province, city, district]: readonly [string, string, string]): Promise<void> {
  await page.getByRole('button', { name: /^所在地区/ }).click();
  const sheet = page.getByRole('dialog', { name: '选择所在地区' });
  for (const [level, name] of [
    ['请选择省份', province],
    ['请选择城市', city],
    ['请选择区县', district],
  ] as const)
    await sheet.getByRole('list', { name: level }).getByRole('button', { name, exact: true }).click();
  await expect(sheet).toBeHidden();
  await expect(page.getByRole('button', { name: /^所在地区/ })).toContainText(district);
}
