import { errorText } from '@/lib/api';
import { ApiError } from '@/lib/api';
import { t, type MessageKey } from '@/lib/i18n';

const BY_CODE: Readonly<Record<string, MessageKey>> = {
  LOGIN_FAILED: 'account.errors.loginFailed',
  SMS_CODE_INVALID: 'account.errors.smsInvalid',
  SMS_TOO_FREQUENT: 'account.errors.smsTooFrequent',
  MOBILE_TAKEN: 'account.errors.mobileTaken',
};

/** What to tell the buyer when a login, registration or code request failed. */
export function loginErrorText(error: unknown): string {
  if (error instanceof ApiError) {
    const key = BY_CODE[error.code];
    if (key) return key === 'account.errors.smsTooFrequent' && error.message ? error.message : t(key);
  }
  return errorText(error);
}
