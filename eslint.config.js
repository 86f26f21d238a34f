// @ts-check
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import boundaries from './scripts/eslint/boundaries.js';

/** What a pure domain module must not reach: UI, state containers, the network, storage, the DOM. */
const DOMAIN_FORBIDDEN_IMPORTS = [
  { group: ['react', 'react-dom', 'react-dom/*', '@/lib/router', 'antd-mobile', 'antd-mobile/*'], message: 'domain/ modules are pure: no React or UI.' },
  { group: ['valtio', 'valtio/*'], message: 'domain/ modules are pure: state lives in the feature store.' },
  { group: ['openapi-fetch', 'node:*', 'fs', 'http', 'https', '@gen/client.gen', '**/api', '**/store'], message: 'domain/ modules do no I/O.' },
];
/**
 * The shell and the home page are the first load (scripts/bundle-size.ts checks its budget). The
 * 'antd-mobile' index names every component — Dialog, ImageViewer and their animation libraries
 * included — and importing it from there puts them in reach of the first load.
 */
const ANTD_INDEX = {
  name: 'antd-mobile',
  message:
    'In the app shell, the home page and the goods detail import antd-mobile components by their ES path (antd-mobile/es/components/<name>): the index drags every component into the first load.',
};
/** The shared domain imports itself (relative paths), the generated constants and pure packages only. */
const DOMAIN_OUTSIDE = {
  group: ['@/*', '../*', '@gen/*', '!@gen/constants.gen', '**/generated/*'],
  message: 'src/domain is shared by the app and the gateway: import only its own modules, @gen/constants.gen and pure packages.',
};
/** Everything else reaches the shared domain through its index, never one of its modules. */
const DOMAIN_INDEX_ONLY = { group: ['@/domain/*', '**/domain/*'], message: "Import the shared domain through its index: '@/domain'." };
const GENERATED_DIRECT = { group: ['@gen/*', '**/generated/*'], message: 'Import generated code through src/lib or the feature api.ts.' };
const DOMAIN_FORBIDDEN_GLOBALS = ['fetch', 'XMLHttpRequest', 'localStorage', 'sessionStorage', 'document', 'window', 'navigator', 'location'].map((name) => ({
  name,
  message: 'domain/ modules are pure: pass data in, return data out.',
}));

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'coverage/**',
      'generated/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      '.data/**',
      '.tmp/**',
      'tests/codegen/fixtures/**',
      // Planted for a moment by tests/lint/plugins.test.ts (which lints it with ignores off): a lint of
      // the whole project running beside that test must not see it.
      'src/**/*.planted.tsx',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2022, sourceType: 'module' },
    plugins: { local: boundaries },
    rules: {
      'local/feature-boundaries': 'error',
      'local/no-import-cycles': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // The gateway, tests and scripts too; the blocks below repeat it, as a later block replaces the options.
      'no-restricted-imports': ['error', { patterns: [DOMAIN_INDEX_ONLY] }],
    },
  },
  {
    // Type-checked rules for the app and the gateway: a promise nobody awaits loses its error (an
    // unhandled rejection instead of an error state), and a promise handed to a void callback (onClick,
    // setTimeout) runs unguarded. `void promise` marks a fire-and-forget call that handles its own errors.
    files: ['src/**/*.{ts,tsx}', 'gateway/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    // The rules of hooks, and effects that list what they use (a missing dependency is a stale screen).
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error', ...jsxA11y.flatConfigs.recommended.rules },
  },
  {
    // Links to routes come from the route table (href, localHref, loginHref in src/lib/href.ts), never strings.
    // A feature's route loaders are keyed by route path, which their type checks against the route table.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/href.ts', 'src/features/*/queries.ts', 'src/features/*/*Queries.ts'],
    rules: { 'local/no-route-literals': 'error' },
  },
  {
    // generated/ is reached through src/lib and the features' api.ts files only.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/**', 'src/features/*/api.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [GENERATED_DIRECT, DOMAIN_INDEX_ONLY] }],
    },
  },
  {
    files: ['src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { paths: [ANTD_INDEX], patterns: [DOMAIN_INDEX_ONLY] }],
    },
  },
  {
    // After the generated/ block: a later block replaces a rule's options, so this one lists both.
    // The goods detail too: the page a shared link lands on, whose first paint must not wait for the
    // dialog and image-viewer code the index would bring.
    files: ['src/app/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}', 'src/features/home/**/*.{ts,tsx}', 'src/features/goods/components/GoodsDetailScreen.tsx'],
    ignores: ['src/features/*/api.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [ANTD_INDEX], patterns: [GENERATED_DIRECT, DOMAIN_INDEX_ONLY] }],
    },
  },
  {
    // After the blocks above: a later block replaces a rule's options. The shared domain is compiled for
    // the gateway too, so it reaches nothing of the app (src/lib, features, components) and of generated/
    // only the constants.
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [DOMAIN_OUTSIDE, ...DOMAIN_FORBIDDEN_IMPORTS] }],
      'no-restricted-globals': ['error', ...DOMAIN_FORBIDDEN_GLOBALS],
    },
  },
);
