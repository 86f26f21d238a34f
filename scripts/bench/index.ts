// `npm run bench` (issue 11): a benchmark, not a test — it prints figures and never fails on them.
// Builds nothing itself: the npm script runs `vite build` first. Prints Markdown tables:
//   1. Lighthouse mobile (medians of 3 runs) of /v2, the C30 goods detail, the cart and the order confirm
//      page, with the first-load JavaScript each page downloaded;
//   2. signing time per request in the app's signing worker and with node:crypto;
//   3. the gateway's load test on PGlite and (when DATABASE_URL is set, as scripts/with-postgres.sh does)
//      on PostgreSQL;
//   4. a full regenerate of generated/ (the generator's check mode, as its own process; target ≤ 5 s);
//   5. the service worker: /v2's first and second visit FCP on the mobile profile, and its precache size
//      (printed after the signing table: it uses the same gateway).
// Options: --runs N (Lighthouse runs per page, service-worker runs, 3), --only browser|load|codegen|sw,
// --pages home,goods (name prefixes).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../../gateway/config';
import { runGateway } from '../../gateway/main';
import { formatPageTable, formatSigningTable, runBrowserBench } from './browser';
import { formatServiceWorkerTable, runServiceWorkerBench } from './sw';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function option(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? undefined : process.argv[at + 1];
}

/**
 * Times `codegen/cli.ts --check` as a fresh process (what `npm run codegen` costs, without npm's own
 * start-up): check mode renders every file exactly as a regenerate does, then compares instead of writing.
 */
function timeCodegen(runs: number): string {
  const samples: number[] = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'codegen/cli.ts', '--check'], { cwd: ROOT });
    if (result.status !== 0) return `codegen --check failed: ${result.stderr.toString()}`;
    samples.push(performance.now() - started);
  }
  const median = [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)]!;
  return [
    `| full regenerate (check mode), ${runs} runs | median | target |`,
    '| --- | --- | --- |',
    `| ${samples.map((ms) => (ms / 1000).toFixed(2)).join(' s, ')} s | ${(median / 1000).toFixed(2)} s | ≤ 5 s |`,
  ].join('\n');
}

/** Lighthouse on the four pages and the signing figures, against the gateway at `origin`. */
async function browserSection(origin: string, distDir: string, runs: number, out: string[]): Promise<void> {
  const configAnswer = (await (await fetch(`${origin}/app-config.json`)).json()) as { signingKeyPem: string };
  console.log(`Lighthouse (${runs} runs per page) against ${origin} …`);
  const { pages, signing } = await runBrowserBench({
    origin,
    distDir,
    privateKeyPem: configAnswer.signingKeyPem,
    runs,
    ...(option('pages') === undefined ? {} : { pages: option('pages')!.split(',') }),
    log: (line) => console.log(line),
  });
  out.push(`## Lighthouse 12, mobile preset (slow 4G, 4× CPU), medians of ${runs}`, '', formatPageTable(pages), '');
  out.push(`## Signing (${signing.samples} requests)`, '', formatSigningTable(signing), '');
}

async function main(): Promise<void> {
  const runs = Number(option('runs') ?? '3');
  const only = option('only');
  const out: string[] = [];
  if (only === undefined || only === 'browser' || only === 'sw') {
    // The gateway as `npm start` runs it (the built app, compressed and cached as a CDN would serve it),
    // on an in-memory PGlite so every bench starts from the demo data.
    const config = loadConfig(['--memory', '--port', '0'], { ...process.env, DATABASE_URL: '' }, ROOT);
    const gateway = await runGateway(config, ROOT);
    const distDir = config.distDir ?? path.join(ROOT, 'dist');
    try {
      if (only !== 'sw') await browserSection(gateway.url, distDir, runs, out);
      if (only !== 'browser') {
        console.log(`service worker (${runs} runs) against ${gateway.url} …`);
        const figures = await runServiceWorkerBench({ origin: gateway.url, distDir, runs, log: (line) => console.log(line) });
        out.push(`## Service worker, mobile profile through DevTools (slow 4G, 4× CPU), medians of ${runs}`, '', formatServiceWorkerTable(figures), '');
      }
    } finally {
      await gateway.close();
    }
  }
  if (only === undefined || only === 'load') {
    const { formatLoadTable, runLoadTest } = await import('./load');
    const results = [await runLoadTest('pglite')];
    if (process.env.DATABASE_URL) results.push(await runLoadTest('postgres'));
    else console.log('PostgreSQL load test skipped: no DATABASE_URL (npm run bench starts a throwaway server)');
    out.push('## Gateway load test', '', formatLoadTable(results), '');
  }
  if (only === undefined || only === 'codegen') out.push('## Codegen', '', timeCodegen(runs), '');
  console.log(`\n${out.join('\n')}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
