import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { paths } from '@gen/openapi.gen';
import { headers as headerNames, timeouts } from '../constants';
import { type Logger, logger } from '../log';
import { signingPayload, type Signer } from '../signing/payload';
import { asEnvelope, isAuthFailureCode } from './envelope';
import { NetworkError, TimeoutError } from './errors';
import { type ClientEvents, clientEvents, type Emitter } from './events';
import { isUsableToken, redactToken, resolveToken, type TokenSources } from './token';

/** What the signed client is built from; everything with side effects is handed in. */
export interface AppClientOptions {
  /** The gateway origin ('' = the page's own origin). */
  readonly baseUrl: string;
  readonly signer: Signer;
  readonly token: TokenSources;
  readonly fetch?: typeof fetch;
  readonly events?: Emitter<ClientEvents>;
  readonly timeoutMs?: number;
  readonly log?: () => Logger;
  readonly clientVersion?: string;
}

export type MiddlewareName = 'token' | 'signature' | 'timeout' | 'envelope' | 'failureLog' | 'notModified';

/** An openapi-fetch middleware with the name the tests and logs know it by. */
export type NamedMiddleware = Middleware & { readonly name: MiddlewareName };

async function readJson(response: Response): Promise<{ text: string; json: unknown }> {
  const text = await response.clone().text();
  try {
    return { text, json: text ? JSON.parse(text) : undefined };
  } catch {
    return { text, json: undefined };
  }
}

/**
 * What a failed fetch becomes: our own timeout (the request's signal carries it as its reason), a
 * caller's abort (left as it is: the caller asked for it), else a network error with status 0.
 */
function normaliseFailure(error: unknown, request: Request): Error {
  if (error instanceof NetworkError) return error;
  if (request.signal.aborted && request.signal.reason instanceof TimeoutError) return request.signal.reason;
  if (error instanceof Error && error.name === 'AbortError') return error;
  return new NetworkError('Network Error', { cause: error });
}

/** How many GET answers the client keeps to stand in for a 304. */
const REMEMBERED_ANSWERS = 50;

/**
 * The client's middleware, in registration order. openapi-fetch runs `onRequest` in this order and
 * `onResponse`/`onError` in reverse, so on the way out the request gets its token, then its signature
 * (over the final query and body), then its deadline; on the way back the failure log sees the raw
 * answer first (after a 304 has been replaced by the answer it confirms) and the envelope check turns
 * it into what callers read.
 */
export function clientMiddleware(options: AppClientOptions): NamedMiddleware[] {
  const events = options.events ?? clientEvents;
  const log = options.log ?? logger;
  const clientVersion = options.clientVersion;

  const token: NamedMiddleware = {
    name: 'token',
    async onRequest({ request }) {
      if (clientVersion) request.headers.set(headerNames.clientVersion, clientVersion);
      // A call that authenticates with something else (the weixin SMS token) brings its own header.
      if (request.headers.has(headerNames.token)) return undefined;
      const value = await resolveToken(options.token);
      if (isUsableToken(value)) request.headers.set(headerNames.token, value);
      return undefined;
    },
  };

  const signature: NamedMiddleware = {
    name: 'signature',
    async onRequest({ request }) {
      request.headers.set(headerNames.signature, await options.signer.sign(await signingPayload(request)));
      return undefined;
    },
  };

  const envelope: NamedMiddleware = {
    name: 'envelope',
    async onResponse({ request, response }) {
      const { json } = await readJson(response);
      const parsed = asEnvelope(json);
      const authCode = isAuthFailureCode(response.status) ? String(response.status) : isAuthFailureCode(parsed?.code) ? (parsed?.code ?? '') : undefined;
      if (authCode !== undefined) events.emit('unauthorized', { code: authCode, method: request.method, url: request.url });
      if (response.ok && !parsed) {
        // A 2xx answer that is not an envelope cannot be read as success: callers get an error.
        return new Response(JSON.stringify({ success: false, code: 'BAD_ENVELOPE', data: null, message: 'The gateway answer is not an envelope' }), {
          status: 502,
          headers: { 'Content-Type': 'application/json' },
        });
      }
      return undefined;
    },
  };

  const failureLog: NamedMiddleware = {
    name: 'failureLog',
    async onResponse({ request, response }) {
      const { text, json } = await readJson(response);
      if (response.ok && asEnvelope(json)?.success === true) return undefined;
      log().warn('call failed', {
        method: request.method,
        url: request.url,
        status: response.status,
        token: redactToken(request.headers.get(headerNames.token)),
        body: json ?? text,
      });
      return undefined;
    },
    onError({ request, error }) {
      const failure = normaliseFailure(error, request);
      log().warn('call failed', {
        method: request.method,
        url: request.url,
        status: 0,
        token: redactToken(request.headers.get(headerNames.token)),
        body: failure.message,
      });
      return failure;
    },
  };

  return [
    token,
    signature,
    timeoutAfter(options.timeoutMs ?? timeouts.requestMs),
    envelope,
    failureLog,
    notModified((request) => (options.fetch ?? globalThis.fetch)(request)),
  ];
}

