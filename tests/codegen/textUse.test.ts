import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { featureTextKeys } from '../../codegen/textUse.ts';

const root = mkdtempSync(join(tmpdir(), 'text-use-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const write = (file: string, text: string) => {
  mkdirSync(dirname(join(root, file)), { recursive: true });
  writeFileSync(join(root, file), text);
};

const KEYS = ['common.ok', 'cart.title', 'cart.status.paid', 'cart.status.open', 'order.title', 'order.hint', 'rebar.title', 'shell.banner', 'lazy.title'];

describe('which texts a feature shows (featureTextKeys)', () => {
  write('src/main.tsx', "import { banner } from './app/Banner';\nexport const x = banner;");
  write('src/app/Banner.tsx', "export const banner = 'shell.banner';");
  write('src/components/Kit.tsx', "export const ok = 'common.ok';");
  write(
    'src/features/cart/screens/Cart.tsx',
    [
      "import { ok } from '@/components/Kit';",
      "import type { Other } from '@/features/rebar/screens/Rebar';",
      "type Key = 'rebar.title';",
      'export const title = (status: string) => [ok, `cart.status.${status}`, "cart.title"];',
      "export const later = () => import('../components/Sheet');",
    ].join('\n'),
  );
  write('src/features/cart/components/Sheet.tsx', "export const t = 'lazy.title'; export const hint = 'order.' + 'hint';");
  write('src/features/rebar/screens/Rebar.tsx', "export type Other = 'rebar.title'; export const t = 'rebar.title';");
  const keys = featureTextKeys(root, ['cart', 'rebar'], KEYS);

  it('reads the keys written out, a template’s fixed start and a start ending in a dot, through static and lazy imports and aliases', () => {
    expect(keys.get('cart')).toEqual([
      'common.ok',
      'cart.title',
      'cart.status.paid',
      'cart.status.open',
      'order.title',
      'order.hint',
      'shell.banner',
      'lazy.title',
    ]);
  });

  it('leaves out keys named only in types and modules reached only through type imports; adds the shell’s keys to every feature', () => {
    expect(keys.get('cart')).not.toContain('rebar.title');
    expect(keys.get('rebar')).toEqual(['rebar.title', 'shell.banner']);
  });
});
