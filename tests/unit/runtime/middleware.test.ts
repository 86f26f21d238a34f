// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { routeMiddleware } from '../../../src/app/middleware/definitions.ts';
import { type MiddlewareContext, runMiddleware } from '../../../src/app/middleware/runner.ts';
import { configureApi, resetApi } from '../../../src/lib/api.ts';
import { memoryCookieJar, setCookieJar } from '../../../src/lib/cookies.ts';
import { createAppClient } from '../../../src/lib/http/client.ts';
import { createEmitter, type ClientEvents } from '../../../src/lib/http/events.ts';
import { setNativeBridge } from '../../../src/lib/native/index.ts';
import { createFakeBridge } from '../../../src/lib/native/fake.ts';
import { redirect } from 'react-router-dom';
import type { ScreenRoute } from '../../../src/lib/routes.ts';
import { checkSession, resetSession, restoreSession, session, sessionTokenSources, setHomePath, setToken } from '../../../src/lib/session/index.ts';
import { resetUi, ui } from '../../../src/lib/ui.ts';
import { resetViewport, viewportStore } from '../../../src/lib/viewport.ts';
import { envelope, fakeGateway, stubSigner } from './helpers.ts';

const route: ScreenRoute = {
  kind: 'page',
  path: '/cart/cart',
  source: 'seed',
  screen: 'cart/Cart',
  load: async () => undefined,
  layout: 'default',
  middleware: [],
  public: false,
  title: { 'zh-CN': '购物车', en: 'Cart' },
  query: {},
};

function context(url: string): MiddlewareContext {
  const request = new Request(new URL(url, 'http://app.test'));
  return { request, url: new URL(request.url), route };
}

/** Runs one middleware and returns what it answered: a redirect target, or undefined. */
async function run(name: keyof typeof routeMiddleware, url: string): Promise<string | undefined> {
  try {
    await runMiddleware([name], context(url), routeMiddleware);
    return undefined;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get('Location') ?? undefined;
    throw thrown;
  }
}

let jar: ReturnType<typeof memoryCookieJar>;
let gateway: ReturnType<typeof fakeGateway>;

beforeEach(() => {
  localStorage.clear();
  jar = memoryCookieJar();
  setCookieJar(jar);
  setNativeBridge(createFakeBridge({ inApp: false }).bridge);
  gateway = fakeGateway({
    'auth.startupUserInfo': () => envelope({ success: true, code: '200', data: { accountName: 'a' } }),
    'auth.userInfo': () => envelope({ success: true, code: '200', data: { accountName: 'b' } }),
    'auth.menuTree': () => envelope({ success: true, code: '200', data: { buttonList: [] } }),
    // The gateway knows the logins whose token does not start with "dead".
    'auth.fetchToken': () => {
      const token = gateway.seen.at(-1)?.request.headers.get('x-auth-token') ?? '';
      return envelope({ success: true, code: '200', data: { token: token.startsWith('dead') ? 'NEEDLOGIN' : token } });
    },
  });
  configureApi(
    createAppClient({
      baseUrl: 'https://gw.test',
      fetch: gateway.fetch,
      signer: stubSigner,
      token: sessionTokenSources,
      events: createEmitter<ClientEvents>(),
    }),
  );
  resetSession();
  resetUi();
  resetViewport();
});
afterEach(() => {
  resetApi();
  setNativeBridge(undefined);
});

describe('the middleware runner', () => {
  it('runs the middleware in declared order, each finished before the next starts', async () => {
    const log: string[] = [];
    const slow = (name: string, ms: number) => async () => {
      log.push(`${name} start`);
      await new Promise((resolve) => setTimeout(resolve, ms));
      log.push(`${name} end`);
    };
    await runMiddleware(['a', 'b', 'c'], context('/x'), { a: slow('a', 15), b: slow('b', 1), c: slow('c', 5) });
    expect(log).toEqual(['a start', 'a end', 'b start', 'b end', 'c start', 'c end']);
  });

  it('stops at the first redirect', async () => {
    const log: string[] = [];
    const outcome = await runMiddleware(['a', 'b'], context('/x'), {
      a: () => redirect('/login'),
      b: () => void log.push('b'),
    }).catch((thrown: unknown) => thrown);
    expect((outcome as Response).headers.get('Location')).toBe('/login');
    expect(log).toEqual([]);
  });

  it('answers 500 "Unknown middleware <name>" for an unknown name, running none of the chain', async () => {
    const log: string[] = [];
    const outcome = await runMiddleware(['a', 'nope'], context('/x'), { a: () => void log.push('a') }).catch((thrown: unknown) => thrown);
    // A thrown data() becomes the route's error response inside the router (see router.test.tsx).
    expect(outcome).toMatchObject({ data: 'Unknown middleware nope', init: { status: 500 } });
    expect(log).toEqual([]);
  });

  it('knows exactly the seven middleware names of the spec', () => {
    expect(Object.keys(routeMiddleware).sort()).toEqual(['auth', 'deviceWidth', 'getanewToken', 'haslogin', 'hidetabelBar', 'showLoding', 'showtabelBar']);
  });
});

