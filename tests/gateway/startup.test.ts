import { mkdtemp, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runtimeConfig } from '@gen/constants.gen';
import { ConfigError, loadConfig } from '../../gateway/config';
import { DEV_PRIVATE_KEY_FILE, DEV_PUBLIC_KEY_FILE, loadKeys } from '../../gateway/keys';
import { startDev } from '../../gateway/dev';
import { banner, runGateway } from '../../gateway/main';
import { curlCommand, signedRequest } from '../../gateway/tools/call';

let root: string;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'gateway-start-'));
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('configuration', () => {
  it('defaults to 127.0.0.1:8080, PGlite in .data/pglite, the dev keys and dist/', () => {
    const config = loadConfig([], {}, '/repo');
    expect(config).toMatchObject({
      production: false,
      host: '127.0.0.1',
      port: 8080,
      database: { dataDir: '/repo/.data/pglite' },
      keys: { appSigningKeyFile: DEV_PRIVATE_KEY_FILE, gatewayPublicKeyFile: DEV_PUBLIC_KEY_FILE },
      distDir: '/repo/dist',
      apiBaseUrl: '',
      seedDemo: true,
    });
  });

  it('reads flags before variables, and DATABASE_URL selects PostgreSQL', () => {
    const env = {
      PORT: '9000',
      DATABASE_URL: 'postgresql://u@h/db',
      NODE_ENV: 'production',
      APP_SIGNING_KEY_FILE: '/k/app.pem',
      GATEWAY_PUBLIC_KEY_FILE: '/k/gw.pem',
    };
    const config = loadConfig(['--port', '9100', '--no-dist', '--host=0.0.0.0'], env, '/repo');
    expect(config).toMatchObject({
      production: true,
      port: 9100,
      host: '0.0.0.0',
      database: { url: 'postgresql://u@h/db' },
      distDir: null,
      keys: { appSigningKeyFile: '/k/app.pem', gatewayPublicKeyFile: '/k/gw.pem' },
    });
    expect(loadConfig(['--memory', '--production'], {}, '/repo')).toMatchObject({ database: { memory: true }, production: true });
    expect(loadConfig(['--memory'], { DATABASE_URL: 'postgresql://u@h/db' }, '/repo').database).toEqual({ memory: true });
    expect(loadConfig(['--data-dir', 'x'], { DATABASE_URL: 'postgresql://u@h/db' }, '/repo').database).toEqual({ dataDir: '/repo/x' });
    expect(loadConfig([], { GATEWAY_DATA_DIR: '/var/gw' }, '/repo').database).toEqual({ dataDir: '/var/gw' });
  });

  it('refuses unknown flags and bad ports', () => {
    expect(() => loadConfig(['--verbose'], {}, '/repo')).toThrow(ConfigError);
    expect(() => loadConfig([], { PORT: 'eighty' }, '/repo')).toThrow(ConfigError);
    expect(() => loadConfig(['--port'], {}, '/repo')).toThrow(ConfigError);
  });

  it('runs one process unless GATEWAY_WORKERS asks for more, which needs PostgreSQL', () => {
    expect(loadConfig([], {}, '/repo').workers).toBe(1);
    expect(loadConfig([], { GATEWAY_WORKERS: '3', DATABASE_URL: 'postgresql://u@h/db' }, '/repo').workers).toBe(3);
    expect(() => loadConfig([], { GATEWAY_WORKERS: '2' }, '/repo')).toThrow(/PostgreSQL/);
    expect(() => loadConfig([], { GATEWAY_WORKERS: '0', DATABASE_URL: 'postgresql://u@h/db' }, '/repo')).toThrow(ConfigError);
    expect(() => loadConfig([], { GATEWAY_WORKERS: 'many', DATABASE_URL: 'postgresql://u@h/db' }, '/repo')).toThrow(ConfigError);
  });
});

