import Input, { type InputProps } from 'antd-mobile/es/components/input';
import List from 'antd-mobile/es/components/list';
import type { ReactNode } from 'react';

/** A message under a field or a form, read out when it appears. */
export function FormError({ message, id }: { message: string | null | undefined; id?: string }) {
  if (!message) return null;
  return (
    <span className="app-field-error app-form-error" role="alert" id={id}>
      {message}
    </span>
  );
}

/** A field's label; a required field carries the star. */
export function FieldLabel({ htmlFor, required = false, children }: { htmlFor: string; required?: boolean; children: ReactNode }) {
  return (
    <label className={required ? 'app-field-label app-required' : 'app-field-label'} htmlFor={htmlFor}>
      {children}
    </label>
  );
}

export interface TextFieldProps extends Omit<InputProps, 'id'> {
  readonly id: string;
  /** The label, also the input's accessible name. */
  readonly label: string;
  readonly required?: boolean;
  /** The field's problem in the buyer's words, read out under it; nothing while it is fine. */
  readonly error?: string | null | undefined;
  /** Beside the input (e.g. the send-code button). */
  readonly extra?: ReactNode;
  /** The label above the input rather than beside it: for labels too long to share a 375 px row with it. */
  readonly stacked?: boolean;
}

/**
 * One labelled text field of a form in a card list (the account, security and invoice forms): the label
 * beside the input, or above it (`stacked`) — starred when required, also the input's accessible name —
 * the input, its problem.
 */
export function TextField({ id, label, required = false, error, extra, stacked = false, ...input }: TextFieldProps) {
  const labelled = (
    <FieldLabel htmlFor={id} required={required}>
      {label}
    </FieldLabel>
  );
  return (
    <List.Item prefix={stacked ? undefined : labelled} title={stacked ? labelled : undefined} extra={extra} description={<FormError message={error} />}>
      <Input id={id} aria-label={label} aria-invalid={error ? true : undefined} {...input} />
    </List.Item>
  );
}
