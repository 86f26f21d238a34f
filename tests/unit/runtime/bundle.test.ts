import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../codegen/helpers.ts';
import { currentAssetNames } from '../../../scripts/retireAssets.ts';

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
