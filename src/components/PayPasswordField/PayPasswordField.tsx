import List from 'antd-mobile/es/components/list';
import NumberKeyboard from 'antd-mobile/es/components/number-keyboard';
import PasscodeInput, { type PasscodeInputRef } from 'antd-mobile/es/components/passcode-input';
import { forwardRef, useImperativeHandle, useRef } from 'react';
import { FormError } from '@/components/Form';
import './payPasswordField.css';

/** Digits of a pay password (the gateway's rule: exactly 6 digits). */
export const PAY_PASSWORD_LENGTH = 6;

export interface PayPasswordCellsProps {
  /** The cells' accessible name. */
  readonly label: string;
  /** Left out: the cells keep their own value (a dialog asking once). */
  readonly value?: string;
  readonly onChange?: (value: string) => void;
  /** The sixth digit typed. */
  readonly onFill?: (password: string) => void;
  readonly invalid?: boolean;
  readonly testId?: string;
}

/**
 * The six cells of a pay password, each a full tap target, typed on the app's numeric password keyboard —
 * never the phone's (product-spec §2) — which shows while the cells have focus and closes on the sixth
 * digit. The one pay-password entry of the app: the forms' field and the pay-password dialog.
 */
export const PayPasswordCells = forwardRef<PasscodeInputRef, PayPasswordCellsProps>(function PayPasswordCells(
  { label, value, onChange, onFill, invalid = false, testId },
  ref,
) {
  const cells = useRef<PasscodeInputRef>(null);
  useImperativeHandle(ref, () => ({ focus: () => cells.current?.focus(), blur: () => cells.current?.blur() }), []);
  return (
    <PasscodeInput
      ref={cells}
      data-testid={testId}
      className="app-pay-password"
      length={PAY_PASSWORD_LENGTH}
      seperated
      value={value}
      onChange={onChange}
      onFill={(password) => {
        cells.current?.blur();
        onFill?.(password);
      }}
      aria-label={label}
      aria-invalid={invalid || undefined}
      error={invalid}
      keyboard={<NumberKeyboard />}
    />
  );
});

export interface PayPasswordFieldProps {
  readonly id: string;
  /** The label, also the cells' accessible name. */
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** The field's problem in the buyer's words, read out under it. */
  readonly error?: string | null | undefined;
  /** Every pay-password field is (the label carries the star); taken so the form kit's props spread in. */
  readonly required?: boolean;
}

/** A pay-password field of a form (the wallet's forms, the ERP payment): the label, the six cells, the problem under them. */
export function PayPasswordField({ id, label, value, onChange, error }: PayPasswordFieldProps) {
  return (
    <List.Item description={<FormError message={error} />}>
      <span className="app-field-label app-required app-pay-password__label" id={`${id}-label`}>
        {label}
      </span>
      <PayPasswordCells testId={id} label={label} value={value} onChange={onChange} invalid={!!error} />
    </List.Item>
  );
}
