import { type KitTextProps, TextField } from '@/components/Form';
import { t } from '@/lib/i18n';

/**
 * One new password as every form that sets a password asks for it (registration, reset on the login page,
 * change with the old one, change by phone): required, hidden, 6 to 20 characters, offered to the
 * browser's password manager as a new password.
 */
export function NewPasswordField({ label, field }: { readonly label: string; readonly field: KitTextProps }) {
  return (
    <TextField
      {...field}
      label={label}
      required
      type="password"
      autoComplete="new-password"
      maxLength={20}
      placeholder={t('account.fields.newPasswordPlaceholder')}
    />
  );
}

export interface NewPasswordFieldsProps {
  /** The form kit's new password and its repetition (`kit.text('password')`, `kit.text('confirm')`). */
  readonly password: KitTextProps;
  readonly confirm: KitTextProps;
}

/** The new password and its confirmation: reset on the login page, change with the old one, change by phone. */
export function NewPasswordFields({ password, confirm }: NewPasswordFieldsProps) {
  return (
    <>
      <NewPasswordField label={t('account.reset.newPassword')} field={password} />
      <TextField
        {...confirm}
        label={t('account.reset.confirmPassword')}
        required
        type="password"
        autoComplete="new-password"
        maxLength={20}
        placeholder={t('account.reset.confirmPlaceholder')}
      />
    </>
  );
}
