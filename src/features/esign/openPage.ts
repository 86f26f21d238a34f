import { nativeBridge } from '@/lib/native';

/**
 * Opens a contract document: the app's PDF viewer inside the native app, a new tab in a browser (the
 * bridge's own fallback). The address is made absolute, since the app cannot resolve a path of this site.
 */
export function openDocument(fileUrl: string): Promise<void> {
  return nativeBridge().openpdf(new URL(fileUrl, window.location.href).href);
}
