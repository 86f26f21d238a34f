import path from 'node:path';
import type { DatabaseTarget } from './db';
import { FINANCE_PARTNER_PATH } from './financePartner';
import { DEV_PRIVATE_KEY_FILE, DEV_PUBLIC_KEY_FILE, type KeyFiles } from './keys';
import { NO_RATE_LIMITS, type GatewaySettings, type RateLimitRule } from './settings';

/** The web map service's JS API (the spec's map plugin version 1.4.4 is asked for by the app). */
export const MAP_SCRIPT_URL = 'https://webapi.amap.com/maps';

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
  /** GATEWAY_WORKERS: processes serving one port (node:cluster); more than 1 needs DATABASE_URL. */
  readonly workers: number;
  /** Settings from the environment (rate limits, proxy, security headers); the rest keep their defaults. */
  readonly settings: Partial<GatewaySettings>;
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

/** The environment variable of each rate limit: "max/windowMinutes/lockMinutes" (e.g. 10/30/30) or "off". */
export const RATE_LIMIT_VARIABLES = {
  loginAccountLimit: 'RATE_LIMIT_LOGIN_ACCOUNT',
  loginAddressLimit: 'RATE_LIMIT_LOGIN_ADDRESS',
  smsAddressLimit: 'RATE_LIMIT_SMS_ADDRESS',
  payPasswordAddressLimit: 'RATE_LIMIT_PAY_PASSWORD_ADDRESS',
} as const;

function rateLimitRule(name: string, text: string): RateLimitRule | null {
  if (text.trim().toLowerCase() === 'off') return null;
  const numbers = text.split('/').map((part) => Number(part.trim()));
  if (numbers.length !== 3 || !numbers.every((n) => Number.isInteger(n) && n > 0)) {
    throw new ConfigError(`${name} must be max/windowMinutes/lockMinutes (positive whole numbers, e.g. 10/30/30) or off, got ${text}`);
  }
  const [max, windowMinutes, lockMinutes] = numbers as [number, number, number];
  return { max, windowMinutes, lockMinutes };
}

/** A list of CSP sources from a variable (spaces or commas between them). */
function sourceList(text: string): string[] {
  return text.split(/[\s,]+/).filter((source) => source !== '');
}

/**
 * The settings the environment overrides: RATE_LIMITS=off (every limit off: a load test from one
 * address), RATE_LIMIT_LOGIN_ACCOUNT / _LOGIN_ADDRESS / _SMS_ADDRESS / _PAY_PASSWORD_ADDRESS (one limit,
 * max/windowMinutes/lockMinutes or off), TRUST_PROXY (how many reverse proxies append to X-Forwarded-For;
 * true = 1), CSP_CONNECT_SRC (extra connect-src origins), FRAME_ANCESTORS (the CSP frame-ancestors
 * sources, default 'none'), HSTS_MAX_AGE (seconds; 0 sends no Strict-Transport-Security), UPLOAD_DIR (keep
 * uploaded pictures in this directory instead of the database).
 */
export function settingsFromEnv(env: Readonly<Record<string, string | undefined>>): Partial<GatewaySettings> {
  const out: { -readonly [K in keyof GatewaySettings]?: GatewaySettings[K] } = {};
  const all = env.RATE_LIMITS?.trim().toLowerCase();
  if (all === 'off') Object.assign(out, NO_RATE_LIMITS);
  else if (all !== undefined && all !== '' && all !== 'on') throw new ConfigError(`RATE_LIMITS must be on or off, got ${env.RATE_LIMITS}`);
  for (const [key, name] of Object.entries(RATE_LIMIT_VARIABLES) as [keyof typeof RATE_LIMIT_VARIABLES, string][]) {
    const text = env[name];
    if (text !== undefined && text.trim() !== '') out[key] = rateLimitRule(name, text);
  }
  const proxy = env.TRUST_PROXY?.trim().toLowerCase();
  if (proxy !== undefined && proxy !== '') {
    const hops = proxy === 'true' ? 1 : proxy === 'false' ? 0 : Number(proxy);
    if (!Number.isInteger(hops) || hops < 0) throw new ConfigError(`TRUST_PROXY must be true, false or the number of proxies, got ${env.TRUST_PROXY}`);
    out.trustProxyHops = hops;
  }
  if (env.CSP_CONNECT_SRC !== undefined) out.cspConnectSrc = sourceList(env.CSP_CONNECT_SRC);
  if (env.FRAME_ANCESTORS !== undefined && env.FRAME_ANCESTORS.trim() !== '') out.frameAncestors = sourceList(env.FRAME_ANCESTORS);
  if (env.HSTS_MAX_AGE !== undefined && env.HSTS_MAX_AGE.trim() !== '') {
    const seconds = Number(env.HSTS_MAX_AGE);
    if (!Number.isInteger(seconds) || seconds < 0) throw new ConfigError(`HSTS_MAX_AGE must be whole seconds, got ${env.HSTS_MAX_AGE}`);
    out.hstsMaxAgeSeconds = seconds;
  }
  if (env.UPLOAD_DIR !== undefined && env.UPLOAD_DIR.trim() !== '') out.uploadDir = path.resolve(env.UPLOAD_DIR.trim());
  const mapKey = env.MAP_KEY?.trim();
  if (mapKey) {
    const scriptUrl = env.MAP_SCRIPT_URL?.trim() || MAP_SCRIPT_URL;
    if (!/^(https:\/\/|\/)/.test(scriptUrl)) throw new ConfigError(`MAP_SCRIPT_URL must be an https address or a path of this gateway, got ${scriptUrl}`);
    out.map = { key: mapKey, scriptUrl };
  }
  return out;
}

/**
 * Reads the configuration. Flags win over variables:
 * --production | NODE_ENV=production, --host | HOST (127.0.0.1), --port | PORT (8080), the database:
 * --memory (PGlite in memory) | --data-dir <dir> (PGlite there) | DATABASE_URL (PostgreSQL) |
 * GATEWAY_DATA_DIR (PGlite there), default PGlite in .data/pglite; APP_SIGNING_KEY_FILE / GATEWAY_PUBLIC_KEY_FILE (default the generated .keys/dev-*.pem),
 * --dist | GATEWAY_DIST_DIR (the built app; --no-dist for the API alone), API_BASE_URL, --no-seed; the settings of
 * {@link settingsFromEnv} (rate limits, TRUST_PROXY, CSP_CONNECT_SRC, FRAME_ANCESTORS, HSTS_MAX_AGE, UPLOAD_DIR,
 * MAP_KEY and MAP_SCRIPT_URL).
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
  const workersText = env.GATEWAY_WORKERS?.trim() || '1';
  const workers = Number(workersText);
  if (!Number.isInteger(workers) || workers < 1 || workers > 64) throw new ConfigError(`GATEWAY_WORKERS must be 1…64, got ${workersText}`);
  // PGlite lives in this process: other processes cannot share it.
  if (workers > 1 && !('url' in database)) throw new ConfigError('GATEWAY_WORKERS above 1 needs PostgreSQL (DATABASE_URL)');
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
    workers,
    settings: settingsFromEnv(env),
  };
}
