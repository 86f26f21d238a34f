// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configureApi, resetApi } from '../../../src/lib/api.ts';
import { memoryCookieJar, setCookieJar } from '../../../src/lib/cookies.ts';
import { createAppClient } from '../../../src/lib/http/client.ts';
import { createEmitter, type ClientEvents } from '../../../src/lib/http/events.ts';
import { setLogger } from '../../../src/lib/log.ts';
import { persistedProxy } from '../../../src/lib/storage.ts';
import { setNativeBridge } from '../../../src/lib/native/index.ts';
import { createFakeBridge } from '../../../src/lib/native/fake.ts';
import {
  addressStore,
  applyMapAddress,
  can,
  checkSession,
  clearSession,
  completeLogin,
  homePath,
  persistAddress,
  resetAddress,
  resetSession,
  restoreAddress,
  restoreSession,
  session,
  sessionTokenSources,
  setHomePath,
  setNeedLogin,
  setToken,
  whenSessionChecked,
} from '../../../src/lib/session/index.ts';
import { envelope, fakeGateway, recordingLogger, stubSigner } from './helpers.ts';

const USER = { memberId: 'm1', accountName: 'buyer-one', memberType: 'personal', weixinBound: false, hasPassword: true, hasPayPassword: false };
const BUTTONS = [
  { btnId: 'order.cancel', selected: true },
  { btnId: 'order.refund', selected: false },
];

let jar: ReturnType<typeof memoryCookieJar>;
let log: ReturnType<typeof recordingLogger>;

function gateway(userInfo: () => Response = () => envelope({ success: true, code: '200', data: USER })) {
  const fake = fakeGateway({
    'auth.startupUserInfo': userInfo,
    'auth.userInfo': userInfo,
    'auth.loginInfo': userInfo,
    'auth.menuTree': () => envelope({ success: true, code: '200', data: { buttonList: BUTTONS } }),
  });
  configureApi(
    createAppClient({
      baseUrl: 'https://gw.test',
      fetch: fake.fetch,
      signer: stubSigner,
      token: sessionTokenSources,
      events: createEmitter<ClientEvents>(),
      log: () => log,
    }),
  );
  return fake;
}

beforeEach(() => {
  localStorage.clear();
  jar = memoryCookieJar();
  setCookieJar(jar);
  log = recordingLogger();
  setLogger(log);
  setNativeBridge(createFakeBridge({ inApp: false }).bridge);
  resetSession();
  resetAddress();
});
afterEach(() => {
  resetApi();
  setNativeBridge(undefined);
});

