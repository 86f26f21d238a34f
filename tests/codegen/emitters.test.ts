import { beforeAll, describe, expect, it } from 'vitest';
import { emitCalls } from '../../codegen/emit/calls.ts';
import { emitClient } from '../../codegen/emit/client.ts';
import { emitConstants } from '../../codegen/emit/constants.ts';
import type { EmittedFile } from '../../codegen/emit/file.ts';
import { literal } from '../../codegen/emit/literal.ts';
import { emitMessages } from '../../codegen/emit/messages.ts';
import { buildOpenApiDocument, emitOpenApiJson } from '../../codegen/emit/openapi.ts';
import { emitOpenApiTypes } from '../../codegen/emit/openapi-types.ts';
import { emitRoutes, emitScreenMaps } from '../../codegen/emit/routes.ts';
import { emitFormats, emitValidators } from '../../codegen/emit/validators.ts';
import { printAll } from '../../codegen/generate.ts';
import { loadSpec } from '../../codegen/load.ts';
import { buildModel, type SpecModel } from '../../codegen/model.ts';
import { MINI_ROOT } from './helpers.ts';

let model: SpecModel;
beforeAll(() => {
  model = buildModel(loadSpec(MINI_ROOT));
});

/** Prints one emitted file as codegen would and compares it with the expected text beside the fixture. */
async function expectPrinted(file: EmittedFile, name: string): Promise<string> {
  const text = printAll([file], []).get(file.path) as string;
  await expect(text).toMatchFileSnapshot(`fixtures/mini/expected/${name}.snap`);
  return text;
}

