import type { Page } from '@playwright/test';
import { loadSpec } from '../../../codegen/load.ts';
import { buildModel } from '../../../codegen/model.ts';

// Text a buyer should never see: the catalogue's own keys (a message missing in a language shows its key),
// and what JavaScript prints for a value that is not there.
const catalogueKeys = new Set(buildModel(loadSpec(process.cwd())).messages.keys());
const NEVER = /\bundefined\b|\bNaN\b|\[object Object\]/;

/**
 * What is wrong with the screen on display, if anything: the error page, an empty screen (a header title
 * alone), `undefined`/`NaN`/`[object Object]`, and — with `rawKeys` — a raw catalogue key. The walks over
 * every route (routes-walk.spec.ts, storage.spec.ts) judge each screen by it.
 */
export async function screenProblems(page: Page, { rawKeys = true }: { rawKeys?: boolean } = {}): Promise<string[]> {
  const problems: string[] = [];
  if ((await page.locator('main.error-page').count()) > 0) problems.push(`error page: ${(await page.locator('h1').first().textContent()) ?? ''}`);
  const text = (await page.locator('body').innerText()).trim();
  if (text.replace(/\s+/g, '').length < 8) problems.push(`empty screen: "${text}"`);
  const never = NEVER.exec(text);
  if (never) problems.push(`shows "${never[0]}"`);
  if (rawKeys) {
    const raw = (text.match(/[a-zA-Z]+(?:\.[a-zA-Z0-9]+)+/g) ?? []).filter((key) => catalogueKeys.has(key));
    if (raw.length > 0) problems.push(`raw catalogue keys: ${raw.join(', ')}`);
  }
  return problems;
}
