import { Header } from '@/components/Header';
import { TextField, useFormKit } from '@/components/Form';
import { ImageCodeField, imageCodeErrorText, useImageCode, useSecurityFlow } from '@/features/account';
import { authCheckPasswordFields } from '@/lib/fields';
import { useT } from '@/lib/i18n';
import { href } from '@/lib/routes';
import { useRouteTitle } from '@/lib/useRouteTitle';
import { SecurityForm } from '../components/SecurityForm';
import { securityErrorText, verifyPassword } from '../security';
import '../security.css';

/**
 * /mine/authenPassword: the phone change's proof by the login password; then /mine/updateNewPhone.
 * After repeated wrong passwords the gateway asks for an image code, which then shows under it.
 */
export default function AuthenPassword() {
  const t = useT();
  const title = useRouteTitle('/mine/authenPassword');
  const flow = useSecurityFlow();
  const imageCode = useImageCode();
  const kit = useFormKit({
    defaultValues: () => ({ password: '', imageCode: '' }),
    rules: { password: authCheckPasswordFields.password },
    messages: { password: 'security.errors.password' },
    check: (values) => ({ imageCode: imageCode.problem(values.imageCode) }),
    secret: ['password'],
    submit: {
      write: (values) => verifyPassword(values.password, imageCode.answerToSend(values.imageCode)),
      showError: 'none',
      message: (_text, error) => imageCodeErrorText(error) ?? securityErrorText(error),
      onError: async (error) => {
        if (await imageCode.afterFailure(error)) kit.set('imageCode', '');
      },
      onSuccess: () => flow.next(href('/mine/updateNewPhone')),
    },
  });

  return (
    <div className="security-page">
      <Header title={title} />
      <SecurityForm
        label={title}
        intro={t('security.verify.passwordIntro')}
        formError={kit.write.error}
        submitText={t('security.verify.next')}
        running={kit.write.pending}
        onSubmit={() => void kit.submit()}
      >
        <TextField
          {...kit.text('password')}
          label={t('security.verify.password')}
          type="password"
          autoComplete="current-password"
          maxLength={64}
          placeholder={t('security.verify.passwordPlaceholder')}
        />
        <ImageCodeField state={imageCode} field={kit.text('imageCode')} />
      </SecurityForm>
    </div>
  );
}
