// The browser half of `npm run bench` (issue 11): Lighthouse 12's mobile preset (simulated slow 4G,
// 4× CPU slowdown, a Moto G Power screen) on the four pages a buyer opens most, as a new visitor's HTTP
// cache would find them, and the time the app's signing worker takes per request beside node:crypto's.
import { createSign } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { cookies } from '@gen/constants.gen';
import type { CallId } from '@gen/calls.gen';
import { signedRequest } from '../../gateway/tools/call';
import { c30CartAdd, PUMPED } from '../../tests/e2e/support/demoCart';
import { DEMO_BUYER } from '../../gateway/seed';
import { freePort } from '../../tests/e2e/support/freePort';

/** One page's Lighthouse figures: medians of the runs. */
export interface PageFigures {
  readonly name: string;
  readonly url: string;
  readonly runs: number;
  /** 0–100. */
  readonly performance: number;
  readonly fcpMs: number;
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly cls: number;
  /** JavaScript bytes over the wire (as served, compressed) until the page settled. */
  readonly scriptBytes: number;
}

/** The signing figures: ms per signature, median over the samples. */
export interface SigningFigures {
  readonly samples: number;
  readonly workerMs: number;
  readonly nodeMs: number;
}

/** The median of some numbers (the mean of the middle two for an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** A signed call to the gateway from Node, as the app makes it; returns `data` or throws. */
async function call(origin: string, privateKeyPem: string, id: CallId, input: unknown, token?: string): Promise<unknown> {
  const query = typeof input === 'string' ? input : undefined;
  const request = signedRequest(origin, id, query === undefined ? { body: JSON.stringify(input) } : { query }, privateKeyPem, token);
  const response = await fetch(request.url, { method: request.method, headers: request.headers, body: request.body });
  const envelope = (await response.json()) as { success: boolean; code: string; message: string; data: unknown };
  if (!envelope.success) throw new Error(`${id}: ${envelope.code} ${envelope.message}`);
  return envelope.data;
}

/** The demo buyer logs in through the gateway; their cart then holds pumped C30 and bagged cement. */
async function preparedBuyer(origin: string, privateKeyPem: string): Promise<string> {
  const login = (await call(origin, privateKeyPem, 'auth.login', { account: DEMO_BUYER.accountName, password: DEMO_BUYER.password })) as { token: string };
  const cart = (await call(origin, privateKeyPem, 'cart.list', '', login.token)) as { groups: { children: { cartResourceId: string }[] }[] };
  const ids = cart.groups.flatMap((group) => group.children.map((line) => line.cartResourceId));
  if (ids.length > 0) await call(origin, privateKeyPem, 'cart.remove', { cartResourceIds: ids }, login.token);
  await call(origin, privateKeyPem, 'cart.add', c30CartAdd(...PUMPED), login.token);
  await call(
    origin,
    privateKeyPem,
    'cart.add',
    { goodsId: 'g_cement', resourceId: 'res_cement_bag', quantity: '25', unit: '袋', selectInfos: [], addons: [] },
    login.token,
  );
  return login.token;
}

/** Settles the cart in the buyer's tab and returns the confirm page's URL and this tab's storage. */
async function settledOrder(page: Page): Promise<{ url: string; session: Record<string, string> }> {
  await page.goto('/cart/cart');
  await page.getByRole('button', { name: /^结算\(\d+\)$/ }).click();
  await page.waitForURL(/\/v2\/order\?from=cart/);
  await page
    .locator('.ord-bar__total strong')
    .filter({ hasText: /^¥\d+\.\d{2}$/ })
    .waitFor();
  const url = new URL(page.url());
  const session = await page.evaluate(() => Object.fromEntries(Object.entries(sessionStorage)));
  return { url: url.pathname + url.search, session };
}

function figuresOf(lhr: Result): Omit<PageFigures, 'name' | 'url' | 'runs'> {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = (lhr.audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? [];
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    scriptBytes: requests.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
  };
}

/**
 * Median ms per signature of the app's own signing worker (the built file) in the page. Unthrottled:
 * DevTools' CPU throttling slows the page's main thread, not its workers.
 */
async function workerSigning(page: Page, distDir: string, privateKeyPem: string, payloads: string[]): Promise<number> {
  const worker = readdirSync(path.join(distDir, 'assets')).find((file) => /^sign\.worker-.*\.js$/.test(file));
  if (worker === undefined) throw new Error('no sign.worker-*.js in the build');
  // Sent as source text: tsx would wrap a function literal in helpers the page does not have.
  const times = (await page.evaluate(`(async ({ url, privateKeyPem, payloads }) => {
      const signer = new Worker(url, { type: 'module' });
      signer.postMessage({ type: 'init', privateKeyPem });
      const signOne = (id, payload) => new Promise((resolve, reject) => {
        signer.onmessage = (event) => (event.data.ok ? resolve() : reject(new Error(event.data.error)));
        signer.postMessage({ type: 'sign', id, payload });
      });
      // The first signature also parses the key: warm up, as the app does at its first call.
      await signOne(0, payloads[0]);
      const out = [];
      for (let i = 0; i < payloads.length; i++) {
        const started = performance.now();
        await signOne(i + 1, payloads[i]);
        out.push(performance.now() - started);
      }
      signer.terminate();
      return out;
    })(${JSON.stringify({ url: `/assets/${worker}`, privateKeyPem, payloads })})`)) as number[];
  return median(times);
}

/** Median ms per signature with node:crypto (the gateway's and the tests' signer). */
function nodeSigning(privateKeyPem: string, payloads: string[]): number {
  const times = payloads.map((payload) => {
    const started = performance.now();
    createSign('RSA-MD5').update(payload).sign(privateKeyPem, 'base64');
    return performance.now() - started;
  });
  return median(times);
}

