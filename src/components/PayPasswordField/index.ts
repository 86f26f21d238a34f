export { PAY_PASSWORD_LENGTH, PayPasswordCells, PayPasswordField, type PayPasswordCellsProps, type PayPasswordFieldProps } from './PayPasswordField';
