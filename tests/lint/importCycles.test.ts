import { join } from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import { noImportCycles } from '../../scripts/eslint/importCycles.js';
import { PROJECT_ROOT } from '../codegen/helpers.ts';

RuleTester.describe = describe;
RuleTester.it = it;

// src/domain/quantity.ts imports ./money at run time, so money importing quantity back closes a cycle.
const money = join(PROJECT_ROOT, 'src/domain/money.ts');
const cart = join(PROJECT_ROOT, 'src/features/cart/screens/Cart.tsx');

new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module', parserOptions: { ecmaFeatures: { jsx: true } } },
}).run('no-import-cycles', noImportCycles, {
  valid: [
    { filename: money, code: "import Big from 'big.js';" },
    // Type-only imports and lazy chunks do not run the other module first.
    { filename: money, code: "import type { UnitSteps } from './quantity';" },
    { filename: money, code: "const later = () => import('./quantity');" },
    { filename: cart, code: "import { sumMoney } from '@/domain';" },
  ],
  invalid: [
    { filename: money, code: "import { snapQuantity } from './quantity';", errors: [{ messageId: 'cycle' }] },
    { filename: money, code: "export { snapQuantity } from './quantity';", errors: [{ messageId: 'cycle' }] },
    // Through the index: domain/index.ts re-exports money.ts.
    { filename: money, code: "import { unitBounds } from './index';", errors: [{ messageId: 'cycle' }] },
  ],
});
