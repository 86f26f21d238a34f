import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { currentAssetNames } from '../../scripts/retireAssets.ts';
import { expect, test } from './support/test';

// The webServer of playwright.config.ts built dist/ before any test ran.
const dist = join(process.cwd(), process.env.E2E_DIST_DIR ?? 'dist');

test('the entry chunk holds no jsrsasign; the signing worker chunk does', async ({ page }) => {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string; isEntry?: boolean }>;
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  expect(entry, 'the manifest names an entry chunk').toBeDefined();
  const entryCode = readFileSync(join(dist, entry?.file ?? ''), 'utf8');
  expect(entryCode).not.toMatch(/KJUR|jsrsasign/);

  const workers = currentAssetNames(dist).filter((name) => /^sign\.worker-.*\.js$/.test(name));
  expect(workers).toHaveLength(1);
  expect(readFileSync(join(dist, 'assets', workers[0] ?? ''), 'utf8')).toMatch(/KJUR|jsrsasign/);

  // And the page really loads that entry chunk.
  await page.goto('/');
  const scripts = await page.locator('script[type="module"]').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('src')));
  expect(scripts).toContain(`/${entry?.file}`);
});

test('DOMPurify stays out of the first load: no chunk the entry imports holds it', () => {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string; isEntry?: boolean; imports?: string[] }
  >;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry) ?? '';
  const firstLoad = new Set<string>();
  const walk = (key: string) => {
    if (firstLoad.has(key) || !manifest[key]) return;
    firstLoad.add(key);
    for (const imported of manifest[key].imports ?? []) walk(imported);
  };
  walk(entryKey);
  expect(firstLoad.size).toBeGreaterThan(1);
  for (const key of firstLoad)
    expect(readFileSync(join(dist, manifest[key]?.file ?? ''), 'utf8'), manifest[key]?.file).not.toMatch(/DOMPurify|uponSanitizeAttribute/);
  // The screens that render server HTML do load it.
  expect(currentAssetNames(dist).some((name) => /^dompurify-.*\.js$/.test(name))).toBe(true);
});

test('the goods detail paints without the dialog, toast and image-viewer code', () => {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string; imports?: string[] }>;
  const closure = (key: string, into = new Set<string>()): Set<string> => {
    if (into.has(key) || !manifest[key]) return into;
    into.add(key);
    for (const imported of manifest[key].imports ?? []) closure(imported, into);
    return into;
  };
  const files = [...closure('src/features/goods/screens/GoodsDetail.tsx')].map((key) => manifest[key]?.file ?? '');
  expect(files.length).toBeGreaterThan(1);
  expect(files.filter((file) => /(dialog|toast|image-viewer|render-imperatively)-/.test(file))).toEqual([]);
});
