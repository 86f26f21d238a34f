import type { Page, Request } from '@playwright/test';
import { cookies } from '../../generated/constants.gen.ts';
import { useLiveGateway } from './support/liveGateway.ts';
import { addressesOf } from './support/routeAddresses.ts';
import { screenAudit, type ScreenAudit } from './support/screenAudit.ts';
import { screenProblems } from './support/screenProblems.ts';
import { expect, test } from './support/test.ts';

/**
 * Issue 16, every route proven: each of the 200 paths of spec/routes.yaml (pages, saved copies and
 * component-like redirects) opened by its address, as a native page deep-links to it, in Chromium at
 * 375×667, the demo buyer logged in, with the query parameters each page needs taken from the demo data.
 * A route fails on the error page (404 included), a console error, an uncaught exception, an empty
 * screen, or text a buyer should never see: a raw catalogue key, `undefined`, `NaN`, `[object Object]`.
 *
 * The paths are walked in four slices side by side (one per worker, each with a gateway of its own). A
 * slice opens its first path by its address and the others through the router's history, as a link in
 * the app would (a full load per path took four times as long; the boot on a deep link is proven by
 * tests/e2e/router.spec.ts and native-back.spec.ts), so the walk costs about what four screen tests cost.
 */

const live = useLiveGateway();

/** The file name of a path's screenshot: its segments joined by underscores. */
export const shotName = (path: string) => path.slice(1).replaceAll('/', '_') || 'root';

const SLICES = 4;
// The slices run side by side, each worker with a gateway of its own.
test.describe.configure({ mode: 'parallel' });

/** Waits until the page's gateway calls have been quiet for 200 ms (the screen has its data). */
async function settle(page: Page, inFlight: () => number): Promise<void> {
  const started = Date.now();
  let quietSince = 0;
  while (Date.now() - started < 8_000) {
    if (inFlight() === 0) {
      quietSince ||= Date.now();
      if (Date.now() - quietSince >= 200) return;
    } else quietSince = 0;
    await page.waitForTimeout(50);
  }
}

/** Opens `address` as a link inside the app does: a new history entry the router reads, no reload. */
async function openInApp(page: Page, address: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, address);
}

/** Waits (up to 5 s) until the screen shows more than its header and no spinner is left. */
async function rendered(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        document.body.innerText.replace(/\s+/g, '').length >= 8 &&
        ![...document.querySelectorAll('.adm-spin-loading, .adm-dot-loading, .adm-skeleton')].some((spinner) => (spinner as HTMLElement).offsetParent !== null),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined); // what it still shows then is judged below
}

// The addresses of a gateway's demo data, per gateway: a worker that runs two slices starts a gateway for
// each (the file's hooks run per test in parallel mode), and the other's ids are unknown to it.
const addressesByGateway = new Map<string, Promise<Map<string, string>>>();

for (let slice = 0; slice < SLICES; slice += 1) {
  test(`every route of the spec, slice ${slice + 1} of ${SLICES}: no error page, console error, exception, empty screen or raw text`, async ({
    page,
    context,
  }) => {
    test.setTimeout(240_000);
    const token = await live.login();
    if (!addressesByGateway.has(live.url)) addressesByGateway.set(live.url, addressesOf(live, token));
    const addresses = await addressesByGateway.get(live.url)!;
    await context.addCookies([{ name: cookies.token, value: token, url: live.url }]);
    // ROUTES_WALK_LOCALE=en walks the screens in English (npm run shots takes both languages).
    const locale = process.env.ROUTES_WALK_LOCALE ?? 'zh-CN';
    if (locale !== 'zh-CN') await context.addInitScript((chosen) => localStorage.setItem('locale', JSON.stringify(chosen)), locale);

    // What the screen on display still waits for — its gateway calls, its code and styles (a set, so an
    // answer to the screen before, arriving late, counts for nothing; pictures are not waited for).
    const inFlight = new Set<Request>();
    const isCall = (request: Request) => ['fetch', 'xhr', 'script', 'stylesheet', 'document'].includes(request.resourceType());
    page.on('request', (request) => void (isCall(request) && inFlight.add(request)));
    page.on('requestfinished', (request) => void inFlight.delete(request));
    page.on('requestfailed', (request) => void inFlight.delete(request));
    let consoleErrors: string[] = [];
    let exceptions: string[] = [];
    // A failed load is named by its address (Chromium's console line for it names none).
    page.on(
      'console',
      (message) => void (message.type() === 'error' && !message.text().startsWith('Failed to load resource') && consoleErrors.push(message.text())),
    );
    page.on(
      'response',
      (response) => void (response.status() >= 400 && consoleErrors.push(`HTTP ${response.status()} ${response.url().replace(live.url, '')}`)),
    );
    page.on('pageerror', (error) => void exceptions.push(error.message));

    const failures: string[] = [];
    // ROUTES_WALK_AUDIT=1 counts what the design system rules out on every screen walked (a report, not a verdict).
    const audits: { path: string; audit: ScreenAudit }[] = [];
    // ROUTES_WALK_MATCH=<regex> walks only the matching paths (while mending a few screens).
    const only = process.env.ROUTES_WALK_MATCH ? new RegExp(process.env.ROUTES_WALK_MATCH) : undefined;
    const paths = [...addresses.keys()].filter((path, index) => index % SLICES === slice && (!only || only.test(path)));
    for (const path of paths) {
      const address = addresses.get(path)!;
      consoleErrors = [];
      exceptions = [];
      inFlight.clear();
      try {
        // The first path of a slice is opened by its address, as a native page deep-links to it; the others
        // through the router's history, as a link inside the app opens them (no reload: a quarter of the time).
        if (path === paths[0]) await page.goto(`${live.url}${address}`);
        else await openInApp(page, address);
        await settle(page, () => inFlight.size);
        await rendered(page);
        // ROUTES_WALK_SHOTS=1 keeps a screenshot of every screen walked (npm run shots gathers them in a contact sheet).
        if (process.env.ROUTES_WALK_SHOTS)
          await page.screenshot({ path: `${process.env.ROUTES_WALK_SHOTS_DIR ?? 'test-results/walk'}/${locale}/${shotName(path)}.png` });
        if (process.env.ROUTES_WALK_AUDIT) audits.push({ path, audit: await screenAudit(page) });
        const problems = await screenProblems(page);
        problems.push(...consoleErrors.map((text) => `console error: ${text}`), ...exceptions.map((text) => `exception: ${text}`));
        if (problems.length > 0) failures.push(`${address} → ${new URL(page.url()).pathname}: ${problems.join('; ')}`);
      } catch (error) {
        failures.push(`${address}: ${(error as Error).message.split('\n')[0]}`);
      }
    }
    console.log(`slice ${slice + 1}: ${paths.length} paths walked, ${failures.length} failed`);
    if (audits.length > 0) {
      const kinds = ['nativeSelects', 'glyphIcons', 'anchorsWithoutHref', 'smallTargets', 'cutText', 'clickableNonControls'] as const;
      const totals = kinds.map(
        (kind) => `${kind} ${audits.reduce((sum, { audit }) => sum + audit[kind], 0)} (on ${audits.filter(({ audit }) => audit[kind] > 0).length} paths)`,
      );
      console.log(`slice ${slice + 1} ui audit over ${audits.length} paths: ${totals.join(', ')}`);
      for (const { path, audit } of audits) if (audit.examples.length > 0) console.log(`  ${path}: ${audit.examples.join(' | ')}`);
    }
    expect(failures, failures.join('\n')).toEqual([]);
  });
}
