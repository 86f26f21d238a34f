import { TextField, type TextFieldProps } from '@/components/Form';
import { t } from '@/lib/i18n';

/** A field whose kind fixes its label, keypad, length and hint; the label may be worded for its form. */
export type PresetFieldProps = Omit<TextFieldProps, 'label' | 'required' | 'type' | 'inputMode' | 'autoComplete' | 'maxLength' | 'placeholder'> & {
  readonly label?: string;
};

/** The mobile-number field of the account forms: required, 11 digits on the phone keypad. */
export function MobileField({ label, ...field }: PresetFieldProps) {
  return (
    <TextField
      label={label ?? t('account.fields.mobile')}
      required
      type="tel"
      inputMode="numeric"
      autoComplete="tel"
      maxLength={11}
      placeholder={t('account.fields.mobilePlaceholder')}
      {...field}
    />
  );
}

/** The SMS-code field: required, 6 digits, offered the phone's one-time code; its send button goes in `extra`. */
export function SmsCodeField({ label, ...field }: PresetFieldProps) {
  return (
    <TextField
      label={label ?? t('account.fields.smsCode')}
      required
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      placeholder={t('account.fields.smsCodePlaceholder')}
      {...field}
    />
  );
}
