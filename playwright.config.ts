import { execFileSync } from 'node:child_process';
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
  // Four: the browser tests mostly wait on pages (two workers kept the two cores a quarter busy).
  workers: 4,
  retries: 0,
  reporter: 'list',
  use: {
    baseURL,
    viewport: { width: 375, height: 667 },
    deviceScaleFactor: 2,
    hasTouch: true,
    isMobile: true,
    locale: 'zh-CN',
    userAgent: 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
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
    // Lighthouse accessibility of home, goods detail, cart and order confirm (issue 6) against the journeys'
    // gateway. It logs the demo buyer in itself, so it needs no setup and runs beside the screen tests,
    // first (its one long test), and is over before the journeys, which share the buyer, begin.
    { name: 'lighthouse', testDir: 'tests/e2e/lighthouse', timeout: 180_000, use: { browserName: 'chromium', baseURL: journeysURL } },
    // A spec file's tests stay in one worker: each file starts a gateway of its own, once.
    { name: 'mobile-chromium', fullyParallel: false, use: { browserName: 'chromium' }, testIgnore: ['journeys/**', 'lighthouse/**'] },
    // Logs the demo buyer in once (storageState) for the journeys that start logged in.
    { name: 'journeys-setup', testDir: 'tests/e2e/journeys', testMatch: /.*\.setup\.ts$/, use: { browserName: 'chromium', baseURL: journeysURL } },
    {
      name: 'journeys',
      testDir: 'tests/e2e/journeys',
      testMatch: /.*\.spec\.ts$/,
      dependencies: ['journeys-setup'],
      // One buyer, one gateway: the journeys take turns (the other worker keeps running the screen tests).
      workers: 1,
      timeout: 90_000,
      use: { browserName: 'chromium', baseURL: journeysURL },
    },
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
