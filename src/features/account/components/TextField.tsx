import { Input, List, type InputProps } from 'antd-mobile';
import type { ReactNode } from 'react';
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
