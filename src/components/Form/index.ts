export { FieldLabel, FormError, TextField, type TextFieldProps } from './TextField';
