import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

/**
 * A free TCP port, found synchronously (the config is evaluated again in every worker process, so the
 * first evaluation stores it in the environment the workers inherit).
 */
function freePort(): string {
  return execFileSync(
    process.execPath,
    ['-e', "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})"],
    { encoding: 'utf8' },
  ).trim();
}

process.env.E2E_PORT ??= freePort();
const port = process.env.E2E_PORT;
const baseURL = `http://127.0.0.1:${port}`;

// The acceptance journeys (tests/e2e/journeys) run against the gateway as `npm start` serves it: the
// built app and the API on one port (PGlite in memory, fresh demo data, nothing in .data/). Their app is
// built into a private folder named by the port, so it never shares dist/ with another build.
process.env.E2E_JOURNEYS_PORT ??= freePort();
const journeysPort = process.env.E2E_JOURNEYS_PORT;
const journeysURL = `http://127.0.0.1:${journeysPort}`;
const journeysDist = `.tmp/e2e-journeys/dist-${journeysPort}`;
// The screen tests' build is private too, so two runs (or a run beside `npm start`) never share dist/.
const screensDist = `.tmp/e2e-screens/dist-${port}`;
process.env.E2E_DIST_DIR ??= screensDist;
/**
 * The shell command that puts a build of the app into `outDir`: a copy of the build npm test has just made
 * (E2E_PREBUILT_DIST, set by scripts/test-all.sh after its own `vite build`), else a build of its own.
 * Each server gets a private folder either way, so no run or rebuild swaps chunks under a page.
 */
function buildInto(outDir: string): string {
  const prebuilt = process.env.E2E_PREBUILT_DIST;
  if (prebuilt) return `rm -rf ${outDir} && mkdir -p ${outDir} && cp -R ${prebuilt}/. ${outDir}/`;
  return `npx vite build --logLevel warn --outDir ${outDir} --emptyOutDir`;
}
// E2E_SCREENS_ONLY=1 starts only the screen tests' server (a quicker run of `--project=mobile-chromium`).
const screensOnly = process.env.E2E_SCREENS_ONLY === '1';

// The screen tests run the built app against an in-process gateway per spec file (tests/e2e/support/
// liveGateway.ts); the journeys against the gateway as `npm start` serves it.
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  // A screen test walks a whole flow (several acceptance items); some take close to 30 s on this two-core
  // machine and CI's is slower. A step that hangs still fails at its own 7 s expect timeout.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  // The fault matrix's table (tests/e2e/faults.spec.ts), printed once every worker is done.
  globalTeardown: './tests/e2e/faults/report.ts',
  // Four: the browser tests mostly wait on pages (two workers kept the two cores a quarter busy; five made
  // the vitest runs beside them slower by more than they gained).
  workers: 4,
  retries: 0,
  reporter: 'list',
  use: {
    baseURL,
    viewport: { width: 375, height: 667 },
    // One device pixel per CSS pixel: twice the density cost Chromium's software rasteriser a fifth of the
    // suite's CPU on two cores, and the layout at 375×667 is the same.
    deviceScaleFactor: 1,
    hasTouch: true,
    isMobile: true,
    locale: 'zh-CN',
    userAgent: 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
    screenshot: 'only-on-failure',
    // The service worker serves the pages and chunks it precached, past the faults and builds a test arranges
    // at the gateway: only the building-site tests (tests/e2e/offline.spec.ts) let it run.
    serviceWorkers: 'block',
    // A trace records every step of every test (DOM snapshots, screencast): on two cores that cost a
    // third of the suite's CPU, so it is off unless asked for (PW_TRACE=1 npx playwright test …); a
    // failure still prints its error and keeps a screenshot.
    trace: process.env.PW_TRACE ? 'retain-on-failure' : 'off',
    launchOptions: {
      // Debian's headless shell of the same Chromium (what Playwright itself runs headless): the full
      // browser's headless mode spent a third more CPU on the same tests — its browser process alone
      // 302 s of CPU a run against 129 s — and Playwright alone took 12.8 min instead of 8.9.
      // Where the shell cannot be installed, the full browser runs the same tests.
      executablePath: existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    // The acceptance journeys and Lighthouse's accessibility audit against the gateway as `npm start` runs
    // it: they share its demo buyer, so they take turns in one worker — listed first, they start at once
    // and run beside the screen tests in the other workers (a project that another depends on would hold
    // its dependants back until every other test of the run is over).
    {
      name: 'journeys',
      testDir: 'tests/e2e',
      testMatch: [/journeys\/.*\.spec\.ts$/, /lighthouse\/.*\.spec\.ts$/],
      workers: 1,
      timeout: 90_000,
      use: { browserName: 'chromium', baseURL: journeysURL },
    },
    // A spec file's tests stay in one worker: each file starts a gateway of its own, once.
    { name: 'mobile-chromium', fullyParallel: false, use: { browserName: 'chromium' }, testIgnore: ['journeys/**', 'lighthouse/**'] },
  ],
  webServer: [
    {
      command:
        `find .tmp/e2e-screens -maxdepth 1 -name 'dist-*' -mmin +30 -exec rm -rf {} + 2>/dev/null; ` +
        `${buildInto(screensDist)} && ` +
        `exec npx vite preview --host 127.0.0.1 --port ${port} --strictPort --outDir ${screensDist}`,
      url: `${baseURL}/`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    ...(screensOnly
      ? []
      : [
          {
            command:
              `find .tmp/e2e-journeys -maxdepth 1 -name 'dist-*' -mmin +30 -exec rm -rf {} + 2>/dev/null; ` +
              `${buildInto(journeysDist)} && ` +
              `exec node --import tsx gateway/main.ts --memory --host 127.0.0.1 --port ${journeysPort} --dist ${journeysDist}`,
            url: `${journeysURL}/app-config.json`,
            reuseExistingServer: false,
            timeout: 120_000,
            stdout: 'ignore' as const,
            stderr: 'pipe' as const,
          },
        ]),
  ],
});
