// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { native } from '../../../generated/constants.gen.ts';
import { createNativeBridge, isNativeUserAgent, nativeCallNames, toMapAddress } from '../../../src/lib/native/index.ts';
import { createFakeBridge, createFakeEnv } from '../../../src/lib/native/fake.ts';
import { windowTransport } from '../../../src/lib/native/transport.ts';

describe('native app detection', () => {
  it('recognises the webview by the app marker in the user agent', () => {
    expect(isNativeUserAgent('Mozilla/5.0 (Linux; Android 13) Chrome/124 Mobile Safari/537.36 MrBuyerApp/2.1.7')).toBe(true);
    expect(isNativeUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) AppleWebKit/605.1.15 Mobile/15E148 MrBuyerApp')).toBe(true);
    expect(isNativeUserAgent('Mozilla/5.0 (Linux; Android 13) Chrome/124 Mobile Safari/537.36')).toBe(false);
    expect(isNativeUserAgent(undefined)).toBe(false);
  });
});

describe('inside the app every call goes over the bridge', () => {
  it('has a typed wrapper for each of the 19 calls, recorded with its payload by the fake', async () => {
    const { bridge, transport, env } = createFakeBridge({
      answers: {
        getToken: 'tok',
        getMarketType: 'huawei',
        getAppVersion: { version: '3.0.0' },
        getPosition: { lat: 31.2, lng: '121.5' },
        pickImage: [{ base64: 'data:image/png;base64,AA', name: 'a.png' }],
        canSwitchApp: 'true',
        pay: { status: 'success' },
      },
    });
    await bridge.openActivity({ url: '/order/orderDetail?orderId=1', title: '订单详情' });
    await bridge.onBack();
    await bridge.closeActivity();
    await bridge.callPhone('400-800-1234');
    await bridge.login();
    await bridge.imageTools({ images: ['a.png', 'b.png'], index: 1 });
    await bridge.mapAddress({ address: '上海' });
    await bridge.openWebBank({ url: 'https://bank.example/pay' });
    expect(await bridge.pay({ channel: 'wechat', payInfo: 'p' })).toEqual({ status: 'success' });
    expect(await bridge.getToken()).toBe('tok');
    expect(await bridge.getMarketType()).toBe('huawei');
    expect(await bridge.getAppVersion()).toBe('3.0.0');
    expect(await bridge.getPosition()).toEqual({ latitude: 31.2, longitude: 121.5 });
    expect(await bridge.pickImage({ count: 2 })).toEqual([{ dataUrl: 'data:image/png;base64,AA', name: 'a.png' }]);
    await bridge.loginOut();
    await bridge.changeAccountName('新名字');
    await bridge.openpdf('https://x/contract.pdf');
    await bridge.switchAppType('seller');
    expect(await bridge.canSwitchApp()).toBe(true);
    expect(transport.calls.map((call) => call.name)).toEqual([...nativeCallNames]);
    expect(transport.calls.find((call) => call.name === 'callPhone')?.payload).toEqual({ phone: '400-800-1234' });
    expect(env.actions).toEqual([]);
  });

  it('a failed native payment reads as failed', async () => {
    const { bridge } = createFakeBridge({ answers: { pay: '{"status":"weird"}' } });
    expect(await bridge.pay({ channel: 'alipay', payInfo: 'p' })).toEqual({ status: 'failed' });
  });
});

