import { timeouts } from '@gen/constants.gen';
import { DEFAULT_BCRYPT_ROUNDS } from './passwords';

/** Tunables of one gateway instance; every field has a production-worthy default. */
export interface GatewaySettings {
  /** Production mode: no development inbox, no stack traces in logs of failed requests. */
  readonly production: boolean;
  readonly bcryptRounds: number;
  /** Minimum seconds between two SMS codes to one mobile for one scene. */
  readonly smsResendSeconds: number;
  readonly smsCodeTtlSeconds: number;
  /** Wrong tries allowed per SMS code before it is burnt. */
  readonly smsMaxAttempts: number;
  readonly tokenTtlSeconds: number;
  /** Lifetime of the short proofs: a checked SMS code (smsToken) and a weixin authorisation. */
  readonly proofTtlSeconds: number;
  /** An order not paid within this many minutes is cancelled (pay deadline). */
  readonly payDeadlineMinutes: number;
  /** The largest request body accepted, in bytes. */
  readonly maxBodyBytes: number;
  /** Failed logins of one account (gateway/rateLimit.ts); beyond the image code after 3, which slows a person down but not a solver. */
  readonly loginAccountLimit: RateLimitRule | null;
  /** Failed logins from one client address, across accounts (one address guessing many accounts' passwords). */
  readonly loginAddressLimit: RateLimitRule | null;
  /** SMS codes sent from one client address, to any mobile (the per-mobile resend gap stays besides). */
  readonly smsAddressLimit: RateLimitRule | null;
  /** Wrong pay passwords from one client address, across members (the per-member lock, payPasswordLock, stays besides). */
  readonly payPasswordAddressLimit: RateLimitRule | null;
  /**
   * How many reverse proxies in front of the gateway append the address they saw to X-Forwarded-For: 0
   * (the default) trusts the socket's address alone — a header a client sent itself would let it pick any
   * address and walk around every per-address limit; N takes the N-th address from the right.
   */
  readonly trustProxyHops: number;
  /** Extra origins of the CSP's connect-src besides 'self' and the apiBaseUrl's origin (gateway/securityHeaders.ts). */
  readonly cspConnectSrc: readonly string[];
  /** Who may frame the app (CSP frame-ancestors; X-Frame-Options follows for 'none' and 'self'). */
  readonly frameAncestors: readonly string[];
  /** Strict-Transport-Security max-age, sent on answers over https only; 0 sends none. */
  readonly hstsMaxAgeSeconds: number;
  /** Where uploaded pictures are kept: null (the default) in the database, else this directory (gateway/handlers/upload.ts). */
  readonly uploadDir: string | null;
  /**
   * The web map service (JS API 1.4.4) for the address map pick: its key, handed to the app in
   * /app-config.json, and the API's script address. No key (the default): the pick is the region list and
   * the device position, and the security policy names no map origin.
   */
  readonly map: { readonly key: string; readonly scriptUrl: string } | null;
}

/**
 * One rate limit: `max` events of one key within `windowMinutes` block the key for `lockMinutes` after
 * the last of them (the rule of the pay-password lock, src/domain payPasswordLockState, applied to any count).
 */
export interface RateLimitRule {
  readonly max: number;
  readonly windowMinutes: number;
  readonly lockMinutes: number;
}

/**
 * The production limits. An account: 10 failed logins in 30 minutes lock it for 30 (the image code
 * comes after 3; a buyer who forgot the password logs in by SMS code meanwhile). An address: 50 failed
 * logins or 30 wrong pay passwords in 15 minutes block it for 15, 30 SMS codes in an hour for an hour —
 * high enough for a site office or a company behind one NAT address, low enough to stop one machine
 * trying thousands of passwords or sending codes to thousands of mobiles.
 */
export const DEFAULT_RATE_LIMITS = {
  loginAccountLimit: { max: 10, windowMinutes: 30, lockMinutes: 30 },
  loginAddressLimit: { max: 50, windowMinutes: 15, lockMinutes: 15 },
  smsAddressLimit: { max: 30, windowMinutes: 60, lockMinutes: 60 },
  payPasswordAddressLimit: { max: 30, windowMinutes: 15, lockMinutes: 15 },
} as const satisfies Partial<Record<keyof GatewaySettings, RateLimitRule>>;

/** Every rate limit off (RATE_LIMITS=off: load tests from one address, like npm run soak). */
export const NO_RATE_LIMITS = {
  loginAccountLimit: null,
  loginAddressLimit: null,
  smsAddressLimit: null,
  payPasswordAddressLimit: null,
} as const satisfies Partial<GatewaySettings>;

/** The defaults: 10 bcrypt rounds, 60 s SMS resend gap, 5 min codes, 7-day sessions, 30 min to pay, 1 MiB bodies, the production rate limits, no proxy trusted. */
export const DEFAULT_SETTINGS: GatewaySettings = {
  production: false,
  bcryptRounds: DEFAULT_BCRYPT_ROUNDS,
  smsResendSeconds: timeouts.smsResendSeconds,
  smsCodeTtlSeconds: 300,
  smsMaxAttempts: 5,
  tokenTtlSeconds: 7 * 24 * 3600,
  proofTtlSeconds: 600,
  payDeadlineMinutes: 30,
  maxBodyBytes: 1024 * 1024,
  ...DEFAULT_RATE_LIMITS,
  trustProxyHops: 0,
  cspConnectSrc: [],
  // The native app loads the page top-level and the app frames none of its own pages: nobody may frame it (clickjacking).
  frameAncestors: ["'none'"],
  // 180 days, the usual first step; only ever sent over https (a header over http would be ignored anyway).
  hstsMaxAgeSeconds: 180 * 24 * 3600,
  uploadDir: null,
  map: null,
};

/** Minimal logging surface, so tests can silence the gateway. */
export interface Logger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string, error?: unknown): void;
}

/** Logs to the console with a `[gateway]` prefix. */
export const consoleLogger: Logger = {
  info: (message) => console.log(`[gateway] ${message}`),
  warn: (message) => console.warn(`[gateway] ${message}`),
  error: (message, error) => console.error(`[gateway] ${message}`, error ?? ''),
};

/** Drops everything (tests). */
export const silentLogger: Logger = { info: () => {}, warn: () => {}, error: () => {} };
