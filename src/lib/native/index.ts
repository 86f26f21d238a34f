import { createNativeBridge, type NativeBridge } from './bridge';
import { isNativeUserAgent } from './detect';
import { browserEnv } from './env';
import { windowTransport } from './transport';

export { createNativeBridge, toMapAddress, type NativeBridge, type NativeBridgeOptions } from './bridge';
export { isNativeUserAgent } from './detect';
export { nativeCallNames, nativeHandlerNames } from './types';
export type * from './types';

let current: NativeBridge | undefined;

function createDefault(): NativeBridge {
  return createNativeBridge({
    inApp: isNativeUserAgent(navigator.userAgent),
    transport: windowTransport(window),
    env: browserEnv(),
    globals: window as unknown as Record<string, unknown>,
  });
}

/** The app's bridge, created on first use from the page's user agent. */
export function nativeBridge(): NativeBridge {
  current ??= createDefault();
  return current;
}

/** Replaces the bridge (tests install a fake); returns the previous one. */
export function setNativeBridge(next: NativeBridge | undefined): NativeBridge | undefined {
  const previous = current;
  current = next;
  return previous;
}

/**
 * Opens a page of another site (a provider's or partner's page) beside this one: inside the native app in
 * a new native view, in a browser in a new tab. The address is made absolute first (the native view cannot
 * resolve a path of this site); `noopener` keeps the other site from reaching back through `window.opener`.
 */
export async function openOutsidePage(url: string, title: string): Promise<void> {
  const absolute = new URL(url, window.location.href).href;
  const bridge = nativeBridge();
  if (bridge.inApp) {
    await bridge.openActivity({ url: absolute, title });
    return;
  }
  window.open(absolute, '_blank', 'noopener');
}
