import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../codegen/helpers.ts';
import { lintMessages } from './lintText.ts';

// The project's own ESLint configuration on planted code: each rule the code-health issue asks for is on.
const rulesHit = async (code: string, path = 'src/features/cart/screens/Planted.tsx') => (await lintMessages(code, path)).map((message) => message.ruleId);
const typedRulesHit = async (code: string) => {
  // In the project (the type-checked rules need its program) but ignored by the project's own lint run,
  // which npm test runs beside this test; the code planted here type-checks, for the same reason.
  const path = join(PROJECT_ROOT, `src/lib/lint-probe-${process.pid}.planted.tsx`);
  writeFileSync(path, code);
  try {
    return ((await new ESLint({ cwd: PROJECT_ROOT, ignore: false }).lintFiles([path]))[0]?.messages ?? []).map((message) => message.ruleId);
  } finally {
    rmSync(path, { force: true });
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
    const hit = await typedRulesHit(code);
    expect(hit).toContain('@typescript-eslint/no-floating-promises');
    expect(hit).toContain('@typescript-eslint/no-misused-promises');
    expect(await typedRulesHit('export async function save(): Promise<void> {}\nexport function Planted() {\n  void save();\n  return null;\n}\n')).toEqual([]);
    // Two type-checked lint runs build the whole project's program: it grows with every screen.
  }, 240_000);
});
