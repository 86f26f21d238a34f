import { Button, List } from 'antd-mobile';
import type { FormEvent, ReactNode } from 'react';
import { FormError } from '@/components/Form';

/**
 * A form of the security pages: an intro line, the fields (account's TextField and its kin) in a card,
 * the form's own message (read out when it appears), an optional hint and the submit button.
 */
export function SecurityForm({
  label,
  intro,
  hint,
  formError,
  submitText,
  running,
  onSubmit,
  children,
}: {
  /** The form's accessible name (the page's title). */
  label: string;
  intro?: ReactNode;
  hint?: ReactNode;
  formError: string | null;
  submitText: string;
  running: boolean;
  onSubmit: () => void;
  children: ReactNode;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form className="login-form security-form" onSubmit={submit} noValidate aria-label={label}>
      {intro && <p className="security-form__intro">{intro}</p>}
      <List mode="card" className="login-form__fields">
        {children}
      </List>
      <FormError message={formError} />
      {hint && <p className="security-form__hint">{hint}</p>}
      <Button type="submit" block color="primary" shape="rounded" size="large" loading={running} className="login-form__submit">
        {submitText}
      </Button>
    </form>
  );
}
