// The build-size budget (issue 6), checked on dist/ after `vite build`:
// - the first-load JavaScript of the home page /v2 — the entry chunk, every chunk it imports statically
//   (index.html preloads them), and the chunks the /v2 screen itself loads — at most 150 KB gzip;
// - for every other route, its own chunks at most 25 KB gzip: the chunks it loads beyond the entry's
//   graph, except chunks of library code (node_modules only) that two or more routes share — those are
//   cached once for all of them and printed beside each route as "shared libraries";
// - the service worker's precache, as the bytes a browser downloads to install it (each listed file's
//   brotli copy where the build made one, else the file itself), at most 1.5 MB; printed beside the raw total.
// Prints each figure; exits 1 naming what is over. Run: node --import tsx scripts/bundle-size.ts [dist]
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { parse } from 'yaml';

export const FIRST_LOAD_BUDGET = 150 * 1024;
export const ROUTE_BUDGET = 25 * 1024;
export const HOME_PATH = '/v2';
export const PRECACHE_BUDGET = 1.5 * 1024 * 1024;

/** One chunk of Vite's build manifest (dist/.vite/manifest.json). */
export interface ManifestChunk {
  readonly file: string;
  readonly isEntry?: boolean;
  readonly imports?: readonly string[];
}
export type Manifest = Readonly<Record<string, ManifestChunk>>;

/** A chunk and everything it imports statically (keys of the manifest). */
export function staticClosure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

export interface SizeReport {
  readonly firstLoad: { readonly bytes: number; readonly chunks: readonly { file: string; bytes: number }[] };
  /** Per route: its own chunks' bytes, and the shared library chunks it loads besides. */
  readonly routes: readonly { readonly path: string; readonly screen: string; readonly bytes: number; readonly sharedLibraryBytes: number }[];
  readonly problems: readonly string[];
}

/**
 * Measures the budget from a manifest, the screens of the routes (path → `feature/Name`), a function
 * giving a file's gzip size and one telling whether a file holds library code only.
 */
export function measure(
  manifest: Manifest,
  screens: ReadonlyMap<string, string>,
  gzipped: (file: string) => number,
  isLibraryOnly: (file: string) => boolean,
): SizeReport {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('the manifest has no entry chunk');
  const entryGraph = staticClosure(manifest, entryKey);
  const screenKey = (screen: string) => `src/features/${screen.replace('/', '/screens/')}.tsx`;
  const beyondEntry = (screen: string) => [...staticClosure(manifest, screenKey(screen))].filter((key) => !entryGraph.has(key));
  const sum = (keys: Iterable<string>) => [...keys].reduce((total, key) => total + gzipped(manifest[key]?.file ?? ''), 0);
  const problems: string[] = [];

  const homeScreen = screens.get(HOME_PATH);
  if (!homeScreen || !manifest[screenKey(homeScreen)]) throw new Error(`no built screen for ${HOME_PATH}`);
  const firstLoadKeys = new Set([...entryGraph, ...beyondEntry(homeScreen)]);
  const chunks = [...firstLoadKeys].map((key) => ({ file: manifest[key]?.file ?? key, bytes: gzipped(manifest[key]?.file ?? '') }));
  const firstLoadBytes = sum(firstLoadKeys);
  if (firstLoadBytes > FIRST_LOAD_BUDGET) problems.push(`first load of ${HOME_PATH}: ${kb(firstLoadBytes)} > ${kb(FIRST_LOAD_BUDGET)}`);

  const built = [...screens].filter(([, screen]) => manifest[screenKey(screen)]);
  const usedBy = new Map<string, number>();
  for (const screen of new Set(built.map(([, screen]) => screen))) for (const key of beyondEntry(screen)) usedBy.set(key, (usedBy.get(key) ?? 0) + 1);
  const sharedLibrary = (key: string) => (usedBy.get(key) ?? 0) >= 2 && isLibraryOnly(manifest[key]?.file ?? '');
  const routes = built
    .filter(([path]) => path !== HOME_PATH)
    .map(([path, screen]) => {
      const keys = beyondEntry(screen);
      return { path, screen, bytes: sum(keys.filter((key) => !sharedLibrary(key))), sharedLibraryBytes: sum(keys.filter(sharedLibrary)) };
    });
  for (const route of routes) if (route.bytes > ROUTE_BUDGET) problems.push(`${route.path} (${route.screen}): ${kb(route.bytes)} > ${kb(ROUTE_BUDGET)}`);
  return { firstLoad: { bytes: firstLoadBytes, chunks }, routes, problems };
}

/** Bytes as KB with one decimal. */
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

// workbox-build writes the list in place of self.__WB_MANIFEST as JSON (fast-json-stable-stringify, so
// quoted keys in sorted order: {"revision":…,"url":…}), and a minifier leaves a string literal alone. It
// writes the list nowhere else (getManifest only returns it), so the worker itself is the one record of it.
const JSON_STRING = String.raw`"(?:[^"\\]|\\.)*"`;
const JSON_ENTRY = String.raw`\{${JSON_STRING}:(?:null|${JSON_STRING})(?:,${JSON_STRING}:(?:null|${JSON_STRING}))*\}`;
const JSON_ENTRY_LIST = new RegExp(String.raw`\[${JSON_ENTRY}(?:,${JSON_ENTRY})*\]`, 'g');

