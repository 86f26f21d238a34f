import { Button, List } from 'antd-mobile';
import { type FormEvent, useState } from 'react';
import { useClickGuard } from '@/components/ClickGuard';
import { ApiError } from '@/lib/api';
import { type MessageKey, t as translate, useT } from '@/lib/i18n';
import { resetPassword } from '../api';
import { loginErrorText } from '../loginError';
import { confirmPasswordError, mobileError, newPasswordError, smsCodeError } from '../validate';
import { FormError } from '@/components/Form';
import { SmsCodeButton } from './SmsCodeButton';
import { NewPasswordFields } from './NewPasswordFields';
import { MobileField, SmsCodeField } from './TextField';

type Field = 'mobile' | 'code' | 'password' | 'confirm';

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
  const [values, setValues] = useState<Record<Field, string>>({ mobile: '', code: '', password: '', confirm: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, MessageKey | null>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const { guard, running } = useClickGuard();
  const set = (field: Field) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  const checkMobile = () => {
    const error = mobileError(values.mobile);
    setErrors((e) => ({ ...e, mobile: error }));
    if (error === null) setFormError(null);
    return error === null;
  };

  const submit = guard(async () => {
    setFormError(null);
    const next = {
      mobile: mobileError(values.mobile),
      code: smsCodeError(values.code),
      password: newPasswordError(values.password),
      confirm: confirmPasswordError(values.password, values.confirm),
    };
    setErrors(next);
    if (Object.values(next).some((e) => e !== null)) return;
    try {
      await resetPassword({ mobile: values.mobile.trim(), smsCode: values.code.trim(), newPassword: values.password });
    } catch (error) {
      setFormError(resetErrorText(error));
      return;
    }
    onDone(values.mobile.trim());
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };

  return (
    <form className="login-form" onSubmit={onSubmit} noValidate aria-label={t('account.reset.title')}>
      <p className="login-form__intro">{t('account.reset.intro')}</p>
      <List mode="card" className="login-form__fields">
        <MobileField id="reset-mobile" error={errors.mobile && t(errors.mobile)} value={values.mobile} onChange={set('mobile')} />
        <SmsCodeField
          id="reset-code"
          error={errors.code && t(errors.code)}
          extra={<SmsCodeButton scene="resetPassword" mobile={values.mobile} validate={checkMobile} onError={(error) => setFormError(resetErrorText(error))} />}
          value={values.code}
          onChange={set('code')}
        />
        <NewPasswordFields
          idPrefix="reset"
          password={values.password}
          confirm={values.confirm}
          errors={errors}
          onChange={(field, value) => set(field)(value)}
        />
      </List>
      <FormError message={formError} />
      <Button type="submit" block color="primary" shape="rounded" size="large" loading={running} className="login-form__submit">
        {t('account.reset.submit')}
      </Button>
    </form>
  );
}
