import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApi, type Settle } from '../../../generated/client.gen.ts';

/** Leaves each call's openapi-fetch result as it is: these tests look at the client beneath the settling. */
const keepResult: Settle = (call) => call as never;
import { createAppClient } from '../../../src/lib/http/client.ts';
import { type ClientEvents, createEmitter } from '../../../src/lib/http/events.ts';
import { setLocale } from '../../../src/lib/i18n.ts';
import { setLogger } from '../../../src/lib/log.ts';
import { createExpiryHandler, type ExpiryOutcome } from '../../../src/lib/session/expiry.ts';
import { envelope, fakeGateway, recordingLogger, stubSigner, tokenSources } from './helpers.ts';

/** The client wired to the expiry flow as the shell wires it, with every effect recorded. */
function setUp(path: string, answer: () => Response, options: { hasToken?: boolean; holdAlert?: boolean } = {}) {
  const effects: string[] = [];
  let acknowledge: () => void = () => undefined;
  const outcomes: Promise<ExpiryOutcome>[] = [];
  const events = createEmitter<ClientEvents>();
  const handle = createExpiryHandler({
    currentPath: () => path,
    alert: (title, message) => {
      effects.push(`alert ${title}: ${message}`);
      return options.holdAlert ? new Promise<void>((resolve) => (acknowledge = resolve)) : Promise.resolve();
    },
    nativeLogout: async () => void effects.push('native logout'),
    clear: () => void effects.push('clear token, user info, needLogin; logged out'),
    hasToken: () => options.hasToken ?? true,
  });
  events.on('unauthorized', (event) => void outcomes.push(handle(event)));
  const gateway = fakeGateway({ 'auth.userInfo': answer, 'auth.loginInfo': answer, 'cart.count': answer });
  const api = createApi(
    createAppClient({
      baseUrl: 'https://gw.test',
      fetch: gateway.fetch,
      signer: stubSigner,
      token: tokenSources({ stored: 'tok' }),
      events,
      log: () => ({ warn: () => undefined, error: () => undefined }),
    }),
    keepResult,
  );
  return { api, effects, outcomes, acknowledge: () => acknowledge() };
}

const codes: [string, () => Response][] = [
  ['401 (number)', () => envelope({ success: false, code: 401 })],
  ['401 (string)', () => envelope({ success: false, code: '401' })],
  ['403 (number)', () => envelope({ success: false, code: 403 })],
  ['403 (string)', () => envelope({ success: false, code: '403' })],
  ['HTTP 401', () => new Response('', { status: 401 })],
];

beforeEach(() => void setLogger(recordingLogger()));
afterEach(() => setLocale('zh-CN'));

describe('expired login outside the public paths', () => {
  it.each(codes)('%s: one security notice, then native logout, then the session is cleared', async (_name, answer) => {
    const { api, effects, outcomes } = setUp('/cart/cart', answer);
    await api.auth.userInfo();
    expect(await Promise.all(outcomes)).toEqual(['logged-out']);
    expect(effects).toEqual(['alert 安全提示: 登录信息已过期，请重新登录', 'native logout', 'clear token, user info, needLogin; logged out']);
  });

  it.each(['/v2/order', '/shoppingDetail/DeliveryModel', '/login', '/order/orderList'])('%s is not public', async (path) => {
    const { api, effects } = setUp(path, codes[0]![1]);
    await api.auth.userInfo();
    await Promise.resolve();
    expect(effects[0]).toMatch(/^alert/);
  });

  it('many concurrent 401s show one alert and log out once', async () => {
    const { api, effects, outcomes, acknowledge } = setUp('/order/orderDetail', codes[1]![1], { holdAlert: true });
    await Promise.all([api.auth.userInfo(), api.auth.loginInfo(), api.cart.count(), api.auth.userInfo(), api.auth.loginInfo()]);
    expect(effects.filter((effect) => effect.startsWith('alert'))).toHaveLength(1);
    acknowledge();
    const results = await Promise.all(outcomes);
    expect(results.filter((result) => result === 'logged-out')).toHaveLength(1);
    expect(results.filter((result) => result === 'already-handling')).toHaveLength(4);
    expect(effects).toEqual(['alert 安全提示: 登录信息已过期，请重新登录', 'native logout', 'clear token, user info, needLogin; logged out']);
  });

  it('says it in English when the app is in English', async () => {
    await setLocale('en');
    const { api, effects } = setUp('/cart/cart', codes[0]![1]);
    await api.auth.userInfo();
    await Promise.resolve();
    expect(effects[0]).toBe('alert security notice: login information expired, please log in again');
  });

  it('a 401 without a held token is not an expiry: no alert', async () => {
    const { api, effects, outcomes } = setUp('/cart/cart', codes[0]![1], { hasToken: false });
    await api.auth.userInfo();
    expect(await Promise.all(outcomes)).toEqual(['no-token']);
    expect(effects).toEqual([]);
  });
});

describe('expired login on the public paths', () => {
  it.each(['/index', '/mine', '/shoppingDetail', '/v2/', '/v2', '/v2/detail'])('%s: no alert and no forced logout (string and number codes)', async (path) => {
    for (const [, answer] of codes) {
      const { api, effects, outcomes } = setUp(path, answer);
      await api.auth.userInfo();
      expect(await Promise.all(outcomes)).toEqual(['public']);
      expect(effects).toEqual([]);
    }
  });
});
