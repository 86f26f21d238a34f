import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext } from '@playwright/test';
import { calls, type CallId } from '../../../generated/calls.gen.ts';
import type { CallData } from '../../../generated/client.gen.ts';
import { cookies, headers } from '../../../generated/constants.gen.ts';
import type { Db } from '../../../gateway/db/index.ts';
import { createFaultPlan, type FaultPlan } from '../../../gateway/faults.ts';
import { generateKeyPairPem } from '../../../gateway/keys.ts';
import { DEMO_BUYER } from '../../../gateway/seed/index.ts';
import { startGateway, type RunningGateway } from '../../../gateway/server.ts';
import { silentLogger, type GatewaySettings } from '../../../gateway/settings.ts';
import { signPayload, signaturePayload } from '../../../gateway/signature.ts';
import { openTestDatabase } from '../../gateway/helpers/gateway.ts';
import { test } from './test.ts';

/**
 * A private copy of dist/ (or of E2E_APP_DIST, a build of one's own when several people build at once):
 * other test runs may rebuild dist/ while these tests run, which would swap the chunks under a page. The
 * copy is taken when index.html and the files it names are all there.
 */
async function snapshotDist(): Promise<string> {
  for (let attempt = 0; attempt < 30; attempt += 1) {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'buyerapp-e2e-dist-'));
    try {
      cpSync(path.resolve(process.env.E2E_DIST_DIR ?? process.env.E2E_APP_DIST ?? 'dist'), dir, { recursive: true });
      const html = readFileSync(path.join(dir, 'index.html'), 'utf8');
      const named = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((m) => m[1]!);
      if (named.length > 0 && named.every((file) => existsSync(path.join(dir, file)))) return dir;
    } catch {
      // dist/ is being rebuilt: try again
    }
    rmSync(dir, { recursive: true, force: true });
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error('dist/ was not complete for 30 s');
}

/** The running gateway of a spec file, its database, and signed calls to it. */
export interface LiveGateway {
  /** Its origin, serving the built app and the API. */
  readonly url: string;
  /** Its database (to set up states the API cannot, like goods taken off sale). */
  readonly db: Db;
  /** The built app it serves (a copy of its own with `ownDist`, which a test may deploy over). */
  readonly distDir: string;
  /** A signed call from the test, as the app makes it; returns `data` or throws with the gateway's message. */
  call<D = unknown>(id: CallId, input?: { query?: Record<string, string>; body?: unknown }, token?: string): Promise<D>;
  /** {@link call} with the call's own data type; GET payloads go in the query, others in the body. */
  typed<K extends CallId>(id: K, payload?: unknown, token?: string): Promise<CallData<K>>;
  /** The token of a demo account (the demo buyer by default). */
  login(account?: string): Promise<string>;
  /** Logs the demo buyer into the browser context (token cookie) with an empty cart; returns the token. */
  loginWithEmptyCart(context: BrowserContext): Promise<string>;
  /** Faults armed for the gateway's next calls (gateway/faults.ts): the fault-injection suite's lever. */
  readonly faults: FaultPlan;
  /** The platform shop's first effective cart line, checked, as the cart hands it to the order (cement put back first). */
  orderCart(token: string, sellerId?: string): Promise<CallData<'cart.list'>['groups']>;
}

/** Where a screen test saves the screenshot it takes to look at a screen. */
export const shot = (name: string) => `test-results/screens/${name}.png`;

/**
 * Starts, for the spec file that calls it, one in-memory gateway (PGlite with the demo data, a
 * throwaway key pair) serving a private copy of the built app (dist/, built by the webServer of
 * playwright.config.ts) and the API on one origin; stops it after the file's tests. `settings` changes the
 * gateway's (e.g. small rate limits, tests/e2e/hardening.spec.ts); `ownDist` serves a copy of the build
 * even when the run has a build of its own, so the test may write a deployment over it.
 */
