import { Button, Input, List } from 'antd-mobile';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { type MessageKey, useT } from '@/lib/i18n';
import { loginErrorText } from '../loginError';
import { accountStore, setField, submitRegistration } from '../store';
import { mobileError, newPasswordError, smsCodeError } from '../validate';
import { FieldLabel } from './FieldLabel';
import { FormError } from './FormError';
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
        <List.Item
          prefix={
            <FieldLabel htmlFor="register-mobile" required>
              {t('account.fields.mobile')}
            </FieldLabel>
          }
          description={<FormError message={errors.mobile && t(errors.mobile)} />}
        >
          <Input
            id="register-mobile"
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            maxLength={11}
            aria-label={t('account.fields.mobile')}
            placeholder={t('account.fields.mobilePlaceholder')}
            value={state.registerMobile}
            onChange={(value) => setField('registerMobile', value)}
          />
        </List.Item>
        <List.Item
          prefix={
            <FieldLabel htmlFor="register-code" required>
              {t('account.fields.smsCode')}
            </FieldLabel>
          }
          extra={
            <SmsCodeButton scene="register" mobile={state.registerMobile} validate={checkMobile} onError={(error) => setFormError(loginErrorText(error))} />
          }
          description={<FormError message={errors.code && t(errors.code)} />}
        >
          <Input
            id="register-code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            aria-label={t('account.fields.smsCode')}
            placeholder={t('account.fields.smsCodePlaceholder')}
            value={state.registerCode}
            onChange={(value) => setField('registerCode', value)}
          />
        </List.Item>
        <List.Item
          prefix={
            <FieldLabel htmlFor="register-password" required>
              {t('account.fields.newPassword')}
            </FieldLabel>
          }
          description={<FormError message={errors.password && t(errors.password)} />}
        >
          <Input
            id="register-password"
            type="password"
            autoComplete="new-password"
            maxLength={20}
            aria-label={t('account.fields.newPassword')}
            placeholder={t('account.fields.newPasswordPlaceholder')}
            value={state.registerPassword}
            onChange={(value) => setField('registerPassword', value)}
          />
        </List.Item>
        <List.Item prefix={<FieldLabel htmlFor="register-account-name">{t('account.fields.accountName')}</FieldLabel>}>
          <Input
            id="register-account-name"
            autoComplete="username"
            maxLength={32}
            aria-label={t('account.fields.accountName')}
            placeholder={t('account.fields.accountNamePlaceholder')}
            value={state.registerAccountName}
            onChange={(value) => setField('registerAccountName', value)}
          />
        </List.Item>
      </List>
      <FormError message={formError} />
      <Button type="submit" block color="primary" shape="rounded" size="large" loading={running} className="login-form__submit">
        {t('account.actions.register')}
      </Button>
    </form>
  );
}
