import { ApiError, errorText } from '@/lib/api';
// Words a pay-password lock with its time left (errorText).
import '@/lib/limits';
import { t } from '@/lib/i18n';

/**
 * The text of a failed pay-password check in the buyer's language, wherever the pay password is asked
 * (the cashier's wallet and ERP pay, a top-up, a withdrawal): wrong (with the tries left, the gateway's
 * `data.triesLeft`), not set — else errorText, which says a lock (PAY_PASSWORD_LOCKED, like every rate
 * limit) with its time left. The gateway's `message` is Chinese, so these answers are never shown as it
 * sends them. The texts are the wallet's (capital.password.*): the pay password is the wallet's, one set for all of these.
 */
export function payPasswordErrorText(error: unknown): string {
  if (error instanceof ApiError) {
    const data = (error.body as { data?: { triesLeft?: unknown } } | null)?.data;
    if (error.code === 'PAY_PASSWORD_WRONG' && typeof data?.triesLeft === 'number') return t('capital.password.wrong', { tries: data.triesLeft });
    if (error.code === 'PAY_PASSWORD_NOT_SET') return t('capital.password.notSet');
  }
  return errorText(error);
}
