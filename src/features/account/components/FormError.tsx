/** A message under a field or a form, read out when it appears. */
export function FormError({ message, id }: { message: string | null | undefined; id?: string }) {
  if (!message) return null;
  return (
    <span className="login-form__error" role="alert" id={id}>
      {message}
    </span>
  );
}
