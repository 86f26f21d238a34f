import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultTexts } from '../../generated/messages.gen.ts';
import { PROJECT_ROOT } from '../codegen/helpers.ts';

// The first load carries only part of the catalogue (generated/messages.zh-CN.gen.ts): the shell and the
// home page must not use a text of another feature, which would show as its bare key until some other
// screen had loaded the rest.
const FIRST_LOAD_DIRS = ['src/app', 'src/components', 'src/lib', 'src/features/home'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('texts of the first load', () => {
  it('the shell and the home page use only texts of the first-load part', () => {
    const firstLoadKeys = new Set(Object.keys(defaultTexts));
    const firstLoadGroups = new Set([...firstLoadKeys].map((key) => key.split('.')[0]));
    const outside: string[] = [];
    let seen = 0;
    for (const file of FIRST_LOAD_DIRS.flatMap((dir) => sourceFiles(join(PROJECT_ROOT, dir)))) {
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
