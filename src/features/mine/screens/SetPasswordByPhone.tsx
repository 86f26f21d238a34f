import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { useClickGuard } from '@/components/ClickGuard';
import { Header } from '@/components/Header';
import { confirmPasswordError, newPasswordError, useSecurityFlow } from '@/features/account';
import { type MessageKey, useT } from '@/lib/i18n';
import { href } from '@/lib/routes';
import { showErrorBanner, showToast } from '@/lib/ui';
import { useRouteTitle } from '@/lib/useRouteTitle';
import { PasswordChangeForm } from '../components/PasswordChangeForm';
import { VerifyFirst } from '../components/VerifyFirst';
import { changePasswordWithProof, isExpiredProof, securityErrorText, securityStore } from '../security';
import '../security.css';

type Field = 'password' | 'confirm';

/**
 * /mine/setPswByPhone: the new password (twice) after /mine/authenPwdByPhone checked the code to the
 * buyer's mobile — also how an account without a password sets one. Without that proof it asks to verify
 * first. Done, it goes back to where the change started (settings).
 */
export default function SetPasswordByPhone() {
  const t = useT();
  const title = useRouteTitle('/mine/setPswByPhone');
  const flow = useSecurityFlow();
  const { passwordProof } = useSnapshot(securityStore);
  const [values, setValues] = useState<Record<Field, string>>({ password: '', confirm: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, MessageKey | null>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const { guard, running } = useClickGuard();
  // While the change goes through (its proof is used up then), the form stays rather than "verify first".
  const [changing, setChanging] = useState(false);
  const set = (field: Field) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  const submit = guard(async () => {
    setFormError(null);
    const next = { password: newPasswordError(values.password), confirm: confirmPasswordError(values.password, values.confirm) };
    setErrors(next);
    if (next.password || next.confirm) return;
    setChanging(true);
    try {
      await changePasswordWithProof(values.password);
    } catch (error) {
      setChanging(false);
      if (isExpiredProof(error)) showErrorBanner(securityErrorText(error));
      else setFormError(securityErrorText(error));
      return;
    }
    showToast(t('security.password.changed'), 1500);
    flow.finish(href('/mine/setting'));
  });

  return (
    <div className="security-page">
      <Header title={title} />
      {passwordProof === null && !changing ? (
        <VerifyFirst onVerify={() => flow.restart(href('/mine/updatePwdSelect'))} />
      ) : (
        <PasswordChangeForm
          label={title}
          formError={formError}
          running={running}
          onSubmit={() => void submit()}
          fields={{ password: values.password, confirm: values.confirm, errors, onChange: (field, value) => set(field)(value) }}
        />
      )}
    </div>
  );
}