export function useLiveGateway(options: { settings?: Partial<GatewaySettings>; ownDist?: boolean } = {}): LiveGateway {
  let distCopy: string | undefined;
  let gateway: RunningGateway | undefined;
  let db: Db | undefined;
  // 1024 bits, as in the gateway tests (tests/gateway/helpers/gateway.ts testKeys): the gateway verifies any
  // RSA key the same way, and the app signs every call in the browser — 34 ms of CPU a call with 2048 bits,
  // 5 ms with 1024, over some ten thousand calls a run on two cores.
  const keys = generateKeyPairPem(1024);
  const faults = createFaultPlan();

  let closeDb: (() => Promise<void>) | undefined;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    // From the seeded snapshot the gateway tests share (no initdb, migrations or seed per file).
    const opened = await openTestDatabase();
    db = opened.db;
    closeDb = opened.close;
    // The run's own build (playwright.config.ts builds it into a folder of its own, E2E_DIST_DIR) is
    // served as it is; a shared dist/ is copied first, as another build may replace it meanwhile.
    const privateBuild = process.env.E2E_DIST_DIR;
    if (privateBuild === undefined || options.ownDist) distCopy = await snapshotDist();
    const distDir = distCopy ?? path.resolve(privateBuild!);
    gateway = await startGateway({
      db,
      publicKeyPem: keys.publicKeyPem,
      appSigningKeyPem: keys.privateKeyPem,
      distDir,
      log: silentLogger,
      port: 0,
      faults,
      ...(options.settings === undefined ? {} : { settings: options.settings }),
    });
  });
  test.afterAll(async () => {
    await gateway?.close();
    await closeDb?.();
    if (distCopy) rmSync(distCopy, { recursive: true, force: true });
  });

  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the gateway starts in beforeAll: use it inside a test');
    return value;
  };
  const live: LiveGateway = {
    get url() {
      return started(gateway).url;
    },
    get db() {
      return started(db);
    },
    get distDir() {
      return distCopy ?? path.resolve(process.env.E2E_DIST_DIR!);
    },
    faults,
    async call<D = unknown>(id: CallId, input: { query?: Record<string, string>; body?: unknown } = {}, token?: string): Promise<D> {
      const meta = calls[id];
      const query = new URLSearchParams(input.query ?? {}).toString();
      const body = meta.method === 'GET' ? undefined : JSON.stringify(input.body ?? {});
      const sent: Record<string, string> = { [headers.signature]: signPayload(keys.privateKeyPem, signaturePayload(meta.method, query, body ?? '')) };
      if (body !== undefined) sent['content-type'] = 'application/json';
      if (token) sent[headers.token] = token;
      const response = await fetch(`${started(gateway).url}${meta.path}${query ? `?${query}` : ''}`, {
        method: meta.method,
        headers: sent,
        ...(body === undefined ? {} : { body }),
      });
      const envelope = (await response.json()) as { success: boolean; data: D; message?: string };
      if (!envelope.success) throw new Error(`${id}: ${envelope.message ?? response.status}`);
      return envelope.data;
    },
    typed<K extends CallId>(id: K, payload: unknown = {}, token = ''): Promise<CallData<K>> {
      return live.call<CallData<K>>(id, calls[id].method === 'GET' ? { query: payload as Record<string, string> } : { body: payload }, token);
    },
    async login(account = DEMO_BUYER.accountName) {
      return (await live.typed('auth.login', { account, password: DEMO_BUYER.password })).token;
    },
    async loginWithEmptyCart(context) {
      const token = await live.login();
      const cart = await live.typed('cart.list', {}, token);
      const ids = cart.groups.flatMap((g) => g.children.map((l) => l.cartResourceId));
      if (ids.length > 0) await live.typed('cart.remove', { cartResourceIds: ids }, token);
      await context.addCookies([{ name: cookies.token, value: token, url: live.url }]);
      return token;
    },
    async orderCart(token, sellerId = 's_platform') {
      // An order removes its lines from the cart: put the cement back first.
      await live.typed('cart.add', { goodsId: 'g_cement', resourceId: 'res_cement_bag', quantity: '20', unit: '袋', selectInfos: [], addons: [] }, token);
      const cart = await live.typed('cart.list', {}, token);
      const group = cart.groups.find((g) => g.sellerId === sellerId)!;
      return [{ ...group, checked: true, children: group.children.filter((c) => c.effective).slice(0, 1) }];
    },
  };
  return live;
}
