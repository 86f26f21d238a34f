import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createServer, type ViteDevServer } from 'vite';
import { ConfigError, loadConfig } from './config';
import { banner, runGateway } from './main';

/**
 * npm run dev: the gateway (API only, on GATEWAY_PORT or 8080) and Vite's dev server in one process.
 * vite.config.ts proxies /gw, /app-config.json, /__dev, /__provider and /__weixin to the gateway, so the app in
 * development talks to it on its own origin exactly as the built app does under `npm start`.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The gateway and Vite's dev server, started; `close` stops both. */
export interface DevServers {
  readonly gatewayUrl: string;
  readonly viteUrl: string;
  close(): Promise<void>;
}

/** Starts the gateway (port from GATEWAY_PORT, default 8080) and Vite (its own port, 5173 unless `vitePort`). */
export async function startDev(argv: readonly string[] = [], options: { vitePort?: number; root?: string } = {}): Promise<DevServers> {
  const root = options.root ?? ROOT;
  const config = loadConfig(['--no-dist', '--port', process.env.GATEWAY_PORT ?? '8080', ...argv], process.env, root);
  const gateway = await runGateway(config, root);
  console.log(banner(gateway.url, config));
  // The proxy target in vite.config.ts reads this when Vite loads the config below.
  process.env.GATEWAY_PORT = String(gateway.port);
  let vite: ViteDevServer;
  try {
    vite = await createServer({
      root: ROOT,
      server: { host: process.env.HOST ?? '127.0.0.1', ...(options.vitePort === undefined ? {} : { port: options.vitePort }) },
    });
    await vite.listen();
  } catch (error) {
    await gateway.close();
    throw error;
  }
  vite.printUrls();
  return {
    gatewayUrl: gateway.url,
    viteUrl: (vite.resolvedUrls?.local[0] ?? '').replace(/\/$/, ''),
    async close() {
      await Promise.allSettled([vite.close(), gateway.close()]);
    },
  };
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  startDev(process.argv.slice(2)).then(
    (servers) => {
      const stop = () => {
        void servers.close().then(() => process.exit(0));
      };
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    },
    (error: unknown) => {
      console.error(error instanceof ConfigError ? `dev: ${error.message}` : error);
      process.exit(1);
    },
  );
}