/**
 * Runs Lighthouse (performance only, the default mobile preset) `runs` times on each page and measures
 * signing, against the app at `origin` (a gateway serving the build in `distDir`, signing key
 * `privateKeyPem`). Reports are saved in test-results/bench/.
 */
export async function runBrowserBench(options: {
  origin: string;
  distDir: string;
  privateKeyPem: string;
  runs: number;
  /** Only the pages whose names start with one of these (all when absent). */
  pages?: readonly string[];
  log: (line: string) => void;
}) {
  const { origin, distDir, privateKeyPem, runs, log } = options;
  const token = await preparedBuyer(origin, privateKeyPem);
  const port = await freePort();
  const profile = mkdtempSync(path.join(tmpdir(), 'buyerapp-bench-'));
  const reportDir = path.resolve('test-results/bench');
  mkdirSync(reportDir, { recursive: true });
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium',
    args: [`--remote-debugging-port=${port}`, '--no-sandbox'],
    baseURL: origin,
    viewport: { width: 375, height: 667 },
    locale: 'zh-CN',
  });
  try {
    await context.addCookies([{ name: cookies.token, value: token, url: origin }]);
    const page = context.pages()[0] ?? (await context.newPage());
    const order = await settledOrder(page);
    // The draft lives in this tab's storage, which the tabs Lighthouse opens do not inherit: hand it over.
    await context.addInitScript(
      ({ origin, session }) => {
        if (location.origin !== origin) return;
        for (const [key, value] of Object.entries(session)) if (sessionStorage.getItem(key) === null) sessionStorage.setItem(key, value);
      },
      { origin, session: order.session },
    );
    const pages = [
      { name: 'home', url: '/v2' },
      { name: 'goods detail', url: '/shoppingDetail?goodsId=g_concrete' },
      { name: 'cart', url: '/cart/cart' },
      { name: 'order confirm', url: order.url },
    ];
    // Lighthouse's defaults are the mobile preset; the storage reset clears the HTTP cache (a new
    // visitor's) but keeps cookies and storage, so the buyer stays logged in with the draft.
    const flags: Flags = { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] };
    const results: PageFigures[] = [];
    const wanted = pages.filter((page) => options.pages === undefined || options.pages.some((prefix) => page.name.startsWith(prefix)));
    for (const { name, url } of wanted) {
      const samples: Omit<PageFigures, 'name' | 'url' | 'runs'>[] = [];
      for (let run = 1; run <= runs; run++) {
        const result = await lighthouse(new URL(url, origin).href, flags);
        if (!result || result.lhr.runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${result?.lhr.runtimeError?.message ?? 'no result'}`);
        writeFileSync(path.join(reportDir, `${name.replace(/ /g, '-')}-${run}.json`), JSON.stringify(result.lhr));
        const figures = figuresOf(result.lhr);
        samples.push(figures);
        log(`  ${name} run ${run}: ${figures.performance}, LCP ${Math.round(figures.lcpMs)} ms, TBT ${Math.round(figures.tbtMs)} ms`);
      }
      const of = (key: keyof (typeof samples)[number]) => median(samples.map((sample) => sample[key]));
      results.push({
        name,
        url,
        runs,
        performance: of('performance'),
        fcpMs: of('fcpMs'),
        lcpMs: of('lcpMs'),
        tbtMs: of('tbtMs'),
        cls: of('cls'),
        scriptBytes: of('scriptBytes'),
      });
    }

    await page.goto('/v2');
    // Payloads like the app's: a goods search query and a cart body.
    const payloads = Array.from({ length: 40 }, (_, i) =>
      i % 2 === 0 ? `pageNum=${i}&pageSize=10&keyword=C30` : JSON.stringify({ ...c30CartAdd(...PUMPED), quantity: `${10 + i}` }),
    );
    const signing: SigningFigures = {
      samples: payloads.length,
      workerMs: await workerSigning(page, distDir, privateKeyPem, payloads),
      nodeMs: nodeSigning(privateKeyPem, payloads),
    };
    return { pages: results, signing };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

/** The Lighthouse figures as a Markdown table, with the targets of issue 11. */
export function formatPageTable(pages: readonly PageFigures[]): string {
  const mark = (ok: boolean) => (ok ? '' : ' ✗');
  const lines = [
    '| page | performance (≥ 95) | FCP | LCP (≤ 2.0 s) | TBT (≤ 100 ms) | CLS (≤ 0.02) | first-load JS |',
    '| --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const p of pages) {
    lines.push(
      `| \`${p.url.replace(/&.*$/, '…')}\` | ${p.performance}${mark(p.performance >= 95)} | ${(p.fcpMs / 1000).toFixed(1)} s | ${(p.lcpMs / 1000).toFixed(1)} s${mark(p.lcpMs <= 2000)} | ${Math.round(p.tbtMs)} ms${mark(p.tbtMs <= 100)} | ${p.cls.toFixed(3)}${mark(p.cls <= 0.02)} | ${(p.scriptBytes / 1024).toFixed(1)} KB |`,
    );
  }
  return lines.join('\n');
}

/** The signing figures as a Markdown table. */
export function formatSigningTable(signing: SigningFigures): string {
  return [
    '| signer (2048-bit MD5withRSA) | ms per request (median) |',
    '| --- | --- |',
    `| app's signing worker (jsrsasign), this machine | ${signing.workerMs.toFixed(1)} |`,
    `| node:crypto (OpenSSL) | ${signing.nodeMs.toFixed(2)} |`,
  ].join('\n');
}
