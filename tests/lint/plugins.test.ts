import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../codegen/helpers.ts';

// The project's own ESLint configuration on planted code: each rule the code-health issue asks for is on.
const eslint = new ESLint({ cwd: PROJECT_ROOT });
const rulesHit = async (code: string, path = 'src/features/cart/screens/Planted.tsx') =>
  ((await eslint.lintText(code, { filePath: join(PROJECT_ROOT, path) }))[0]?.messages ?? []).map((message) => message.ruleId);

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
});
