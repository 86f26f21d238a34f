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
}

/** The defaults: 10 bcrypt rounds, 60 s SMS resend gap, 5 min codes, 7-day sessions, 30 min to pay, 1 MiB bodies. */
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