type PrecacheEntry = Record<string, unknown> & { readonly url: string };

/** The precache list the build wrote into the service worker's source: its entries and where it stands. */
export function precacheList(swSource: string): { readonly entries: PrecacheEntry[]; readonly start: number; readonly end: number } {
  if (swSource.includes('self.__WB_MANIFEST')) throw new Error('the service worker holds no precache list (self.__WB_MANIFEST was not replaced)');
  const lists = [...swSource.matchAll(JSON_ENTRY_LIST)]
    .map((match) => ({ entries: JSON.parse(match[0]) as PrecacheEntry[], start: match.index, end: match.index + match[0].length }))
    .filter(({ entries }) => entries.every((entry) => typeof entry.url === 'string' && 'revision' in entry));
  if (lists.length !== 1) throw new Error(`expected one precache list in the service worker, found ${lists.length}`);
  return lists[0]!;
}

/** The URLs of the precache list the build wrote into the service worker's source, each once. */
export function precacheUrls(swSource: string): string[] {
  // Workbox fetches a URL listed twice (the icons: by the glob and as the web manifest's icons) once.
  return [...new Set(precacheList(swSource).entries.map((entry) => entry.url.replace(/^\//, '')))];
}

export interface PrecacheReport {
  readonly files: number;
  /** What installing the worker downloads: each file's .br copy where the build has one, else the file. */
  readonly transferredBytes: number;
  /** The files as stored, uncompressed. */
  readonly rawBytes: number;
  readonly problems: readonly string[];
}

/** Measures the precache of the service worker `dist/sw.js` against `budget` (transferred bytes). */
export function measurePrecache(dist: string, budget = PRECACHE_BUDGET): PrecacheReport {
  const urls = precacheUrls(readFileSync(join(dist, 'sw.js'), 'utf8'));
  const problems: string[] = [];
  let transferredBytes = 0;
  let rawBytes = 0;
  for (const url of urls) {
    const file = join(dist, url);
    if (!existsSync(file)) {
      // The worker would fail to install: it precaches all or nothing.
      problems.push(`service worker precache lists ${url}, which is not in the build`);
      continue;
    }
    const raw = statSync(file).size;
    rawBytes += raw;
    transferredBytes += existsSync(`${file}.br`) ? statSync(`${file}.br`).size : raw;
  }
  if (transferredBytes > budget) problems.push(`service worker precache: ${mb(transferredBytes)} transferred > ${mb(budget)}`);
  return { files: urls.length, transferredBytes, rawBytes, problems };
}

/** Bytes as MB (MiB) with two decimals. */
export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;

/** Every page and alias of spec/routes.yaml with its screen. */
export function screensOfSpec(root: string): Map<string, string> {
  const spec = parse(readFileSync(join(root, 'spec/routes.yaml'), 'utf8')) as { routes: { path: string; screen?: string; aliasOf?: string }[] };
  const byPath = new Map(spec.routes.map((route) => [route.path, route]));
  const screens = new Map<string, string>();
  for (const route of spec.routes) {
    const screen = route.screen ?? (route.aliasOf ? byPath.get(route.aliasOf)?.screen : undefined);
    if (screen) screens.set(route.path, screen);
  }
  return screens;
}

function main(): void {
  const root = process.cwd();
  const dist = resolve(root, process.argv[2] ?? 'dist');
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  const sizes = new Map<string, number>();
  const gzipped = (file: string) => sizes.get(file) ?? sizes.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length).get(file) ?? 0;
  // A chunk is library code when every source its map names is under node_modules (no map: count it).
  const isLibraryOnly = (file: string) => {
    if (!existsSync(join(dist, `${file}.map`))) return false;
    const { sources } = JSON.parse(readFileSync(join(dist, `${file}.map`), 'utf8')) as { sources: string[] };
    return sources.length > 0 && sources.every((source) => source.includes('node_modules/'));
  };
  const report = measure(manifest, screensOfSpec(root), gzipped, isLibraryOnly);
  const precache = measurePrecache(dist);
  const problems = [...report.problems, ...precache.problems];

  console.log(
    `first-load JavaScript of ${HOME_PATH}: ${kb(report.firstLoad.bytes)} gzip, ${report.firstLoad.bytes} bytes (budget ${kb(FIRST_LOAD_BUDGET)}, ${FIRST_LOAD_BUDGET} bytes)`,
  );
  for (const chunk of [...report.firstLoad.chunks].sort((a, b) => b.bytes - a.bytes)) console.log(`  ${kb(chunk.bytes).padStart(9)}  ${chunk.file}`);
  console.log(`own chunks of every other route (budget ${kb(ROUTE_BUDGET)} each):`);
  for (const route of [...report.routes].sort((a, b) => b.bytes - a.bytes)) {
    console.log(`  ${kb(route.bytes).padStart(9)}  ${route.path}  (${route.screen}; shared libraries ${kb(route.sharedLibraryBytes)})`);
  }
  console.log(
    `service worker precache (${precache.files} files): ${mb(precache.transferredBytes)} transferred, ${precache.transferredBytes} bytes (budget ${mb(PRECACHE_BUDGET)}, ${PRECACHE_BUDGET} bytes); ${mb(precache.rawBytes)} raw, ${precache.rawBytes} bytes`,
  );
  if (problems.length > 0) {
    console.log(`over budget:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
    process.exitCode = 1;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) main();
