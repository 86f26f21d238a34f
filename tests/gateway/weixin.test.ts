import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { weixinAccountOf } from '../../gateway/lib/weixin';
import { DEMO_BUYER } from '../../gateway/seed';
import { WEIXIN_AUTH_PATH, weixinAuthUrl } from '../../gateway/weixinAuth';
import { latestCode, startTestGateway, type TestGateway } from './helpers/gateway';

let gw: TestGateway;
let distDir: string;

beforeAll(async () => {
  // A built app beside the page: its history-mode fallback must not answer the page's paths.
  distDir = await mkdtemp(path.join(tmpdir(), 'weixin-dist-'));
  await writeFile(path.join(distDir, 'index.html'), '<!doctype html><title>app</title>');
  gw = await startTestGateway({ distDir });
}, 60_000);

afterAll(async () => {
  await gw?.close();
  if (distDir) await rm(distDir, { recursive: true, force: true });
});

/** Posts the page's form to one of its actions, without following the redirect. */
function post(action: 'confirm' | 'cancel', fields: Record<string, string>, base = gw.url): Promise<Response> {
  return fetch(`${base}${WEIXIN_AUTH_PATH}/${action}`, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' });
}

/** The query of the redirect of an answer (which must be a 303 to a path of this site). */
function returned(response: Response): { path: string; query: URLSearchParams } {
  expect(response.status).toBe(303);
  const location = response.headers.get('location') ?? '';
  expect(location.startsWith('/')).toBe(true);
  const url = new URL(location, 'http://app.invalid');
  expect(url.host).toBe('app.invalid');
  return { path: url.pathname, query: url.searchParams };
}

const RETURN = '/login?redirect=%2Fmine%2Fsetting';

describe('the simulated weixin authorisation page', () => {
  it('offers the demo buyer (bound) and another weixin user, with 授权登录 and 取消', async () => {
    const response = await fetch(`${gw.url}${weixinAuthUrl(RETURN, 'st-1')}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain(`value="${DEMO_BUYER.weChatCode}"`);
    expect(html).toContain('已绑定账号');
    expect(html).toMatch(/name="otherCode" value="wx-[0-9a-f]{8}"/);
    expect(html).toContain('授权登录');
    expect(html).toContain('取消');
    // The return path and state go on as hidden fields, escaped.
    expect(html).toContain(`name="returnUrl" value="${RETURN}"`);
    expect(html).toContain('name="state" value="st-1"');
  });

  it('authorises the bound demo buyer: back on /login with weChatCode and state, then check account → login', async () => {
    const { path: target, query } = returned(await post('confirm', { user: DEMO_BUYER.weChatCode, returnUrl: RETURN, state: 'st-2' }));
    expect(target).toBe('/login');
    // The original redirect is kept, so the login lands where the buyer was going.
    expect(query.get('redirect')).toBe('/mine/setting');
    expect(query.get('state')).toBe('st-2');
    const weChatCode = query.get('weChatCode')!;
    const check = await gw.client.ok('auth.checkAccount', { query: { weChatCode } });
    expect(check).toEqual({ bound: true, weiXinAccount: weixinAccountOf(DEMO_BUYER.weChatCode) });
    const login = await gw.client.ok('auth.loginByWeixinAccount', { query: { weiXinAccount: check.weiXinAccount } });
    expect(login.memberId).toBe(DEMO_BUYER.memberId);
  });

  it('authorises another weixin user, unbound: the SMS token binds it to a mobile and logs in', async () => {
    const { query } = returned(await post('confirm', { user: 'other', otherCode: ' wx-gateway-test ', returnUrl: RETURN, state: 'st-3' }));
    const weChatCode = query.get('weChatCode')!;
    expect(weChatCode).toBe('wx-gateway-test');
    const check = await gw.client.ok('auth.checkAccount', { query: { weChatCode } });
    expect(check.bound).toBe(false);
    expect(check.smsToken).toBeTruthy();
    const mobile = '13912340077';
    await gw.client.ok('auth.sendWeixinCode', { token: check.smsToken!, query: { mobile } });
    const login = await gw.client.ok('auth.loginViaAuthorisation', {
      body: { weiXinAccount: check.weiXinAccount, mobile, smsCode: await latestCode(gw, mobile, 'weixin') },
    });
    const info = await gw.client.ok('auth.userInfo', { token: login.token });
    expect(info).toMatchObject({ mobile, weixinBound: true, weiXinAccount: check.weiXinAccount });
    // The page now says this user is bound when asked again through the page.
    expect((await gw.client.ok('auth.checkAccount', { query: { weChatCode } })).bound).toBe(true);
  });

  it('cancel returns to the app with the state and no code', async () => {
    const { path: target, query } = returned(await post('cancel', { returnUrl: RETURN, state: 'st-4' }));
    expect(target).toBe('/login');
    expect(query.get('redirect')).toBe('/mine/setting');
    expect(query.get('state')).toBe('st-4');
    expect(query.has('weChatCode')).toBe(false);
  });

  it('refuses a return URL to another host, on the page and on both actions', async () => {
    for (const returnUrl of ['https://evil.example/login', '//evil.example/login', '/\\evil.example/login', 'javascript:alert(1)', 'login']) {
      const page = await fetch(`${gw.url}${weixinAuthUrl(returnUrl, 's')}`);
      expect(page.status, returnUrl).toBe(400);
      expect(await page.text()).toContain('redirect_uri 参数错误');
      for (const action of ['confirm', 'cancel'] as const) {
        const response = await post(action, { user: DEMO_BUYER.weChatCode, returnUrl, state: 's' });
        expect(response.status, `${action} ${returnUrl}`).toBe(400);
        expect(response.headers.get('location')).toBeNull();
      }
    }
    // A state the app would not send is refused too (it goes back into the URL).
    expect((await post('confirm', { user: DEMO_BUYER.weChatCode, returnUrl: RETURN, state: '"><script>' })).status).toBe(400);
  });

  it('asks again for a weixin user id it cannot use, keeping what was typed', async () => {
    for (const fields of <Record<string, string>[]>[{ user: 'other', otherCode: '' }, { user: 'other', otherCode: 'has space' }, { user: 'not-offered' }, {}]) {
      const response = await post('confirm', { ...fields, returnUrl: RETURN, state: 's' });
      expect(response.status, JSON.stringify(fields)).toBe(400);
      const html = await response.text();
      expect(html).toContain('role="alert"');
      expect(html).toContain('授权登录');
    }
  });

  it("keeps its paths out of the app's history-mode fallback, and is there in production too", async () => {
    const unknown = await fetch(`${gw.url}/__weixin/elsewhere`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).not.toContain('<title>app</title>');
    expect((await fetch(`${gw.url}/login`)).status).toBe(200);
    const production = await startTestGateway({ db: gw.db, settings: { production: true } });
    try {
      expect((await fetch(`${production.url}${weixinAuthUrl('/login', '')}`)).status).toBe(200);
      const { query } = returned(await post('confirm', { user: DEMO_BUYER.weChatCode, returnUrl: '/login' }, production.url));
      expect(query.get('weChatCode')).toBe(DEMO_BUYER.weChatCode);
      expect(query.has('state')).toBe(false);
    } finally {
      await production.close();
    }
  });
});
