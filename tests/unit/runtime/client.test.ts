import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApi, type Settle } from '../../../generated/client.gen.ts';

/** Leaves each call's openapi-fetch result as it is: these tests look at the client beneath the settling. */
const keepResult: Settle = (call) => call as never;
import { createAppClient, clientMiddleware, type AppClientOptions } from '../../../src/lib/http/client.ts';
import { unwrap } from '../../../src/lib/http/envelope.ts';
import { ApiError, NetworkError, TimeoutError } from '../../../src/lib/http/errors.ts';
import { type ClientEvents, createEmitter } from '../../../src/lib/http/events.ts';
import { envelope, fakeGateway, recordingLogger, stubSigner, tokenSources } from './helpers.ts';

const BASE = 'https://gw.test';

function build(overrides: Partial<AppClientOptions> & { fetch: typeof fetch }) {
  const log = recordingLogger();
  const events = createEmitter<ClientEvents>();
  const unauthorized: ClientEvents['unauthorized'][] = [];
  events.on('unauthorized', (event) => unauthorized.push(event));
  const options: AppClientOptions = { baseUrl: BASE, signer: stubSigner, token: tokenSources(), events, log: () => log, ...overrides };
  return { api: createApi(createAppClient(options), keepResult), log, unauthorized };
}

const okUser = () => envelope({ success: true, code: '200', data: { accountName: 'buyer' } });

describe('signed client: middleware order', () => {
  it('registers token, signature, timeout, envelope, failure log, not-modified — in that order', () => {
    expect(clientMiddleware({ baseUrl: BASE, signer: stubSigner, token: tokenSources() }).map((middleware) => middleware.name)).toEqual([
      'token',
      'signature',
      'timeout',
      'envelope',
      'failureLog',
      'notModified',
    ]);
  });

  it('runs them in that order on the way out and in reverse on the way back', async () => {
    const order: string[] = [];
    const events = createEmitter<ClientEvents>();
    events.on('unauthorized', () => order.push('envelope: unauthorized'));
    const gateway = fakeGateway({
      'auth.userInfo': () => {
        order.push('fetch');
        return envelope({ success: false, code: 401 });
      },
    });
    const token = tokenSources({ inApp: true, native: 'tok' });
    const nativeToken = token.nativeToken;
    token.nativeToken = async () => {
      order.push('token');
      return nativeToken();
    };
    const api = createApi(
      createAppClient({
        baseUrl: BASE,
        fetch: gateway.fetch,
        token,
        events,
        signer: { sign: async (payload) => (order.push('signature'), payload) },
        log: () => ({ warn: () => void order.push('failureLog'), error: () => undefined }),
      }),
      keepResult,
    );
    await api.auth.userInfo();
    expect(order).toEqual(['token', 'signature', 'fetch', 'failureLog', 'envelope: unauthorized']);
    // The timeout sits between signing and sending: the request that went out carries its deadline.
    expect(gateway.seen[0]?.request.signal).toBeDefined();
  });
});

describe('signed client: the token header', () => {
  it('sends the cookie token in a browser', async () => {
    const gateway = fakeGateway({ 'auth.userInfo': okUser });
    const { api } = build({ fetch: gateway.fetch, token: tokenSources({ stored: 'cookie-token' }) });
    await api.auth.userInfo();
    expect(gateway.seen[0]?.request.headers.get('x-auth-token')).toBe('cookie-token');
  });

  it("inside the app sends the app's token and updates the stored one when they differ", async () => {
    const gateway = fakeGateway({ 'auth.userInfo': okUser });
    const token = tokenSources({ inApp: true, native: 'app-token', stored: 'old-cookie' });
    const { api } = build({ fetch: gateway.fetch, token });
    await api.auth.userInfo();
    expect(gateway.seen[0]?.request.headers.get('x-auth-token')).toBe('app-token');
    expect(token.stored).toBe('app-token');
    expect(token.storedCalls).toEqual(['app-token']);
  });

  it('does not rewrite the stored token when the app agrees with it', async () => {
    const gateway = fakeGateway({ 'auth.userInfo': okUser });
    const token = tokenSources({ inApp: true, native: 'same', stored: 'same' });
    const { api } = build({ fetch: gateway.fetch, token });
    await api.auth.userInfo();
    expect(token.storedCalls).toEqual([]);
  });

  it('falls back to the stored token when the app has none or does not answer', async () => {
    for (const native of ['', new Error('bridge down')]) {
      const gateway = fakeGateway({ 'auth.userInfo': okUser });
      const token = tokenSources({ inApp: true, native, stored: 'cookie-token' });
      const { api } = build({ fetch: gateway.fetch, token });
      await api.auth.userInfo();
      expect(gateway.seen[0]?.request.headers.get('x-auth-token')).toBe('cookie-token');
      expect(token.storedCalls).toEqual([]);
    }
  });

  it('sends no token for NEEDLOGIN or none, and keeps a token header the caller set (the weixin SMS token)', async () => {
    const gateway = fakeGateway({ 'auth.userInfo': okUser });
    await build({ fetch: gateway.fetch, token: tokenSources({ stored: 'NEEDLOGIN' }) }).api.auth.userInfo();
    await build({ fetch: gateway.fetch, token: tokenSources({ stored: '' }) }).api.auth.userInfo();
    await build({ fetch: gateway.fetch, token: tokenSources({ stored: 'member-token' }) }).api.auth.sendWeixinCode({ mobile: '13800138000' }, 'sms-token');
    expect(gateway.seen.map((call) => call.request.headers.get('x-auth-token'))).toEqual([null, null, 'sms-token']);
  });

  it('sends the client version', async () => {
    const gateway = fakeGateway({ 'auth.userInfo': okUser });
    await build({ fetch: gateway.fetch, clientVersion: '2.1.7' }).api.auth.userInfo();
    expect(gateway.seen[0]?.request.headers.get('x-client-version')).toBe('2.1.7');
  });
});

