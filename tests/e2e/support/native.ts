import type { Page } from '@playwright/test';
import { native } from '../../../generated/constants.gen.ts';

/** The user agent of the native app's webview: the mobile browser's, plus the app's marker. */
export const webviewUserAgent = `Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36 ${native.userAgentMarker}/2.1.7`;

/** One message the page posted to the fake app. */
export interface NativeMessage {
  readonly id: number;
  readonly name: string;
  readonly payload: unknown;
}

/**
 * Installs a fake native app before the page loads: it records every bridge message in
 * window.__nativeCalls and answers each one through the page's callback (from `answers`, else null).
 */
export async function installFakeBridge(page: Page, answers: Record<string, unknown> = {}): Promise<void> {
  await page.addInitScript(
    ({ bridgeObject, callbackName, answers: table }) => {
      const host = window as unknown as Record<string, unknown> & { __nativeCalls: unknown[] };
      host.__nativeCalls = [];
      host[bridgeObject] = {
        postMessage(json: string) {
          const message = JSON.parse(json) as { id: number; name: string };
          host.__nativeCalls.push(message);
          const result = message.name in table ? table[message.name] : null;
          setTimeout(() => (host[callbackName] as (reply: string) => void)(JSON.stringify({ id: message.id, ok: true, result })), 0);
        },
      };
    },
    { bridgeObject: native.bridgeObject, callbackName: native.callbackName, answers },
  );
}

/** What the fake app has received so far. */
export function nativeCalls(page: Page): Promise<NativeMessage[]> {
  return page.evaluate(() => (window as unknown as { __nativeCalls: NativeMessage[] }).__nativeCalls);
}
