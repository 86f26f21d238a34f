// A build writes over dist/ without emptying it (vite.config.ts), so a page loaded from the build before
// still finds the chunks it asks for later. This retires the files of earlier builds: a file under
// dist/assets that the new build did not write is noted with the time it was superseded, and deleted once
// it has been superseded longer than the grace period. The notes live in dist/.retired-assets.json.
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** How long the assets of a build stay after a newer build replaced it: a day, more than any open page lives. */
export const ASSET_GRACE_MS = 24 * 60 * 60 * 1000;
export const RETIRED_NOTES = '.retired-assets.json';

/**
 * Notes and deletes the files of earlier builds under `<dir>/assets`: the new build's files are the ones
 * written since `builtSince` (its start) — every chunk, worker, source map and precompressed copy it wrote,
 * whether or not a plugin hook lists it.
 */
export function retireAssets(dir: string, builtSince: number, now = Date.now(), graceMs = ASSET_GRACE_MS): { kept: string[]; deleted: string[] } {
  const assets = path.join(dir, 'assets');
  const notesFile = path.join(dir, RETIRED_NOTES);
  if (!existsSync(assets)) return { kept: [], deleted: [] };
  let notes: Record<string, number> = {};
  try {
    const read: unknown = JSON.parse(readFileSync(notesFile, 'utf8'));
    if (read && typeof read === 'object') notes = read as Record<string, number>;
  } catch {
    // No notes yet (or unreadable ones): every old file starts its grace period now.
  }
  const next: Record<string, number> = {};
  const kept: string[] = [];
  const deleted: string[] = [];
  for (const name of readdirSync(assets)) {
    const file = `assets/${name}`;
    if (statSync(path.join(dir, file)).mtimeMs >= builtSince) continue;
    const since = typeof notes[file] === 'number' ? notes[file] : now;
    if (now - since > graceMs) {
      rmSync(path.join(dir, file), { force: true });
      deleted.push(file);
    } else {
      next[file] = since;
      kept.push(file);
    }
  }
  writeFileSync(notesFile, `${JSON.stringify(next, null, 2)}\n`);
  return { kept, deleted };
}

/** The names of the files under `<dir>/assets` that the last build wrote (those of earlier builds left out). */
export function currentAssetNames(dir: string): string[] {
  let notes: Record<string, unknown> = {};
  try {
    notes = JSON.parse(readFileSync(path.join(dir, RETIRED_NOTES), 'utf8')) as Record<string, unknown>;
  } catch {
    // A build without notes (emptied first, or older): every file is its own.
  }
  return readdirSync(path.join(dir, 'assets')).filter((name) => !(`assets/${name}` in notes));
}
