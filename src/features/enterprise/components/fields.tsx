import { Input, List } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useT } from '@/lib/i18n';
import type { FieldProblem } from '../form';

/** The text of a field's problem, the field's label filled in. */
export function useProblemText(): (problem: FieldProblem | undefined, label: string) => string | undefined {
  const t = useT();
  return (problem, label) => {
    if (!problem) return undefined;
    switch (problem.key) {
      case 'enterprise.form.required':
      case 'enterprise.form.imageRequired':
        return t(problem.key, { field: label });
      case 'enterprise.form.tooLong':
        return t(problem.key, { field: label, max: problem.max });
      default:
        return t(problem.key);
    }
  };
}

/**
 * Brings the first field's problem into view once it shows (the problems are under their fields, read
 * out as alerts; the first may be above or below what is on screen).
 */
export function showFirstProblem(): void {
  requestAnimationFrame(() => document.querySelector('.ent-page .app-field-error')?.scrollIntoView({ block: 'center' }));
}

/** The problem under a field, read out when it appears. */
export function FieldError({ text }: { text: string | undefined }): ReactNode {
  return text ? (
    <span className="app-field-error" role="alert">
      {text}
    </span>
  ) : undefined;
}

/** A required text field of the form: its label, the input and its problem. */
export function TextField(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  placeholder?: string;
  inputMode?: 'numeric' | 'text' | 'tel';
  maxLength?: number;
}) {
  return (
    <List.Item title={<span className="app-required">{props.label}</span>} description={<FieldError text={props.error} />}>
      <Input
        aria-label={props.label}
        value={props.value}
        onChange={props.onChange}
        placeholder={props.placeholder}
        inputMode={props.inputMode}
        maxLength={props.maxLength}
        clearable
      />
    </List.Item>
  );
}