describe('signed client: the signature header', () => {
  it('signs the query string for GET and query plus body for POST, exactly as sent', async () => {
    const gateway = fakeGateway();
    const { api } = build({ fetch: gateway.fetch });
    await api.goods.search({ keyword: '混凝土 C30', pageNum: 1, pageSize: 20 });
    await api.auth.menuTree({ platform: 'mr_buyer_app' });
    await api.auth.userInfo();
    const [search, menu, info] = gateway.seen.map((call) => call.request);
    const query = new URL(search?.url ?? '').search.slice(1);
    expect(query).toContain('keyword=');
    expect(search?.headers.get('x-sign')).toBe(`sig(${query})`);
    expect(menu?.headers.get('x-sign')).toBe('sig(platform=mr_buyer_app)');
    expect(info?.headers.get('x-sign')).toBe('sig()');
  });

  it('covers the JSON body of a POST', async () => {
    const gateway = fakeGateway();
    const { api } = build({ fetch: gateway.fetch });
    await api.auth.loginByPhone({ mobile: '13800138000', smsCode: '123456' });
    const request = gateway.seen[0]?.request;
    const body = await request?.text();
    expect(body).toBe('{"mobile":"13800138000","smsCode":"123456"}');
    expect(request?.headers.get('x-sign')).toBe(`sig(${body})`);
  });
});

