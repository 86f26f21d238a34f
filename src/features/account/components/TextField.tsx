import { Input, List, type InputProps } from 'antd-mobile';
import type { ReactNode } from 'react';
import { t } from '@/lib/i18n';
import { FieldLabel } from './FieldLabel';
import { FormError } from './FormError';

export interface TextFieldProps extends Omit<InputProps, 'id'> {
  readonly id: string;
  /** The label, also the input's accessible name. */
  readonly label: string;
  readonly required?: boolean;
  /** The field's problem in the buyer's words, read out under it; nothing while it is fine. */
  readonly error?: string | null | undefined;
  /** Beside the input (e.g. the send-code button). */
  readonly extra?: ReactNode;
}

/** One labelled text field of the account forms: the label (starred when required), the input, its problem. */
export function TextField({ id, label, required = false, error, extra, ...input }: TextFieldProps) {
  return (
    <List.Item
      prefix={
        <FieldLabel htmlFor={id} required={required}>
          {label}
        </FieldLabel>
      }
      extra={extra}
      description={<FormError message={error} />}
    >
      <Input id={id} aria-label={label} {...input} />
    </List.Item>
  );
}

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
