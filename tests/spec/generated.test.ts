import { existsSync } from 'node:fs';
import { join } from 'node:path';
import createClient from 'openapi-fetch';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { readFileSync } from 'node:fs';
import { calls } from '../../generated/calls.gen.ts';
import { createApi, type Settle } from '../../generated/client.gen.ts';

/** Leaves each call's openapi-fetch result as it is: these tests look at the client beneath the settling. */
const keepResult: Settle = (call) => call as never;
import { headers } from '../../generated/constants.gen.ts';
import { bundledLocale, defaultTexts, firstLoadGroups, loadFirstLoadTexts, locales, type Texts } from '../../generated/messages.gen.ts';
import type { paths } from '../../generated/openapi.gen.ts';
import { loadFeatureRoutes, loadFeatureTexts, routeStubs, screenIsBuilt } from '../../generated/routes.gen.ts';
import { href, localHref, parseQuery, routeByPath } from '../../src/lib/href.ts';
import { callValidators, formatRules } from '../../generated/validators.gen.ts';
import { PROJECT_ROOT } from '../codegen/helpers.ts';

/** Every page and alias in full, from the chunks of all features. */
const routes = (await Promise.all([...new Set(routeStubs.flatMap((stub) => (stub.kind === 'redirect' ? [] : [stub.feature])))].map(loadFeatureRoutes))).flat();

describe('generated route table', () => {
  it('href builds a link with the query string of the route', () => {
    expect(href('/shoppingDetail', { goodsId: 'g-1', contractId: 'c 2' })).toBe('/shoppingDetail?goodsId=g-1&contractId=c+2');
    expect(href('/index')).toBe('/index');
  });

  it('parseQuery reads the declared parameters with their types and leaves the others', () => {
    expect(parseQuery('/shoppingDetail', new URLSearchParams('goodsId=g1&contractId=c2&utm=x'))).toEqual({ goodsId: 'g1', contractId: 'c2' });
    expect(parseQuery('/shoppingDetail', new URLSearchParams(''))).toEqual({ goodsId: '' });
    expect(parseQuery('/evaluation', new URLSearchParams('status=done'))).toEqual({ status: 'done' });
    expect(parseQuery('/evaluation', new URLSearchParams('status=bogus'))).toEqual({});
  });

  it('localHref keeps local paths to routes of the spec and refuses anything else', () => {
    expect(localHref('/v2/order?from=cart')).toBe('/v2/order?from=cart');
    expect(localHref('/V2/Order')).toBe('/V2/Order');
    expect(localHref('//evil.example/v2')).toBeUndefined();
    expect(localHref('/\\evil.example')).toBeUndefined();
    expect(localHref('https://evil.example/v2')).toBeUndefined();
    expect(localHref('/no/such/page')).toBeUndefined();
    expect(localHref(null)).toBeUndefined();
  });

  it('href rejects a missing required parameter, an unknown one and a wrong type', () => {
    // The casts stand for callers outside TypeScript's reach (links built from data).
    expect(() => href('/shoppingDetail', {} as never)).toThrow('query "goodsId" is required');
    expect(() => href('/shoppingDetail', { goodsId: 'g', colour: 'red' } as never)).toThrow('unknown query "colour"');
    expect(() => href('/shoppingDetail', { goodsId: 7 } as never)).toThrow('query "goodsId" must be a string, got 7');
  });

  it('an alias takes the query parameters of its page', () => {
    const alias = routeByPath.get('/cart/cart1');
    const page = routeByPath.get('/cart/cart');
    expect(alias?.kind).toBe('alias');
    expect(alias && alias.kind !== 'redirect' && page && page.kind !== 'redirect' ? alias.query : undefined).toEqual(
      page && page.kind !== 'redirect' ? page.query : {},
    );
  });

  it('every page and alias is in the chunk of the feature the first load names for it', () => {
    for (const stub of routeStubs) {
      if (stub.kind === 'redirect') continue;
      const route = routes.find((known) => known.path === stub.path);
      expect(route?.screen.split('/')[0], stub.path).toBe(stub.feature);
    }
    expect(routes.length).toBe(routeStubs.filter((stub) => stub.kind !== 'redirect').length);
  });

  it('a screen counts as built exactly when its module exists on disk', async () => {
    for (const route of routes) {
      const [feature, name] = route.screen.split('/');
      const onDisk = existsSync(join(PROJECT_ROOT, 'src/features', feature as string, 'screens', `${name}.tsx`));
      expect(await screenIsBuilt(route.screen), route.path).toBe(onDisk);
    }
  });

  // Once every screen is built there is nothing left to load as missing.
  const unbuilt = routes.find((route) => !existsSync(join(PROJECT_ROOT, `src/features/${route.screen.replace('/', '/screens/')}.tsx`)));
  it.runIf(unbuilt !== undefined)('an unbuilt screen loads nothing, so its route answers 404', async () => {
    expect(await unbuilt?.load()).toBeUndefined();
  });

  it('every redirect and alias points at a page', () => {
    for (const route of [...routes, ...routeStubs]) {
      const target = route.kind === 'redirect' ? route.to : 'aliasOf' in route ? route.aliasOf : undefined;
      if (target) expect(routeByPath.get(target)?.kind, route.path).toBe('page');
    }
  });
});

