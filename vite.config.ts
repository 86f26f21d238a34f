import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@/': fromRoot('./src/'),
      '@gen/': fromRoot('./generated/'),
    },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    // The entry-chunk check (tests/unit/runtime/bundle.test.ts) reads which chunk index.html loads.
    manifest: true,
  },
  // The signing worker is an ES module worker (new Worker(url, { type: 'module' })).
  worker: {
    format: 'es',
  },
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    exclude: ['tests/e2e/**', '**/node_modules/**'],
    setupFiles: ['tests/setup/fast-check.ts'],
    environment: 'node',
    testTimeout: 30_000,
    coverage: {
      provider: 'v8',
      include: ['src/**/domain/**/*.ts', 'src/lib/money.ts', 'src/lib/dates.ts', 'src/lib/recent.ts'],
      thresholds: { lines: 95 },
      reporter: ['text-summary', 'json-summary'],
    },
  },
});
