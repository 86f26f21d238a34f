import type { Page } from '@playwright/test';
import { cookies, searchHistory } from '../../generated/constants.gen.ts';
import { DEMO_BUYER, DEMO_IDS } from '../../gateway/seed/index.ts';
import { useLiveGateway } from './support/liveGateway.ts';
import { addressesOf } from './support/routeAddresses.ts';
import { screenProblems } from './support/screenProblems.ts';
import { expect, test } from './support/test.ts';

/**
 * Issue 17, storage and startup: the built app against the real gateway, opened on every path of
 * spec/routes.yaml by a full page load (a fresh start each time) with the browser's storage broken before
 * the app's scripts run, in four modes — a quarter of the paths each, side by side:
 * - corrupted: every key the app keeps (and any other key found) set to junk in localStorage and
 *   sessionStorage — truncated JSON, wrong kinds, `__proto__` objects, huge text — and the token cookie junk;
 * - foreign: values an older or other version of the app wrote (plausible, wrong shapes), logged in;
 * - quota: every `setItem` throws QuotaExceededError, logged in;
 * - unavailable (private mode, storage disabled): reading `localStorage`/`sessionStorage` throws
 *   SecurityError and `document.cookie` keeps nothing.
 * A path fails on the error page, an empty screen, an uncaught exception, a console error other than a
 * failed load, or `undefined`/`NaN`/`[object Object]` on screen. Then, in the same mode, the buyer logs in
 * on /login with the demo account and sees the account on /mine; after a reload the login is kept — except
 * where nothing can be stored (unavailable), where the session lives as long as the page (spec/constants.yaml
 * `cookies`).
 */

const live = useLiveGateway();
test.describe.configure({ mode: 'parallel' });

const MODES = ['corrupted', 'foreign', 'quota', 'unavailable'] as const;
type Mode = (typeof MODES)[number];

const DEMO_GOODS = [DEMO_IDS.concrete, DEMO_IDS.rebar, DEMO_IDS.cement];
/** Every key the app keeps in storage (src/lib/storage.ts `storageKeys`, the features' stores, the chunk-reload guard). */
const APP_KEYS = [
  'userInfo',
  'homePage',
  'buttonList',
  'address',
  'locale',
  searchHistory.storageKey,
  'weixinAuthState',
  'enterpriseDraft',
  'buyerapp:chunkReloadAt',
  ...[
    'addressChoice',
    'addressForm',
    'capital',
    'financeDrawdown',
    // The concrete form's draft (the form kit's, keyed by goods and contract).
    `form.order.concrete.${DEMO_IDS.concrete}.`,
    'invoiceProgress',
    // The add-invoice form's draft (the form kit's, keyed by the kind of invoice).
    'form.invoice.add:personal',
    'invoiceSelection',
    'invoiceTitleChoice',
    'orderCart',
    'orderCheckout',
    'payAttempts',
    'shipChoice',
    'vehicleChoice',
    'waybillReassign',
  ].map((name) => `buyerapp.${name}`),
  ...DEMO_GOODS.flatMap((goodsId) => [`buyerapp.goods.${goodsId}`, `buyerapp.addons.${goodsId}`, `buyerapp.rebar.${goodsId}`]),
];

/** Junk in storage: broken JSON, every JSON kind, prototype keys, control characters, lone surrogates, huge text. */
const JUNK = [
  '{"',
  '[{"a":',
  'null',
  '42',
  'true',
  '"text"',
  '[]',
  '[null,1,"x"]',
  '{}',
  '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}',
  'undefined',
  'NaN',
  '\u0000\u0007\ud800',
  `{"huge":"${'x'.repeat(100_000)}"}`,
];
/** Junk in the token cookie (and the needLogin one): bad percent-encoding, the words a bug writes, wrong kinds, a cookie at the size limit. */
const JUNK_TOKENS = ['%E0%A4%A', 'undefined', 'NEEDLOGIN', 'null', '%7B%22token%22%3A1%7D', 'junk-token', '%E4%B8%AD%E6%96%87', 'a'.repeat(3900), '%0D%0Ax'];

