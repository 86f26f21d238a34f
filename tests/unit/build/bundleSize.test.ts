import { describe, expect, it } from 'vitest';
import { FIRST_LOAD_BUDGET, type Manifest, measure, ROUTE_BUDGET, staticClosure } from '../../../scripts/bundle-size.ts';

// A small build: the entry imports the runtime; /v2's screen imports a home chunk; two routes share a
// library chunk (motion) and one of them also has an app chunk shared with a third route (ui).
const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_runtime.js'] },
  '_runtime.js': { file: 'assets/runtime.js' },
  'src/features/home/screens/HomeV2.tsx': { file: 'assets/HomeV2.js', imports: ['_home.js', '_runtime.js'] },
  '_home.js': { file: 'assets/home.js' },
  'src/features/goods/screens/GoodsDetail.tsx': { file: 'assets/GoodsDetail.js', imports: ['_motion.js', '_ui.js'] },
  'src/features/cart/screens/Cart.tsx': { file: 'assets/Cart.js', imports: ['_motion.js', '_ui.js'] },
  'src/features/pay/screens/Pay.tsx': { file: 'assets/Pay.js' },
  '_motion.js': { file: 'assets/motion.js' },
  '_ui.js': { file: 'assets/ui.js' },
};
const screens = new Map([
  ['/v2', 'home/HomeV2'],
  ['/shoppingDetail', 'goods/GoodsDetail'],
  ['/cart/cart', 'cart/Cart'],
  ['/pay', 'pay/Pay'],
  ['/unbuilt', 'goods/Unbuilt'],
]);
const KB = 1024;

function sizes(bytes: Record<string, number>) {
  return (file: string) => bytes[file] ?? 0;
}
const libraryOnly = (file: string) => file === 'assets/motion.js';

describe('build-size budget (scripts/bundle-size.ts)', () => {
  it('follows static imports only, each chunk once', () => {
    expect([...staticClosure(manifest, 'src/features/goods/screens/GoodsDetail.tsx')].sort()).toEqual([
      '_motion.js',
      '_ui.js',
      'src/features/goods/screens/GoodsDetail.tsx',
    ]);
  });

  it('counts the entry graph and the /v2 screen chunks as the first load; other routes count their own chunks, shared library chunks apart', () => {
    const report = measure(
      manifest,
      screens,
      sizes({
        'assets/index.js': 60 * KB,
        'assets/runtime.js': 10 * KB,
        'assets/HomeV2.js': 2 * KB,
        'assets/home.js': 3 * KB,
        'assets/GoodsDetail.js': 8 * KB,
        'assets/Cart.js': 4 * KB,
        'assets/motion.js': 30 * KB,
        'assets/ui.js': 5 * KB,
        'assets/Pay.js': 1 * KB,
      }),
      libraryOnly,
    );
    expect(report.firstLoad.bytes).toBe(75 * KB);
    expect(report.firstLoad.chunks.map((chunk) => chunk.file).sort()).toEqual(['assets/HomeV2.js', 'assets/home.js', 'assets/index.js', 'assets/runtime.js']);
    // The shared app chunk (ui) counts for each route using it; the shared library chunk (motion) does not.
    expect(report.routes).toEqual([
      { path: '/shoppingDetail', screen: 'goods/GoodsDetail', bytes: 13 * KB, sharedLibraryBytes: 30 * KB },
      { path: '/cart/cart', screen: 'cart/Cart', bytes: 9 * KB, sharedLibraryBytes: 30 * KB },
      { path: '/pay', screen: 'pay/Pay', bytes: 1 * KB, sharedLibraryBytes: 0 },
    ]);
    expect(report.problems).toEqual([]);
  });

  it('names what is over budget: the first load, and any route whose own chunks pass 25 KB', () => {
    const report = measure(
      manifest,
      screens,
      sizes({
        'assets/index.js': FIRST_LOAD_BUDGET,
        'assets/HomeV2.js': 1,
        'assets/GoodsDetail.js': ROUTE_BUDGET,
        'assets/ui.js': 1,
        'assets/motion.js': 100 * KB,
      }),
      libraryOnly,
    );
    expect(report.problems).toEqual(['first load of /v2: 150.0 KB > 150.0 KB', '/shoppingDetail (goods/GoodsDetail): 25.0 KB > 25.0 KB']);
  });

  it('a library chunk used by one route only is that route’s own', () => {
    const single: Manifest = { ...manifest, 'src/features/cart/screens/Cart.tsx': { file: 'assets/Cart.js' } };
    const report = measure(single, screens, sizes({ 'assets/GoodsDetail.js': 1 * KB, 'assets/motion.js': 30 * KB, 'assets/HomeV2.js': 1 }), libraryOnly);
    expect(report.routes.find((route) => route.path === '/shoppingDetail')).toMatchObject({ bytes: 31 * KB, sharedLibraryBytes: 0 });
  });
});