describe('signed client: timeout', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  const hangingFetch = (async (input: RequestInfo | URL) => {
    const request = input as Request;
    return new Promise<Response>((_resolve, reject) => {
      request.signal.addEventListener('abort', () => reject(request.signal.reason));
    });
  }) as typeof fetch;

  it('fails after 15000 ms with "timeout [ 15000ms ]", logged with status 0', async () => {
    const { api, log } = build({ fetch: hangingFetch });
    const call = api.auth.userInfo();
    const outcome = call.then(
      () => 'resolved',
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(14_999);
    expect(await Promise.race([outcome, Promise.resolve('pending')])).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(TimeoutError);
    expect((error as Error).message).toBe('timeout [ 15000ms ]');
    expect(log.entries).toEqual([
      expect.objectContaining({ message: 'call failed', details: expect.objectContaining({ status: 0, body: 'timeout [ 15000ms ]' }) }),
    ]);
  });

  it('clears the deadline once the answer arrives', async () => {
    const gateway = fakeGateway({ 'auth.userInfo': okUser });
    const { api } = build({ fetch: gateway.fetch });
    await api.auth.userInfo();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('signed client: envelope and 401/403', () => {
  it.each([
    ['number 401 in the envelope', () => envelope({ success: false, code: 401 }), '401'],
    ['string "401" in the envelope', () => envelope({ success: false, code: '401' }), '401'],
    ['number 403 in the envelope', () => envelope({ success: false, code: 403 }), '403'],
    ['string "403" in the envelope', () => envelope({ success: false, code: '403' }), '403'],
    ['HTTP status 401', () => new Response('{"success":false,"code":"TOKEN"}', { status: 401 }), '401'],
    ['HTTP status 403', () => new Response('', { status: 403 }), '403'],
  ])('%s emits one unauthorized event', async (_name, answer, code) => {
    const gateway = fakeGateway({ 'auth.userInfo': answer });
    const { api, unauthorized } = build({ fetch: gateway.fetch });
    await api.auth.userInfo();
    expect(unauthorized).toEqual([{ code, method: 'GET', url: `${BASE}/gw/20261121/489a40888ff7` }]);
  });

  it('a success or another failure code emits nothing', async () => {
    const gateway = fakeGateway({ 'auth.userInfo': okUser, 'auth.loginInfo': () => envelope({ success: false, code: '500' }) });
    const { api, unauthorized } = build({ fetch: gateway.fetch });
    await api.auth.userInfo();
    await api.auth.loginInfo();
    expect(unauthorized).toEqual([]);
  });

  it('unwrap gives the data of a success and an ApiError (status, code, body) otherwise', async () => {
    const gateway = fakeGateway({
      'auth.userInfo': okUser,
      'auth.loginInfo': () => envelope({ success: false, code: 'E42', message: '账号不存在' }),
      'auth.fetchToken': () => new Response('<html>proxy error</html>', { status: 200 }),
    });
    const { api } = build({ fetch: gateway.fetch });
    await expect(unwrap(api.auth.userInfo() as never)).resolves.toEqual({ accountName: 'buyer' });
    await expect(unwrap(api.auth.loginInfo() as never)).rejects.toMatchObject({ name: 'ApiError', status: 200, code: 'E42', message: '账号不存在' });
    // A 2xx answer that is not an envelope cannot pass for success.
    const notEnvelope = await unwrap(api.auth.fetchToken() as never).catch((error: unknown) => error);
    expect(notEnvelope).toBeInstanceOf(ApiError);
    expect(notEnvelope).toMatchObject({ status: 502, code: 'BAD_ENVELOPE' });
  });
});

describe('signed client: failure log', () => {
  it('logs method, url, status, a redacted token and the body of a failed call', async () => {
    const gateway = fakeGateway({ 'auth.loginInfo': () => envelope({ success: false, code: '500', message: 'boom' }, 500) });
    const { api, log } = build({ fetch: gateway.fetch, token: tokenSources({ stored: 'secret-token-abcdef' }) });
    await api.auth.loginInfo();
    expect(log.entries).toHaveLength(1);
    const details = log.entries[0]?.details as Record<string, unknown>;
    expect(details).toMatchObject({
      method: 'GET',
      url: `${BASE}/gw/20261121/8129ae03bc7c`,
      status: 500,
      body: { success: false, code: '500', message: 'boom' },
    });
    expect(details.token).toBe('secr…(19)');
    expect(JSON.stringify(log.entries)).not.toContain('secret-token-abcdef');
  });

  it('logs nothing for a success', async () => {
    const gateway = fakeGateway({ 'auth.userInfo': okUser });
    const { api, log } = build({ fetch: gateway.fetch });
    await api.auth.userInfo();
    expect(log.entries).toEqual([]);
  });

  it('logs a network error with status 0 and rejects the caller with it', async () => {
    const failing = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    const { api, log } = build({ fetch: failing });
    const error = await api.auth.userInfo().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ status: 0, message: 'Network Error' });
    expect(log.entries[0]?.details).toMatchObject({ method: 'GET', status: 0, body: 'Network Error' });
  });
});

describe('signed client: JSON content type and 304', () => {
  it('every request says Content-Type: application/json, a GET without a body too', async () => {
    const gateway = fakeGateway({
      'goods.matchVariety': () => envelope({ success: true, code: '200', data: null }),
      'goods.hotWords': () => envelope({ success: true, code: '200', data: [] }),
    });
    const { api } = build({ fetch: gateway.fetch });
    await api.goods.matchVariety({ goodsId: 'g1', attributeValueNos: [] } as never);
    await api.goods.hotWords();
    expect(gateway.seen.map(({ request }) => [request.method, request.headers.get('Content-Type')])).toEqual([
      ['POST', 'application/json'],
      ['GET', 'application/json'],
    ]);
  });

  it('a 304 is no error: the last answer to that GET stands in for it, and nothing is logged as failed', async () => {
    let answer = () => envelope({ success: true, code: '200', data: ['商砼'] });
    const gateway = fakeGateway({ 'goods.hotWords': () => answer() });
    const { api, log } = build({ fetch: gateway.fetch });
    expect(await unwrap(api.goods.hotWords() as never)).toEqual(['商砼']);
    answer = () => new Response(null, { status: 304 });
    expect(await unwrap(api.goods.hotWords() as never)).toEqual(['商砼']);
    expect(log.entries).toEqual([]);
  });

  it('a 304 the client has no answer for asks again past the HTTP cache', async () => {
    const gateway = fakeGateway({
      'goods.hotWords': () => (gateway.seen.length === 1 ? new Response(null, { status: 304 }) : envelope({ success: true, code: '200', data: ['C30'] })),
    });
    const { api } = build({ fetch: gateway.fetch });
    expect(await unwrap(api.goods.hotWords() as never)).toEqual(['C30']);
    expect(gateway.seen.map(({ request }) => request.cache)).toEqual(['default', 'reload']);
  });
});
