import { useFormKit } from '@/components/Form';
import { api } from '@/lib/api';
import { authLoginByPhoneFields } from '@/lib/fields';
import { useT } from '@/lib/i18n';
import { loginErrorText } from '../loginError';
import { LOGIN_DRAFTS } from '../store';
import { smsCodeError, wordsOf } from '../validate';
import { AccountForm, loginSubmit } from './AccountForm';
import { SmsCodeButton } from './SmsCodeButton';
import { MobileField, SmsCodeField } from './TextField';

/** Log in with the mobile and a 6-digit SMS code (60 s before another code may be sent). */
export function SmsLoginForm({ onToken }: { onToken: (token: string) => Promise<void> }) {
  const t = useT();
  const kit = useFormKit({
    defaultValues: () => ({ mobile: '', smsCode: '' }),
    rules: authLoginByPhoneFields,
    messages: { smsCode: 'account.errors.smsCode' },
    normalize: (values) => ({ mobile: values.mobile.trim(), smsCode: values.smsCode.trim() }),
    check: (values) => ({ smsCode: wordsOf(smsCodeError(values.smsCode)) }),
    draft: LOGIN_DRAFTS.sms,
    secret: ['smsCode'],
    submit: loginSubmit(async (values: { mobile: string; smsCode: string }) => (await api.auth.loginByPhone(values)).token, onToken),
  });
  return (
    <AccountForm kit={kit} submitText={t('account.actions.login')}>
      <MobileField {...kit.text('mobile')} id="login-mobile" />
      <SmsCodeField
        {...kit.text('smsCode')}
        id="login-sms-code"
        extra={<SmsCodeButton scene="login" mobile={kit.values.mobile} validate={() => kit.form.trigger('mobile')} errorText={loginErrorText} />}
      />
    </AccountForm>
  );
}
