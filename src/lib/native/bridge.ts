import { href } from '../href';
import { app } from '../constants';
import { logger } from '../log';
import type {
  BridgeTransport,
  BrowserEnv,
  GeoPosition,
  MapAddress,
  NativeCallName,
  NativeHandlerName,
  NativePayRequest,
  NativePayResult,
  PickedImage,
} from './types';

/**
 * Every native call as a typed function. Inside the app each goes over the bridge; in a browser each
 * has a web fallback, so screens call one function and never ask where they run.
 */
export interface NativeBridge {
  /** Whether the page runs inside the native app. */
  readonly inApp: boolean;
  /** Opens a page in a new native view (browser: navigates, or leaves for an external URL). */
  openActivity(target: { url: string; title?: string }): Promise<void>;
  /** The native back action (browser: history back). */
  onBack(): Promise<void>;
  /** Closes the native view (browser: history back). */
  closeActivity(): Promise<void>;
  /** Dials a number (browser: a tel: link). */
  callPhone(phone: string): Promise<void>;
  /** The native login (browser: the web login page). */
  login(): Promise<void>;
  /** Shows images full screen (browser: the image viewer). */
  imageTools(options: { images: readonly string[]; index?: number }): Promise<void>;
  /** Opens the map picker; the choice arrives through `onMapAddressSure` (browser: the web address picker). */
  mapAddress(options?: { address?: string; latitude?: number; longitude?: number }): Promise<void>;
  /** Opens the bank's page (browser: leaves for it). */
  openWebBank(options: { url: string }): Promise<void>;
  /** Pays through the app's wallet SDK (browser: leaves for `webUrl`, else `unsupported`). */
  pay(request: NativePayRequest): Promise<NativePayResult>;
  /** The app's auth token (browser: the x-auth-token cookie). */
  getToken(): Promise<string>;
  /** The store the app was installed from (browser: 'web'). */
  getMarketType(): Promise<string>;
  /** The app's version (browser: this web client's version). */
  getAppVersion(): Promise<string>;
  /** The device position (browser: Geolocation). */
  getPosition(): Promise<GeoPosition>;
  /** Picks images (browser: a file input). */
  pickImage(options?: { count?: number }): Promise<PickedImage[]>;
  /** The native logout (browser: the web logout flow). */
  loginOut(): Promise<void>;
  /** Tells the app the account name changed (browser: nothing to tell). */
  changeAccountName(name: string): Promise<void>;
  /** Opens a PDF (browser: a new tab). */
  openpdf(url: string): Promise<void>;
  /** Switches the app to another role's app type (browser: nothing to switch). */
  switchAppType(type: string): Promise<void>;
  /** Whether the app can switch app type (browser: false). */
  canSwitchApp(): Promise<boolean>;
  /** Subscribes to the map picker's choice; returns the unsubscribe. */
  onMapAddressSure(handler: (address: MapAddress) => void): () => void;
  /** Subscribes to the app's "refresh this page" signal; returns the unsubscribe. */
  onTriggerRefresh(handler: () => void): () => void;
  /** Delivers a handler event from the page itself (the web address picker's choice). */
  emit(name: 'mapAddressSure', data: unknown): void;
  emit(name: 'triggerRefresh'): void;
  /** Replaces parts of the browser environment (the shell's router navigation and login flows). */
  configure(env: Partial<BrowserEnv>): void;
}

export interface NativeBridgeOptions {
  readonly inApp: boolean;
  readonly transport: BridgeTransport;
  readonly env: BrowserEnv;
  /** Where the app calls the handlers (window.mapAddressSure / window.triggerRefresh). */
  readonly globals?: Record<string, unknown>;
}

const toStringResult = (value: unknown, field: string): string => {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && typeof (value as Record<string, unknown>)[field] === 'string')
    return (value as Record<string, string>)[field] ?? '';
  return '';
};

const toNumber = (value: unknown): number | undefined => {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : undefined;
};

function parseJsonish(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data);
  } catch {
    return data;
  }
}

/** The region fields a place may carry, names and national codes. */
const REGION_FIELDS = ['province', 'city', 'district', 'provinceCode', 'cityCode', 'districtCode'] as const;

/** Reads the map picker's answer, whichever spelling the app uses (lat/latitude, strAdress/address). */
export function toMapAddress(data: unknown): MapAddress | undefined {
  const value = parseJsonish(data);
  if (typeof value === 'string') return value ? { address: value } : undefined;
  if (!value || typeof value !== 'object') return undefined;
  const record = value as Record<string, unknown>;
  const address = [record.address, record.strAdress, record.name].find((item): item is string => typeof item === 'string' && item !== '');
  if (!address) return undefined;
  const latitude = toNumber(record.latitude ?? record.lat);
  const longitude = toNumber(record.longitude ?? record.lng);
  const named = REGION_FIELDS.filter((key) => typeof record[key] === 'string').map((key) => [key, record[key] as string]);
  return {
    address,
    ...(latitude === undefined ? {} : { latitude }),
    ...(longitude === undefined ? {} : { longitude }),
    ...Object.fromEntries(named),
  };
}

function toPosition(value: unknown): GeoPosition {
  const record = (parseJsonish(value) ?? {}) as Record<string, unknown>;
  const latitude = toNumber(record.latitude ?? record.lat);
  const longitude = toNumber(record.longitude ?? record.lng);
  if (latitude === undefined || longitude === undefined) throw new Error('the app returned no position');
  const accuracy = toNumber(record.accuracy);
  return { latitude, longitude, ...(accuracy === undefined ? {} : { accuracy }) };
}

