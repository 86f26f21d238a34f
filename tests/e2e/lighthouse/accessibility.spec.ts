import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium, expect, test } from '@playwright/test';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import config from '../../../playwright.config.ts';
import { call, emptyCart, fillCart, logInBuyer, tokenOf } from '../support/journey.ts';
import { freePort } from '../support/freePort.ts';

/**
 * Lighthouse accessibility 100 on the home page, the goods detail of the C30 concrete, the cart with lines
 * in it, the order confirm page reached from the cart's settle, an order's detail, /mine, the wallet and
 * the new-address form — in a 375×667 mobile
 * viewport without throttling, against the gateway as `npm start` serves the built app (the journeys'
 * gateway).
 *
 * Lighthouse drives the browser over its DevTools port. The browser is a persistent context, so the tab
 * Lighthouse opens shares the profile of the buyer's tab: the demo buyer logs in and settles the cart
 * there, then each URL gets one Lighthouse navigation. The order draft lives in sessionStorage, which a
 * new tab does not inherit, so the buyer's tab hands its sessionStorage to the tabs opened after it (what
 * a reload of the confirm page finds). Each report is saved as test-results/lighthouse/<page>.json; a
 * score below 90 fails with the failing audits and their elements.
 */

const MIN_SCORE = 1;
const reportDir = path.resolve('test-results/lighthouse');

interface AuditNode {
  readonly selector?: string;
  readonly snippet?: string;
  readonly explanation?: string;
}

/** The failing, weighted audits of the accessibility category with their elements, as text lines. */
function failingAudits(lhr: Result): string[] {
  const lines: string[] = [];
  for (const ref of lhr.categories.accessibility?.auditRefs ?? []) {
    const audit = lhr.audits[ref.id];
    if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 1) continue;
    lines.push(`  ✗ ${audit.id} (weight ${ref.weight}): ${audit.title}`);
    const items = audit.details && 'items' in audit.details ? (audit.details.items as { node?: AuditNode }[]) : [];
    for (const { node } of items) {
      if (!node) continue;
      lines.push(`      ${node.selector ?? node.snippet ?? '(element)'}`);
      if (node.explanation) lines.push(...node.explanation.split('\n').map((line) => `        ${line}`));
    }
  }
  return lines;
}

