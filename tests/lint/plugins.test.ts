import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../codegen/helpers.ts';
import { lintMessages } from './lintText.ts';

// The project's own ESLint configuration on planted code: each rule the code-health issue asks for is on.
const rulesHit = async (code: string, path = 'src/features/cart/screens/Planted.tsx') => (await lintMessages(code, path)).map((message) => message.ruleId);
/**
 * The type-checked rules hit in each planted file, linted together (one program for all of them). The files
 * go to src/.lint-probe: under src/, where those rules apply, with a tsconfig.json of its own holding only
 * them (building the whole project's program twice took two minutes of CPU on a loaded machine), and ignored
 * by the project's own lint run, which npm test runs beside this test.
 */
const typedRulesHit = async (codes: readonly string[]) => {
  const paths = codes.map((_, index) => join(PROJECT_ROOT, `src/.lint-probe/probe-${process.pid}-${index}.planted.tsx`));
  codes.forEach((code, index) => writeFileSync(paths[index]!, code));
  try {
    const results = await new ESLint({ cwd: PROJECT_ROOT, ignore: false }).lintFiles(paths);
    return paths.map((path) => (results.find((result) => result.filePath === path)?.messages ?? []).map((message) => message.ruleId));
  } finally {
    for (const path of paths) rmSync(path, { force: true });
  }
};

describe('code-health rules of eslint.config.js', () => {
  it('a hook called conditionally is an error (react-hooks/rules-of-hooks)', async () => {
    const code = "import { useState } from 'react';\nexport function Planted({ on }: { on: boolean }) {\n  if (on) useState(0);\n  return null;\n}\n";
    expect(await rulesHit(code)).toContain('react-hooks/rules-of-hooks');
  });

  it('an effect missing what it uses is an error (react-hooks/exhaustive-deps)', async () => {
    const code =
      "import { useEffect } from 'react';\nexport function Planted({ id }: { id: string }) {\n  useEffect(() => {\n    console.info(id);\n  }, []);\n  return null;\n}\n";
    expect(await rulesHit(code)).toContain('react-hooks/exhaustive-deps');
  });

  it('an image without alt text and a click on a bare div are errors (jsx-a11y)', async () => {
    const code = 'export function Planted({ go }: { go: () => void }) {\n  return (\n    <div onClick={go}>\n      <img src="a.png" />\n    </div>\n  );\n}\n';
    const hit = await rulesHit(code);
    expect(hit).toContain('jsx-a11y/alt-text');
    expect(hit).toContain('jsx-a11y/click-events-have-key-events');
  });

  it('a route written as a string is an error (local/no-route-literals)', async () => {
    expect(await rulesHit("export const to = '/cart/cart';\n", 'src/features/cart/planted.ts')).toContain('local/no-route-literals');
  });

  it('a promise nobody handles and a promise given to a void callback are errors (type-checked rules)', async () => {
    const code =
      'export async function save(): Promise<void> {}\nexport function Planted() {\n  save();\n  return <button type="button" onClick={save}>x</button>;\n}\n';
    const [hit, fine] = await typedRulesHit([
      code,
      'export async function save(): Promise<void> {}\nexport function Planted() {\n  void save();\n  return null;\n}\n',
    ]);
    expect(hit).toContain('@typescript-eslint/no-floating-promises');
    expect(hit).toContain('@typescript-eslint/no-misused-promises');
    expect(fine).toEqual([]);
  }, 120_000);
});