function toImages(value: unknown): PickedImage[] {
  const list = parseJsonish(value);
  const items = Array.isArray(list) ? list : list ? [list] : [];
  return items.flatMap((item): PickedImage[] => {
    if (typeof item === 'string') return [{ dataUrl: item }];
    const record = item as Record<string, unknown>;
    const dataUrl = record.dataUrl ?? record.base64 ?? record.url;
    if (typeof dataUrl !== 'string') return [];
    return [{ dataUrl, ...(typeof record.name === 'string' ? { name: record.name } : {}), ...(typeof record.type === 'string' ? { type: record.type } : {}) }];
  });
}

function readAsDataUrl(file: File): Promise<PickedImage> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve({ dataUrl: String(reader.result), name: file.name, type: file.type });
    reader.onerror = () => reject(reader.error ?? new Error(`could not read ${file.name}`));
    reader.readAsDataURL(file);
  });
}

const isLocalPath = (url: string) => url.startsWith('/') && !url.startsWith('//');

/** Builds the bridge over a transport (the app) and an environment (the browser fallbacks). */
export function createNativeBridge(options: NativeBridgeOptions): NativeBridge {
  const env: BrowserEnv = { ...options.env };
  const { inApp, transport } = options;
  const handlers: { [K in NativeHandlerName]: Set<(data: unknown) => void> } = { mapAddressSure: new Set(), triggerRefresh: new Set() };

  const deliver = (name: NativeHandlerName, data?: unknown) => {
    for (const handler of [...handlers[name]]) {
      try {
        handler(data);
      } catch (error) {
        logger().error(`native handler ${name} failed`, error);
      }
    }
  };
  if (options.globals) {
    options.globals.mapAddressSure = (data: unknown) => deliver('mapAddressSure', data);
    options.globals.triggerRefresh = () => deliver('triggerRefresh');
  }

  const call = (name: NativeCallName, payload?: unknown) => transport.call(name, payload);
  const done = async (name: NativeCallName, payload?: unknown) => {
    await call(name, payload);
  };
  const fallback = async (action: () => void) => {
    action();
  };

  const bridge: NativeBridge = {
    inApp,
    openActivity: (target) =>
      inApp ? done('openActivity', target) : fallback(() => (isLocalPath(target.url) ? env.navigate(target.url) : env.openUrl(target.url))),
    onBack: () => (inApp ? done('onBack') : fallback(() => env.back())),
    closeActivity: () => (inApp ? done('closeActivity') : fallback(() => env.back())),
    callPhone: (phone) => (inApp ? done('callPhone', { phone }) : fallback(() => env.openUrl(`tel:${phone.replace(/[^\d+]/g, '')}`))),
    login: () => (inApp ? done('login') : fallback(() => env.webLogin())),
    imageTools: ({ images, index = 0 }) => (inApp ? done('imageTools', { images, index }) : fallback(() => env.viewImages(images, index))),
    mapAddress: (current) =>
      inApp ? done('mapAddress', current ?? {}) : fallback(() => env.navigate(href('/receivingAddress/chose_address', { from: env.currentPath() }))),
    openWebBank: ({ url }) => (inApp ? done('openWebBank', { url }) : fallback(() => env.openUrl(url))),
    async pay(request) {
      if (inApp) {
        const result = parseJsonish(await call('pay', { channel: request.channel, payInfo: request.payInfo })) as Partial<NativePayResult> | undefined;
        const status = result?.status;
        return { status: status === 'success' || status === 'cancelled' ? status : 'failed', ...(result?.message ? { message: result.message } : {}) };
      }
      if (!request.webUrl) return { status: 'unsupported' };
      env.openUrl(request.webUrl);
      return { status: 'redirected' };
    },
    getToken: async () => (inApp ? toStringResult(await call('getToken'), 'token') : env.readToken()),
    getMarketType: async () => (inApp ? toStringResult(await call('getMarketType'), 'marketType') : 'web'),
    getAppVersion: async () => (inApp ? toStringResult(await call('getAppVersion'), 'version') : app.clientVersion),
    getPosition: async () => (inApp ? toPosition(await call('getPosition')) : env.position()),
    async pickImage(pick) {
      const count = pick?.count ?? 1;
      if (inApp) return toImages(await call('pickImage', { count }));
      const files = await env.pickFiles({ accept: 'image/*', multiple: count > 1 });
      return Promise.all(files.slice(0, count).map(readAsDataUrl));
    },
    loginOut: () => (inApp ? done('loginOut') : fallback(() => env.webLogout())),
    changeAccountName: (name) => (inApp ? done('changeAccountName', { accountName: name }) : Promise.resolve()),
    openpdf: (url) => (inApp ? done('openpdf', { url }) : fallback(() => env.openWindow(url))),
    switchAppType: (type) => (inApp ? done('switchAppType', { type }) : Promise.resolve()),
    async canSwitchApp() {
      if (!inApp) return false;
      const answer = parseJsonish(await call('canSwitchApp'));
      return answer === true || answer === 'true' || (typeof answer === 'object' && answer !== null && (answer as { canSwitch?: unknown }).canSwitch === true);
    },
    onMapAddressSure(handler) {
      const wrapped = (data: unknown) => {
        const address = toMapAddress(data);
        if (address) handler(address);
        else logger().warn('mapAddressSure: unreadable address', data);
      };
      handlers.mapAddressSure.add(wrapped);
      return () => void handlers.mapAddressSure.delete(wrapped);
    },
    onTriggerRefresh(handler) {
      const wrapped = () => handler();
      handlers.triggerRefresh.add(wrapped);
      return () => void handlers.triggerRefresh.delete(wrapped);
    },
    emit: (name: NativeHandlerName, data?: unknown) => deliver(name, data),
    configure(next) {
      Object.assign(env, next);
    },
  };
  return bridge;
}
