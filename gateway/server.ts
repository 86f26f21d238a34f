import { existsSync } from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { serve, type HttpBindings } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { demoImageSvg, isDemoImageName } from './demoImages';
import { Hono, type Context } from 'hono';
import { calls, gatewayPrefix, type CallId, type CallMeta } from '@gen/calls.gen';
import { devInbox, headers as headerNames, runtimeConfig } from '@gen/constants.gen';
import { callValidators, formatRules } from '@gen/validators.gen';
import { attachCache } from './cache';
import type { Db } from './db';
import { GatewayError, badRequest, unauthorized } from './errors';
import { handlers as defaultHandlers } from './handlers';
import type { HandlerRegistry } from './handlers/types';
import { registerDevOrders } from './devOrders';
import { FINANCE_PARTNER_PATH, registerFinancePartner } from './financePartner';
import { registerProvider } from './provider';
import { registerSellerDesk } from './sellerDesk';
import { registerWeixinAuth } from './weixinAuth';
import { bodyLimitOf, registerUploads } from './handlers/upload';
import { endSession, findSession, type Session } from './sessions';
import type { FaultPlan } from './faults';
import { DEFAULT_SETTINGS, consoleLogger, type GatewaySettings, type Logger } from './settings';
import { createVerifier, signaturePayload } from './signature';
import { findProof, readInbox } from './sms';
import { clientAddressOf } from './rateLimit';
import { securityHeaders } from './securityHeaders';
import { assetCaching, etagOf, indexFile, revalidated, unhashedCaching } from './staticFiles';
import { checkInputShape, describeIssues, type IssueLike } from './validation';

type Env = { Bindings: Partial<HttpBindings> };

/** What a gateway instance needs. */
export interface GatewayOptions {
  readonly db: Db;
  /** Verifies the `x-sign` header of every call. */
  readonly publicKeyPem: string;
  /** Handed to the app in /app-config.json, so it can sign. */
  readonly appSigningKeyPem: string;
  readonly settings?: Partial<GatewaySettings>;
  readonly log?: Logger;
  /** The built app (Vite's dist/) to serve beside the API; none when null. */
  readonly distDir?: string | null;
  /** apiBaseUrl of /app-config.json; "" means same origin. */
  readonly apiBaseUrl?: string;
  /** financePartnerUrl of /app-config.json: the financing partner's page (§9); the simulated partner of this gateway by default. */
  readonly financePartnerUrl?: string;
  /** Replaces the handler registry (tests of the pipeline itself). */
  readonly handlers?: HandlerRegistry;
  /** Faults armed by a test harness (gateway/faults.ts); never given outside tests. */
  readonly faults?: FaultPlan;
}

interface ZodMiniLike {
  safeParse(input: unknown): { success: true; data: unknown } | { success: false; error: { issues: readonly IssueLike[] } };
}

/** The envelope of a failure, with its HTTP status. */
function failure(c: Context<Env>, error: GatewayError): Response {
  return c.json({ success: false, code: error.code, data: error.data, message: error.message }, error.status);
}

/** The query string exactly as it came over the wire (Node's raw request target), without '?'. */
function rawQueryOf(c: Context<Env>): string {
  const target = c.env?.incoming?.url ?? `${new URL(c.req.url).pathname}${new URL(c.req.url).search}`;
  const at = target.indexOf('?');
  return at < 0 ? '' : target.slice(at + 1);
}

