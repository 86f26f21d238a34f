import { TextField, useFormKit } from '@/components/Form';
import { api } from '@/lib/api';
import { authRegisterFields } from '@/lib/fields';
import { useT } from '@/lib/i18n';
import { loginErrorText } from '../loginError';
import { LOGIN_DRAFTS } from '../store';
import { newPasswordKit, smsCodeError, wordsOf } from '../validate';
import { AccountForm, loginSubmit } from './AccountForm';
import { NewPasswordField } from './NewPasswordFields';
import { SmsCodeButton } from './SmsCodeButton';
import { MobileField, SmsCodeField } from './TextField';

const newPassword = newPasswordKit(authRegisterFields.password);

/** Register with a mobile, its SMS code and a password (account name optional); logs the buyer in. */
export function RegisterForm({ onToken }: { onToken: (token: string) => Promise<void> }) {
  const t = useT();
  const kit = useFormKit({
    defaultValues: () => ({ mobile: '', code: '', password: '', accountName: '' }),
    rules: {
      mobile: authRegisterFields.mobile,
      code: authRegisterFields.smsCode,
      password: newPassword.rules.password,
      accountName: authRegisterFields.accountName,
    },
    messages: { code: 'account.errors.smsCode', password: newPassword.messages.password },
    normalize: (values) => ({ ...values, mobile: values.mobile.trim(), code: values.code.trim(), accountName: values.accountName.trim() }),
    check: (values) => ({
      code: wordsOf(smsCodeError(values.code)),
      password: newPassword.check({ password: values.password, confirm: values.password }).password,
    }),
    draft: LOGIN_DRAFTS.register,
    secret: ['code', 'password'],
    submit: loginSubmit(async ({ mobile, code, password, accountName }: { mobile: string; code: string; password: string; accountName: string }) => {
      const result = await api.auth.register({ mobile, smsCode: code, password, agreeTerms: true, ...(accountName ? { accountName } : {}) });
      return result.token;
    }, onToken),
  });
  return (
    <AccountForm kit={kit} submitText={t('account.actions.register')}>
      <MobileField {...kit.text('mobile')} id="register-mobile" />
      <SmsCodeField
        {...kit.text('code')}
        id="register-code"
        extra={<SmsCodeButton scene="register" mobile={kit.values.mobile} validate={() => kit.form.trigger('mobile')} errorText={loginErrorText} />}
      />
      <NewPasswordField label={t('account.fields.newPassword')} field={{ ...kit.text('password'), id: 'register-password' }} />
      <TextField
        {...kit.text('accountName')}
        id="register-account-name"
        label={t('account.fields.accountName')}
        autoComplete="username"
        maxLength={authRegisterFields.accountName.maxLength}
        placeholder={t('account.fields.accountNamePlaceholder')}
      />
    </AccountForm>
  );
}
