import { type MessageKey, t } from '@/lib/i18n';
import { TextField } from '@/components/Form';

export interface NewPasswordFieldsProps {
  /** Prefix of the two inputs' ids (`<prefix>-new`, `<prefix>-confirm`). */
  readonly idPrefix: string;
  readonly password: string;
  readonly confirm: string;
  /** Each field's problem as a catalogue key (validate.ts), or nothing. */
  readonly errors: { readonly password?: MessageKey | null | undefined; readonly confirm?: MessageKey | null | undefined };
  readonly onChange: (field: 'password' | 'confirm', value: string) => void;
}

/**
 * One new password as every form that sets a password asks for it (registration, reset on the login page,
 * change with the old one, change by phone): required, hidden, 6 to 20 characters, offered to the
 * browser's password manager as a new password.
 */
export function NewPasswordField({
  id,
  label,
  value,
  error,
  onChange,
}: {
  readonly id: string;
  readonly label: string;
  readonly value: string;
  readonly error?: string | null | undefined;
  readonly onChange: (value: string) => void;
}) {
  return (
    <TextField
      id={id}
      label={label}
      required
      error={error}
      type="password"
      autoComplete="new-password"
      maxLength={20}
      placeholder={t('account.fields.newPasswordPlaceholder')}
      value={value}
      onChange={onChange}
    />
  );
}

/** The new password and its confirmation: reset on the login page, change with the old one, change by phone. */
export function NewPasswordFields({ idPrefix, password, confirm, errors, onChange }: NewPasswordFieldsProps) {
  return (
    <>
      <NewPasswordField
        id={`${idPrefix}-new`}
        label={t('account.reset.newPassword')}
        error={errors.password && t(errors.password)}
        value={password}
        onChange={(value) => onChange('password', value)}
      />
      <TextField
        id={`${idPrefix}-confirm`}
        label={t('account.reset.confirmPassword')}
        required
        error={errors.confirm && t(errors.confirm)}
        type="password"
        autoComplete="new-password"
        maxLength={20}
        placeholder={t('account.reset.confirmPlaceholder')}
        value={confirm}
        onChange={(value) => onChange('confirm', value)}
      />
    </>
  );
}