/** Reads the body, refusing more than `max` bytes without buffering the rest. */
async function readBody(request: Request, max: number): Promise<Uint8Array> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (Number.isFinite(declared) && declared > max) throw new GatewayError(413, '413', `请求体过大（最多${max}字节）`);
  if (request.body === null) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > max) {
      await reader.cancel().catch(() => {});
      throw new GatewayError(413, '413', `请求体过大（最多${max}字节）`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** The query parameters; a repeated name is refused because every spec parameter is a single value. */
function parseQuery(rawQuery: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(rawQuery)) {
    if (Object.prototype.hasOwnProperty.call(out, key)) throw badRequest(`参数错误：query.${key} 重复`);
    out[key] = value;
  }
  return out;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The SQLSTATE of a database error, when it is one. */
function sqlState(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

/** Maps anything a handler threw to the envelope: known failures as they are, database input errors as 4xx. */
function errorResponse(c: Context<Env>, error: unknown, log: Logger, id: string): Response {
  if (error instanceof GatewayError) return failure(c, error);
  const state = sqlState(error);
  // Class 22 is "data exception" (a value out of range for its column): the input's fault, not ours.
  if (state?.startsWith('22')) {
    log.warn(`${id}: input rejected by the database (${state})`);
    return failure(c, badRequest('参数超出允许范围'));
  }
  if (state?.startsWith('23') || state === '40001' || state === '40P01') {
    log.warn(`${id}: conflicting write (${state})`);
    return failure(c, new GatewayError(409, '409', '数据已被修改，请刷新后重试'));
  }
  log.error(`${id}: unexpected failure`, error);
  return failure(c, new GatewayError(500, '500', '服务异常，请稍后重试'));
}

/**
 * The Hono app of the gateway: every call of the spec at its hashed path, the runtime config, the
 * simulated payment provider and weixin authorisation, the development SMS inbox and order endpoints (not in production)
 * and, when given, the built app with a history-mode fallback to index.html.
 */
export function createGatewayApp(options: GatewayOptions): Hono<Env> {
  const settings: GatewaySettings = { ...DEFAULT_SETTINGS, ...options.settings };
  const log = options.log ?? consoleLogger;
  const db = options.db;
  const registry = options.handlers ?? defaultHandlers;
  const verifier = createVerifier(options.publicKeyPem);
  const app = new Hono<Env>();
  // First, so that every answer — the app, its assets, the runtime config, the API, 404s and errors — carries them.
  app.use('*', securityHeaders(settings, options.apiBaseUrl ?? ''));

  // Revalidated on every load (a new deployment may bring another key), 304 while it is the same.
  const appConfig = JSON.stringify({
    apiBaseUrl: options.apiBaseUrl ?? '',
    signingKeyPem: options.appSigningKeyPem,
    financePartnerUrl: options.financePartnerUrl ?? FINANCE_PARTNER_PATH,
    ...(settings.map === null ? {} : { map: settings.map }),
  });
  const appConfigEtag = etagOf(appConfig);
  app.get(runtimeConfig.path, (c) => revalidated(c, appConfig, 'application/json', appConfigEtag));

  if (!settings.production) {
    app.get(devInbox.path, async (c) => {
      const mobile = c.req.query('mobile') ?? '';
      if (!formatRules.mobile.safeParse(mobile).success) return failure(c, badRequest('参数错误：mobile 请输入正确的11位手机号码'));
      return c.json({ success: true, code: '200', data: { mobile, codes: await readInbox(db, mobile) }, message: 'ok' });
    });
    // The seller's side of refunds and supplements, which a buyer cannot cause (gateway/devOrders.ts).
    registerDevOrders(app, db);
    // The seller's side of an offline payment: the voucher photos and the confirmation of receipt.
    registerSellerDesk(app, db, settings, log);
  }

  registerProvider(app, db, log);
  registerWeixinAuth(app, db, log);
  registerFinancePartner(app);
  registerUploads(app, db, settings);

  const handleCall = async (c: Context<Env>, meta: CallMeta): Promise<Response> => {
    const id: CallId = meta.id;
    try {
      const rawQuery = rawQueryOf(c);
      const bodyBytes = meta.method === 'GET' ? new Uint8Array() : await readBody(c.req.raw, bodyLimitOf(id, settings));
      if (!verifier.verify(signaturePayload(meta.method, rawQuery, bodyBytes), c.req.header(headerNames.signature))) {
        throw new GatewayError(400, 'SIGNATURE', '请求签名无效');
      }

      const tokenHeader = c.req.header(headerNames.token) ?? null;
      let session: Session | null = null;
      if (meta.auth === 'token') {
        session = await findSession(db, tokenHeader);
        if (session === null) throw unauthorized();
      } else if (meta.auth === 'none' && tokenHeader) {
        session = await findSession(db, tokenHeader);
      } else if (meta.auth === 'smsToken') {
        if (!tokenHeader || tokenHeader.length > 256 || (await findProof(db, tokenHeader, 'weixin')) === null) {
          throw unauthorized('微信授权已过期，请重新授权');
        }
      }

      let body: unknown;
      if (meta.method !== 'GET' && bodyBytes.byteLength > 0) {
        const type = c.req.header('content-type') ?? '';
        if (!/^application\/json\b/i.test(type)) throw new GatewayError(415, '415', '请求体须为 JSON（Content-Type: application/json）');
        let text: string;
        try {
          text = utf8.decode(bodyBytes);
        } catch {
          throw badRequest('请求体不是合法的 UTF-8 文本');
        }
        try {
          body = JSON.parse(text);
        } catch {
          throw badRequest('请求体不是合法的 JSON');
        }
      }
      const validators = callValidators[id] as { query?: ZodMiniLike; body?: ZodMiniLike };
      const queryInput = parseQuery(rawQuery);
      const queryProblem = checkInputShape(queryInput, 'query');
      if (queryProblem) throw queryProblem;
      let query: unknown;
      if (validators.query) {
        const result = validators.query.safeParse(queryInput);
        if (!result.success) throw badRequest(describeIssues('query', queryInput, result.error.issues));
        query = result.data;
      }

      if (validators.body) {
        if (body === undefined) throw badRequest('参数错误：缺少请求体');
        const bodyProblem = checkInputShape(body, 'body');
        if (bodyProblem) throw bodyProblem;
        const result = validators.body.safeParse(body);
        if (!result.success) throw badRequest(describeIssues('body', body, result.error.issues));
        body = result.data;
      }

      // A test's armed fault strikes here, at the moment of the write, with the input already valid.
      const fault = options.faults?.take(id);
      if (fault === 'error500') throw new Error(`fault injected into ${id}`);
      if (fault === 'hang') return await options.faults!.hold(id);
      if (fault === 'expire') {
        if (tokenHeader) await endSession(db, tokenHeader);
        throw unauthorized();
      }
      const handler = registry[id] as (ctx: unknown) => Promise<unknown>;
      const clientAddress = clientAddressOf(c.req.header('x-forwarded-for'), c.env?.incoming?.socket.remoteAddress, settings.trustProxyHops);
      const data = await handler({ id, query, body, session, tokenHeader, clientAddress, db, settings, log });
      if (fault === 'hangAfterWrite') return await options.faults!.hold(id);
      return c.json({ success: true, code: '200', data, message: 'ok' }, 200);
    } catch (error) {
      return errorResponse(c, error, log, id);
    }
  };

  for (const meta of Object.values(calls)) {
    app.on(meta.method, meta.path, (c) => handleCall(c, meta));
    app.all(meta.path, (c) => failure(c, new GatewayError(405, '405', `请使用 ${meta.method} 方法`)));
  }
  app.all(`${gatewayPrefix}/*`, (c) => failure(c, new GatewayError(404, '404', '接口不存在')));
  app.all('/gw/*', (c) => failure(c, new GatewayError(404, '404', '接口不存在')));

  app.get('/demo/:file', (c) => {
    const file = c.req.param('file');
    if (!isDemoImageName(file)) return c.text('Not found', 404);
    return c.body(demoImageSvg(file.replace(/\.svg$/, '')), 200, { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' });
  });

  const distDir = options.distDir ?? null;
  if (distDir !== null && existsSync(path.join(distDir, 'index.html'))) {
    // Read again when a deployment replaces it: a page loaded before still finds its chunks (a build keeps the
    // assets of the builds before it for a while, scripts/retireAssets.ts), the next load runs the new build.
    const currentIndex = indexFile(distDir);
    const serveIndex = (c: Context) => {
      const index = currentIndex();
      return index === null ? c.text('Not found', 404) : revalidated(c, index.body, 'text/html; charset=UTF-8', index.etag);
    };
    app.get('/', serveIndex);
    app.get('/index.html', serveIndex);
    // The build's brotli and gzip copies (vite.config.ts) by Accept-Encoding; hashed assets immutable.
    app.use('/assets/*', assetCaching);
    app.use('*', unhashedCaching);
    app.use('*', serveStatic({ root: distDir, precompressed: true }));
    // History-mode routing (product-spec §2): a page path is the app's, which routes it itself. Paths of
    // files (a missing chunk must fail, so the app reloads) and the gateway's own prefixes stay 404.
    app.get('*', (c) => {
      const pathname = c.req.path;
      const reserved = ['/gw/', '/__dev/', '/__provider/', '/__weixin/', runtimeConfig.path].some(
        (prefix) => pathname === prefix.replace(/\/$/, '') || pathname.startsWith(prefix),
      );
      if (reserved || /\.[A-Za-z0-9]+$/.test(pathname)) return c.text('Not found', 404);
      return serveIndex(c);
    });
  }

  app.notFound((c) => c.text('Not found', 404));
  app.onError((error, c) => errorResponse(c, error, log, c.req.path));
  return app;
}

/** How long the gateway keeps an idle keep-alive connection open: longer than any client or load balancer. */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** A running gateway. */
export interface RunningGateway {
  readonly url: string;
  readonly port: number;
  close(): Promise<void>;
}

/**
 * Starts the gateway on host:port (port 0 picks a free one) and resolves once it listens. Its caches
 * (gateway/cache.ts) listen for the database's change notices first; `cache: false` runs without them.
 */
export async function startGateway(options: GatewayOptions & { host?: string; port?: number; cache?: boolean }): Promise<RunningGateway> {
  const attached = options.cache === false ? null : await attachCache(options.db);
  try {
    return await listen(options, async () => {
      await attached?.release();
    });
  } catch (error) {
    await attached?.release();
    throw error;
  }
}

function listen(options: GatewayOptions & { host?: string; port?: number }, onClose: () => Promise<void>): Promise<RunningGateway> {
  const app = createGatewayApp(options);
  const host = options.host ?? '127.0.0.1';
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, hostname: host, port: options.port ?? 0 }, (info: AddressInfo) => {
      resolve({
        url: `http://${host}:${info.port}`,
        port: info.port,
        close: () =>
          new Promise<void>((done) => {
            // Keep-alive sockets of test clients would hold close() open; end them.
            (server as { closeAllConnections?: () => void }).closeAllConnections?.();
            server.close(
              () =>
                void onClose().then(
                  () => done(),
                  () => done(),
                ),
            );
          }),
      });
    });
    // Idle keep-alive connections outlive the clients' own idle timeout (undici's 4 s, a browser's,
    // a load balancer's 60 s): the client is the one to end them, so it never sends a request on a
    // connection the gateway is closing at that moment ("fetch failed" / connection reset on a busy
    // machine, seen in the soak and the tests).
    Object.assign(server, { keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS, headersTimeout: KEEP_ALIVE_TIMEOUT_MS + 1000 });
    server.once('error', reject);
  });
}
