import { beforeAll, describe, expect, it } from 'vitest';
import { loadSpec } from '../../codegen/load.ts';
import { buildModel, type SpecModel } from '../../codegen/model.ts';
import { PROJECT_ROOT } from '../codegen/helpers.ts';
import { readProductSpec, section2Routes, section7Calls } from './product-spec.ts';

let model: SpecModel;
let productSpec: string;
beforeAll(() => {
  model = buildModel(loadSpec(PROJECT_ROOT));
  productSpec = readProductSpec();
});

const countBy = (items: readonly string[]) => items.reduce((counts, item) => counts.set(item, (counts.get(item) ?? 0) + 1), new Map<string, number>());

describe('the spec covers the product spec', () => {
  it('reads 167 page paths and 33 component-like paths from §2', () => {
    const { pages, components } = section2Routes(productSpec);
    expect(new Set(pages).size).toBe(167);
    expect(new Set(components).size).toBe(33);
    expect(pages).toContain('/order/supplement/payDetail');
    expect(components).toContain('/v2/order/pickvehicle');
  });

  it('declares every §2 route path exactly once, and any other only as our own design (source: inferred)', () => {
    const { pages, components } = section2Routes(productSpec);
    const declared = countBy(model.routes.map((route) => route.path));
    for (const path of [...pages, ...components]) expect(declared.get(path), path).toBe(1);
    const ours = model.routes.filter((route) => route.source === 'inferred').map((route) => route.path);
    expect(model.routes.length - ours.length).toBe(pages.length + components.length);
    for (const path of ours) expect([...pages, ...components], path).not.toContain(path);
  });

  it('makes component-like paths redirects and everything else a page or an alias', () => {
    const { components } = section2Routes(productSpec);
    const componentSet = new Set(components);
    for (const route of model.routes) {
      if (componentSet.has(route.path)) expect(route.kind, route.path).toBe('redirect');
      else expect(route.kind, route.path).not.toBe('redirect');
    }
    const aliases = model.routes.filter((route) => route.kind === 'alias').map((route) => [route.path, route.kind === 'alias' ? route.target : '']);
    expect(aliases).toEqual(
      expect.arrayContaining([
        ['/cart/cart1', '/cart/cart'],
        ['/cart/cartSave', '/cart/cart'],
        ['/mine/mineSave', '/mine'],
        ['/dataList/dataListSave', '/dataList'],
      ]),
    );
  });

  it('marks exactly the §9 public paths public', () => {
    const publicRoutes = model.routes.filter((route) => route.kind === 'page' && route.public).map((route) => route.path);
    expect(publicRoutes.sort()).toEqual(['/index', '/mine', '/shoppingDetail', '/v2', '/v2/detail']);
  });

  it('declares every §7 call row with its method, plus the startup user-info call and the token fetch', () => {
    const rows = section7Calls(productSpec);
    expect(rows.length).toBe(36);
    const byPurpose = new Map<string, { method: string; id: string }[]>();
    for (const call of model.calls)
      if (call.purpose) byPurpose.set(call.purpose, [...(byPurpose.get(call.purpose) ?? []), { method: call.method, id: call.id }]);
    for (const row of rows) {
      const matches = byPurpose.get(row.purpose) ?? [];
      expect(matches.length, `§7 "${row.purpose}"`).toBe(1);
      expect(matches[0]?.method, `§7 "${row.purpose}"`).toBe(row.method);
    }
    expect(byPurpose.has('startup user info')).toBe(true);
    expect(byPurpose.has('fetch token')).toBe(true);
    expect(model.calls.filter((call) => call.source === 'seed').length).toBe(rows.length + 2);
  });

  it('sends the SMS token as the auth header only for "send code for weixin"', () => {
    expect(model.calls.filter((call) => call.auth === 'smsToken').map((call) => call.purpose)).toEqual(['send code for weixin']);
  });

  it('has the inferred calls the rest of the product needs', () => {
    const areas = new Set(model.calls.map((call) => call.id.split('.')[0]));
    for (const area of [
      'goods',
      'cart',
      'order',
      'pay',
      'invoice',
      'address',
      'vehicle',
      'ship',
      'driver',
      'captain',
      'capital',
      'finance',
      'evaluation',
      'message',
      'article',
      'quality',
      'enterprise',
      'stone',
    ]) {
      expect(areas, area).toContain(area);
    }
    expect(model.calls.every((call) => call.path.startsWith(`${model.gatewayPrefix}/`))).toBe(true);
  });
});
