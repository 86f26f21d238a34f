import { createSign } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type BrowserContext, expect, type Page } from '@playwright/test';
import { type CallId, calls } from '../../../generated/calls.gen.ts';
import type { CallData } from '../../../generated/client.gen.ts';
import { cookies, devInbox, headers, runtimeConfig } from '../../../generated/constants.gen.ts';
import { draftExtrasOf, draftItemOf } from '@/domain';
import { c30CartAdd, PUMPED } from './demoCart.ts';
import { test } from './test.ts';

/**
 * Helpers of the acceptance journeys (tests/e2e/journeys): they run against the gateway that the
 * `journeys` web server of playwright.config.ts starts the way `npm start` serves the app (built app and
 * API on one port, PGlite in memory with the demo catalogue). The test reaches the same gateway over
 * HTTP, signed exactly as the app signs, to prepare data and to check what the screens did.
 */

/** The origin of the journeys' gateway (the project's baseURL). */
export const journeyBase = `http://127.0.0.1:${process.env.E2E_JOURNEYS_PORT ?? '0'}`;

/** The demo buyer of the seed (gateway/seed/demo.ts). */
export const buyer = { account: 'demo', nickname: '演示买家', password: 'demo123456', mobile: '13800000001' } as const;

/** Where the logged-in demo buyer is kept (cookies and local storage) for the journeys that start logged in. */
export const buyerState = path.resolve('test-results/.journeys/buyer.json');

/** Logs the demo buyer in through the login page (password tab); ends on /v2 (loggedInTest, the Lighthouse test). */
export async function logInBuyer(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByRole('tab', { name: '密码登录' }).click();
  await page.getByRole('textbox', { name: '账号' }).fill(buyer.account);
  await page.getByLabel('密码', { exact: true }).and(page.locator('input')).fill(buyer.password);
  await page.getByRole('checkbox', { name: '同意用户协议、隐私政策和登录协议' }).check();
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL(/\/v2$/);
  await expect(page.getByRole('button', { name: /^购物车，\d+件商品$/ })).toBeVisible();
}

let signingKey: string | undefined;

/** Calls the gateway as the app does (MD5withRSA over query + body); returns `data` or throws with the gateway's message. */
export async function call<K extends CallId>(id: K, payload: unknown = {}, token = ''): Promise<CallData<K>> {
  signingKey ??= ((await (await fetch(`${journeyBase}${runtimeConfig.path}`)).json()) as { signingKeyPem: string }).signingKeyPem;
  const { path: callPath, method } = calls[id];
  let url = `${journeyBase}${callPath}`;
  let body: string | undefined;
  let signed = '';
  if (method === 'GET') {
    signed = new URLSearchParams(payload as Record<string, string>).toString();
    if (signed) url += `?${signed}`;
  } else signed = body = JSON.stringify(payload);
  const signer = createSign('RSA-MD5');
  signer.update(signed);
  const sent: Record<string, string> = { 'content-type': 'application/json', [headers.signature]: signer.sign(signingKey, 'base64') };
  if (token) sent[headers.token] = token;
  const response = await fetch(url, { method, body, headers: sent });
  const json = (await response.json()) as { success: boolean; code: string; message?: string; data: CallData<K> };
  if (!json.success) throw new Error(`${id}: ${json.code} ${json.message ?? ''}`);
  return json.data;
}

/** The buyer's token as the browser holds it (the x-auth-token cookie). */
export async function tokenOf(context: BrowserContext): Promise<string> {
  const token = (await context.cookies(journeyBase)).find((cookie) => cookie.name === cookies.token)?.value;
  if (!token) throw new Error('the browser holds no x-auth-token cookie: the setup project did not log the buyer in');
  return token;
}

/** Empties the buyer's cart (each journey starts from an empty cart; they share the one demo buyer). */
export async function emptyCart(token: string): Promise<void> {
  const cart = await call('cart.list', {}, token);
  const ids = cart.groups.flatMap((group) => group.children.map((line) => line.cartResourceId));
  if (ids.length > 0) await call('cart.remove', { cartResourceIds: ids }, token);
}

