import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { retireAssets } from './scripts/retireAssets.ts';
import { defineConfig } from 'vitest/config';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The shared domain is pure (its own tsconfig and lint rules see to it), so Rollup may drop any of its
 * modules a chunk does not use: a screen importing one rule through the '@/domain' index then carries
 * that rule's module, not the whole folder (the home page would otherwise load every cart and draft rule).
 * The index files of the screen kit are only re-exports: a screen taking `FormError` from
 * '@/components/Form' then carries that module, not the form kit and react-hook-form beside it.
 */
const sideEffectFreeDomain: Plugin = {
  name: 'side-effect-free-domain',
  transform(code, id) {
    const pure = id.includes('/src/domain/') || /\/src\/components\/[^/]+\/index\.ts$/.test(id);
    return pure ? { code, map: null, moduleSideEffects: false } : undefined;
  },
};

/**
 * Brotli and gzip copies of every text file of the build, made once at build time at the best ratio, so
 * the gateway (or a CDN) sends them by Accept-Encoding without compressing per request. Tiny files and
 * source maps are left as they are.
 */
const precompress: Plugin = {
  name: 'precompress',
  apply: 'build',
  writeBundle(options, bundle) {
    const dir = options.dir ?? 'dist';
    for (const file of Object.keys(bundle)) {
      if (!/\.(js|mjs|css|html|svg|json)$/.test(file)) continue;
      const path = join(dir, file);
      const data = readFileSync(path);
      if (data.length < 1024) continue;
      writeFileSync(
        `${path}.br`,
        brotliCompressSync(data, { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: data.length } }),
      );
      writeFileSync(`${path}.gz`, gzipSync(data, { level: zlib.Z_BEST_COMPRESSION }));
    }
  },
};

/**
 * Hints at the top of index.html for what the first signed request waits on besides the entry chunk,
 * so the browser fetches them in parallel with it instead of one after another: the runtime config
 * (the signing key; fetched by the app with the same mode, so the preload is what it reads) and the
 * signing worker with jsrsasign (its file name is known only once the bundle is written).
 */
const criticalPathHints: Plugin = {
  name: 'critical-path-hints',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(_html, context) {
      const worker = Object.keys(context.bundle ?? {}).find((file) => /(^|\/)sign\.worker-[\w-]+\.js$/.test(file));
      if (worker === undefined) throw new Error('critical-path-hints: the signing worker is not in the bundle');
      return [
        { tag: 'link', attrs: { rel: 'preload', href: '/app-config.json', as: 'fetch', crossorigin: 'anonymous' }, injectTo: 'head-prepend' },
        { tag: 'link', attrs: { rel: 'modulepreload', href: `/${worker}`, as: 'worker', fetchpriority: 'low' }, injectTo: 'head-prepend' },
      ];
    },
  },
};

/**
 * A build writes over dist/ and keeps the assets of the builds before it for a day (scripts/retireAssets.ts):
 * a buyer's page loaded before a deployment still loads the chunks it asks for afterwards.
 */
function retireEarlierAssets(): Plugin {
  let startedAt = Date.now();
  return {
    name: 'retire-earlier-assets',
    apply: 'build',
    buildStart() {
      // A second's margin below the start: some filesystems keep modification times to the second.
      startedAt = Date.now() - 1000;
    },
    writeBundle(options) {
      retireAssets(options.dir ?? 'dist', startedAt);
    },
  };
}

/**
 * The service worker (src/lib/offline/sw.ts) precaches this build's files: the shell, every route's chunks
 * and texts, the icons. dist/ also holds the files of earlier builds for a while (retireEarlierAssets), so
 * the list is cut down to what this build wrote. The manifest makes the app installable; inside the native
 * app's webview its own shell stays in charge (the manifest is only read by a browser offering to install).
 */