describe('codegen emitters on the mini fixture spec', () => {
  it('routes: the route index (kind, feature, query parameters), aliases, redirects, query types', async () => {
    const text = await expectPrinted(emitRoutes(model), 'routes.gen.ts');
    expect(text).toContain("{ kind: 'alias', path: '/cart/cart1', feature: 'order'");
    expect(text).toContain("'/cart/cart1': { status?: 'toPay' | 'done'; page?: number; keyword?: string };");
    expect(text).toContain("{ kind: 'redirect', path: '/v2/Banner', source: 'seed', to: '/index' }");
    // A feature's routes and screens are a chunk of its own unless the feature is part of the first load.
    expect(text).toContain("order: () => import('./screens.order.gen'),");
    expect(text).not.toMatch(/title: \{ 'zh-CN'/);
  });

  it("feature chunks: a feature's routes in full, its lazy screens and its route loaders", async () => {
    const maps = emitScreenMaps(model);
    expect(maps.map((file) => file.path)).toContain('generated/screens.order.gen.ts');
    const text = await expectPrinted(
      maps.find((file) => file.path === 'generated/screens.order.gen.ts')!,
      'screens.order.gen.ts',
    );
    expect(text).toContain("import.meta.glob<{ default: ComponentType }>('../src/features/order/screens/*.tsx')");
    expect(text).toContain("load: screenLoader('order/OrderList')");
    expect(text).toContain("import.meta.glob<{ loaders?: RouteLoaderMap }>('../src/features/order/queries.ts')");
  });

  it('calls: metadata table with mounted paths and auth modes', async () => {
    const text = await expectPrinted(emitCalls(model), 'calls.gen.ts');
    expect(text).toContain("path: '/gw/20260101/a1b2c3d4e5f6'");
    expect(text).toContain("auth: 'smsToken'");
  });

  it('client: one typed function per call id, built from a table, SMS token sent as the token header', async () => {
    const [facade] = emitClient(model);
    const text = await expectPrinted(facade!, 'client.gen.ts');
    expect(text).toContain("search(query: CallQuery<'goods.search'>, init?: CallInit): Promise<CallData<'goods.search'>>;");
    expect(emitClient(model).map((file) => file.path)).toContain('generated/client.goods.gen.ts');
    expect(text).toContain("headers: { ...init?.headers, 'x-auth-token': smsToken }");
    expect(text).toContain("changePassword(body: CallBody<'auth.changePassword'>, init?: CallInit): Promise<CallData<'auth.changePassword'>>;");
  });

  it('formats: the format rules as bare expressions, without zod', async () => {
    const text = await expectPrinted(emitFormats(model), 'formats.gen.ts');
    expect(text).toContain("mobile: new RegExp('^1\\\\d{10}$', 'u'),");
    expect(text).not.toContain('zod');
  });

  it('validators: zod/mini rules with message keys, coerced queries, lazy recursion', async () => {
    const text = await expectPrinted(emitValidators(model), 'validators.gen.ts');
    expect(text).toContain("import * as z from 'zod/mini';");
    expect(text).toContain("import { formatRulePatterns } from './formats.gen';");
    expect(text).toContain("mobile: z.string().check(z.regex(formatRulePatterns.mobile, 'validation.mobile'))");
    expect(text).toContain('pageNum: z.coerce.number().check(z.int())');
    expect(text).toContain("z.lazy((): z.ZodMiniType<components['schemas']['Category']> => CategorySchema)");
    expect(text).toContain('count: z.number().check(z.int(), z.minimum(0))');
  });

  it('constants: one as-const export per key and a code union per coded list; a section listed in app.ownModuleConstants in a module of its own', async () => {
    const [shared, ...own] = emitConstants(model);
    const text = await expectPrinted(shared!, 'constants.gen.ts');
    expect(text).toContain("export type TimeSlotCode = (typeof timeSlots)[number]['code'];");
    const withOwn = emitConstants({ constants: { ...model.constants, app: { ownModuleConstants: ['timeSlots'] } } });
    expect(own).toEqual([]);
    expect(withOwn.map((file) => file.path)).toEqual(['generated/constants.gen.ts', 'generated/constants.timeSlots.gen.ts']);
    const printed = printAll(withOwn, []);
    expect(printed.get('generated/constants.gen.ts')).not.toContain('export const timeSlots');
    expect(printed.get('generated/constants.timeSlots.gen.ts')).toContain('export const timeSlots = [');
  });

  it('messages: keys, placeholder parameters and the first-load loaders; per locale a first-load part, a part per feature and the field checks for the gateway, only zh-CN first-load bundled', async () => {
    // The order feature shows only first-load texts here: it gets no part of its own.
    const files = emitMessages(model, new Map([['order', ['common.ok']]]));
    const byPath = (path: string) => files.find((file) => file.path === `generated/${path}`);
    const [index, zhFirst, enFirst] = [byPath('messages.gen.ts'), byPath('messages.zh-CN.gen.ts'), byPath('messages.en.gen.ts')];
    const text = await expectPrinted(index as EmittedFile, 'messages.gen.ts');
    expect(text).toContain("'validation.quantity.max': { max: string | number };");
    expect(text).toContain("'error.timeout': { ms: string | number };");
    expect(text).toContain("import { texts as defaultTexts } from './messages.zh-CN.gen';");
    expect(text).toContain("en: () => import('./messages.en.gen').then((module) => module.texts),");
    expect(await expectPrinted(zhFirst as EmittedFile, 'messages.zh-CN.gen.ts')).toContain('export const texts: Texts = {');
    expect(await expectPrinted(enFirst as EmittedFile, 'messages.en.gen.ts')).toContain("'common.ok': 'OK'");
    expect(files.map((file) => file.path)).toEqual([
      'generated/messages.gen.ts',
      'generated/messages.zh-CN.gen.ts',
      'generated/messages.zh-CN.validation.gen.ts',
      'generated/messages.en.gen.ts',
      'generated/messages.en.validation.gen.ts',
    ]);
    expect(printAll([byPath('messages.zh-CN.validation.gen.ts')!], []).get('generated/messages.zh-CN.validation.gen.ts')).toContain(
      "'validation.mobile': '请输入正确的手机号'",
    );
  });

  it("messages: a group not listed for the first load goes to the part of each feature whose screens show it, and that feature's chunk loads it", () => {
    const cartModel = {
      ...model,
      messages: new Map([...model.messages, ['cart.title', { 'zh-CN': '购物车', en: 'Cart' }]]),
      messageGroups: { all: ['cart'], firstLoad: [] },
    };
    const keys = new Map([['order', ['common.ok', 'cart.title']]]);
    const printed = printAll(emitMessages(cartModel, keys), []);
    expect(printed.get('generated/messages.en.order.gen.ts')).toContain("'cart.title': 'Cart'");
    expect(printed.get('generated/messages.zh-CN.order.gen.ts')).not.toContain('common.ok');
    expect(printed.get('generated/messages.zh-CN.order.gen.ts')).toContain("'cart.title': '购物车'");
    expect(printed.get('generated/messages.zh-CN.gen.ts')).not.toContain('cart.title');
    const chunk = printAll(emitScreenMaps(cartModel, keys), []).get('generated/screens.order.gen.ts');
    expect(chunk).toContain("'zh-CN': () => import('./messages.zh-CN.order.gen').then((module) => module.texts),");
  });

  it('openapi: a 3.1 document with envelope responses, query parameters and security per auth mode', async () => {
    const document = buildOpenApiDocument(model);
    await expect(emitOpenApiJson(document).text).toMatchFileSnapshot('fixtures/mini/expected/openapi.gen.json.snap');
    const paths = document.paths as Record<string, Record<string, { security: unknown; parameters?: { name: string; required: boolean }[] }>>;
    expect(paths['/gw/20260101/123456abcdef']?.get?.security).toEqual([{ smsToken: [], signature: [] }]);
    expect(paths['/gw/20260101/a1b2c3d4e5f6']?.get?.parameters?.map((p) => [p.name, p.required])).toEqual([
      ['keyword', false],
      ['pageNum', true],
      ['onlyStock', false],
    ]);
  });

  it('openapi types: openapi-typescript output keyed by operation id', async () => {
    const text = await expectPrinted(await emitOpenApiTypes(buildOpenApiDocument(model)), 'openapi.gen.ts');
    expect(text).toContain('"goods.search": {');
    expect(text).toContain('price: string;');
  });

  it('literal: deterministic, inline when short, one entry per line when long', () => {
    expect(literal({ a: [1, 'x'], 'b-c': null })).toBe("{ a: [1, 'x'], 'b-c': null }");
    expect(literal("it's")).toBe("'it\\'s'");
    const long = literal({ list: Array.from({ length: 30 }, (_, index) => index) });
    expect(long.split('\n').length).toBeGreaterThan(30);
  });
});