describe('login flag (product-spec §4)', () => {
  it('is true when the auth cookie exists and the user-info call succeeds; user info and buttons are saved', async () => {
    jar.set('x-auth-token', 'tok-1');
    const fake = gateway();
    restoreSession();
    expect(session.loggedIn).toBe(false);
    await checkSession();
    await whenSessionChecked();
    expect(session.loggedIn).toBe(true);
    expect(session.userInfo?.accountName).toBe('buyer-one');
    expect(JSON.parse(localStorage.getItem('userInfo') ?? 'null')).toMatchObject({ accountName: 'buyer-one' });
    const menu = fake.seen.find((call) => call.id === 'auth.menuTree');
    expect(new URL(menu?.request.url ?? '').searchParams.get('platform')).toBe('mr_buyer_app');
    expect(session.buttonList).toEqual(BUTTONS);
    expect(JSON.parse(localStorage.getItem('buttonList') ?? '[]')).toEqual(BUTTONS);
  });

  it('stays false when the user-info call fails; the failure is only logged', async () => {
    jar.set('x-auth-token', 'tok-1');
    gateway(() => envelope({ success: false, code: '500' }));
    restoreSession();
    await checkSession();
    expect(session.loggedIn).toBe(false);
    expect(session.checked).toBe(true);
    expect(log.entries.some((entry) => entry.message === 'user info not loaded')).toBe(true);
  });

  it('without the auth cookie no call is made and the flag is false', async () => {
    const fake = gateway();
    restoreSession();
    await checkSession();
    expect(fake.seen).toEqual([]);
    expect(session.loggedIn).toBe(false);
    expect(session.checked).toBe(true);
  });

  it('the needLogin cookie keeps the buyer logged out (no user-info call)', async () => {
    jar.set('x-auth-token', 'tok-1');
    jar.set('needLogin', 'true');
    const fake = gateway();
    restoreSession();
    await checkSession();
    expect(session.needLogin).toBe(true);
    expect(session.loggedIn).toBe(false);
    expect(fake.seen).toEqual([]);
    setNeedLogin(false);
    expect(jar.get('needLogin')).toBeUndefined();
  });

  it('inside the app the token comes from the app and is stored', async () => {
    setNativeBridge(createFakeBridge({ inApp: true, answers: { getToken: 'app-tok' } }).bridge);
    const fake = gateway();
    restoreSession();
    await checkSession();
    expect(jar.get('x-auth-token')).toBe('app-tok');
    expect(fake.seen[0]?.request.headers.get('x-auth-token')).toBe('app-tok');
    expect(session.loggedIn).toBe(true);
  });

  it('token NEEDLOGIN sets it false; any other truthy token sets it true; none clears it', () => {
    setToken('abc');
    expect(session.loggedIn).toBe(true);
    expect(jar.get('x-auth-token')).toBe('abc');
    setToken('NEEDLOGIN');
    expect(session.loggedIn).toBe(false);
    setToken('def');
    expect(session.loggedIn).toBe(true);
    setToken('');
    expect(session.loggedIn).toBe(false);
    expect(jar.get('x-auth-token')).toBeUndefined();
  });

  it('a truthy token lifts needLogin', () => {
    setNeedLogin(true);
    expect(jar.get('needLogin')).toBe('true');
    setToken('fresh');
    expect(session.needLogin).toBe(false);
    expect(jar.get('needLogin')).toBeUndefined();
  });

  it('completeLogin stores the token, then loads user info and the menu', async () => {
    const fake = gateway();
    restoreSession();
    await completeLogin('new-tok');
    expect(session.loggedIn).toBe(true);
    // Right after a login, the spec's login-info call stores and persists the user info.
    expect(fake.seen.map((call) => call.id)).toEqual(['auth.loginInfo', 'auth.menuTree']);
    expect(can('order.cancel')).toBe(true);
  });
});

describe('a tab shared by two buyers (issue 17: drafts survive an expired login, not a change of buyer)', () => {
  const draftKey = 'buyerapp.form.vehicle.add';
  const userB = { ...USER, memberId: 'm2', accountName: 'buyer-two' };

  it('keeps the drafts and the kept state when the same buyer logs in again after the login expired', async () => {
    sessionStorage.clear();
    gateway();
    restoreSession();
    await completeLogin('tok-a');
    sessionStorage.setItem(draftKey, JSON.stringify({ plateNumber: '沪A12345' }));
    const kept = persistedProxy('buyerapp.testKept', () => ({ chosen: '' }));
    kept.store.chosen = 'v1';
    clearSession(); // what the expiry handler does
    await completeLogin('tok-a2');
    expect(sessionStorage.getItem(draftKey)).toBe(JSON.stringify({ plateNumber: '沪A12345' }));
    expect(kept.store.chosen).toBe('v1');
  });

  it('forgets the drafts and the kept state of the buyer before when another one logs in', async () => {
    sessionStorage.clear();
    let who = USER;
    gateway(() => envelope({ success: true, code: '200', data: who }));
    restoreSession();
    await completeLogin('tok-a');
    sessionStorage.setItem(draftKey, JSON.stringify({ plateNumber: '沪A12345' }));
    const kept = persistedProxy('buyerapp.testKept', () => ({ chosen: '' }));
    kept.store.chosen = 'v1';
    clearSession();
    who = userB;
    await completeLogin('tok-b');
    expect(sessionStorage.getItem(draftKey)).toBeNull();
    expect(kept.store.chosen).toBe('');
    expect(session.userInfo?.memberId).toBe('m2');
  });
});

