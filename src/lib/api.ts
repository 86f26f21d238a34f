import type { Client } from 'openapi-fetch';
import { createApi } from '@gen/client.gen';
import type { components, paths } from '@gen/openapi.gen';
import { bindQueries } from '@gen/queries.gen';
import { unwrap } from './http/envelope';

export type { CallBody, CallData, CallInit, CallQuery } from '@gen/client.gen';
/** The spec's data types (spec/schemas), for shared components that show server data. */
export type Schemas = components['schemas'];
export { isAuthFailureCode, type Envelope } from './http/envelope';
import { ApiError, NetworkError, TimeoutError } from './http/errors';
import { t } from './i18n';

export { ApiError, NetworkError, TimeoutError };

/** Every gateway call, grouped by area (generated from spec/calls). */
export type { Api } from '@gen/client.gen';
import type { Api } from '@gen/client.gen';

let current: Api | undefined;

/** Installs the signed client built at start-up (tests install one over a fake fetch): every call resolves to its data or throws one ApiError. */
export function configureApi(client: Client<paths>): Api {
  const installed = createApi(client, unwrap);
  current = installed;
  bindQueries(() => installed);
  return installed;
}

/** Forgets the installed client (tests). */
export function resetApi(): void {
  current = undefined;
}

/**
 * The calls, usable as `api.cart.list(body)` from anywhere. The client needs the runtime config, so
 * it exists only after start-up; reaching for it earlier is a programming error and says so.
 */
export const api: Api = new Proxy({} as Api, {
  get(_target, area) {
    // Probes that are not an area (await's `then`, inspectors' symbols) must not throw.
    if (typeof area === 'symbol' || area === 'then') return undefined;
    if (!current) throw new Error(`api.${String(area)}: the gateway client is not configured yet (start-up has not finished)`);
    return current[area as keyof Api];
  },
});

// How lazily loaded parts of the app word a gateway code themselves (src/lib/limits.ts: the time left of
// a rate limit), with texts the first load does not carry; by code.
const codeWordings = new Map<string, (error: ApiError) => string | null>();

/**
 * Lets the part of the app that loads `code`'s texts word it in {@link errorText} (a null answer falls
 * back to the usual text). Registered on import, so the shell and the home page stay free of those texts.
 */
export function wordErrorCode(code: string, word: (error: ApiError) => string | null): void {
  codeWordings.set(code, word);
}

/**
 * Whether asking again may help: not after a refusal (a 4xx other than a timeout or a rate limit), which
 * answers the same again; a lost connection, a timeout or a server fault (5xx) may pass.
 */
export function mayRetry(error: unknown): boolean {
  return !(error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429);
}

/**
 * The one text of a failure for the buyer, in the buyer's language: a lost or failed connection says so
 * (never the browser's English "Network Error"), a timeout gives its limit, the gateway's own message is
 * shown as it worded it unless a loaded part of the app words its code ({@link wordErrorCode}: a rate limit's
 * refusal with the time left), the app's own errors (catalogue texts) as they are, anything else the generic text.
 */
export function errorText(error: unknown): string {
  if (error instanceof TimeoutError) return t('error.timedOut', { detail: t('error.timeout', { ms: error.timeoutMs }) });
  if (error instanceof NetworkError) return t('error.network');
  if (error instanceof ApiError) {
    // A code a loaded part of the app words itself (a rate limit's time left in the buyer's language).
    const worded = codeWordings.get(error.code)?.(error);
    if (worded) return worded;
    return error.message || t('error.server');
  }
  // The app's own failures carry catalogue texts; a programming fault (TypeError…) shows the generic text.
  if (error instanceof Error && error.message && error.constructor === Error) return error.message;
  return t('error.server');
}
