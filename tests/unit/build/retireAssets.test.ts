import { mkdtempSync, existsSync, readFileSync, utimesSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ASSET_GRACE_MS, RETIRED_NOTES, currentAssetNames, retireAssets } from '../../../scripts/retireAssets.ts';

const HOUR = 60 * 60 * 1000;

/** A dist/ with files written at the given times (ms since the epoch). */
function distWith(files: Record<string, number>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'retire-'));
  mkdirSync(path.join(dir, 'assets'));
  for (const [file, at] of Object.entries(files)) {
    writeFileSync(path.join(dir, file), file);
    utimesSync(path.join(dir, file), at / 1000, at / 1000);
  }
  return dir;
}

describe('the assets of earlier builds', () => {
  it('stay a day after a newer build stopped writing them, then go; what the new build wrote stays', () => {
    const t0 = Date.parse('2026-11-27T08:00:00Z');
    const buildB = t0 + 2 * HOUR;
    const dir = distWith({
      'assets/index-A.js': t0,
      'assets/index-A.js.br': t0,
      'assets/sign.worker-A.js': t0,
      'assets/index-B.js': buildB + 10,
      'assets/index-B.js.gz': buildB + 20,
      'assets/sign.worker-B.js': buildB + 30,
    });
    // Build B: A's files are superseded now, and kept.
    expect(retireAssets(dir, buildB, buildB + 1000)).toEqual({ kept: ['assets/index-A.js', 'assets/index-A.js.br', 'assets/sign.worker-A.js'], deleted: [] });
    const notes = JSON.parse(readFileSync(path.join(dir, RETIRED_NOTES), 'utf8')) as Record<string, number>;
    expect(notes['assets/index-A.js']).toBe(buildB + 1000);
    expect(currentAssetNames(dir).sort()).toEqual(['index-B.js', 'index-B.js.gz', 'sign.worker-B.js']);

    // A build an hour later (it rewrote B's files): A's are still within the day.
    const buildC = buildB + HOUR;
    for (const file of ['assets/index-B.js', 'assets/index-B.js.gz', 'assets/sign.worker-B.js'])
      utimesSync(path.join(dir, file), (buildC + 5) / 1000, (buildC + 5) / 1000);
    expect(retireAssets(dir, buildC, buildC + 1000).deleted).toEqual([]);

    // A build more than a day after B superseded them: A's files go, B's (rewritten again) stay.
    const buildD = buildB + 1000 + ASSET_GRACE_MS + 1;
    for (const file of ['assets/index-B.js', 'assets/index-B.js.gz', 'assets/sign.worker-B.js'])
      utimesSync(path.join(dir, file), (buildD + 5) / 1000, (buildD + 5) / 1000);
    expect(retireAssets(dir, buildD, buildD + 1000)).toEqual({ kept: [], deleted: ['assets/index-A.js', 'assets/index-A.js.br', 'assets/sign.worker-A.js'] });
    expect(existsSync(path.join(dir, 'assets/index-A.js'))).toBe(false);
    expect(existsSync(path.join(dir, 'assets/sign.worker-B.js'))).toBe(true);
  });
});