/** What an older or other version of the app left: plausible values of another shape. */
const FOREIGN: Record<string, string> = {
  userInfo: JSON.stringify('demo'),
  homePage: JSON.stringify('https://elsewhere.example/index'),
  buttonList: JSON.stringify([null, { btnId: 7, selected: 'true' }, 'order.cancel']),
  address: JSON.stringify({ strAdress: 12, latLng: '31.2,121.4', orderAdress: 'home', adressLoaded: 'yes', personInfo: [1] }),
  locale: JSON.stringify('xx'),
  [searchHistory.storageKey]: JSON.stringify(['水泥', { term: '钢筋' }]),
  weixinAuthState: JSON.stringify({ state: 5 }),
  enterpriseDraft: JSON.stringify({ basic: null, qualification: ['x'] }),
  'buyerapp.addressChoice': JSON.stringify({ chosenFor: '/v2/order', chosen: [{ addressId: 7 }, 'x'], version: 2 }),
  'buyerapp.addressForm': JSON.stringify({ formKey: 1, form: 'x', picked: { address: 1 } }),
  'buyerapp.capital': JSON.stringify({ withdrawKey: 1, direction: ['in'], startDate: 20240101 }),
  [`buyerapp.form.order.concrete.${DEMO_IDS.concrete}.`]: JSON.stringify({ grade: 5, quantity: null, addons: 'pump', timeSlot: {} }),
  'buyerapp.financeDrawdown': JSON.stringify({ fingerprint: null, key: {} }),
  'buyerapp.invoiceProgress': JSON.stringify({ key: 1, keys: null, done: [], sentOrders: 'o1' }),
  'buyerapp.form.invoice.add:personal': JSON.stringify({ invoiceType: 1, titleMode: null, agreed: 'yes', email: ['a'] }),
  'buyerapp.invoiceSelection': JSON.stringify({ orderIds: 'o1' }),
  'buyerapp.invoiceTitleChoice': JSON.stringify({ from: '/x', title: 'title' }),
  'buyerapp.orderCart': JSON.stringify({ groups: [] }),
  'buyerapp.orderCheckout': JSON.stringify({ options: 'x', prices: [1], delivery: 'today', submitted: 'yes' }),
  'buyerapp.payAttempts': JSON.stringify({ keys: ['a'] }),
  'buyerapp.shipChoice': JSON.stringify({ chosenFor: 1, chosen: {}, version: 'v1' }),
  'buyerapp.vehicleChoice': JSON.stringify({ chosenFor: '/order/confirm', chosen: [null, 'x'], version: 1 }),
  'buyerapp.waybillReassign': JSON.stringify({ waybillId: [], date: 1, slot: null }),
  'buyerapp:chunkReloadAt': 'yesterday',
  ...Object.fromEntries(
    DEMO_GOODS.flatMap((goodsId) => [
      [`buyerapp.goods.${goodsId}`, JSON.stringify({ quantity: 3, valueNos: 'v_d12' })],
      [`buyerapp.addons.${goodsId}`, JSON.stringify({ chosen: [null], addUnitPrice: 12 })],
      [`buyerapp.rebar.${goodsId}`, JSON.stringify([null, { diameter: 'Φ12' }])],
    ]),
  ),
};

interface BreakArgs {
  readonly mode: Mode;
  readonly keys: readonly string[];
  readonly junk: readonly string[];
  readonly junkTokens: readonly string[];
  readonly foreign: Readonly<Record<string, string>>;
  readonly tokenCookie: string;
}

/**
 * Runs in the page before the app's scripts (context.addInitScript): breaks storage as the mode says.
 * Values are seeded on every load of the walk; once the cookie `storage-spec=login` is there (the login
 * part), only on the first load, so what the app writes after the login is what a reload reads.
 */
function breakStorage({ mode, keys, junk, junkTokens, foreign, tokenCookie }: BreakArgs): void {
  const marker = /(?:^|;\s*)storage-spec=(\w+)/.exec(document.cookie)?.[1];
  if (mode === 'quota') {
    Storage.prototype.setItem = function setItem() {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    return;
  }
  if (mode === 'unavailable') {
    for (const name of ['localStorage', 'sessionStorage']) {
      Object.defineProperty(window, name, {
        configurable: true,
        get() {
          throw new DOMException(`Failed to read the '${name}' property from 'Window': Access is denied for this document.`, 'SecurityError');
        },
      });
    }
    Object.defineProperty(document, 'cookie', { configurable: true, get: () => '', set: () => undefined });
    return;
  }
  if (marker === 'login') return;
  if (marker === 'seed') document.cookie = 'storage-spec=login; path=/';
  // A different junk per key and per load (the load count is kept in the window's name, which survives navigations).
  const load = Number(window.name.replace(/\D/g, '') || '0') + 1;
  window.name = `storage-spec-${load}`;
  const all = new Set([...keys, ...Object.keys(localStorage), ...Object.keys(sessionStorage)]);
  let index = load;
  for (const key of all) {
    index += 1;
    const value = mode === 'corrupted' ? junk[index % junk.length]! : (foreign[key] ?? junk[index % junk.length]!);
    for (const storage of [localStorage, sessionStorage]) {
      try {
        storage.setItem(key, value);
      } catch {
        // The huge value over the quota: that key keeps its earlier junk.
      }
    }
  }
  if (mode === 'corrupted') {
    document.cookie = `${tokenCookie}=${junkTokens[load % junkTokens.length]!}; path=/`;
    document.cookie = `needLogin=${junkTokens[(load + 1) % junkTokens.length]!}; path=/`;
  } else {
    document.cookie = 'needLogin=false; path=/';
  }
}

/**
 * Waits (up to 10 s: a cold browser on a busy machine) until the app has started on the screen: it shows more than a header. Its data is not
 * waited for — the route walk (routes-walk.spec.ts) proves every screen with its data; this walk proves the
 * start, a full load per path, and must stay short. A moment more lets an exception of the first render in.
 */
async function started(page: Page): Promise<void> {
  await page.waitForFunction(() => document.body.innerText.replace(/\s+/g, '').length >= 8, undefined, { timeout: 10_000 }).catch(() => undefined); // what it still shows then is judged below
  await page.waitForTimeout(150);
}

/**
 * What is wrong with the screen the buyer stays on. A page that sends the buyer on (a step of the enterprise
 * upgrade to the step they are at) shows a moment of its own first; judged in between, on a loaded machine,
 * it is blank: a blank screen is judged again once the page it led to has come.
 */
async function problemsOf(page: Page): Promise<string[]> {
  const problems = await screenProblems(page, { rawKeys: false });
  if (!problems.some((problem) => problem.startsWith('empty screen'))) return problems;
  await page.waitForTimeout(300);
  await started(page);
  return screenProblems(page, { rawKeys: false });
}

/** Logs the demo buyer in on the login page (password tab), which goes on to /mine. */
async function logInOnThePage(page: Page): Promise<void> {
  await page.goto(`${live.url}/login?redirect=%2Fmine`);
  await page.getByRole('tab', { name: '密码登录' }).click();
  await page.getByRole('textbox', { name: '账号' }).fill(DEMO_BUYER.accountName);
  await page.getByLabel('密码', { exact: true }).and(page.locator('input')).fill(DEMO_BUYER.password);
  await page.getByRole('checkbox', { name: '同意用户协议、隐私政策和登录协议' }).check();
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/mine$/);
}

