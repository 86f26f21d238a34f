// The service-worker part of `npm run bench`: how fast /v2 paints on a second visit, once the worker has
// precached the build, beside the first visit, on the mobile profile of the Lighthouse runs applied through
// DevTools (Lighthouse itself clears service workers and Cache Storage before each run, so it never sees one).
// Responses the worker answers from its precache never reach the network, so no network emulation slows
// them: measured on the second visit, about 10–70 ms each against the emulated 150 ms round trip.
import { chromium, type BrowserContext, type CDPSession, type Page } from '@playwright/test';
import { measurePrecache, mb, PRECACHE_BUDGET, type PrecacheReport } from '../bundle-size';
import { median } from './browser';

/** Lighthouse's mobile preset (slow 4G: 150 ms RTT, 1.6 Mbps down, 750 kbps up), as DevTools applies it: per request. */
export const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
/** Lighthouse's mobile preset: 4× CPU slowdown. */
export const CPU_SLOWDOWN = 4;

/** One run: a fresh context's first visit, then a second visit in a new page once the worker controls the first. */
export interface ServiceWorkerRun {
  readonly firstFcpMs: number;
  /** From the first visit's load event until the worker controls the page (its install: the whole precache). */
  readonly installMs: number;
  readonly secondFcpMs: number;
  /** The second visit's responses the worker answered from its precache, and the median time each took (sent → loaded). */
  readonly fromCache: number;
  readonly fromCacheMs: number;
  /** The second visit's runtime config, which the worker fetches itself (network first). */
  readonly configMs: number;
}

export interface ServiceWorkerFigures {
  readonly runs: readonly ServiceWorkerRun[];
  readonly firstFcpMs: number;
  readonly secondFcpMs: number;
  readonly installMs: number;
  readonly precache: PrecacheReport;
}

/** A new page of the context with the mobile profile set before it navigates. */
async function throttledPage(context: BrowserContext): Promise<{ page: Page; cdp: CDPSession }> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  return { page, cdp };
}

/**
 * Network emulation sent to a page covers that page's own requests only. A service worker is a target of
 * its own: what it fetches itself (the precache at install, the runtime config it fetches network first)
 * goes at full speed unless the same conditions are sent to it. Here an unthrottled install took about 4 s, a
 * throttled one 95 s (Workbox precaches the build's ~650 files one after another, a round trip each), so the
 * bench lets the install run unthrottled and throttles the worker before the second visit. Playwright opens
 * no CDP session on a worker: this attaches through the browser's session, unflattened, and waits for the
 * worker's answers.
 */
async function throttleServiceWorkers(browserSession: CDPSession, origin: string): Promise<number> {
  const { targetInfos } = await browserSession.send('Target.getTargets');
  const workers = targetInfos.filter((target) => target.type === 'service_worker' && target.url.startsWith(`${origin}/`));
  let nextId = 1;
  for (const worker of workers) {
    const { sessionId } = await browserSession.send('Target.attachToTarget', { targetId: worker.targetId, flatten: false });
    for (const [method, params] of [
      ['Network.enable', {}],
      ['Network.emulateNetworkConditions', SLOW_4G],
    ] as const) {
      const id = nextId++;
      const answered = new Promise<void>((resolve) => {
        const listener = (event: { sessionId: string; message: string }) => {
          if (event.sessionId !== sessionId || (JSON.parse(event.message) as { id?: number }).id !== id) return;
          browserSession.off('Target.receivedMessageFromTarget', listener);
          resolve();
        };
        browserSession.on('Target.receivedMessageFromTarget', listener);
      });
      await browserSession.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method, params }) });
      await answered;
    }
  }
  return workers.length;
}

// Anonymous arrow functions: tsx wraps a named function in a helper the page does not have, and the app's
// CSP (no 'unsafe-eval') refuses a predicate given as source text.
async function firstContentfulPaint(page: Page): Promise<number> {
  const handle = await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime, undefined, { timeout: 60_000 });
  return (await handle.jsonValue()) as number;
}