function serviceWorker(): Plugin[] {
  const written = new Set<string>();
  const collect: Plugin = {
    name: 'collect-build-files',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const file of Object.keys(bundle)) written.add(file);
    },
  };
  return [
    collect,
    ...VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/lib/offline',
      filename: 'sw.ts',
      // The page registers it itself (src/lib/offline/register.ts), off the first load.
      injectRegister: false,
      manifest: {
        name: '建材商城',
        short_name: '建材商城',
        description: '买混凝土、钢筋和建材，跟踪配送与运单',
        lang: 'zh-CN',
        start_url: '/v2',
        scope: '/',
        display: 'standalone',
        theme_color: '#ce200e',
        background_color: '#ffffff',
        icons: [
          { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png' },
          { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png' },
          { src: '/maskable-icon-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      injectManifest: {
        // The manifest's icons are added by the plugin itself.
        globPatterns: ['index.html', 'assets/*.{js,css}', 'favicon.svg', 'apple-touch-icon.png'],
        // The signing worker's jsrsasign is the largest file; the default limit is 2 MiB.
        maximumFileSizeToCacheInBytes: 1024 * 1024,
        manifestTransforms: [
          (entries) => ({
            manifest: entries.filter((entry) => !entry.url.startsWith('assets/') || written.has(entry.url)),
            warnings: [],
          }),
        ],
      },
    }),
  ];
}

export default defineConfig(({ command }) => ({
  plugins: [react(), sideEffectFreeDomain, criticalPathHints, precompress, retireEarlierAssets(), ...serviceWorker()],
  resolve: {
    alias: [
      { find: '@/', replacement: fromRoot('./src/') },
      { find: '@gen/', replacement: fromRoot('./generated/') },
      // The ES build for the index too (its "module" field, as the browser build uses): the shell imports
      // a few components by their deep ES paths, and under vitest the bare name would otherwise load the
      // CommonJS copy — a second antd-mobile whose Toast never sees the renderer set up in src/app/antd.ts.
      { find: /^antd-mobile$/, replacement: 'antd-mobile/es/index.js' },
      // rc-util's render (legacy ReactDOM.render with a createRoot fallback, and Babel's async runtime) is
      // imported by antd-mobile for a default renderer the app replaces at start-up: the app's createRoot
      // render stands in for it (src/app/antdRender.ts), so it is not in the first load.
      { find: /^rc-util\/lib\/React\/render$/, replacement: fromRoot('./src/app/antdRender.ts') },
      // React Router 7 names its development build under every export condition (remix-run/react-router
      // #12532, #14102): a build takes the production build it ships beside it (no dev-only checks and
      // warnings; 0.6 KB gzip less in the first load). Dev and tests keep the development build.
      ...(command === 'build'
        ? [
            { find: /^react-router$/, replacement: fromRoot('./node_modules/react-router/dist/production/index.mjs') },
            { find: /^react-router\/dom$/, replacement: fromRoot('./node_modules/react-router/dist/production/dom-export.mjs') },
          ]
        : []),
    ],
  },
  build: {
    target: 'es2022',
    // The browsers of an es2022 build (the Android webview, Safari 16.4+) preload modules themselves, or load
    // them a moment later without the hint: the polyfill's bytes on the first load buy nothing.
    modulePreload: {
      polyfill: false,
      // Building-site mode's modules load after the first screen (or, the waiting-writes queue, at an offline
      // tap, from the service worker's cache), where one more round trip costs nothing: the chunks that load
      // them do not carry the names of their chunks to preload beside them.
      resolveDependencies: (file, deps) => (/(?:^|\/)(?:offlineMode|persist|queue)-[\w-]+\.js$/.test(file) ? [] : deps),
    },
    sourcemap: true,
    // Over the build before, not in place of it (retireEarlierAssets): pages loaded from it keep working.
    emptyOutDir: false,
    // The entry-chunk check (tests/unit/runtime/bundle.test.ts) reads which chunk index.html loads.
    manifest: true,
    rollupOptions: {
      output: {
        // DOMPurify in a chunk of its own, shared by the screens that show server HTML (the budget in
        // scripts/bundle-size.ts counts a shared library chunk once, not against each route). The app has no
        // zod: its forms check with the generated expressions of generated/formats.gen.ts. react-hook-form
        // likewise, shared by every form's route through the form kit, and big.js.
        // Only the library itself: its dependencies (React) stay where the automatic chunking puts them.
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            // The query cache as the first load carries it: the app's cache and key helper, TanStack Query's client,
            // observers and providers, and the JSX runtime, in one chunk. Without this the bundler splits
            // modules the offline store (loaded later) shares with it into chunks of their own, each a cost
            // on the first load.
            {
              name: 'query',
              test: /(?:\/src\/lib\/query\.ts|\/generated\/queries\.gen\.ts|\/node_modules\/react\/(?:jsx-runtime|cjs\/react-jsx-runtime\.production)\.js|\/node_modules\/@tanstack\/react-query\/build\/modern\/(?:IsRestoringProvider|QueryClientProvider|QueryErrorResetBoundary|errorBoundaryUtils|suspense|useBaseQuery|useInfiniteQuery)\.js|\/node_modules\/@tanstack\/query-core\/build\/modern\/(?:subscribable|focusManager|timeoutManager|utils|environmentManager|infiniteQueryBehavior|notifyManager|removable|onlineManager|retryer|query|queryObserver|infiniteQueryObserver|mutation|mutationCache|queryCache|queryClient)\.js)$/,
            },
            { name: 'dompurify', test: /\/node_modules\/dompurify\// },
            { name: 'react-hook-form', test: /\/node_modules\/react-hook-form\// },
            // TanStack Query's mutation observer beside the mutation helper: library code of its own for every page that writes.
            { name: 'tanstack-mutation', test: /\/node_modules\/@tanstack\/(?:query-core|react-query)\/build\/modern\/(?:mutationObserver|useMutation)\.js$/ },
            // The mutation helper with its keys and the list of writes waiting for the network: one chunk for every
            // page that writes, not three (each chunk costs its own imports and header on every such page).
            { name: 'write', test: /\/src\/lib\/(?:write|idempotency|offline\/waiting)\.ts$/ },
            // The cart's rules (lines, selection, the buyer cart's money) in one chunk for the cart, the goods page and
            // the checkout, rather than a small chunk each.
            { name: 'cart-rules', test: /\/src\/domain\/(?:buyerCart|cartLines|cartSelection)\.ts$/ },
            // The delivery date and time-slot rules, together for the checkout and the order screens that plan a take.
            { name: 'delivery-rules', test: /\/src\/domain\/(?:takeDates|timeSlots)\.ts$/ },
            // antd-mobile's text box beside the form kit's paragraph field: library code of its own for every form with one.
            { name: 'text-area', test: /\/node_modules\/(?:antd-mobile\/es\/components\/text-area|runes2)\// },
            // The decimal library beside the money rules that use it: a chunk of library code for every page that computes money.
            { name: 'big', test: /\/node_modules\/big\.js\// },
          ],
        },
      },
    },
  },
  // npm run dev (gateway/dev.ts): the local gateway answers the calls, the runtime config, the
  // development SMS inbox, the simulated payment provider and weixin authorisation; GATEWAY_PORT is
  // set by gateway/dev.ts.
  server: {
    proxy: Object.fromEntries(
      ['/gw', '/app-config.json', '/__dev', '/__provider', '/__weixin'].map((prefix) => [prefix, `http://127.0.0.1:${process.env.GATEWAY_PORT ?? '8080'}`]),
    ),
  },
  // The signing worker is an ES module worker (new Worker(url, { type: 'module' })).
  worker: {
    format: 'es',
  },
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    exclude: ['tests/e2e/**', '**/node_modules/**'],
    setupFiles: ['tests/setup/fast-check.ts', 'tests/setup/messages.ts', 'tests/setup/react.ts', 'tests/setup/isolation.ts'],
    environment: 'node',
    // One worker on the 2-core machine (Vitest's default there): two workers ran screen tests so close to
    // the gateway tests that React work queued at the end of a screen file ran after happy-dom was torn
    // down ("window is not defined"), failing the run.
    maxWorkers: 1,
    // The property-based form tests render a screen per generated input: 10–15 s each beside the browser
    // tests of npm test (13 s the slowest), too close to 30 s on a slower or busier machine.
    testTimeout: 60_000,
    // Starting a test gateway (migrate and seed a fresh PGlite) in a beforeAll takes seconds, more than the
    // default 10 s on a loaded machine.
    hookTimeout: 60_000,
    coverage: {
      provider: 'v8',
      include: ['src/domain/**/*.ts'],
      thresholds: { lines: 95 },
      reporter: ['text-summary', 'json-summary'],
    },
  },
}));
