import { useState } from 'react';
import { useClickGuard } from '@/components/ClickGuard';
import { Header } from '@/components/Header';
import { TextField } from '@/components/Form';
import { ImageCodeField, useImageCode, useSecurityFlow } from '@/features/account';
import { type MessageKey, useT } from '@/lib/i18n';
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
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ password?: MessageKey | null; image?: MessageKey | null }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const { guard, running } = useClickGuard();

  const submit = guard(async () => {
    setFormError(null);
    const next = { password: password ? null : ('security.errors.password' as const), image: imageCode.problem() };
    setErrors(next);
    if (next.password || next.image) return;
    try {
      await verifyPassword(password, imageCode.answerToSend());
    } catch (error) {
      setFormError(securityErrorText(await imageCode.afterFailure(error)));
      return;
    }
    flow.next(href('/mine/updateNewPhone'));
  });

  return (
    <div className="security-page">
      <Header title={title} />
      <SecurityForm
        label={title}
        intro={t('security.verify.passwordIntro')}
        formError={formError}
        submitText={t('security.verify.next')}
        running={running}
        onSubmit={() => void submit()}
      >
        <TextField
          id="verify-password"
          label={t('security.verify.password')}
          required
          error={errors.password && t(errors.password)}
          type="password"
          autoComplete="current-password"
          maxLength={64}
          placeholder={t('security.verify.passwordPlaceholder')}
          value={password}
          onChange={setPassword}
        />
        <ImageCodeField id="verify-image-code" state={imageCode} error={errors.image && t(errors.image)} />
      </SecurityForm>
    </div>
  );
}
