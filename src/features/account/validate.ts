import type { MessageKey } from '@/lib/i18n';
import { checkFormat } from '@/lib/validation';

/** The message of a mobile that fails the §5 rule (11 digits starting with 1), or null. */
export function mobileError(mobile: string): MessageKey | null {
  return checkFormat('mobile', mobile.trim());
}

/** The message of an SMS code that is not 6 digits, or null. */
export function smsCodeError(code: string): MessageKey | null {
  return /^\d{6}$/.test(code.trim()) ? null : 'account.errors.smsCode';
}

/** The message of a new password that is not 6–20 letters or digits, or null. */
export function newPasswordError(password: string): MessageKey | null {
  return /^[A-Za-z0-9]{6,20}$/.test(password) ? null : 'account.errors.newPassword';
}
