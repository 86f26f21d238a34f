import path from 'node:path';
import type { BrowserContext } from '@playwright/test';
import { calls, type CallId } from '../../generated/calls.gen.ts';
import { cookies, headers } from '../../generated/constants.gen.ts';
import { openDatabase, type Db } from '../../gateway/db/index.ts';
import { migrate } from '../../gateway/db/migrate.ts';
import { generateKeyPairPem } from '../../gateway/keys.ts';
import { DEMO_BUYER, seedDemo } from '../../gateway/seed/index.ts';
import { startGateway, type RunningGateway } from '../../gateway/server.ts';
import { silentLogger } from '../../gateway/settings.ts';
import { signPayload, signaturePayload } from '../../gateway/signature.ts';
import { expect, test } from './support/test.ts';

/**
 * The goods detail, add-on and rebar screens against the real gateway: one in-memory gateway per worker
 * (PGlite with the demo catalogue, a throwaway key pair) serving the built app (dist/, built by the
 * webServer of playwright.config.ts) and the API on one origin.
 */

let gateway: RunningGateway;
let db: Db;
let keys: ReturnType<typeof generateKeyPairPem>;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  db = await openDatabase({ memory: true });
  await migrate(db);
  await seedDemo(db, { bcryptRounds: 4 });
  keys = generateKeyPairPem();
  gateway = await startGateway({ db, publicKeyPem: keys.publicKeyPem, appSigningKeyPem: keys.privateKeyPem, distDir: path.resolve('dist'), log: silentLogger, port: 0 });
});
test.afterAll(async () => {
  await gateway?.close();
  await db?.close();
});

/** A signed call from the test, as the app makes it. */
async function call<D = unknown>(id: CallId, input: { query?: Record<string, string>; body?: unknown } = {}, token?: string): Promise<D> {
  const meta = calls[id];
  const query = new URLSearchParams(input.query ?? {}).toString();
  const body = meta.method === 'GET' ? undefined : JSON.stringify(input.body ?? {});
  const sent: Record<string, string> = { [headers.signature]: signPayload(keys.privateKeyPem, signaturePayload(meta.method, query, body ?? '')) };
  if (body !== undefined) sent['content-type'] = 'application/json';
  if (token) sent[headers.token] = token;
  const response = await fetch(`${gateway.url}${meta.path}${query ? `?${query}` : ''}`, { method: meta.method, headers: sent, ...(body === undefined ? {} : { body }) });
  const envelope = (await response.json()) as { success: boolean; data: D; message?: string };
  if (!envelope.success) throw new Error(`${id}: ${envelope.message ?? response.status}`);
  return envelope.data;
}

/** Logs the demo buyer in (token cookie), with an empty cart. */
async function loginWithEmptyCart(context: BrowserContext): Promise<string> {
  const { token } = await call<{ token: string }>('auth.login', { body: { account: DEMO_BUYER.accountName, password: DEMO_BUYER.password } });
  const cart = await call<{ groups: { children: { cartResourceId: string }[] }[] }>('cart.list', {}, token);
  const ids = cart.groups.flatMap((g) => g.children.map((l) => l.cartResourceId));
  if (ids.length > 0) await call('cart.remove', { body: { cartResourceIds: ids } }, token);
  await context.addCookies([{ name: cookies.token, value: token, url: gateway.url }]);
  return token;
}

const shot = (name: string) => `test-results/screens/${name}.png`;

test('a visitor sees C30 concrete and is sent to log in to add it to the cart', async ({ page }) => {
  await page.goto(`${gateway.url}/shoppingDetail?goodsId=g_concrete`);
  await expect(page.getByRole('heading', { name: '预拌混凝土（商砼）' })).toBeVisible();
  await expect(page.getByLabel('单价')).toHaveText(/¥440\.00\/方/);
  await expect(page.getByRole('spinbutton', { name: '购买数量' }).or(page.getByRole('textbox', { name: '购买数量' }))).toHaveValue('10');
  await page.getByRole('button', { name: '加入购物车' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2FshoppingDetail%3FgoodsId%3Dg_concrete/);
});

test('C30 with pumping: the pumping method defaults to its first option, the ground pump to its first supporting item; snapping; added to the cart', async ({ page, context }) => {
  const token = await loginWithEmptyCart(context);
  await page.goto(`${gateway.url}/v2/detail?goodsId=g_concrete`);
  await expect(page.getByLabel('单价')).toHaveText(/¥440\.00\/方/);
  await page.screenshot({ path: shot('goods-detail') });

  // Quantity: starts at the minimum order (10 方), steps by 0.5, typed values snap onto the grid.
  const quantity = page.getByRole('textbox', { name: '购买数量' });
  await expect(quantity).toHaveValue('10');
  await page.getByRole('button', { name: '增加' }).click();
  await expect(quantity).toHaveValue('10.5');
  await quantity.fill('5');
  await expect(page.getByRole('alert')).toHaveText('购买数量不能小于10方');
  await quantity.fill('12.7');
  await quantity.blur();
  await expect(quantity).toHaveValue('12.5');
  await expect(page.getByRole('status')).toHaveText('数量已调整为12.5方');

  // Add-ons: mixer truck 泵送混凝土 → 汽车泵 defaulted; 地泵 → 地泵管道50米内 defaulted.
  await page.getByText('未选择（泵送、施工等）').click();
  await expect(page).toHaveURL(/\/goodChooseServe\?goodsId=g_concrete/);
  await expect(page.getByRole('radiogroup')).toHaveCount(0);
  await page.getByRole('checkbox', { name: /泵送混凝土/ }).check();
  await expect(page.getByRole('radio', { name: /汽车泵/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /^地泵/ })).not.toBeChecked();
  await page.getByRole('radio', { name: /^地泵/ }).check();
  await expect(page.getByRole('radio', { name: /地泵管道50米内/ })).toBeChecked();
  // 15.00 (pumping) + 5.00 (pipe); the pumping method (地泵 18.00) is not added.
  await expect(page.getByText('附加费合计 ¥20.00')).toBeVisible();
  await page.screenshot({ path: shot('goods-choose-service') });
  await page.reload();
  await expect(page.getByRole('radio', { name: /地泵管道50米内/ })).toBeChecked();
  await page.getByRole('button', { name: '确定' }).click();

  await expect(page).toHaveURL(/\/v2\/detail\?goodsId=g_concrete/);
  await expect(page.getByText('泵送混凝土、地泵、地泵管道50米内')).toBeVisible();
  // 12.5 × 440.00 + 12.5 × 20.00 = 5750.00 (the quantity survived the trip through the add-on page? no: it starts again)
  const amount = page.locator('.goods-bar__total strong');
  await expect(amount).toHaveText('¥4600.00'); // 10 × 440 + 10 × 20
  await page.getByRole('button', { name: '加入购物车' }).click();
  await expect(page.getByText('已加入购物车')).toBeVisible();

  const cart = await call<{ groups: { children: { quantity: string; cartAdditems: { additemName: string }[]; addUnitPrice: string }[] }[] }>('cart.list', {}, token);
  const line = cart.groups[0]!.children[0]!;
  expect(line.quantity).toBe('10');
  expect(line.cartAdditems.map((a) => a.additemName)).toEqual(['泵送混凝土', '地泵', '地泵管道50米内']);
  expect(line.addUnitPrice).toBe('20.00');
});