/** Puts goods in the cart through the gateway: C30 with pumping add-ons, and cement by the bag. */
export async function fillCart(token: string): Promise<void> {
  await call('cart.add', c30CartAdd(...PUMPED), token);
  await call('cart.add', { goodsId: 'g_cement', resourceId: 'res_cement_bag', quantity: '25', unit: '袋', selectInfos: [], addons: [] }, token);
}

/** How many orders the buyer has (the gateway's order list call). */
export async function orderCount(token: string): Promise<number> {
  return Number((await call('order.list', { pageNum: 1, pageSize: 1 }, token)).total);
}

/** The latest SMS code the gateway "sent" to a mobile (development inbox). */
export async function latestSmsCode(mobile: string): Promise<string> {
  const response = await fetch(`${journeyBase}${devInbox.path}?mobile=${mobile}`);
  const body = (await response.json()) as { data: { codes: { code: string }[] } };
  const code = body.data.codes[0]?.code;
  if (!code) throw new Error(`no SMS code in the dev inbox for ${mobile}`);
  return code;
}

/** Tomorrow as the gateway writes dates (local date, yyyy-mm-dd). */
export function tomorrow(): string {
  const d = new Date(Date.now() + 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** The amount in a text such as "¥1234.50" or "小计 ¥1234.50". */
export const yuan = (text: string | null): string => (text ?? '').replace(/^.*¥/, '').trim();

/** The exact sum of two-decimal amounts, in fen, written back as yuan. */
export function sumYuan(amounts: readonly string[]): string {
  const fen = amounts
    .reduce((n, a) => n + BigInt(a.replace('.', '')), 0n)
    .toString()
    .padStart(3, '0');
  return `${fen.slice(0, -2)}.${fen.slice(-2)}`;
}

const shotDir = path.resolve('test-results/journey');

/** A screenshot of the page as a buyer sees it (375×667), saved as test-results/journey/<name>.png. */
export async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(shotDir, { recursive: true });
  // Let toasts, images and the loading bar settle.
  await page.waitForTimeout(300);
  await page.screenshot({ path: path.join(shotDir, `${name}.png`) });
}

type CartGroups = CallData<'cart.list'>['groups'];

/**
 * What the gateway prices an order draft of the checked, effective lines at (order.price: goods +
 * add-ons + rebar processing, per seller, delivered tomorrow to the demo site), summed to the fen.
 */
export async function draftPrice(token: string, groups: CartGroups): Promise<string> {
  const amounts: string[] = [];
  for (const group of groups) {
    const lines = group.children.filter((line) => line.checked && line.effective);
    if (lines.length === 0) continue;
    const itemList = lines.map((line) => ({
      ...draftItemOf(line, [{ takeTime: { date: tomorrow(), timeSlot: '030020500' }, quantity: line.quantity, takeType: 'delivery', vehicleList: [] }]),
      ...draftExtrasOf(line),
      cartResourceId: line.cartResourceId,
    }));
    const prices = await call(
      'order.price',
      { transportType: '2', deliveryType: '030060300', contractId: '0', itemList, transferWay: 'stairs', floor: 1, addressId: 'addr_a_site' },
      token,
    );
    amounts.push(prices.goodsAmount, prices.addonAmount, prices.rebarAmount);
  }
  return sumYuan(amounts);
}

/**
 * The test of the journeys that start logged in: the demo buyer logs in through the login page once per
 * worker (no setup project: a project that others depend on would make them wait for every other test of
 * the run) and each journey's context starts from that session.
 */
export const loggedInTest = test.extend<{ storageState: string }, { loggedInBuyer: string }>({
  loggedInBuyer: [
    async ({ browser }, use) => {
      const context = await browser.newContext({
        baseURL: journeyBase,
        locale: 'zh-CN',
        viewport: { width: 375, height: 667 },
        isMobile: true,
        hasTouch: true,
      });
      await logInBuyer(await context.newPage());
      mkdirSync(path.dirname(buyerState), { recursive: true });
      await context.storageState({ path: buyerState });
      await context.close();
      await use(buyerState);
    },
    { scope: 'worker' },
  ],
  storageState: async ({ loggedInBuyer }, use) => {
    await use(loggedInBuyer);
  },
});
