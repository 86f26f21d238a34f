import { t } from '../i18n';

/**
 * The errors a call can end with. `status` follows the generic client of product-spec §8: 0 for a
 * network failure or timeout, else the HTTP status.
 */
export class NetworkError extends Error {
  override readonly name: string = 'NetworkError';
  readonly status: number = 0;
  constructor(message = 'Network Error', options?: { cause?: unknown }) {
    super(message, options);
  }
}

/** The request took longer than the timeout; the message is `timeout [ <ms>ms ]`. */
export class TimeoutError extends NetworkError {
  override readonly name = 'TimeoutError';
  constructor(readonly timeoutMs: number) {
    super(t('error.timeout', { ms: timeoutMs }));
  }
}

/** The gateway answered, but not with success: an HTTP error or an envelope without success=true. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
    readonly body: unknown,
  ) {
    super(message);
  }
}
