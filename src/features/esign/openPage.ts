import { nativeBridge } from '@/lib/native';

/**
 * Opens a page of another site (the e-sign provider's signing page) beside this one: inside the native
 * app in a new native view, in a browser in a new tab. `noopener` keeps the other site from reaching back
 * into this page through `window.opener`.
 */
export async function openOutsidePage(url: string, title: string): Promise<void> {
  const bridge = nativeBridge();
  if (bridge.inApp) {
    await bridge.openActivity({ url, title });
    return;
  }
  window.open(url, '_blank', 'noopener');
}

/**
 * Opens a contract document: the app's PDF viewer inside the native app, a new tab in a browser (the
 * bridge's own fallback). The address is made absolute, since the app cannot resolve a path of this site.
 */
export function openDocument(fileUrl: string): Promise<void> {
  return nativeBridge().openpdf(new URL(fileUrl, window.location.href).href);
}
