import { TextField, useFormKit } from '@/components/Form';
import { api } from '@/lib/api';
import { authLoginFields } from '@/lib/fields';
import { useT } from '@/lib/i18n';
import { loginErrorText } from '../loginError';
import { LOGIN_DRAFTS } from '../store';
import { AccountForm, loginSubmit } from './AccountForm';
import { ImageCodeField, imageCodeErrorText, useImageCode } from './ImageCodeField';

/**
 * Log in with an account name (or mobile) and password; after repeated wrong passwords the gateway asks
 * for an image code, which then shows under the password. "Forgot password" opens the reset by SMS code.
 */
export function PasswordLoginForm({ onToken, onForgot }: { onToken: (token: string) => Promise<void>; onForgot: () => void }) {
  const t = useT();
  const imageCode = useImageCode();
  const kit = useFormKit({
    defaultValues: () => ({ account: '', password: '', imageCode: '' }),
    // The account: at most 64 characters, one line (rule loginAccount; the field's maxLength does not stop a paste).
    rules: { account: { ...authLoginFields.account, rule: 'loginAccount' }, password: authLoginFields.password },
    messages: { account: { required: 'account.errors.account' }, password: 'account.errors.password' },
    normalize: (values) => ({ ...values, account: values.account.trim() }),
    check: (values) => ({ imageCode: imageCode.problem(values.imageCode) }),
    draft: LOGIN_DRAFTS.password,
    secret: ['password', 'imageCode'],
    submit: {
      ...loginSubmit(
        async (values: { account: string; password: string; imageCode: string }) =>
          (await api.auth.login({ account: values.account, password: values.password, ...imageCode.answerToSend(values.imageCode) })).token,
        onToken,
        (error) => imageCodeErrorText(error) ?? loginErrorText(error),
      ),
      onError: async (error) => {
        if (await imageCode.afterFailure(error)) kit.set('imageCode', '');
      },
    },
  });
  return (
    <AccountForm
      kit={kit}
      submitText={t('account.actions.login')}
      footer={
        <button type="button" className="login__forgot" onClick={onForgot}>
          {t('account.actions.forgot')}
        </button>
      }
    >
      <TextField
        {...kit.text('account')}
        id="login-account"
        label={t('account.fields.account')}
        autoComplete="username"
        maxLength={64}
        placeholder={t('account.fields.accountPlaceholder')}
      />
      <TextField
        {...kit.text('password')}
        id="login-password"
        label={t('account.fields.password')}
        type="password"
        autoComplete="current-password"
        maxLength={64}
        placeholder={t('account.fields.passwordPlaceholder')}
      />
      <ImageCodeField state={imageCode} field={{ ...kit.text('imageCode'), id: 'login-image-code' }} />
    </AccountForm>
  );
}
