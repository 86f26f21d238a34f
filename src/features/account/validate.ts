import type { FieldRule } from '@/lib/fields';
import { type MessageKey, t } from '@/lib/i18n';
import { checkFormat } from '@/lib/validation';

/** The message of a mobile that fails the §5 rule (11 digits starting with 1), or null. */
export function mobileError(mobile: string): MessageKey | null {
  return checkFormat('mobile', mobile.trim());
}

/**
 * The message of a password-login account that is blank, over 64 characters or holds an invisible control
 * or bidi character (rule loginAccount; the field's maxLength does not stop a paste), or null.
 */
export function loginAccountError(account: string): MessageKey | null {
  const trimmed = account.trim();
  return trimmed ? checkFormat('loginAccount', trimmed) : 'account.errors.account';
}

/** The message of an SMS code that is not 6 digits, or null. */
export function smsCodeError(code: string): MessageKey | null {
  return /^\d{6}$/.test(code.trim()) ? null : 'account.errors.smsCode';
}

/** The message of a new password that is not 6–20 letters or digits, or null. */
export function newPasswordError(password: string): MessageKey | null {
  return /^[A-Za-z0-9]{6,20}$/.test(password) ? null : 'account.errors.newPassword';
}

/** The message of a repeated password that differs from the new one, or null. */
export function confirmPasswordError(password: string, confirm: string): MessageKey | null {
  return password === confirm ? null : 'account.errors.confirmPassword';
}

/**
 * A mobile as the security pages show it, the middle four digits hidden: 138****0001 (anything else as it is).
 * @example maskMobile('13800000001') // '138****0001'
 */
export function maskMobile(mobile: string): string {
  return /^\d{11}$/.test(mobile) ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : mobile;
}

/** A check's catalogue key in the buyer's words, for a form kit's `check` (undefined when it passed). */
export function wordsOf(key: MessageKey | null): string | undefined {
  return key === null ? undefined : t(key);
}

/** The repetition of a new password: typed, never sent. */
const repeated: FieldRule = { required: true, kind: 'string' };

/**
 * The form-kit parts of a new password typed twice (`password`, `confirm`): the rule of the call that
 * sends it, 6 to 20 letters or digits, and the repetition equal to it — in the account forms' words.
 */
export function newPasswordKit(rule: FieldRule) {
  return {
    rules: { password: rule, confirm: repeated },
    messages: { password: 'account.errors.newPassword', confirm: 'account.errors.confirmPassword' },
    check: (values: { password: string; confirm: string }) => ({
      password: wordsOf(newPasswordError(values.password)),
      confirm: wordsOf(confirmPasswordError(values.password, values.confirm)),
    }),
  } as const;
}