test('Lighthouse accessibility 100 on home, goods detail, cart, order confirm, order detail, mine, wallet and address add', async ({ baseURL }, testInfo) => {
  // Eight pages audited one after the other, each by a Chromium of Lighthouse's own.
  test.setTimeout(300_000);
  if (!baseURL) throw new Error('the lighthouse project needs a baseURL (the journeys gateway)');
  const origin = new URL(baseURL).origin;
  const port = await freePort();
  const profile = mkdtempSync(path.join(tmpdir(), 'buyerapp-lighthouse-'));
  const use = config.use ?? {};
  let context: BrowserContext | undefined;
  try {
    context = await chromium.launchPersistentContext(profile, {
      executablePath: '/usr/bin/chromium',
      args: [...(use.launchOptions?.args ?? []), `--remote-debugging-port=${port}`],
      baseURL,
      viewport: use.viewport,
      deviceScaleFactor: use.deviceScaleFactor,
      hasTouch: use.hasTouch,
      isMobile: use.isMobile,
      locale: use.locale,
      userAgent: use.userAgent,
    });
    // No uncaught exception in any tab, the buyer's or Lighthouse's.
    const pageErrors: string[] = [];
    context.on('weberror', (error) => pageErrors.push(`${error.page()?.url() ?? '?'}: ${error.error().message}`));
    const page = context.pages()[0] ?? (await context.newPage());

    // The buyer logs in, has two lines in the cart and settles them: the confirm page is filled and priced.
    await logInBuyer(page);
    const token = await tokenOf(context);
    await emptyCart(token);
    await fillCart(token);
    await page.goto('/cart/cart');
    await page.getByRole('button', { name: /^结算\(\d+\)$/ }).click();
    await expect(page).toHaveURL(/\/v2\/order\?from=cart/);
    await expect(page.getByRole('heading', { name: '确认订单' })).toBeVisible();
    await expect(page.locator('.ord-bar__total strong')).toHaveText(/^¥\d+\.\d{2}$/);
    const orderUrl = new URL(page.url());
    const session = await page.evaluate(() => Object.fromEntries(Object.entries(sessionStorage)));
    await context.addInitScript(
      ({ origin, session }) => {
        if (location.origin !== origin) return;
        for (const [key, value] of Object.entries(session)) if (sessionStorage.getItem(key) === null) sessionStorage.setItem(key, value);
      },
      { origin, session },
    );

    const latestOrder = (await call('order.list', { pageNum: 1, pageSize: 1 }, token)).list[0];
    if (!latestOrder) throw new Error('the demo buyer has no order to audit the order detail with');

    const pages = [
      { name: 'home', url: '/v2' },
      { name: 'detail', url: '/shoppingDetail?goodsId=g_concrete' },
      { name: 'cart', url: '/cart/cart' },
      { name: 'order', url: orderUrl.pathname + orderUrl.search },
      { name: 'orderDetail', url: `/order/orderDetail?orderId=${latestOrder.orderId}` },
      { name: 'mine', url: '/mine' },
      { name: 'wallet', url: '/myCapital' },
      { name: 'addressAdd', url: '/receivingAddress/add' },
    ];
    const flags: Flags = {
      port,
      output: 'json',
      logLevel: 'error',
      disableStorageReset: true,
      onlyCategories: ['accessibility'],
      // The report's full-page screenshot (a picture of each audited element) is for reading a report in
      // Lighthouse's viewer; the audits and the score do not use it, and taking it was a fifth of each page's
      // audit (6.0 s a page with it, 4.9 s without, on an idle two-core machine).
      disableFullPageScreenshot: true,
      formFactor: 'mobile',
      screenEmulation: { mobile: true, width: 375, height: 667, deviceScaleFactor: 2, disabled: false },
      // Nothing throttled. 'simulate' throttles nothing while gathering (it only models the performance
      // metrics, none of which an accessibility-only run computes) and keeps Lighthouse's 1 s quiet
      // windows; 'provided' stretches each to 5.25 s and doubles the run (15 s a page instead of 7) for
      // the same audits and scores.
      throttlingMethod: 'simulate',
      throttling: { rttMs: 0, throughputKbps: 0, requestLatencyMs: 0, downloadThroughputKbps: 0, uploadThroughputKbps: 0, cpuSlowdownMultiplier: 1 },
    };
    const summary: string[] = [];
    for (const { name, url } of pages) {
      await test.step(`${name} ${url}`, async () => {
        const started = Date.now();
        const result = await lighthouse(new URL(url, origin).href, flags);
        if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
        const { lhr } = result;
        mkdirSync(reportDir, { recursive: true });
        writeFileSync(path.join(reportDir, `${name}.json`), typeof result.report === 'string' ? result.report : JSON.stringify(lhr, null, 2));
        expect(lhr.runtimeError, `Lighthouse could not audit ${url}`).toBeUndefined();
        const score = lhr.categories.accessibility?.score ?? 0;
        const failing = failingAudits(lhr);
        const line = `${name.padEnd(11)} ${String(Math.round(score * 100)).padStart(3)}  ${url}  (${((Date.now() - started) / 1000).toFixed(1)} s)`;
        summary.push(line);
        console.log(`Lighthouse accessibility ${line}`);
        if (score < MIN_SCORE) console.log(failing.join('\n'));
        expect.soft(score, `Lighthouse accessibility of ${name} (${url}) below ${MIN_SCORE * 100}:\n${failing.join('\n')}\n`).toBeGreaterThanOrEqual(MIN_SCORE);
      });
    }
    await testInfo.attach('lighthouse-accessibility.txt', { body: summary.join('\n'), contentType: 'text/plain' });
    expect(pageErrors).toEqual([]);
  } finally {
    await context?.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
