import { useState } from 'react';
import { t } from '@/lib/i18n';

/** Exactly six digits, as the numeric password keyboard types them. */
const SIX_DIGITS = /^\d{6}$/;

/** A pay password's problem (not 6 digits), or null. */
export function payPasswordProblem(password: string): string | null {
  return SIX_DIGITS.test(password) ? null : t('capital.password.sixDigits');
}

/**
 * The new pay password and its repetition of the set / change / reset forms, with their checks: six
 * digits each, the same twice. `check` shows the problems and answers whether both are fine.
 */
export function useNewPayPassword() {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problems, setProblems] = useState<{ password?: string | null; confirm?: string | null }>({});
  return {
    password,
    confirm,
    problems,
    setPassword,
    setConfirm,
    check(): boolean {
      const found = {
        password: payPasswordProblem(password),
        confirm: payPasswordProblem(confirm) ?? (confirm === password ? null : t('capital.password.mismatch')),
      };
      setProblems(found);
      return !found.password && !found.confirm;
    },
  };
}
