import { Button, List } from 'antd-mobile';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { type MessageKey, useT } from '@/lib/i18n';
import { loginByPassword } from '../api';
import { accountStore, setField } from '../store';
import { FormError } from '@/components/Form';
import { ImageCodeField, useImageCode } from './ImageCodeField';
import { TextField } from '@/components/Form';
import { useLoginSubmit } from './useLoginSubmit';
import { loginAccountError } from '../validate';

/**
 * Log in with an account name (or mobile) and password; after repeated wrong passwords the gateway asks
 * for an image code, which then shows under the password. "Forgot password" opens the reset by SMS code.
 */
export function PasswordLoginForm({ onToken, onForgot }: { onToken: (token: string) => Promise<void>; onForgot: () => void }) {
  const t = useT();
  const { account, password } = useSnapshot(accountStore);
  const imageCode = useImageCode();
  const [errors, setErrors] = useState<{ account?: MessageKey | null; password?: MessageKey | null; image?: MessageKey | null }>({});
  const { onSubmit, running, formError } = useLoginSubmit({
    validate: () => {
      const next = {
        account: loginAccountError(accountStore.account),
        password: accountStore.password ? null : ('account.errors.password' as const),
        image: imageCode.problem(),
      };
      setErrors(next);
      return !next.account && !next.password && !next.image;
    },
    getToken: async () => {
      try {
        return (await loginByPassword(accountStore.account.trim(), accountStore.password, imageCode.answerToSend())).token;
      } catch (error) {
        throw await imageCode.afterFailure(error);
      }
    },
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
        <ImageCodeField id="login-image-code" state={imageCode} error={errors.image && t(errors.image)} />
      </List>
      <FormError message={formError} />
      <Button type="submit" block color="primary" shape="rounded" size="large" loading={running} className="login-form__submit">
        {t('account.actions.login')}
      </Button>
      <button type="button" className="login__forgot" onClick={onForgot}>
        {t('account.actions.forgot')}
      </button>
    </form>
  );
}