/** Per request of a page: when it was sent, where its answer came from, how long it took to load. */
function watchRequests(cdp: CDPSession) {
  const sent = new Map<string, { url: string; at: number; source?: string }>();
  const loaded: { url: string; source?: string; ms: number }[] = [];
  cdp.on('Network.requestWillBeSent', (event) => sent.set(event.requestId, { url: event.request.url, at: event.timestamp }));
  cdp.on('Network.responseReceived', (event) => {
    const request = sent.get(event.requestId);
    if (request && event.response.fromServiceWorker) request.source = event.response.serviceWorkerResponseSource ?? 'worker';
  });
  cdp.on('Network.loadingFinished', (event) => {
    const request = sent.get(event.requestId);
    if (request)
      loaded.push({ url: request.url, ...(request.source === undefined ? {} : { source: request.source }), ms: (event.timestamp - request.at) * 1000 });
  });
  return loaded;
}

/**
 * Opens /v2 of the app at `origin` twice per run (each run a fresh browser context: no worker, no caches),
 * the second time once the service worker has installed and claimed the first page. The worker installs
 * over an unthrottled network (see throttleServiceWorkers) and is throttled before the second visit.
 */
export async function runServiceWorkerBench(options: {
  origin: string;
  distDir: string;
  runs: number;
  log: (line: string) => void;
}): Promise<ServiceWorkerFigures> {
  const { origin, distDir, runs, log } = options;
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  const samples: ServiceWorkerRun[] = [];
  try {
    const browserSession = await browser.newBrowserCDPSession();
    for (let run = 1; run <= runs; run++) {
      const context = await browser.newContext({ baseURL: origin, viewport: { width: 375, height: 667 }, locale: 'zh-CN' });
      try {
        const first = await throttledPage(context);
        await first.page.goto('/v2', { waitUntil: 'load' });
        const loadedAt = performance.now();
        const firstFcpMs = await firstContentfulPaint(first.page);
        // The worker registers after the load event, precaches the build, then claims the open pages.
        await first.page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 300_000 });
        const installMs = performance.now() - loadedAt;
        if ((await throttleServiceWorkers(browserSession, origin)) === 0) throw new Error('no service worker target to throttle');

        const second = await throttledPage(context);
        const loaded = watchRequests(second.cdp);
        await second.page.goto('/v2', { waitUntil: 'load' });
        const secondFcpMs = await firstContentfulPaint(second.page);
        const cached = loaded.filter((request) => request.source === 'cache-storage').map((request) => request.ms);
        const config = loaded.find((request) => new URL(request.url).pathname === '/app-config.json');
        const figures: ServiceWorkerRun = {
          firstFcpMs,
          installMs,
          secondFcpMs,
          fromCache: cached.length,
          fromCacheMs: cached.length > 0 ? median(cached) : Number.NaN,
          configMs: config?.ms ?? Number.NaN,
        };
        samples.push(figures);
        log(
          `  run ${run}: first visit FCP ${Math.round(firstFcpMs)} ms, installed ${(installMs / 1000).toFixed(1)} s after load, second visit FCP ${Math.round(secondFcpMs)} ms ` +
            `(${figures.fromCache} answers from the precache, median ${Math.round(figures.fromCacheMs)} ms each; runtime config ${Math.round(figures.configMs)} ms)`,
        );
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  const of = (key: keyof ServiceWorkerRun) => median(samples.map((sample) => sample[key]));
  return { runs: samples, firstFcpMs: of('firstFcpMs'), secondFcpMs: of('secondFcpMs'), installMs: of('installMs'), precache: measurePrecache(distDir) };
}

/** The service-worker figures as a Markdown table, with their targets. */
export function formatServiceWorkerTable(figures: ServiceWorkerFigures): string {
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  const each = (key: keyof ServiceWorkerRun) => figures.runs.map((run) => seconds(run[key])).join(', ');
  const mark = (ok: boolean) => (ok ? '' : ' ✗');
  const { precache } = figures;
  return [
    '| /v2 | median | runs | target |',
    '| --- | --- | --- | --- |',
    `| first visit FCP | ${seconds(figures.firstFcpMs)} | ${each('firstFcpMs')} | |`,
    `| worker installed after the load event (its own fetches unthrottled) | ${seconds(figures.installMs)} | ${each('installMs')} | |`,
    `| second visit FCP | ${seconds(figures.secondFcpMs)}${mark(figures.secondFcpMs <= 1000)} | ${each('secondFcpMs')} | ≤ 1.0 s |`,
    `| precache (${precache.files} files), transferred | ${mb(precache.transferredBytes)}${mark(precache.transferredBytes <= PRECACHE_BUDGET)} | | ≤ 1.5 MB |`,
    `| precache, raw | ${mb(precache.rawBytes)} | | |`,
  ].join('\n');
}
