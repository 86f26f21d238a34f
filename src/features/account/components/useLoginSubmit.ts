import { type FormEvent, useState } from 'react';
import { useClickGuard } from '@/components/ClickGuard';
import { t } from '@/lib/i18n';
import { loginErrorText } from '../loginError';
import { accountStore } from '../store';

/**
 * The submit of a login or registration form: runs the form's own checks, asks for the agreements,
 * gets a token and hands it on; a second tap while it runs only says "please wait". Failures become
 * the form's message; what was typed stays.
 */
export function useLoginSubmit(options: { validate: () => boolean; getToken: () => Promise<string>; onToken: (token: string) => Promise<void> }) {
  const [formError, setFormError] = useState<string | null>(null);
  const { guard, running } = useClickGuard();
  const run = guard(async () => {
    setFormError(null);
    if (!options.validate()) return;
    if (!accountStore.agreed) {
      setFormError(t('account.agreement.required'));
      return;
    }
    let token: string;
    try {
      token = await options.getToken();
    } catch (error) {
      setFormError(loginErrorText(error));
      return;
    }
    await options.onToken(token);
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void run();
  };
  return { onSubmit, running, formError, setFormError };
}