describe('clearing the session', () => {
  it('clears token, user info and needLogin and sets the flag false', async () => {
    jar.set('x-auth-token', 'tok-1');
    gateway();
    restoreSession();
    await checkSession();
    setNeedLogin(true);
    clearSession();
    expect(session.loggedIn).toBe(false);
    expect(session.token).toBe('');
    expect(session.userInfo).toBeNull();
    expect(jar.get('x-auth-token')).toBeUndefined();
    expect(jar.get('needLogin')).toBeUndefined();
    expect(localStorage.getItem('userInfo')).toBeNull();
    expect(can('order.cancel')).toBe(false);
  });
});

describe('button permissions and home page', () => {
  it('can(btnId) is true only for a saved button whose selected is true', () => {
    localStorage.setItem('buttonList', JSON.stringify(BUTTONS));
    restoreSession();
    expect(can('order.cancel')).toBe(true);
    expect(can('order.refund')).toBe(false);
    expect(can('unknown')).toBe(false);
  });

  it('the home page is the saved one, else /v2; it is persisted', () => {
    restoreSession();
    expect(homePath()).toBe('/v2');
    setHomePath('/v3');
    expect(homePath()).toBe('/v3');
    restoreSession();
    expect(session.homePath).toBe('/v3');
  });
});

describe('persisted address state', () => {
  it('is restored when no string address is present', () => {
    localStorage.setItem('address', JSON.stringify({ strAdress: '上海市浦东新区', latLng: { lat: 31.2, lng: 121.5 }, unknownKey: 1 }));
    expect(restoreAddress()).toBe('restored');
    expect(addressStore.strAdress).toBe('上海市浦东新区');
    expect(addressStore.latLng).toEqual({ lat: 31.2, lng: 121.5 });
    expect('unknownKey' in addressStore).toBe(false);
  });

  it('is dropped when a string address is already present in the current state', () => {
    localStorage.setItem('address', JSON.stringify({ strAdress: '旧地址', fromPage: '/old' }));
    addressStore.strAdress = '刚选的地址';
    expect(restoreAddress()).toBe('dropped');
    expect(addressStore.strAdress).toBe('刚选的地址');
    expect(addressStore.fromPage).toBe('');
    expect(JSON.parse(localStorage.getItem('address') ?? '{}').strAdress).toBe('刚选的地址');
  });

  it('follows the store, and takes the map picker’s choice', async () => {
    const stop = persistAddress();
    const { bridge } = createFakeBridge({ inApp: true });
    bridge.onMapAddressSure(applyMapAddress);
    bridge.emit('mapAddressSure', JSON.stringify({ address: '北京市朝阳区', lat: '39.9', lng: 116.4 }));
    expect(addressStore.strAdress).toBe('北京市朝阳区');
    expect(addressStore.latLng).toEqual({ lat: 39.9, lng: 116.4 });
    await Promise.resolve();
    expect(JSON.parse(localStorage.getItem('address') ?? '{}').strAdress).toBe('北京市朝阳区');
    stop();
  });
});

describe('start-up inside the app', () => {
  it("stores the app's token, but only a successful user-info call sets the login flag", async () => {
    setNativeBridge(createFakeBridge({ inApp: true, answers: { getToken: 'app-tok' } }).bridge);
    gateway(() => envelope({ success: false, code: '500' }));
    restoreSession();
    await checkSession();
    expect(jar.get('x-auth-token')).toBe('app-tok');
    expect(session.token).toBe('app-tok');
    expect(session.loggedIn).toBe(false);
  });
});
