/** The 19 calls the native app answers (product-spec §7). */
export const nativeCallNames = [
  'openActivity',
  'onBack',
  'closeActivity',
  'callPhone',
  'login',
  'imageTools',
  'mapAddress',
  'openWebBank',
  'pay',
  'getToken',
  'getMarketType',
  'getAppVersion',
  'getPosition',
  'pickImage',
  'loginOut',
  'changeAccountName',
  'openpdf',
  'switchAppType',
  'canSwitchApp',
] as const;
export type NativeCallName = (typeof nativeCallNames)[number];

/** The two handlers the page registers for the native side. */
export const nativeHandlerNames = ['mapAddressSure', 'triggerRefresh'] as const;
export type NativeHandlerName = (typeof nativeHandlerNames)[number];

/** How calls reach the app: one request, one answer (or a rejection). */
export interface BridgeTransport {
  call(name: NativeCallName, payload?: unknown): Promise<unknown>;
}

/** A place the buyer picked on the map (native picker or the web address picker). */
export interface MapAddress {
  readonly address: string;
  readonly latitude?: number;
  readonly longitude?: number;
  readonly province?: string;
  readonly city?: string;
  readonly district?: string;
  /** The region's national codes, when the place came with them (the web pick's region list or map search). */
  readonly provinceCode?: string;
  readonly cityCode?: string;
  readonly districtCode?: string;
}

export interface GeoPosition {
  readonly latitude: number;
  readonly longitude: number;
  readonly accuracy?: number;
}

/** A picked image as a data URL (what both the app and the web file input deliver). */
export interface PickedImage {
  readonly dataUrl: string;
  readonly name?: string;
  readonly type?: string;
}

/** A payment handed to the app's wallet SDK; `webUrl` is where a browser pays instead. */
export interface NativePayRequest {
  readonly channel: 'wechat' | 'alipay';
  readonly payInfo: string;
  readonly webUrl?: string;
}

export interface NativePayResult {
  readonly status: 'success' | 'cancelled' | 'failed' | 'redirected' | 'unsupported';
  readonly message?: string;
}

/** What the browser fallbacks act through; the shell replaces the navigation and login parts. */
export interface BrowserEnv {
  /** Navigates inside the app (router navigation once the shell is up). */
  navigate(to: string, options?: { replace?: boolean }): void;
  /** Browser history back. */
  back(): void;
  /** Leaves for another URL in this tab (tel:, the bank's page, a web payment). */
  openUrl(url: string): void;
  /** Opens a URL in a new tab. */
  openWindow(url: string): void;
  /** The current app path with its query. */
  currentPath(): string;
  /** The x-auth-token cookie. */
  readToken(): string;
  /** Asks for files through a file input. */
  pickFiles(options: { accept: string; multiple: boolean }): Promise<File[]>;
  /** The device position, from the Geolocation API. */
  position(): Promise<GeoPosition>;
  /** Shows images full screen. */
  viewImages(images: readonly string[], index: number): void;
  /** The web login flow. */
  webLogin(): void;
  /** The web logout flow. */
  webLogout(): void;
}
