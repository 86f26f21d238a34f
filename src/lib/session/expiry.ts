import { logger } from '../log';
import { isPublicPath } from '../routes';
import { t } from '../i18n';
import type { ClientEvents } from '../http/events';

/** What the expiry flow acts through; the shell supplies the alert and the current path. */
export interface ExpiryDeps {
  /** The pathname the buyer is on. */
  currentPath(): string;
  /** Shows the security notice; resolves when the buyer has acknowledged it. */
  alert(title: string, message: string): Promise<void>;
  /** Logs out through the native app (browser: the web logout flow). */
  nativeLogout(): Promise<void>;
  /** Clears token, user info and needLogin and sets the login flag false. */
  clear(): void;
  /** Whether a token is still held (a 401 without one is not an expiry, just "not logged in"). */
  hasToken(): boolean;
}

export type ExpiryOutcome = 'public' | 'no-token' | 'already-handling' | 'logged-out';

/**
 * The reaction to the client's `unauthorized` event (product-spec §4, §8). Outside the public paths:
 * one security notice, then logout through the app, then the local session is cleared. While a notice
 * is up, further 401s (concurrent calls failing together) are absorbed; afterwards there is no token
 * left, so stragglers find nothing to expire.
 */
export function createExpiryHandler(deps: ExpiryDeps): (event: ClientEvents['unauthorized']) => Promise<ExpiryOutcome> {
  let handling: Promise<ExpiryOutcome> | undefined;
  return (event) => {
    if (handling) return Promise.resolve('already-handling');
    if (isPublicPath(deps.currentPath())) {
      logger().warn('login expired on a public page; staying logged in locally', event);
      return Promise.resolve('public');
    }
    if (!deps.hasToken()) return Promise.resolve('no-token');
    handling = (async (): Promise<ExpiryOutcome> => {
      try {
        await deps.alert(t('session.securityNoticeTitle'), t('session.expired'));
        try {
          await deps.nativeLogout();
        } catch (error) {
          logger().warn('native logout failed', error);
        }
        deps.clear();
        return 'logged-out';
      } finally {
        handling = undefined;
      }
    })();
    return handling;
  };
}
