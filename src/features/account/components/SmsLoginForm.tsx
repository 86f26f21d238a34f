import { Button, List } from 'antd-mobile';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { type MessageKey, useT } from '@/lib/i18n';
import { loginErrorText } from '../loginError';
import { accountStore, setField, submitSmsLogin } from '../store';
import { mobileError, smsCodeError } from '../validate';
import { FormError } from '@/components/Form';
import { MobileField, SmsCodeField } from './TextField';
import { SmsCodeButton } from './SmsCodeButton';
import { useLoginSubmit } from './useLoginSubmit';

/** Log in with the mobile and a 6-digit SMS code (60 s before another code may be sent). */
export function SmsLoginForm({ onToken }: { onToken: (token: string) => Promise<void> }) {
  const t = useT();
  const { mobile, smsCode } = useSnapshot(accountStore);
  const [errors, setErrors] = useState<{ mobile?: MessageKey | null; smsCode?: MessageKey | null }>({});
  const checkMobile = () => {
    const error = mobileError(accountStore.mobile);
    setErrors((e) => ({ ...e, mobile: error }));
    return error === null;
  };
  const { onSubmit, running, formError, setFormError } = useLoginSubmit({
    validate: () => {
      const next = { mobile: mobileError(accountStore.mobile), smsCode: smsCodeError(accountStore.smsCode) };
      setErrors(next);
      return !next.mobile && !next.smsCode;
    },
    getToken: submitSmsLogin,
    onToken,
  });
  return (
    <form className="login-form" onSubmit={onSubmit} noValidate>
      <List mode="card" className="login-form__fields">
        <MobileField id="login-mobile" error={errors.mobile && t(errors.mobile)} value={mobile} onChange={(value) => setField('mobile', value)} />
        <SmsCodeField
          id="login-sms-code"
          error={errors.smsCode && t(errors.smsCode)}
          extra={<SmsCodeButton scene="login" mobile={mobile} validate={checkMobile} onError={(error) => setFormError(loginErrorText(error))} />}
          value={smsCode}
          onChange={(value) => setField('smsCode', value)}
        />
      </List>
      <FormError message={formError} />
      <Button type="submit" block color="primary" shape="rounded" size="large" loading={running} className="login-form__submit">
        {t('account.actions.login')}
      </Button>
    </form>
  );
}
