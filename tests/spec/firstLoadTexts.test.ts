import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultTexts } from '../../generated/messages.gen.ts';
import { PROJECT_ROOT } from '../codegen/helpers.ts';

// The first load carries only part of the catalogue (generated/messages.zh-CN.gen.ts): the shell and the
// home page must not use a text of another feature, which would show as its bare key until some other
// screen had loaded the rest. The first load is what the entry and the home screens reach by static
// imports (a dynamic import() starts another chunk), as scripts/bundle-size.ts counts it; a shared
// component used only by lazy screens may use feature texts.
const HOME_SCREENS = join(PROJECT_ROOT, 'src/features/home/screens');
const ENTRIES = ['src/main.tsx', ...readdirSync(HOME_SCREENS).map((name) => `src/features/home/screens/${name}`)];

function resolveSource(from: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith('@/')) base = join(PROJECT_ROOT, 'src', specifier.slice(2));
  else if (specifier.startsWith('.')) base = join(dirname(from), specifier);
  else return undefined;
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find((path) => /\.tsx?$/.test(path) && existsSync(path));
}

/** The app's source files the entry reaches through static imports and re-exports. */
function firstLoadFiles(): string[] {
  const seen = new Set<string>();
  const queue = ENTRIES.map((entry) => join(PROJECT_ROOT, entry));
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    for (const [, specifier] of text.matchAll(/^(?:import|export)\s[^;]*?\sfrom\s+'([^']+)'|^import\s+'([^']+)'/gm)) {
      const target = specifier === undefined ? undefined : resolveSource(file, specifier);
      if (target !== undefined && !target.startsWith(join(PROJECT_ROOT, 'generated'))) queue.push(target);
    }
  }
  return [...seen];
}

describe('texts of the first load', () => {
  it('the shell and the home page use only texts of the first-load part', () => {
    const firstLoadKeys = new Set(Object.keys(defaultTexts));
    const firstLoadGroups = new Set([...firstLoadKeys].map((key) => key.split('.')[0]));
    const outside: string[] = [];
    let seen = 0;
    const files = firstLoadFiles();
    expect(files.map((file) => relative(PROJECT_ROOT, file))).toEqual(
      expect.arrayContaining(['src/app/router.tsx', 'src/features/home/screens/HomeV2.tsx', 'src/components/Header/Header.tsx']),
    );
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      // t('group.key'), t(`group.${x}`) and labels handed to t later ('group.key' as MessageKey).
      for (const match of text.matchAll(/\bt\(\s*(['`])([A-Za-z]+)\.([^'`]*)\1?/g)) {
        seen += 1;
        const [, quote, group, rest] = match;
        const complete = quote === "'" && rest !== undefined;
        if (!firstLoadGroups.has(group ?? '') || (complete && !firstLoadKeys.has(`${group}.${rest}`)))
          outside.push(`${relative(PROJECT_ROOT, file)}: ${group}.${rest}`);
      }
    }
    expect(seen).toBeGreaterThan(30);
    expect(outside).toEqual([]);
  });
});
