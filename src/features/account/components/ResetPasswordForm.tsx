import { useFormKit } from '@/components/Form';
import { ApiError, api } from '@/lib/api';
import { authResetPasswordFields } from '@/lib/fields';
import { t as translate, useT } from '@/lib/i18n';
import { loginErrorText } from '../loginError';
import { newPasswordKit, smsCodeError, wordsOf } from '../validate';
import { AccountForm } from './AccountForm';
import { NewPasswordFields } from './NewPasswordFields';
import { SmsCodeButton } from './SmsCodeButton';
import { MobileField, SmsCodeField } from './TextField';

const newPassword = newPasswordKit(authResetPasswordFields.newPassword);

/** What to tell the buyer when a code or the reset failed: a mobile of no account says so. */
function resetErrorText(error: unknown): string {
  return error instanceof ApiError && error.status === 404 ? translate('account.errors.noAccount') : loginErrorText(error);
}

/**
 * The forgotten password (from the password login): the registered mobile, the SMS code sent to it
 * (scene resetPassword, 60 s before another), the new password twice. Each field is checked here first —
 * a bad one says why and nothing is sent; on success `onDone` gets the mobile to log in with.
 */
export function ResetPasswordForm({ onDone }: { onDone: (mobile: string) => void }) {
  const t = useT();
  const kit = useFormKit({
    defaultValues: () => ({ mobile: '', code: '', password: '', confirm: '' }),
    rules: { ...newPassword.rules, mobile: authResetPasswordFields.mobile, code: authResetPasswordFields.smsCode },
    messages: { ...newPassword.messages, code: 'account.errors.smsCode' },
    normalize: (values) => ({ ...values, mobile: values.mobile.trim(), code: values.code.trim() }),
    check: (values) => ({ ...newPassword.check(values), code: wordsOf(smsCodeError(values.code)) }),
    secret: ['code', 'password', 'confirm'],
    submit: {
      write: ({ mobile, code, password }) => api.auth.resetPassword({ mobile, smsCode: code, newPassword: password }),
      showError: 'none',
      message: (_text, error) => resetErrorText(error),
      onSuccess: (_data, values) => onDone(values.mobile),
    },
  });
  return (
    <AccountForm kit={kit} label={t('account.reset.title')} intro={t('account.reset.intro')} submitText={t('account.reset.submit')}>
      <MobileField {...kit.text('mobile')} id="reset-mobile" />
      <SmsCodeField
        {...kit.text('code')}
        id="reset-code"
        extra={<SmsCodeButton scene="resetPassword" mobile={kit.values.mobile} validate={() => kit.form.trigger('mobile')} errorText={resetErrorText} />}
      />
      <NewPasswordFields password={{ ...kit.text('password'), id: 'reset-new' }} confirm={{ ...kit.text('confirm'), id: 'reset-confirm' }} />
    </AccountForm>
  );
}
