import Input from 'antd-mobile/es/components/input';
import List from 'antd-mobile/es/components/list';
import { FormError, type KitTextProps } from '@/components/Form';

/**
 * Brings the first field's problem into view once it shows (the problems are under their fields, read
 * out as alerts; the first may be above or below what is on screen).
 */
export function showFirstProblem(): void {
  requestAnimationFrame(() => document.querySelector('.ent-page .app-field-error')?.scrollIntoView({ block: 'center' }));
}

/**
 * A required text field of the form: its label above the input (the long labels of the upgrade wrap at
 * 375 px beside an input, as the shared TextField puts them), the input and its problem.
 */
export function TextField({
  label,
  field,
  placeholder,
  inputMode,
  maxLength,
}: {
  label: string;
  /** The form kit's field (`kit.text('companyName')`). */
  field: KitTextProps;
  placeholder?: string;
  inputMode?: 'numeric' | 'text' | 'tel';
  maxLength?: number | undefined;
}) {
  return (
    <List.Item
      title={
        <label className={field.required ? 'app-required' : undefined} htmlFor={field.id}>
          {label}
        </label>
      }
      description={<FormError message={field.error} />}
    >
      <Input
        id={field.id}
        aria-label={label}
        aria-invalid={field.error ? true : undefined}
        value={field.value}
        onChange={field.onChange}
        placeholder={placeholder}
        inputMode={inputMode}
        maxLength={maxLength}
        clearable
      />
    </List.Item>
  );
}
