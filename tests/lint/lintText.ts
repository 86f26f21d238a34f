import { join } from 'node:path';
import { ESLint } from 'eslint';
import { PROJECT_ROOT } from '../codegen/helpers.ts';

/**
 * The project's ESLint configuration for linting planted text under a made-up path. The type-checked
 * rules need the file on disk for their type information, so they are off here (tests/lint/plugins.test.ts
 * checks them on a real planted file).
 */
const eslint = new ESLint({
  cwd: PROJECT_ROOT,
  overrideConfig: {
    languageOptions: { parserOptions: { projectService: false } },
    rules: { '@typescript-eslint/no-floating-promises': 'off', '@typescript-eslint/no-misused-promises': 'off' },
  },
});

/** The messages ESLint reports for `code` as if it were the file at `path` (relative to the project). */
export async function lintMessages(code: string, path: string) {
  return (await eslint.lintText(code, { filePath: join(PROJECT_ROOT, path) }))[0]?.messages ?? [];
}
