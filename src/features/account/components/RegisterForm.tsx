import { Button, List } from 'antd-mobile';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { type MessageKey, useT } from '@/lib/i18n';
import { loginErrorText } from '../loginError';
import { accountStore, setField, submitRegistration } from '../store';
import { mobileError, newPasswordError, smsCodeError } from '../validate';
import { FormError } from '@/components/Form';
import { NewPasswordField } from './NewPasswordFields';
import { TextField } from '@/components/Form';
import { MobileField, SmsCodeField } from './TextField';
import { SmsCodeButton } from './SmsCodeButton';
import { useLoginSubmit } from './useLoginSubmit';

type Errors = { mobile?: MessageKey | null; code?: MessageKey | null; password?: MessageKey | null };

/** Register with a mobile, its SMS code and a password (account name optional); logs the buyer in. */
export function RegisterForm({ onToken }: { onToken: (token: string) => Promise<void> }) {
  const t = useT();
  const state = useSnapshot(accountStore);
  const [errors, setErrors] = useState<Errors>({});
  const checkMobile = () => {
    const error = mobileError(accountStore.registerMobile);
    setErrors((e) => ({ ...e, mobile: error }));
    return error === null;
  };
  const { onSubmit, running, formError, setFormError } = useLoginSubmit({
    validate: () => {
      const next = {
        mobile: mobileError(accountStore.registerMobile),
        code: smsCodeError(accountStore.registerCode),
        password: newPasswordError(accountStore.registerPassword),
      };
      setErrors(next);
      return !next.mobile && !next.code && !next.password;
    },
    getToken: submitRegistration,
    onToken,
  });
  return (
    <form className="login-form" onSubmit={onSubmit} noValidate>
      <List mode="card" className="login-form__fields">
        <MobileField
          id="register-mobile"
          error={errors.mobile && t(errors.mobile)}
          value={state.registerMobile}
          onChange={(value) => setField('registerMobile', value)}
        />
        <SmsCodeField
          id="register-code"
          error={errors.code && t(errors.code)}
          extra={
            <SmsCodeButton scene="register" mobile={state.registerMobile} validate={checkMobile} onError={(error) => setFormError(loginErrorText(error))} />
          }
          value={state.registerCode}
          onChange={(value) => setField('registerCode', value)}
        />
        <NewPasswordField
          id="register-password"
          label={t('account.fields.newPassword')}
          error={errors.password && t(errors.password)}
          value={state.registerPassword}
          onChange={(value) => setField('registerPassword', value)}
        />
        <TextField
          id="register-account-name"
          label={t('account.fields.accountName')}
          autoComplete="username"
          maxLength={32}
          placeholder={t('account.fields.accountNamePlaceholder')}
          value={state.registerAccountName}
          onChange={(value) => setField('registerAccountName', value)}
        />
      </List>
      <FormError message={formError} />
      <Button type="submit" block color="primary" shape="rounded" size="large" loading={running} className="login-form__submit">
        {t('account.actions.register')}
      </Button>
    </form>
  );
}
