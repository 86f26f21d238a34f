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
  const running = await runGateway(config);
  console.log(banner(running.url, config));
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