describe('in a browser every call has a web fallback', () => {
  const browser = (overrides = {}) => createFakeBridge({ inApp: false, env: overrides });

  it('callPhone → tel:, openpdf → new tab, closeActivity/onBack → history back, openWebBank → leaves for the bank', async () => {
    const { bridge, transport, env } = browser();
    await bridge.callPhone('400 800-1234');
    await bridge.openpdf('https://x/c.pdf');
    await bridge.closeActivity();
    await bridge.onBack();
    await bridge.openWebBank({ url: 'https://bank.example' });
    expect(env.actions).toEqual(['openUrl tel:4008001234', 'openWindow https://x/c.pdf', 'back', 'back', 'openUrl https://bank.example']);
    expect(transport.calls).toEqual([]);
  });

  it('login/loginOut → the web flows; mapAddress → the web address picker; openActivity → navigation or the URL', async () => {
    const { bridge, env } = browser();
    await bridge.login();
    await bridge.loginOut();
    await bridge.mapAddress();
    await bridge.openActivity({ url: '/mine' });
    await bridge.openActivity({ url: 'https://partner.example/loan' });
    expect(env.actions).toEqual([
      'webLogin',
      'webLogout',
      'navigate /receivingAddress/chose_address?from=%2Fcurrent%3Fx%3D1',
      'navigate /mine',
      'openUrl https://partner.example/loan',
    ]);
  });

  it('getToken → the cookie; getPosition → geolocation; app facts → web values', async () => {
    const { bridge } = browser({ readToken: () => 'cookie-tok', position: async () => ({ latitude: 1, longitude: 2 }) });
    expect(await bridge.getToken()).toBe('cookie-tok');
    expect(await bridge.getPosition()).toEqual({ latitude: 1, longitude: 2 });
    expect(await bridge.getMarketType()).toBe('web');
    expect(await bridge.getAppVersion()).toBe('2.1.7');
    expect(await bridge.canSwitchApp()).toBe(false);
    await expect(bridge.switchAppType('seller')).resolves.toBeUndefined();
    await expect(bridge.changeAccountName('x')).resolves.toBeUndefined();
  });

  it('pickImage → a file input, read as data URLs', async () => {
    const file = new File(['abc'], 'photo.png', { type: 'image/png' });
    const pickFiles = vi.fn(async () => [file]);
    const { bridge } = browser({ pickFiles });
    const images = await bridge.pickImage();
    expect(pickFiles).toHaveBeenCalledWith({ accept: 'image/*', multiple: false });
    expect(images).toEqual([{ dataUrl: expect.stringMatching(/^data:image\/png;base64,/), name: 'photo.png', type: 'image/png' }]);
  });

  it('pay → the web payment page, or unsupported without one', async () => {
    const { bridge, env } = browser();
    expect(await bridge.pay({ channel: 'alipay', payInfo: 'p', webUrl: 'https://pay.example/x' })).toEqual({ status: 'redirected' });
    expect(await bridge.pay({ channel: 'wechat', payInfo: 'p' })).toEqual({ status: 'unsupported' });
    expect(env.actions).toEqual(['openUrl https://pay.example/x']);
  });

  it('imageTools → the image viewer', async () => {
    const { bridge, env } = browser();
    await bridge.imageTools({ images: ['a', 'b'], index: 1 });
    expect(env.actions).toEqual(['viewImages a,b @1']);
  });
});

describe('handlers for the native side', () => {
  it('window.mapAddressSure and window.triggerRefresh reach the subscribers', () => {
    const globals: Record<string, unknown> = {};
    const bridge = createNativeBridge({ inApp: true, transport: { call: async () => null }, env: createFakeEnv(), globals });
    const addresses: unknown[] = [];
    let refreshed = 0;
    const stop = bridge.onMapAddressSure((address) => addresses.push(address));
    bridge.onTriggerRefresh(() => refreshed++);
    (globals.mapAddressSure as (data: unknown) => void)('{"strAdress":"杭州市西湖区","latitude":30.2,"longitude":120.1,"city":"杭州"}');
    (globals.triggerRefresh as () => void)();
    stop();
    (globals.mapAddressSure as (data: unknown) => void)({ address: 'ignored' });
    expect(addresses).toEqual([{ address: '杭州市西湖区', latitude: 30.2, longitude: 120.1, city: '杭州' }]);
    expect(refreshed).toBe(1);
  });

  it('reads the address whichever way the app spells it', () => {
    expect(toMapAddress('上海')).toEqual({ address: '上海' });
    expect(toMapAddress({ name: 'A', lat: 1, lng: 2 })).toEqual({ address: 'A', latitude: 1, longitude: 2 });
    expect(toMapAddress({ lat: 1 })).toBeUndefined();
    expect(toMapAddress(null)).toBeUndefined();
  });
});

describe('the wire to the app', () => {
  it('posts {id, name, payload} and resolves with the answer given through the callback', async () => {
    const posted: string[] = [];
    const win = {
      [native.bridgeObject]: { postMessage: (json: string) => posted.push(json) },
    } as unknown as Window & Record<string, unknown>;
    const transport = windowTransport(win, 1000);
    const pending = transport.call('getToken');
    const message = JSON.parse(posted[0] ?? '{}') as { id: number; name: string; payload: unknown };
    expect(message).toEqual({ id: 1, name: 'getToken', payload: null });
    (win[native.callbackName] as (json: string) => void)(JSON.stringify({ id: message.id, ok: true, result: 'tok' }));
    await expect(pending).resolves.toBe('tok');

    const failing = transport.call('pay', { channel: 'wechat' });
    (win[native.callbackName] as (json: string) => void)(JSON.stringify({ id: 2, ok: false, error: 'cancelled by user' }));
    await expect(failing).rejects.toThrow('cancelled by user');
  });

  it('rejects when the app object is missing or never answers', async () => {
    vi.useFakeTimers();
    try {
      await expect(windowTransport({} as Window).call('getToken')).rejects.toThrow(/not available/);
      const win = { [native.bridgeObject]: { postMessage: () => undefined } } as unknown as Window;
      const call = windowTransport(win, 500).call('getToken');
      const settled = expect(call).rejects.toThrow('native call getToken timed out');
      await vi.advanceTimersByTimeAsync(500);
      await settled;
    } finally {
      vi.useRealTimers();
    }
  });
});
