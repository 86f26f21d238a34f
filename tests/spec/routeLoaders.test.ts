// Every screen route that shows server data starts its reads in its route loader (the feature's
// queries.ts), so they run beside the download of the screen's code instead of after it has rendered.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadFeatureLoaders, loadFeatureRoutes, routeStubs } from '../../generated/routes.gen.ts';

const ROOT = resolve(import.meta.dirname, '../..');
/** A read of server data in a component: the query cache's hooks. */
const READS = /\buse(Query|Queries|SuspenseQuery|PagedList|InfiniteQuery)\s*[(<]/;

/** The source of a module and of every module of its own feature it imports, transitively. */
function featureSources(file: string, feature: string, seen = new Set<string>()): string[] {
  if (seen.has(file) || !existsSync(file)) return [];
  seen.add(file);
  const text = readFileSync(file, 'utf8');
  const featureRoot = join(ROOT, 'src/features', feature);
  const imported = [...text.matchAll(/from '(\.{1,2}\/[^']+)'/g)].flatMap(([, spec]) => {
    const base = resolve(dirname(file), spec as string);
    return [`${base}.tsx`, `${base}.ts`, join(base, 'index.ts')].filter((candidate) => candidate.startsWith(featureRoot) && existsSync(candidate));
  });
  return [text, ...imported.flatMap((next) => featureSources(next, feature, seen))];
}

const features = [...new Set(routeStubs.flatMap((stub) => (stub.kind === 'redirect' ? [] : [stub.feature])))];
const routes = (await Promise.all(features.map(loadFeatureRoutes))).flat();

describe('route loaders', () => {
  it('every screen route that reads server data has a loader in its feature', async () => {
    const missing: string[] = [];
    for (const route of routes) {
      const [feature = '', name = ''] = route.screen.split('/');
      const sources = featureSources(join(ROOT, 'src/features', feature, 'screens', `${name}.tsx`), feature);
      if (!sources.some((source) => READS.test(source))) continue;
      const loaders = await loadFeatureLoaders(feature);
      if (!loaders?.[route.path] && !(route.aliasOf && loaders?.[route.aliasOf])) missing.push(`${route.path} (${route.screen})`);
    }
    expect(missing, 'routes whose screen reads server data without a route loader').toEqual([]);
  });

  it('a loader belongs to a route of its own feature', async () => {
    for (const feature of features) {
      const own = new Set(routes.filter((route) => route.screen.startsWith(`${feature}/`)).map((route) => route.path));
      for (const path of Object.keys((await loadFeatureLoaders(feature)) ?? {})) expect(own.has(path), `${feature}: ${path}`).toBe(true);
    }
  });
});
