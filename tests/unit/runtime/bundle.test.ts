import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../codegen/helpers.ts';
import { currentAssetNames } from '../../../scripts/retireAssets.ts';
import { measurePrecache, PRECACHE_BUDGET, precacheUrls } from '../../../scripts/bundle-size.ts';

/**
 * The build to look at: the one npm test has just made and checked (scripts/test-all.sh sets PREBUILT_DIST;
 * a second production build inside the unit run cost a minute of CPU on two cores), else a build of its own
 * under node_modules/.cache (ignored by git and by ESLint, which lints the rest of the tree).
 */
const PREBUILT = process.env.PREBUILT_DIST;
const OUT = PREBUILT ? join(PROJECT_ROOT, PREBUILT) : join(PROJECT_ROOT, 'node_modules/.cache/bundle-check');

describe('production bundle', () => {
  it('the entry chunk holds no jsrsasign; the signing worker chunk does', async () => {
    if (!PREBUILT) {
      rmSync(OUT, { recursive: true, force: true });
      await build({ root: PROJECT_ROOT, logLevel: 'silent', build: { outDir: OUT, emptyOutDir: true, sourcemap: false } });
    }
    const manifest = JSON.parse(readFileSync(join(OUT, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string; isEntry?: boolean }>;
    const entries = Object.values(manifest).filter((chunk) => chunk.isEntry);
    expect(entries.map((chunk) => chunk.file)).toHaveLength(1);
    const entryFile = join(OUT, entries[0]?.file ?? '');
    expect(existsSync(entryFile)).toBe(true);
    // index.html loads exactly that chunk.
    expect(readFileSync(join(OUT, 'index.html'), 'utf8')).toContain(`src="/${entries[0]?.file}"`);
    expect(readFileSync(entryFile, 'utf8')).not.toMatch(/KJUR|jsrsasign/);

    const workers = currentAssetNames(OUT).filter((name) => /^sign\.worker-[\w-]+\.js$/.test(name));
    expect(workers).toHaveLength(1);
    expect(readFileSync(join(OUT, 'assets', workers[0] ?? ''), 'utf8')).toMatch(/KJUR|jsrsasign/);
  }, 120_000);
});

describe('service worker precache budget', () => {
  /** A fake build: files of the given sizes (a `.br` beside one when given) and a minified sw.js listing them. */
  function fakeDist(files: Record<string, { bytes: number; brBytes?: number }>): string {
    const dist = mkdtempSync(join(tmpdir(), 'precache-'));
    mkdirSync(join(dist, 'assets'));
    for (const [url, { bytes, brBytes }] of Object.entries(files)) {
      writeFileSync(join(dist, url), Buffer.alloc(bytes));
      if (brBytes !== undefined) writeFileSync(join(dist, `${url}.br`), Buffer.alloc(brBytes));
    }
    // As workbox-build writes it: sorted JSON keys, a hashed file's revision null, a URL listed twice.
    const list = JSON.stringify([
      ...Object.keys(files).map((url) => ({ revision: url.startsWith('assets/') ? null : 'a1e17d24', url })),
      { revision: 'a1e17d24', url: Object.keys(files)[0] },
    ]);
    writeFileSync(join(dist, 'sw.js'), `var z=\`__WB_REVISION__\`;let{revision:n,url:r}=e;self.skipWaiting(),ie(),Te(${list}),Q();`);
    return dist;
  }

  it('counts each listed file once, by its brotli copy where there is one: under the budget, no problem', () => {
    const dist = fakeDist({
      'index.html': { bytes: 2000, brBytes: 700 },
      'assets/big-1a2b.js': { bytes: 2 * PRECACHE_BUDGET, brBytes: 300_000 },
      'icon.png': { bytes: 5000 },
    });
    try {
      expect(precacheUrls(readFileSync(join(dist, 'sw.js'), 'utf8'))).toEqual(['index.html', 'assets/big-1a2b.js', 'icon.png']);
      expect(measurePrecache(dist)).toEqual({ files: 3, transferredBytes: 700 + 300_000 + 5000, rawBytes: 2000 + 2 * PRECACHE_BUDGET + 5000, problems: [] });
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it('over the budget (a large file without a brotli copy), a problem naming the figure', () => {
    const dist = fakeDist({ 'index.html': { bytes: 2000, brBytes: 700 }, 'assets/big-1a2b.js': { bytes: PRECACHE_BUDGET + 100_000 } });
    try {
      expect(measurePrecache(dist).problems).toEqual(['service worker precache: 1.60 MB transferred > 1.50 MB']);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it('a listed file missing from the build, or a worker with no list, is a problem too', () => {
    const dist = fakeDist({ 'index.html': { bytes: 2000 } });
    try {
      rmSync(join(dist, 'index.html'));
      expect(measurePrecache(dist).problems).toEqual(['service worker precache lists index.html, which is not in the build']);
      expect(() => precacheUrls('precacheAndRoute(self.__WB_MANIFEST)')).toThrow(/no precache list/);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
