import type { ReactNode } from 'react';
import { NewPasswordFields, type NewPasswordFieldsProps } from '@/features/account';
import { useT } from '@/lib/i18n';
import { SecurityForm } from './SecurityForm';

/**
 * The form of both password changes (with the old password, or after the SMS proof): whatever proof
 * fields come first (`children`), then the new password twice, the password hint and the change button.
 */
export function PasswordChangeForm({
  label,
  formError,
  running,
  onSubmit,
  fields,
  children,
}: {
  /** The form's accessible name (the page's title). */
  label: string;
  formError: string | null;
  running: boolean;
  onSubmit: () => void;
  /** The new password and its confirmation. */
  fields: NewPasswordFieldsProps;
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <SecurityForm
      label={label}
      hint={t('security.password.hint')}
      formError={formError}
      submitText={t('security.password.submit')}
      running={running}
      onSubmit={onSubmit}
    >
      {children}
      <NewPasswordFields {...fields} />
    </SecurityForm>
  );
}
