// The account feature's pages are reached by their routes (/login, /Personalinformation…). The security
// pages of /mine reuse its form pieces: the labelled field, the SMS-code button with its 60 s countdown,
// the image code, and the checks of mobiles, codes and passwords; account.css styles them.
import './account.css';

export type { ImageAnswer } from './api';
export { ImageCodeField, imageCodeErrorText, useImageCode, type ImageCodeState } from './components/ImageCodeField';
export { SecurityWays, useSecurityFlow, type SecurityWay } from './components/SecurityFlow';
export { SmsCodeButton } from './components/SmsCodeButton';
export { NewPasswordField, NewPasswordFields, type NewPasswordFieldsProps } from './components/NewPasswordFields';
export { MobileField, SmsCodeField } from './components/TextField';
export { confirmPasswordError, maskMobile, mobileError, newPasswordError, newPasswordKit, smsCodeError, wordsOf } from './validate';