describe('generated validators', () => {
  const validation = parse(readFileSync(join(PROJECT_ROOT, 'spec/validation.yaml'), 'utf8')) as {
    rules: Record<string, { valid: string[]; invalid: string[] }>;
  };

  it.each(Object.entries(validation.rules))('format rule %s accepts its valid samples and rejects its invalid ones with its message key', (id, samples) => {
    const rule = formatRules[id as keyof typeof formatRules];
    for (const sample of samples.valid) expect(rule.safeParse(sample).success, sample).toBe(true);
    for (const sample of samples.invalid) {
      const result = rule.safeParse(sample);
      expect(result.success, sample).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(`validation.${id}`);
    }
  });

  it('coerces query text to the declared types', () => {
    const parsed = callValidators['goods.search'].query.safeParse({ keyword: 'C30', pageNum: '2', pageSize: '20' });
    expect(parsed.success && parsed.data).toMatchObject({ keyword: 'C30', pageNum: 2, pageSize: 20 });
    expect(callValidators['goods.search'].query.safeParse({ pageNum: 'two', pageSize: '20' }).success).toBe(false);
  });

  it('checks bodies with the format rules', () => {
    const body = callValidators['auth.register'].body;
    expect(body.safeParse({ mobile: '13800138000', smsCode: '123456', password: 'abc12345', agreeTerms: true }).success).toBe(true);
    const bad = body.safeParse({ mobile: '2380013800', smsCode: '123456', password: 'abc12345', agreeTerms: true });
    expect(bad.error?.issues[0]).toMatchObject({ path: ['mobile'], message: 'validation.mobile' });
  });
});

