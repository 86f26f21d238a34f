import cluster from 'node:cluster';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { devInbox } from '@gen/constants.gen';
import { ConfigError, loadConfig, type GatewayConfig } from './config';
import { openDatabase } from './db';
import { migrate } from './db/migrate';
import { loadKeys } from './keys';
import { DEMO_BUYER, SECOND_BUYER, seedDemo } from './seed';
import { startGateway, type RunningGateway } from './server';
import { DEFAULT_SETTINGS, consoleLogger } from './settings';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Opens the database, migrates, seeds the demo data, loads the keys and listens. */
export async function runGateway(config: GatewayConfig, root: string = ROOT): Promise<RunningGateway & { close(): Promise<void> }> {
  const log = consoleLogger;
  const keys = await loadKeys(root, config.keys);
  if (keys.generated) log.info(`generated a development key pair in ${path.dirname(path.resolve(root, config.keys.appSigningKeyFile))}`);
  const db = await openDatabase(config.database);
  try {
    const applied = await migrate(db);
    if (applied.length > 0) log.info(`migrations applied: ${applied.join(', ')}`);
    if (config.seedDemo && (await seedDemo(db, { bcryptRounds: DEFAULT_SETTINGS.bcryptRounds }))) log.info('demo catalogue and accounts loaded');
    const running = await startGateway({
      db,
      host: config.host,
      port: config.port,
      publicKeyPem: keys.publicKeyPem,
      appSigningKeyPem: keys.privateKeyPem,
      settings: { ...config.settings, production: config.production },
      log,
      distDir: config.distDir,
      apiBaseUrl: config.apiBaseUrl,
      financePartnerUrl: config.financePartnerUrl,
    });
    return {
      ...running,
      async close() {
        await running.close();
        await db.close();
      },
    };
  } catch (error) {
    await db.close();
    throw error;
  }
}

/** The banner printed once the gateway listens. */
export function banner(url: string, config: GatewayConfig): string {
  const where =
    'url' in config.database ? 'PostgreSQL (DATABASE_URL)' : 'dataDir' in config.database ? `PGlite in ${config.database.dataDir}` : 'PGlite in memory';
  return [
    `buyerapp gateway${config.production ? ' (production mode)' : ''}: ${url}/`,
    `  database: ${where}`,
    `  app: ${config.distDir ?? 'not served (--no-dist)'}`,
    `  demo login: account ${DEMO_BUYER.accountName} / password ${DEMO_BUYER.password} (mobile ${DEMO_BUYER.mobile}); second buyer ${SECOND_BUYER.accountName} / ${SECOND_BUYER.password}`,
    config.production ? '  SMS codes: in this log' : `  SMS codes: ${url}${devInbox.path}?mobile=${DEMO_BUYER.mobile} (and this log)`,
  ].join('\n');
}

/** A worker's word to the primary once it listens. */
interface ListeningMessage {
  readonly gatewayListening: string;
}

/**
 * GATEWAY_WORKERS=N: the primary forks N processes that each run the whole gateway (they race through
 * the migrations under their advisory lock and the demo seed, as separate processes on one PostgreSQL
 * do) and share one port (node:cluster hands out the connections). The banner is printed once all of
 * them listen; a worker that dies is started again; SIGINT / SIGTERM stop them all.
 */
async function runPrimary(config: GatewayConfig): Promise<void> {
  // The development key pair is generated here, once: workers generating it at once would differ.
  const keys = await loadKeys(ROOT, config.keys);
  if (keys.generated) consoleLogger.info(`generated a development key pair in ${path.dirname(path.resolve(ROOT, config.keys.appSigningKeyFile))}`);
  let listening = 0;
  let stopping = false;
  const fork = () => {
    const worker = cluster.fork();
    worker.on('message', (message: ListeningMessage) => {
      if (typeof message?.gatewayListening !== 'string') return;
      listening += 1;
      if (listening === config.workers) console.log(`${banner(message.gatewayListening, config)}\n  processes: ${config.workers} (GATEWAY_WORKERS)`);
    });
  };
  for (let i = 0; i < config.workers; i += 1) fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    console.error(`gateway worker ${worker.process.pid} exited (${code ?? signal}); starting another`);
    setTimeout(fork, 1000);
  });
  const stop = () => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

async function main(): Promise<void> {
  let config: GatewayConfig;
  try {
    config = loadConfig(process.argv.slice(2), process.env, ROOT);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`gateway: ${error.message}`);
      process.exit(2);
    }
    throw error;
  }
  if (config.workers > 1 && cluster.isPrimary) {
    await runPrimary(config);
    return;
  }
  const running = await runGateway(config);
  if (cluster.isWorker) process.send?.({ gatewayListening: running.url } satisfies ListeningMessage);
  else console.log(banner(running.url, config));
  const stop = () => {
    running.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((error: unknown) => {
    console.error('gateway failed to start:', error);
    process.exit(1);
  });
}
