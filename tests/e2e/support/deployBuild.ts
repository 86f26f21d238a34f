import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { precacheList } from '../../../scripts/bundle-size.ts';
import { retireAssets } from '../../../scripts/retireAssets.ts';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Build B from build A's files: every chunk and style sheet under a new name, as a new build renames them
 * all (a change reaching the entry renames every chunk that imports it), and every reference to them.
 * Returns B's entry file.
 */
export function deployBuildB(dir: string): string {
  return switchIndex(dir, writeBuildBFiles(dir));
}

/** Writes build B's chunks and style sheets beside A's (A's kept by the retirement); returns B's index.html. */
export function writeBuildBFiles(dir: string): string {
  const assets = path.join(dir, 'assets');
  const builtAt = Date.now();
  const names = readdirSync(assets).filter((name) => /\.(js|css)$/.test(name) && !name.includes('-b.'));
  const renamed = new Map(names.map((name) => [name, name.replace(/\.(js|css)$/, '-b.$1')]));
  // Longest first, so a name is never matched by a shorter one inside it.
  const pattern = new RegExp(
    [...renamed.keys()]
      .sort((a, b) => b.length - a.length)
      .map(escape)
      .join('|'),
    'g',
  );
  const rename = (text: string) => text.replace(pattern, (name) => renamed.get(name)!);
  for (const [name, next] of renamed) writeFileSync(path.join(assets, next), rename(readFileSync(path.join(assets, name), 'utf8')));
  retireAssets(dir, builtAt);
  // Build B's service worker precaches B's files, and B's index.html under a new revision; it is put in
  // place with the index.html (switchIndex), so no worker precaches an index.html of the other build.
  const worker = path.join(dir, 'sw.js');
  if (existsSync(worker)) {
    const listed = rename(readFileSync(worker, 'utf8')).replace(/("revision":\s*")([0-9a-f]+)(",\s*"url":\s*"index\.html")/, '$1$2b$3');
    writeFileSync(`${worker}.next`, listed);
  }
  return rename(readFileSync(path.join(dir, 'index.html'), 'utf8'));
}

/** Puts build B's index.html in place (the last step of a deployment); returns B's entry file. */
export function switchIndex(dir: string, html: string): string {
  writeFileSync(path.join(dir, 'index.html'), html);
  const worker = path.join(dir, 'sw.js');
  if (existsSync(`${worker}.next`)) renameSync(`${worker}.next`, worker);
  return /src="\/assets\/(index-[^"]+-b\.js)"/.exec(html)![1]!;
}

/**
 * Cuts build B's waiting service worker (written by writeBuildBFiles) down to precaching its index.html: a
 * test of how a new worker takes over needs no second install of the whole build, which costs a loaded run
 * half a minute. The new build's chunks then come from the network, as on any page the worker has not cached.
 */
export function trimNextWorkerPrecache(dir: string): void {
  const worker = path.join(dir, 'sw.js.next');
  const text = readFileSync(worker, 'utf8');
  const { entries, start, end } = precacheList(text);
  const index = entries.filter((entry) => entry.url === 'index.html');
  if (index.length !== 1) throw new Error('build B’s worker lists no index.html');
  writeFileSync(worker, `${text.slice(0, start)}${JSON.stringify(index)}${text.slice(end)}`);
}