describe('generated message catalogue', () => {
  const features = [...new Set(routeStubs.flatMap((stub) => (stub.kind === 'redirect' ? [] : [stub.feature])))];
  /** Each feature's part of the catalogue in one locale (empty for a feature that shows only first-load texts). */
  const partsIn = async (locale: (typeof locales)[number]) =>
    new Map(await Promise.all(features.map(async (feature) => [feature, (await (await loadFeatureTexts(feature))?.[locale]()) ?? {}] as [string, Texts])));

  it('has the same keys in every language, none empty, none both in the first load and in a feature part', async () => {
    const zhFirst = await loadFirstLoadTexts['zh-CN']();
    const zhParts = await partsIn('zh-CN');
    expect(Object.keys(zhFirst).length).toBeGreaterThan(20);
    for (const locale of locales) {
      const first = await loadFirstLoadTexts[locale]();
      expect(Object.keys(first).sort()).toEqual(Object.keys(zhFirst).sort());
      for (const [feature, part] of await partsIn(locale)) {
        expect(Object.keys(part).sort(), `${locale} ${feature}`).toEqual(Object.keys(zhParts.get(feature) ?? {}).sort());
        expect(Object.keys(part).filter((key) => key in first)).toEqual([]);
        for (const [key, text] of Object.entries({ ...first, ...part })) expect(text, `${locale} ${key}`).not.toBe('');
      }
    }
  });

  it('the first-load part holds the shell texts, the home page group and the offline strip, not the other features or the forms', async () => {
    expect(firstLoadGroups).toEqual(['home', 'offline']);
    const groups = new Set(Object.keys(defaultTexts).map((key) => key.split('.')[0]));
    expect(groups).toContain('home');
    expect(groups).toContain('common');
    expect(groups).toContain('offline');
    expect(groups).not.toContain('order');
    // The field checks' messages come with the features whose forms show them.
    expect(groups).not.toContain('validation');
    expect(Object.keys((await partsIn('zh-CN')).get('address') ?? {})).toContain('validation.mobile');
  });

  it("a feature's part holds the texts its screens show, not the other features' (the cart's has no rebar, finance or invoice texts)", async () => {
    const parts = await partsIn('zh-CN');
    const cart = Object.keys(parts.get('cart') ?? {});
    expect(cart).toContain('cart.title');
    expect(cart.filter((key) => /^(rebar|finance|invoice|waybill|order)\./.test(key))).toEqual([]);
    const rebar = Object.keys(parts.get('rebar') ?? {});
    expect(rebar.filter((key) => /^(cart|finance|invoice|waybill|order)\./.test(key))).toEqual([]);
    // Even the largest part is far from the whole catalogue.
    const whole = new Set([...parts.values()].flatMap((part) => Object.keys(part)));
    for (const [feature, part] of parts) expect(Object.keys(part).length, feature).toBeLessThan(whole.size / 4);
  });

  it('bundles only the default language (zh-CN); the others are loaded on demand', async () => {
    expect(bundledLocale).toBe('zh-CN');
    expect(await loadFirstLoadTexts['zh-CN']()).toBe(defaultTexts);
  });
});

describe('generated client facade', () => {
  /** An openapi-fetch client whose fetch records the request and answers with an envelope. */
  function recordingApi() {
    const requests: Request[] = [];
    const client = createClient<paths>({
      baseUrl: 'http://gateway.test',
      fetch: async (request: Request) => {
        requests.push(request);
        return new Response(JSON.stringify({ success: true, code: '200', data: null }), { headers: { 'content-type': 'application/json' } });
      },
    });
    return { api: createApi(client, keepResult), requests };
  }

  it('a GET call sends its query to the hashed path', async () => {
    const { api, requests } = recordingApi();
    await api.goods.search({ keyword: 'C30', pageNum: 1, pageSize: 20 });
    const url = new URL(requests[0]?.url ?? '');
    expect(requests[0]?.method).toBe('GET');
    expect(url.pathname).toBe(calls['goods.search'].path);
    expect(url.searchParams.get('keyword')).toBe('C30');
  });

  it('a POST call sends its body as JSON', async () => {
    const { api, requests } = recordingApi();
    await api.auth.login({ account: 'buyer', password: 'secret' });
    expect(requests[0]?.method).toBe('POST');
    expect(new URL(requests[0]?.url ?? '').pathname).toBe(calls['auth.login'].path);
    expect(await requests[0]?.json()).toEqual({ account: 'buyer', password: 'secret' });
  });

  it('"send code for weixin" carries the SMS token in the token header', async () => {
    const { api, requests } = recordingApi();
    await api.auth.sendWeixinCode({ mobile: '13800138000' }, 'sms-token-1');
    expect(requests[0]?.headers.get(headers.token)).toBe('sms-token-1');
  });
});