describe('keys', () => {
  it('generates the development pair once, the private key readable by its owner only', async () => {
    const first = await loadKeys(root, { appSigningKeyFile: DEV_PRIVATE_KEY_FILE, gatewayPublicKeyFile: DEV_PUBLIC_KEY_FILE });
    expect(first.generated).toBe(true);
    expect(first.privateKeyPem).toContain('BEGIN PRIVATE KEY');
    expect(first.publicKeyPem).toContain('BEGIN PUBLIC KEY');
    expect((await stat(path.join(root, DEV_PRIVATE_KEY_FILE))).mode & 0o077).toBe(0);
    const second = await loadKeys(root, { appSigningKeyFile: DEV_PRIVATE_KEY_FILE, gatewayPublicKeyFile: DEV_PUBLIC_KEY_FILE });
    expect(second).toMatchObject({ generated: false, privateKeyPem: first.privateKeyPem });
  });

  it('never generates configured keys: a missing file is an error', async () => {
    await expect(loadKeys(root, { appSigningKeyFile: 'real/app.pem', gatewayPublicKeyFile: 'real/gw.pem' })).rejects.toThrow(/ENOENT/);
  });
});

describe('the gateway process', () => {
  // One production gateway for both (each start migrates and seeds a fresh in-memory database: seconds on a busy machine).
  describe('a production gateway over a build', () => {
    const js = 'console.log("entry");'.repeat(100);
    let running: Awaited<ReturnType<typeof runGateway>>;
    let config: ReturnType<typeof loadConfig>;
    beforeAll(async () => {
      const dist = path.join(root, 'dist');
      await mkdir(path.join(dist, 'assets'), { recursive: true });
      await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>buyerapp</title>');
      await writeFile(path.join(dist, 'assets', 'app.js'), 'console.log(1)');
      await writeFile(path.join(dist, 'assets', 'index-AbC123.js'), js);
      await writeFile(path.join(dist, 'assets', 'index-AbC123.js.br'), brotliCompressSync(js));
      await writeFile(path.join(dist, 'assets', 'index-AbC123.js.gz'), gzipSync(js));
      config = { ...loadConfig(['--memory', '--port', '0', '--production'], {}, root), distDir: dist };
      running = await runGateway(config, root);
    }, 60_000);
    afterAll(async () => {
      await running?.close();
    });

    it('serves the built app with history-mode fallback, the config from the key files, and the API', async () => {
      expect(banner(running.url, config)).toContain('demo login: account demo / password demo123456');
      // Production mode: no inbox, and its path is not taken for a page of the app either.
      expect((await fetch(`${running.url}/__dev/sms?mobile=13800000001`)).status).toBe(404);
      expect(await (await fetch(`${running.url}/`)).text()).toContain('<title>buyerapp</title>');
      expect(await (await fetch(`${running.url}/order/orderList?status=completed`)).text()).toContain('<title>buyerapp</title>');
      expect(await (await fetch(`${running.url}/assets/app.js`)).text()).toBe('console.log(1)');
      expect((await fetch(`${running.url}/assets/missing-chunk.js`)).status).toBe(404);
      const appConfig = (await (await fetch(`${running.url}${runtimeConfig.path}`)).json()) as { signingKeyPem: string };
      expect(appConfig.signingKeyPem).toBe(await readFile(path.join(root, DEV_PRIVATE_KEY_FILE), 'utf8'));

      // The terminal helper signs like the app. Its login of the demo buyer also shows that runGateway
      // migrated the fresh in-memory database and loaded the demo data.
      const request = signedRequest(running.url, 'auth.login', { body: JSON.stringify({ account: 'demo', password: 'demo123456' }) }, appConfig.signingKeyPem);
      expect(curlCommand(request)).toMatch(
        /^curl -sS -X POST '.*\/gw\/20261121\/b5ff41de72f8' -H 'x-sign: [A-Za-z0-9+/=]+' -H 'content-type: application\/json' --data-raw '\{"account":"demo"/,
      );
      const response = await fetch(request.url, { method: request.method, headers: request.headers, body: request.body! });
      expect(await response.json()).toMatchObject({ success: true, data: { accountName: 'demo' } });
    });

    it('serves the build as a CDN would: precompressed by Accept-Encoding, hashed assets immutable, index.html and the config revalidated', async () => {
      // Node's fetch decodes what it asks for; the raw headers and bytes are what this test reads.
      const get = (url: string, headers: Record<string, string> = {}) =>
        fetch(`${running.url}${url}`, { headers: { 'Accept-Encoding': 'identity', ...headers } });
      const br = await fetch(`${running.url}/assets/index-AbC123.js`, { headers: { 'Accept-Encoding': 'br' } });
      expect(br.headers.get('content-encoding')).toBe('br');
      expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(br.headers.get('vary')).toContain('Accept-Encoding');
      expect(await br.text()).toBe(js);
      const gz = await fetch(`${running.url}/assets/index-AbC123.js`, { headers: { 'Accept-Encoding': 'gzip' } });
      expect(gz.headers.get('content-encoding')).toBe('gzip');
      const plain = await get('/assets/index-AbC123.js');
      expect(plain.headers.get('content-encoding')).toBeNull();
      expect(plain.headers.get('vary')).toContain('Accept-Encoding');
      expect(await plain.text()).toBe(js);

      for (const page of ['/', '/index.html', '/order/orderList']) {
        const first = await get(page);
        const etag = first.headers.get('etag');
        expect(first.headers.get('cache-control')).toBe('no-cache');
        expect(etag).toMatch(/^"[\w-]+"$/);
        const again = await get(page, { 'If-None-Match': etag! });
        expect(again.status).toBe(304);
        expect(await again.text()).toBe('');
      }
      const config1 = await get(runtimeConfig.path);
      expect(config1.headers.get('cache-control')).toBe('no-cache');
      expect((await get(runtimeConfig.path, { 'If-None-Match': config1.headers.get('etag')! })).status).toBe(304);
      expect((await get(runtimeConfig.path, { 'If-None-Match': '"other"' })).status).toBe(200);
    });

    it('serves a new build’s index.html without a restart, and the assets of the build before stay', async () => {
      const dist = config.distDir!;
      const before = await fetch(`${running.url}/order/orderList`);
      const oldEtag = before.headers.get('etag')!;
      // A deployment: the new build's assets beside the old ones, then its index.html.
      await writeFile(path.join(dist, 'assets', 'index-New456.js'), 'console.log(2)');
      await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>buyerapp 2</title><script src="/assets/index-New456.js"></script>');
      const after = await fetch(`${running.url}/order/orderList`, { headers: { 'If-None-Match': oldEtag } });
      expect(after.status).toBe(200);
      expect(after.headers.get('etag')).not.toBe(oldEtag);
      expect(await after.text()).toContain('<title>buyerapp 2</title>');
      expect(await (await fetch(`${running.url}/`)).text()).toContain('<title>buyerapp 2</title>');
      // A page of the build before asks for its chunks: still there.
      expect(await (await fetch(`${running.url}/assets/index-AbC123.js`)).text()).toBe(js);
    });
  });

  it('runs npm run dev: Vite proxies the calls, the config and the inbox to the gateway', async () => {
    const saved = process.env.GATEWAY_PORT;
    process.env.GATEWAY_PORT = '0';
    const servers = await startDev(['--memory'], { vitePort: 0, root });
    try {
      const viaVite = (await (await fetch(`${servers.viteUrl}${runtimeConfig.path}`)).json()) as { signingKeyPem: string };
      expect(viaVite.signingKeyPem).toContain('BEGIN PRIVATE KEY');
      const request = signedRequest(servers.viteUrl, 'goods.hotWords', {}, viaVite.signingKeyPem);
      expect(await (await fetch(request.url, { headers: request.headers })).json()).toMatchObject({ success: true });
      expect((await fetch(`${servers.viteUrl}/__dev/sms?mobile=13800000001`)).status).toBe(200);
      expect(await (await fetch(`${servers.viteUrl}/`)).text()).toContain('<div id="root">');
    } finally {
      await servers.close();
      if (saved === undefined) delete process.env.GATEWAY_PORT;
      else process.env.GATEWAY_PORT = saved;
    }
  }, 60_000);
});
