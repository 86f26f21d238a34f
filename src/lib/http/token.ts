import { tokenValues } from '../constants';

/** Where the token header's value comes from (product-spec §7). */
export interface TokenSources {
  /** Whether the page runs inside the native app. */
  inNativeApp(): boolean;
  /** The token the native app holds. */
  nativeToken(): Promise<string>;
  /** The stored token (the x-auth-token cookie). */
  storedToken(): string;
  /** Replaces the stored token. */
  storeToken(token: string): void;
}

/**
 * The token to send: the native app's inside the app, else the stored cookie. When the app's token
 * differs from the stored one, the stored one is updated, so that the cookie and the session follow a
 * login or logout that happened natively. An unreachable bridge falls back to the stored token.
 */
export async function resolveToken(sources: TokenSources): Promise<string> {
  const stored = sources.storedToken();
  if (!sources.inNativeApp()) return stored;
  let fromApp: string;
  try {
    fromApp = await sources.nativeToken();
  } catch {
    return stored;
  }
  if (fromApp && fromApp !== stored) sources.storeToken(fromApp);
  return fromApp || stored;
}

// What a bug or another app leaves in the token cookie; the platform never issues these.
const NOT_TOKENS = new Set(['undefined', 'null']);
// A header value the browser will send: printable ASCII (a cookie of other text makes fetch throw).
const HEADER_VALUE = /^[\x21-\x7e]+$/;

/**
 * Whether a token value can be sent: NEEDLOGIN, the empty string, 'undefined'/'null' and text that is
 * not a header value mean there is none (spec/constants.yaml `tokenValues`).
 */
export function isUsableToken(token: string | undefined | null): token is string {
  return !!token && token !== tokenValues.needLogin && !NOT_TOKENS.has(token) && HEADER_VALUE.test(token);
}

/**
 * A token shortened for logs: enough to tell two tokens apart, not enough to reuse one.
 * @example redactToken('eyJhbGciOiJIUzI1NiJ9.abc') // 'eyJh…(24)'
 */
export function redactToken(token: string | null | undefined): string {
  if (!token) return '(none)';
  if (token.length <= 8) return `…(${token.length})`;
  return `${token.slice(0, 4)}…(${token.length})`;
}