const accountHeading = (page: Page) => page.getByRole('region', { name: '账号' }).getByRole('heading', { name: DEMO_BUYER.nickname });

// The addresses of a gateway's demo data, per gateway (each test of this file may run in a worker of its own).
const addressesByGateway = new Map<string, Promise<Map<string, string>>>();

MODES.forEach((mode, slice) => {
  test(`storage ${mode}: every route of a quarter of the spec starts (no error page, exception or empty screen), then the buyer logs in`, async ({
    page,
    context,
  }) => {
    test.setTimeout(240_000);
    const startedAt = Date.now();
    const token = await live.login();
    if (!addressesByGateway.has(live.url)) addressesByGateway.set(live.url, addressesOf(live, token));
    const addresses = await addressesByGateway.get(live.url)!;
    // Logged in where the cookie jar works and holds good cookies; the corrupted mode writes a junk token over it.
    if (mode !== 'unavailable') await context.addCookies([{ name: cookies.token, value: token, url: live.url }]);
    await context.addInitScript(breakStorage, {
      mode,
      keys: APP_KEYS,
      junk: JUNK,
      junkTokens: JUNK_TOKENS,
      foreign: FOREIGN,
      tokenCookie: cookies.token,
    } satisfies BreakArgs);

    let errors: string[] = [];
    page.on('pageerror', (error) => void errors.push(`exception: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(`console error: ${message.text().slice(0, 300)}`);
    });
    // The walk checks only what the app's start shows: an alert on top (the expired-login notice) is fine.
    page.on('dialog', (dialog) => void dialog.dismiss());

    const failures: string[] = [];
    const paths = [...addresses.keys()].filter((_, index) => index % MODES.length === slice);
    for (const path of paths) {
      const address = addresses.get(path)!;
      errors = [];
      try {
        await page.goto(`${live.url}${address}`, { waitUntil: 'domcontentloaded' });
        await started(page);
        const problems = [...(await problemsOf(page)), ...errors];
        if (problems.length > 0) failures.push(`${address} → ${new URL(page.url()).pathname}: ${problems.join('; ')}`);
      } catch (error) {
        failures.push(`${address}: ${(error as Error).message.split('\n')[0]}`);
      }
    }
    console.log(`storage ${mode}: ${paths.length} paths started in ${Math.round((Date.now() - startedAt) / 1000)} s, ${failures.length} failed`);
    expect(failures, failures.join('\n')).toEqual([]);

    // The login, from a visitor's start in the same broken storage (values seeded once, on the first load).
    // A junk token the gateway refuses is an expired login outside the public paths (the login page is not
    // one): the security notice comes up over the login form, and the buyer acknowledges it.
    await page.addLocatorHandler(page.getByRole('dialog').filter({ hasText: '登录信息已过期，请重新登录' }), async (notice) => {
      await notice.getByRole('button', { name: '确定' }).click();
    });
    await context.clearCookies();
    await context.addCookies([{ name: 'storage-spec', value: 'seed', url: live.url }]);
    errors = [];
    await logInOnThePage(page);
    await expect(accountHeading(page)).toBeVisible();
    await page.reload();
    if (mode === 'unavailable') {
      // Nothing could be kept: the login lived as long as the page; the reloaded page offers to log in again.
      await expect(page.getByRole('button', { name: '登录/注册' })).toBeVisible();
    } else {
      await expect(accountHeading(page)).toBeVisible();
    }
    expect(errors).toEqual([]);
  });
});