/** Fails a call that has no answer within `timeoutMs` with a TimeoutError (also when the caller aborted first). */
function timeoutAfter(timeoutMs: number): NamedMiddleware {
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  return {
    name: 'timeout',
    onRequest({ request, id }) {
      const controller = new AbortController();
      const outer = request.signal;
      if (outer.aborted) controller.abort(outer.reason);
      else outer.addEventListener('abort', () => controller.abort(outer.reason), { once: true });
      // Aborting with the TimeoutError as reason makes fetch reject with it, so every later handler
      // (and the caller) sees `timeout [ 15000ms ]` rather than a bare AbortError.
      timers.set(
        id,
        setTimeout(() => controller.abort(new TimeoutError(timeoutMs)), timeoutMs),
      );
      return new Request(request, { signal: controller.signal });
    },
    onResponse({ id }) {
      clearTimeout(timers.get(id));
      timers.delete(id);
      return undefined;
    },
    onError({ id, error, request }) {
      clearTimeout(timers.get(id));
      timers.delete(id);
      return normaliseFailure(error, request);
    },
  };
}

// A 304 answers a conditional GET: "what you have is current". It is not an error (§7: non-2xx except
// 304); the last good answer this client had for that URL and token stands in for it, and if it never
// had one the request goes again past the HTTP cache. Registered last, so it runs first on the way back.
function notModified(fetchAgain: (request: Request) => Promise<Response>): NamedMiddleware {
  const remembered = new Map<string, string>();
  return {
    name: 'notModified',
    async onResponse({ request, response }) {
      if (request.method !== 'GET') return undefined;
      const key = `${request.headers.get(headerNames.token) ?? ''} ${request.url}`;
      if (response.status === 304) {
        const body = remembered.get(key);
        if (body !== undefined) return new Response(body, { status: 200, headers: { 'Content-Type': 'application/json' } });
        return fetchAgain(new Request(request, { cache: 'reload' }));
      }
      if (response.ok) {
        remembered.delete(key);
        remembered.set(key, await response.clone().text());
        // Bounded: the oldest answer goes first (a Map keeps insertion order).
        if (remembered.size > REMEMBERED_ANSWERS) remembered.delete(remembered.keys().next().value ?? '');
      }
      return undefined;
    },
  };
}

/**
 * The one gateway client (product-spec §7): JSON, a token and a signature on every call, a 15 s
 * timeout, envelope checks and failure logs. It has no UI: a 401/403 becomes an `unauthorized` event
 * the shell reacts to, everything else is returned or thrown to the caller.
 */
export function createAppClient(options: AppClientOptions): Client<paths> {
  const client = createClient<paths>({
    baseUrl: options.baseUrl,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    // Every request says JSON (§7), a GET without a body too.
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
  });
  client.use(...clientMiddleware(options));
  return client;
}