describe('auth', () => {
  it('sends a visitor who is not logged in to /login?redirect=<path and query>', async () => {
    expect(await run('auth', '/cart/cart?tab=2&a=b')).toBe('/login?redirect=%2Fcart%2Fcart%3Ftab%3D2%26a%3Db');
  });

  it('waits for the start-up login check, then lets a logged-in buyer through', async () => {
    jar.set('x-auth-token', 'tok');
    restoreSession();
    let settled = false;
    const outcome = run('auth', '/cart/cart').then((value) => {
      settled = true;
      return value;
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(settled).toBe(false);
    await checkSession();
    expect(await outcome).toBeUndefined();
    expect(session.loggedIn).toBe(true);
  });
});

describe('haslogin', () => {
  it('leaves a visitor who is not logged in on the login page', async () => {
    expect(await run('haslogin', '/login?redirect=/cart/cart')).toBeUndefined();
  });

  it('sends a logged-in buyer on to a local redirect', async () => {
    setToken('tok');
    expect(await run('haslogin', '/login?redirect=%2Forder%2ForderList%3Fstatus%3D1')).toBe('/order/orderList?status=1');
  });

  it('sends a logged-in buyer to the saved home page when the redirect is missing or leaves the app', async () => {
    setToken('tok');
    expect(await run('haslogin', '/login')).toBe('/v2');
    expect(await run('haslogin', '/login?redirect=https%3A%2F%2Fevil.example')).toBe('/v2');
    expect(await run('haslogin', '/login?redirect=%2F%2Fevil.example')).toBe('/v2');
    setHomePath('/v3');
    expect(await run('haslogin', '/login?redirect=%2F%5Cevil.example')).toBe('/v3');
  });
});

describe('getanewToken', () => {
  it('updates the store, asks the gateway for the token (fetch token) and fetches the user info again when the cookie token changed', async () => {
    jar.set('x-auth-token', 'new-tok');
    await run('getanewToken', '/index');
    expect(session.token).toBe('new-tok');
    expect(session.loggedIn).toBe(true);
    expect(gateway.seen.map((call) => call.id)).toEqual(['auth.fetchToken', 'auth.userInfo', 'auth.menuTree']);
    expect(gateway.seen[0]!.request.headers.get('x-auth-token')).toBe('new-tok');
  });

  it('a changed token whose login the gateway no longer knows (NEEDLOGIN) clears the session without a user-info call', async () => {
    setToken('old');
    jar.set('x-auth-token', 'dead-tok');
    await run('getanewToken', '/index');
    expect(session.loggedIn).toBe(false);
    expect(session.token).not.toBe('dead-tok');
    expect(gateway.seen.map((call) => call.id)).toEqual(['auth.fetchToken']);
  });

  it('does nothing when the token is unchanged', async () => {
    setToken('same');
    await run('getanewToken', '/index');
    expect(gateway.seen).toEqual([]);
  });

  it("inside the app reads the app's token", async () => {
    setNativeBridge(createFakeBridge({ inApp: true, answers: { getToken: 'app-tok' } }).bridge);
    await run('getanewToken', '/index');
    expect(session.token).toBe('app-tok');
    expect(jar.get('x-auth-token')).toBe('app-tok');
  });

  it('NEEDLOGIN from the app logs out without a user-info call', async () => {
    setToken('old');
    setNativeBridge(createFakeBridge({ inApp: true, answers: { getToken: 'NEEDLOGIN' } }).bridge);
    await run('getanewToken', '/index');
    expect(session.loggedIn).toBe(false);
    expect(gateway.seen).toEqual([]);
  });
});

describe('deviceWidth, tab bar and loading', () => {
  it('deviceWidth stores the viewport width and 0.4 of it as height; 375 when unmeasurable', async () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 414 });
    await run('deviceWidth', '/index');
    expect({ ...viewportStore }).toEqual({ width: 414, height: 166 });
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 0 });
    await run('deviceWidth', '/index');
    expect({ ...viewportStore }).toEqual({ width: 375, height: 150 });
  });

  it('showtabelBar and hidetabelBar switch the tab bar; showLoding sets the loading flag', async () => {
    await run('showtabelBar', '/mine');
    expect(ui.tabBarVisible).toBe(true);
    await run('hidetabelBar', '/pay');
    expect(ui.tabBarVisible).toBe(false);
    await run('showLoding', '/cart/cart');
    expect(ui.pageLoading).toBe(true);
  });
});
