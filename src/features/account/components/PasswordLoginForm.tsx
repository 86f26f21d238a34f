import { Button, List } from 'antd-mobile';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { type MessageKey, useT } from '@/lib/i18n';
import { accountStore, setField, submitPasswordLogin } from '../store';
import { FormError } from './FormError';
import { TextField } from './TextField';
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
        <TextField
          id="login-account"
          label={t('account.fields.account')}
          required
          error={errors.account && t(errors.account)}
          autoComplete="username"
          maxLength={64}
          placeholder={t('account.fields.accountPlaceholder')}
          value={account}
          onChange={(value) => setField('account', value)}
        />
        <TextField
          id="login-password"
          label={t('account.fields.password')}
          required
          error={errors.password && t(errors.password)}
          type="password"
          autoComplete="current-password"
          maxLength={64}
          placeholder={t('account.fields.passwordPlaceholder')}
          value={password}
          onChange={(value) => setField('password', value)}
        />
      </List>
      <FormError message={formError} />
      <Button type="submit" block color="primary" shape="rounded" size="large" loading={running} className="login-form__submit">
        {t('account.actions.login')}
      </Button>
    </form>
  );
}
