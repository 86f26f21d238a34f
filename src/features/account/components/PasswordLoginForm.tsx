import { Button, Input, List } from 'antd-mobile';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { type MessageKey, useT } from '@/lib/i18n';
import { accountStore, setField, submitPasswordLogin } from '../store';
import { FieldLabel } from './FieldLabel';
import { FormError } from './FormError';
import { useLoginSubmit } from './useLoginSubmit';

/** Log in with an account name (or mobile) and password. */
export function PasswordLoginForm({ onToken }: { onToken: (token: string) => Promise<void> }) {
  const t = useT();
  const { account, password } = useSnapshot(accountStore);
  const [errors, setErrors] = useState<{ account?: MessageKey | null; password?: MessageKey | null }>({});
  const { onSubmit, running, formError } = useLoginSubmit({
    validate: () => {
      const next = {
        account: accountStore.account.trim() ? null : ('account.errors.account' as const),
        password: accountStore.password ? null : ('account.errors.password' as const),
      };
      setErrors(next);
      return !next.account && !next.password;
    },
    getToken: submitPasswordLogin,
    onToken,
  });
  return (
    <form className="login-form" onSubmit={onSubmit} noValidate>
      <List mode="card" className="login-form__fields">
        <List.Item
          prefix={
            <FieldLabel htmlFor="login-account" required>
              {t('account.fields.account')}
            </FieldLabel>
          }
          description={<FormError message={errors.account && t(errors.account)} />}
        >
          <Input
            id="login-account"
            autoComplete="username"
            maxLength={64}
            aria-label={t('account.fields.account')}
            placeholder={t('account.fields.accountPlaceholder')}
            value={account}
            onChange={(value) => setField('account', value)}
          />
        </List.Item>
        <List.Item
          prefix={
            <FieldLabel htmlFor="login-password" required>
              {t('account.fields.password')}
            </FieldLabel>
          }
          description={<FormError message={errors.password && t(errors.password)} />}
        >
          <Input
            id="login-password"
            type="password"
            autoComplete="current-password"
            maxLength={64}
            aria-label={t('account.fields.password')}
            placeholder={t('account.fields.passwordPlaceholder')}
            value={password}
            onChange={(value) => setField('password', value)}
          />
        </List.Item>
      </List>
      <FormError message={formError} />
      <Button type="submit" block color="primary" shape="rounded" size="large" loading={running} className="login-form__submit">
        {t('account.actions.login')}
      </Button>
    </form>
  );
}
