import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import type { ReactNode } from 'react';
import { FormError } from '@/components/Form';
import type { WriteOptions } from '@/lib/write';
import { loginErrorText } from '../loginError';
import { requireAgreement } from '../store';

/** What a form of the kit shows of its write: its failure under the form, its pending state on the button. */
interface FormWrite {
  readonly write: { readonly error: string | null; readonly pending: boolean };
  readonly submit: () => Promise<void>;
}

/**
 * A form of the account and security pages: an optional intro, the fields in a card, the failure of the
 * last try (read out when it appears), an optional hint and the submit button, then whatever follows.
 */
export function AccountForm({
  kit,
  submitText,
  label,
  labelledBy,
  className = 'login-form',
  intro,
  hint,
  header,
  children,
  footer,
}: {
  kit: FormWrite;
  submitText: string;
  /** The form's accessible name, or the id of the heading that names it. */
  label?: string;
  labelledBy?: string;
  className?: string;
  intro?: ReactNode;
  hint?: ReactNode;
  header?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <form
      className={className}
      noValidate
      aria-label={label}
      aria-labelledby={labelledBy}
      onSubmit={(event) => {
        event.preventDefault();
        void kit.submit();
      }}
    >
      {header}
      {intro && <p className="login-form__intro">{intro}</p>}
      <List mode="card" className="login-form__fields">
        {children}
      </List>
      <FormError message={kit.write.error} />
      {hint && <p className="security-form__hint">{hint}</p>}
      <Button type="submit" block color="primary" shape="rounded" size="large" loading={kit.write.pending} className="login-form__submit">
        {submitText}
      </Button>
      {footer}
    </form>
  );
}

/**
 * The submit of a login or registration form (the kit's `submit`): the agreements first (nothing is sent
 * without them), then the call that answers a token, handed on to `onToken`. A failure shows under the
 * form in the form's words; what was typed stays.
 */
export function loginSubmit<T>(
  token: (values: T) => Promise<string>,
  onToken: (token: string) => Promise<void>,
  wording: (error: unknown) => string = loginErrorText,
): WriteOptions<T, string> {
  return {
    write: async (values) => {
      requireAgreement();
      return token(values);
    },
    showError: 'none',
    message: (_text, error) => wording(error),
    onSuccess: onToken,
  };
}
