import type { ReactNode } from 'react';

/** A field's label; a required field carries the red star. */
export function FieldLabel({ htmlFor, required = false, children }: { htmlFor: string; required?: boolean; children: ReactNode }) {
  return (
    <label className="login-form__label" htmlFor={htmlFor}>
      {required && (
        <span className="login-form__star" aria-hidden="true">
          *
        </span>
      )}
      {children}
    </label>
  );
}
