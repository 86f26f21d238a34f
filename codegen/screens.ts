import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { SpecError, type SpecProblem } from './errors.ts';
import type { RawSpec } from './load.ts';
import type { SpecModel } from './model.ts';

/** Where the module of a screen `feature/Name` lives, relative to the project root. */
export const screenModulePath = (screen: string): string => `src/features/${screen.replace('/', '/screens/')}.tsx`;

/**
 * Refuses a page route whose screen module does not exist: the route table loads screens through Vite's
 * `import.meta.glob`, which would let a declared route answer 404 without a word. Each problem names the
 * route's `screen` key and the file that is missing.
 */
export function checkScreenModules(raw: Pick<RawSpec, 'root' | 'routes'>, model: Pick<SpecModel, 'routes'>): void {
  const entries = ((raw.routes.data as { routes?: unknown[] } | undefined)?.routes ?? []) as { path?: unknown }[];
  const problems: SpecProblem[] = [];
  for (const route of model.routes) {
    if (route.kind !== 'page') continue;
    const file = screenModulePath(route.screen);
    if (existsSync(join(raw.root, file))) continue;
    const index = entries.findIndex((entry) => entry.path === route.path);
    const path = ['routes', index, 'screen'];
    problems.push({ file: raw.routes.file, path, line: raw.routes.lineOf(path), reason: `the screen module ${file} of ${route.path} does not exist` });
  }
  if (problems.length > 0) throw new SpecError(problems);
}
