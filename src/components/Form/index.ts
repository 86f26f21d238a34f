export { DateField, DateInput, type DateFieldProps, type DateInputProps } from './DateField';
export { FieldLabel, FormError, TextField, type TextFieldProps } from './TextField';
export { TextAreaField, type TextAreaFieldProps } from './TextAreaField';
export { fieldMessage, fieldProblem, type FieldMessages, type FieldProblem, type FieldRule, type FieldRules } from './fieldRules';
export { FORM_DRAFT_PREFIX, forgetFormDrafts, useFormKit, type FormKit, type FormKitOptions, type KitTextProps } from './useFormKit';
export { SubmitBar, type Submittable } from './SubmitBar';
export { FormScreen } from './FormScreen';
