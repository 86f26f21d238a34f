import type { Locator, Page } from '@playwright/test';
import { expect } from '../../support/test.ts';

/**
 * What the account flows of the fault matrix share: the app's numeric password keyboard, and secrets —
 * passwords and pay passwords are never kept by the app (the form kit keeps no secret in its draft), so a flow whose
 * form holds one checks two different promises: still typed while the form stays on the page, gone (and
 * nowhere in the page's storage) once the form was rebuilt by a reload or a login in between.
 */

/** Types digits on the app's numeric password keyboard (the one that is showing; tests/e2e/capital.spec.ts). */
export async function typeOnKeyboard(page: Page, digits: string): Promise<void> {
  const key = (d: string) => page.getByRole('button', { name: d, exact: true });
  // One keyboard shows at a time (another one may still be sliding away).
  await expect(key('1')).toHaveCount(1);
  for (const d of digits) await key(d).click();
}

/** Answers the pay-password dialog on its keyboard (a 401's notice is another dialog, which may open as it closes). */
export async function enterPayPassword(page: Page, password: string): Promise<void> {
  const dialog = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: '支付密码' }) });
  await expect(dialog).toBeVisible();
  await typeOnKeyboard(page, password);
  await expect(dialog).toBeHidden();
}

/** A password input by its label (type=password inputs have no textbox role). */
export const passwordInput = (page: Page, label: string) => page.getByLabel(label, { exact: true }).and(page.locator('input'));

/** The attribute that tells the form element the flow typed into from a rebuilt one (React leaves unknown attributes alone). */
const TYPED = 'data-fault-typed';

/** Remembers that `field` was typed into: this very element, until the form is rebuilt. */
export async function markTyped(field: Locator): Promise<void> {
  await field.evaluate((element, name) => element.setAttribute(name, ''), TYPED);
}

/**
 * The secrets of a form: while the element typed into is still on the page, each field holds what was
 * typed; once the form was rebuilt (a reload, the login page in between), every field is empty. Either
 * way no secret is in the page's local or session storage.
 */
export async function secretsIntact(page: Page, fields: ReadonlyArray<readonly [Locator, string]>): Promise<void> {
  const [first] = fields[0]!;
  await expect(first).toBeVisible();
  const kept = await first.evaluate((element, name) => element.hasAttribute(name), TYPED);
  for (const [field, value] of fields) await expect(field).toHaveValue(kept ? value : '');
  const stored = await page.evaluate(() => JSON.stringify([{ ...localStorage }, { ...sessionStorage }]));
  for (const [, value] of fields) expect(stored, 'a secret in the page storage').not.toContain(value);
}

/**
 * A save that goes back (useGoBack) has left the form `form`, and `list` shows `saved`. Where back leads
 * depends on the tab's history: the matrix reopens the form by its address (a new entry, the first of a
 * visit), and back from such a page goes to the page before it in the tab — in a test, about:blank — so
 * the saved record is looked for on its list page, opened by its address.
 */
export async function savedAndLeft(page: Page, url: string, form: RegExp, list: string, saved: Locator): Promise<void> {
  await expect(page).not.toHaveURL(form);
  await page.goto(`${url}${list}`);
  await expect(saved).toBeVisible();
}
