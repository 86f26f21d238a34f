import path from 'node:path';
import type { DatabaseTarget } from './db';
import { FINANCE_PARTNER_PATH } from './financePartner';
import { DEV_PRIVATE_KEY_FILE, DEV_PUBLIC_KEY_FILE, type KeyFiles } from './keys';

/** The default PGlite folder (git-ignored `.data/`). */
export const DEFAULT_DATA_DIR = '.data/pglite';

/** How the gateway process is configured (flags and environment, see gateway/README.md). */
export interface GatewayConfig {
  readonly production: boolean;
  readonly host: string;
  readonly port: number;
  readonly database: DatabaseTarget;
  readonly keys: KeyFiles;
  /** The built app to serve, or null for the API alone. */
  readonly distDir: string | null;
  /** apiBaseUrl handed to the app in /app-config.json ("" = same origin). */
  readonly apiBaseUrl: string;
  /** The financing partner's page handed to the app in /app-config.json (§9); the gateway's simulated partner by default. */
  readonly financePartnerUrl: string;
  readonly seedDemo: boolean;
}

/** Thrown for a flag or variable the gateway cannot use; main prints the message and exits. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

function flagValue(argv: readonly string[], name: string): string | undefined {
  const inline = argv.find((arg) => arg.startsWith(`--${name}=`));
  if (inline !== undefined) return inline.slice(name.length + 3);
  const at = argv.indexOf(`--${name}`);
  if (at >= 0) {
    const value = argv[at + 1];
    if (value === undefined || value.startsWith('--')) throw new ConfigError(`--${name} needs a value`);
    return value;
  }
  return undefined;
}

/**
 * Reads the configuration. Flags win over variables:
 * --production | NODE_ENV=production, --host | HOST (127.0.0.1), --port | PORT (8080), the database:
 * --memory (PGlite in memory) | --data-dir <dir> (PGlite there) | DATABASE_URL (PostgreSQL) |
 * GATEWAY_DATA_DIR (PGlite there), default PGlite in .data/pglite; APP_SIGNING_KEY_FILE / GATEWAY_PUBLIC_KEY_FILE (default the generated .keys/dev-*.pem),
 * --dist | GATEWAY_DIST_DIR (the built app; --no-dist for the API alone), API_BASE_URL, --no-seed.
 */
export function loadConfig(argv: readonly string[], env: Readonly<Record<string, string | undefined>>, root: string): GatewayConfig {
  const known = new Set(['production', 'host', 'port', 'data-dir', 'memory', 'dist', 'no-dist', 'no-seed']);
  for (const arg of argv) {
    if (arg.startsWith('--') && !known.has(arg.slice(2).split('=')[0]!)) throw new ConfigError(`unknown flag ${arg}`);
  }
  const portText = flagValue(argv, 'port') ?? env.PORT ?? '8080';
  const port = Number(portText);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new ConfigError(`port must be 0…65535, got ${portText}`);
  const databaseUrl = env.DATABASE_URL?.trim();
  const dataDirFlag = flagValue(argv, 'data-dir');
  const database: DatabaseTarget = argv.includes('--memory')
    ? { memory: true }
    : dataDirFlag !== undefined
      ? { dataDir: path.resolve(root, dataDirFlag) }
      : databaseUrl
        ? { url: databaseUrl }
        : { dataDir: path.resolve(root, env.GATEWAY_DATA_DIR ?? DEFAULT_DATA_DIR) };
  const dist = argv.includes('--no-dist') ? null : path.resolve(root, flagValue(argv, 'dist') ?? env.GATEWAY_DIST_DIR ?? 'dist');
  return {
    production: argv.includes('--production') || env.NODE_ENV === 'production',
    host: flagValue(argv, 'host') ?? env.HOST ?? '127.0.0.1',
    port,
    database,
    keys: {
      appSigningKeyFile: env.APP_SIGNING_KEY_FILE ?? DEV_PRIVATE_KEY_FILE,
      gatewayPublicKeyFile: env.GATEWAY_PUBLIC_KEY_FILE ?? DEV_PUBLIC_KEY_FILE,
    },
    distDir: dist,
    apiBaseUrl: env.API_BASE_URL ?? '',
    financePartnerUrl: env.FINANCE_PARTNER_URL ?? FINANCE_PARTNER_PATH,
    seedDemo: !argv.includes('--no-seed'),
  };
}
