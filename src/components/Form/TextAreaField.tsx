import List from 'antd-mobile/es/components/list';
import TextArea from 'antd-mobile/es/components/text-area';
import { FieldLabel, FormError } from './TextField';

export interface TextAreaFieldProps {
  readonly id: string;
  /** The label above the box, also its accessible name. */
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly required?: boolean;
  /** The field's problem in the buyer's words, read out under it; nothing while it is fine. */
  readonly error?: string | null | undefined;
  readonly placeholder?: string;
  readonly rows?: number;
  /**
   * The longest text the call takes: the box counts what is typed against it. It does not cut a paste
   * short: the form's rule says what is too long, under the field, and the buyer chooses what to drop.
   */
  readonly maxLength?: number;
}

/**
 * A paragraph of text in a form (a memo, a reason, a description): the label above the box (also its
 * accessible name) — a paragraph needs the row's whole width — the count against the call's limit, and
 * the problem under it.
 * Takes `kit.text(name)` of the form kit like `TextField` does.
 */
export function TextAreaField({ id, label, value, onChange, required = false, error, placeholder, rows = 3, maxLength }: TextAreaFieldProps) {
  return (
    <List.Item description={<FormError message={error} />}>
      <FieldLabel htmlFor={id} required={required}>
        {label}
      </FieldLabel>
      <TextArea
        id={id}
        className="app-textarea"
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        placeholder={placeholder}
        rows={rows}
        autoSize={{ minRows: rows, maxRows: rows + 4 }}
        showCount={
          maxLength === undefined
            ? false
            : (length) => (
                <span className={length > maxLength ? 'app-textarea__count app-textarea__count--over' : 'app-textarea__count'}>{`${length}/${maxLength}`}</span>
              )
        }
        value={value}
        onChange={onChange}
      />
    </List.Item>
  );
}
