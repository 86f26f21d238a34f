import { ApiError, errorText } from '@/lib/api';
import { waitSecondsOf } from '@/lib/limits';
import { t, type MessageKey } from '@/lib/i18n';

const BY_CODE: Readonly<Record<string, MessageKey>> = {
  LOGIN_FAILED: 'account.errors.loginFailed',
  SMS_CODE_INVALID: 'account.errors.smsInvalid',
  SMS_TOO_FREQUENT: 'account.errors.smsTooFrequent',
  MOBILE_TAKEN: 'account.errors.mobileTaken',
};

/**
 * What to tell the buyer when a login, registration or code request failed. A rate limit's refusal (a
 * locked login, too many codes) is errorText's, with the time left; a resend refused without a time says "later".
 */
export function loginErrorText(error: unknown): string {
  if (waitSecondsOf(error) !== null) return errorText(error);
  if (error instanceof ApiError) {
    const key = BY_CODE[error.code];
    if (key) return t(key);
  }
  return errorText(error);
}
