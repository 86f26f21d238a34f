import { join } from 'node:path';
import { RuleTester } from 'eslint';
import { describe, expect, it } from 'vitest';
import { featureBoundaries } from '../../scripts/eslint/boundaries.js';
import { PROJECT_ROOT } from '../codegen/helpers.ts';
import { lintMessages } from './lintText.ts';

RuleTester.describe = describe;
RuleTester.it = it;

const file = (path: string) => join(PROJECT_ROOT, path);

new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } }).run('feature-boundaries', featureBoundaries, {
  valid: [
    { filename: file('src/features/cart/screens/Cart.tsx'), code: "import { cartTotal } from '../domain/cart';" },
    { filename: file('src/features/cart/store.ts'), code: "import { addons } from '@/features/addons';" },
    { filename: file('src/features/cart/store.ts'), code: "import { addons } from '@/features/addons/index.ts';" },
    { filename: file('src/features/cart/store.ts'), code: "import { money } from '@/lib/money';" },
    { filename: file('src/app/router.tsx'), code: "import x from 'react';" },
    { filename: file('tests/unit/domain/cart.test.ts'), code: "import { cartTotal } from '@/features/cart/domain/cart';" },
  ],
  invalid: [
    { filename: file('src/features/cart/store.ts'), code: "import { rules } from '@/features/addons/domain/addons';", errors: [{ messageId: 'internal' }] },
    { filename: file('src/features/cart/store.ts'), code: "import { rules } from '../addons/domain/addons';", errors: [{ messageId: 'internal' }] },
    { filename: file('src/features/order/api.ts'), code: "export * from '../cart/store';", errors: [{ messageId: 'internal' }] },
    { filename: file('src/app/router.tsx'), code: "const m = import('@/features/goods/screens/GoodsDetail');", errors: [{ messageId: 'internal' }] },
  ],
});

describe('lint configuration', () => {
  const lint = async (path: string, code: string) => (await lintMessages(code, path)).map((message) => message.message);

  it('domain/ modules may not import React, valtio or I/O', async () => {
    expect(await lint('src/domain/x.ts', "import { useState } from 'react';\nexport const a = useState;\n")).toEqual([
      expect.stringContaining('domain/ modules are pure: no React'),
    ]);
    expect(await lint('src/domain/x.ts', "import { proxy } from 'valtio';\nexport const a = proxy;\n")).toEqual([
      expect.stringContaining('state lives in the feature store'),
    ]);
    expect(await lint('src/domain/x.ts', "import { readFileSync } from 'node:fs';\nexport const a = readFileSync;\n")).toEqual([
      expect.stringContaining('do no I/O'),
    ]);
  });

  it('domain/ modules may not use fetch or storage', async () => {
    expect(await lint('src/domain/x.ts', "export const load = () => fetch('/x');\n")).toEqual([expect.stringContaining('pass data in, return data out')]);
    expect(await lint('src/domain/x.ts', "export const load = () => localStorage.getItem('x');\n")).toEqual([
      expect.stringContaining('pass data in, return data out'),
    ]);
  });

  it('screens reach generated code only through src/lib or the feature api.ts', async () => {
    expect(await lint('src/features/cart/screens/Cart.tsx', "import { routes } from '@gen/routes.gen';\nexport const a = routes;\n")).toEqual([
      expect.stringContaining('through src/lib'),
    ]);
    expect(await lint('src/features/cart/api.ts', "import { createApi } from '@gen/client.gen';\nexport const a = createApi;\n")).toEqual([]);
  });

  it('the shared domain imports nothing of the app and only the constants of generated/', async () => {
    expect(await lint('src/domain/x.ts', "import { formatX } from '@/lib/format';\nexport const a = formatX;\n")).toEqual([
      expect.stringContaining('shared by the app and the gateway'),
    ]);
    expect(await lint('src/domain/x.ts', "import { routes } from '@gen/routes.gen';\nexport const a = routes;\n")).toEqual([
      expect.stringContaining('shared by the app and the gateway'),
    ]);
    expect(
      await lint('src/domain/x.ts', "import { app } from '@gen/constants.gen';\nimport { sumMoney } from './money';\nexport const a = [app, sumMoney];\n"),
    ).toEqual([]);
  });

  it('everything else imports the shared domain through its index', async () => {
    for (const path of ['src/features/cart/store.ts', 'src/lib/query.ts', 'gateway/pricing/order.ts', 'tests/unit/domain/x.test.ts']) {
      expect(await lint(path, "import { sumMoney } from '@/domain/money';\nexport const a = sumMoney;\n")).toEqual([
        expect.stringContaining("through its index: '@/domain'"),
      ]);
      expect(await lint(path, "import { sumMoney } from '@/domain';\nexport const a = sumMoney;\n")).toEqual([]);
    }
  });
});
