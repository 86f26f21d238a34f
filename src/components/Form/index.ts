export { DateField, DateInput, type DateFieldProps, type DateInputProps } from './DateField';
export { FieldLabel, FormError, TextField, type TextFieldProps } from './TextField';
export { forgetFormDrafts, useFormDraft } from './useFormDraft';
