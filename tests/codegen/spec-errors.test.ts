import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SpecError } from '../../codegen/errors.ts';
import { loadSpec } from '../../codegen/load.ts';
import { buildModel } from '../../codegen/model.ts';
import { copyProject, editFile, MINI_ROOT } from './helpers.ts';

/** Breaks a copy of the mini spec with one edit and returns the SpecError message it causes. */
function problemsAfter(file: string, edit: (text: string) => string): string {
  const root = copyProject(MINI_ROOT);
  editFile(root, file, edit);
  try {
    buildModel(loadSpec(root));
  } catch (error) {
    expect(error).toBeInstanceOf(SpecError);
    return (error as SpecError).message;
  }
  throw new Error('the spec was accepted');
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** `file:line keyPath: reason` with any line number. */
const located = (file: string, keyPath: string, reason: string) => new RegExp(`${escape(file)}:\\d+ ${escape(keyPath)}: ${escape(reason)}`);

describe('codegen rejects a bad spec naming the file, the key path and the reason', () => {
  it('accepts the mini fixture as it is', () => {
    expect(() => buildModel(loadSpec(MINI_ROOT))).not.toThrow();
  });

  it('duplicate route path', () => {
    const message = problemsAfter('spec/routes.yaml', (text) => text.replace('path: /shoppingDetail', 'path: /index'));
    expect(message).toMatch(located('spec/routes.yaml', 'routes[2].path', 'duplicate route path "/index" (first declared at routes[0])'));
  });

  it('reports the line of the offending key', () => {
    const message = problemsAfter('spec/routes.yaml', (text) => text.replace('path: /shoppingDetail', 'path: /index'));
    expect(message).toContain('spec/routes.yaml:18 routes[2].path');
  });

  it('duplicate call id', () => {
    const message = problemsAfter('spec/calls/shop.yaml', (text) => text.replace('id: goods.categories', 'id: goods.search'));
    expect(message).toMatch(
      located('spec/calls/shop.yaml', 'calls[1].id', 'duplicate call id "goods.search" (first declared at spec/calls/shop.yaml calls.0)'),
    );
  });

  it('duplicate hashed path', () => {
    const message = problemsAfter('spec/calls/shop.yaml', (text) => text.replace("path: '0a0b0c0d0e0f'", "path: 'a1b2c3d4e5f6'"));
    expect(message).toMatch(located('spec/calls/shop.yaml', 'calls[1].path', 'duplicate hashed path "a1b2c3d4e5f6"'));
  });

  it('a hashed path that YAML reads as a number', () => {
    const message = problemsAfter('spec/calls/shop.yaml', (text) => text.replace("path: '0a0b0c0d0e0f'", 'path: 57638709e938'));
    expect(message).toMatch(
      located('spec/calls/shop.yaml', 'calls[1].path', 'must be a quoted string: YAML reads some hex ids (like 57638709e938) as numbers'),
    );
  });

  it('unknown middleware name', () => {
    const message = problemsAfter('spec/routes.yaml', (text) => text.replace('[auth, showLoding]', '[auth, showLoading]'));
    expect(message).toMatch(located('spec/routes.yaml', 'routes[1].middleware[1]', 'unknown middleware "showLoading" (known: auth, showLoding)'));
  });

  it('unknown schema reference', () => {
    const message = problemsAfter('spec/calls/shop.yaml', (text) => text.replace("list: 'Goods[]'", "list: 'Good[]'"));
    expect(message).toMatch(located('spec/calls/shop.yaml', 'calls[0].data.list', 'unknown schema reference "Good"'));
  });

  it('invalid regex', () => {
    const message = problemsAfter('spec/validation.yaml', (text) => text.replace("pattern: '^1\\d{10}$'", () => "pattern: '^1(\\d{10}$'"));
    expect(message).toMatch(located('spec/validation.yaml', 'rules.mobile.pattern', 'invalid regex: Invalid regular expression'));
  });

  it('alias to a missing route', () => {
    const message = problemsAfter('spec/routes.yaml', (text) => text.replace('alias: /order/orderList', 'alias: /order/nowhere'));
    expect(message).toMatch(located('spec/routes.yaml', 'routes[3].alias', 'alias to a missing route "/order/nowhere"'));
  });

  it('redirect to a missing route', () => {
    const message = problemsAfter('spec/routes.yaml', (text) => text.replace('redirect: /index', 'redirect: /v9'));
    expect(message).toMatch(located('spec/routes.yaml', 'routes[4].redirect', 'redirect to a missing route "/v9"'));
  });

  it('unknown validation rule, unknown constant list, GET with a body', () => {
    const message = problemsAfter('spec/calls/shop.yaml', (text) =>
      text
        .replace('string<mobile>', 'string<phone>')
        .replace('const<timeSlots>', 'const<slots>')
        .replace('query: { mobile: string<phone> }', 'query: { mobile: string<phone> }\n    body: { x: string }'),
    );
    expect(message).toMatch(located('spec/calls/shop.yaml', 'calls[2].query.mobile', 'unknown validation rule "phone" in string<phone>'));
    expect(message).toMatch(
      located('spec/calls/shop.yaml', 'schemas.Goods.slot?', 'const<slots>: constants.yaml has no list "slots" whose items all have a code'),
    );
    expect(message).toMatch(located('spec/calls/shop.yaml', 'calls[2].body', 'a GET call has no body'));
  });

  it('a sample that contradicts its rule', () => {
    const message = problemsAfter('spec/validation.yaml', (text) => text.replace("invalid: ['2380013800']", "invalid: ['13800138000']"));
    expect(message).toMatch(located('spec/validation.yaml', 'rules.mobile.invalid[0]', '"13800138000" is listed as invalid but matches'));
  });

  it('public flag and the public paths disagree', () => {
    const message = problemsAfter('spec/constants.yaml', (text) => text.replace('publicPaths: [/index]', 'publicPaths: [/index, /shoppingDetail]'));
    expect(message).toMatch(located('spec/routes.yaml', 'routes[2].public', 'route "/shoppingDetail" is in constants publicPaths but not marked public: true'));
  });

  it('a message missing a language, and placeholders that differ', () => {
    const message = problemsAfter('spec/messages.yaml', (text) =>
      text.replace('ok: { zh-CN: 确定, en: OK }', 'ok: { zh-CN: 确定 }').replace("en: 'timeout [ {ms}ms ]'", "en: 'timeout [ {millis}ms ]'"),
    );
    expect(message).toMatch(located('spec/messages.yaml', 'common.ok.en', 'Invalid input: expected string, received undefined'));
    expect(message).toMatch(located('spec/messages.yaml', 'error.timeout', 'zh-CN and en use different {placeholders}'));
  });

  it('a type expression that is not one', () => {
    const message = problemsAfter('spec/calls/shop.yaml', (text) => text.replace('price: money', 'price: float64!'));
    expect(message).toMatch(located('spec/calls/shop.yaml', 'schemas.Goods.price', '"float64!" is not a type expression'));
  });

  it('a message defined both in messages.yaml and in its group file', () => {
    const root = copyProject(MINI_ROOT);
    mkdirSync(join(root, 'spec/messages'));
    writeFileSync(join(root, 'spec/messages/common.yaml'), 'ok: { zh-CN: 好, en: Fine }\n');
    expect(() => buildModel(loadSpec(root))).toThrow(/spec\/messages\/common\.yaml:1 ok: message "common\.ok" is already defined in spec\/messages\.yaml/);
  });

  it('places a group file of messages under its name', () => {
    const root = copyProject(MINI_ROOT);
    mkdirSync(join(root, 'spec/messages'));
    writeFileSync(join(root, 'spec/messages/cart.yaml'), 'title: { zh-CN: 购物车, en: Cart }\nempty:\n  hint: { zh-CN: 去逛逛, en: Go shopping }\n');
    const model = buildModel(loadSpec(root));
    expect(model.messages.get('cart.title')).toEqual({ 'zh-CN': '购物车', en: 'Cart' });
    expect(model.messages.get('cart.empty.hint')?.en).toBe('Go shopping');
  });

  it('a first-load message group that does not exist', () => {
    const message = problemsAfter('spec/constants.yaml', (text) =>
      text.replace('locales: [zh-CN, en] }', 'locales: [zh-CN, en], firstLoadMessageGroups: [hom] }'),
    );
    expect(message).toMatch(located('spec/constants.yaml', 'app.firstLoadMessageGroups.0', 'no message group "hom" (spec/messages/hom.yaml)'));
  });

  it('invalid YAML', () => {
    const message = problemsAfter('spec/routes.yaml', (text) => text.replace('title: { zh-CN: 首页, en: Home }', 'title: { zh-CN: 首页{x}, en: Home }'));
    expect(message).toMatch(/spec\/routes\.yaml:\d+: invalid YAML/);
  });
});
