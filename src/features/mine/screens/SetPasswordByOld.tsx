import { useState } from 'react';
import { useClickGuard } from '@/components/ClickGuard';
import { Header } from '@/components/Header';
import { TextField } from '@/components/Form';
import { confirmPasswordError, newPasswordError, useSecurityFlow } from '@/features/account';
import { type MessageKey, useT } from '@/lib/i18n';
import { href } from '@/lib/routes';
import { showToast } from '@/lib/ui';
import { useRouteTitle } from '@/lib/useRouteTitle';
import { PasswordChangeForm } from '../components/PasswordChangeForm';
import { changePasswordWithOld, securityErrorText } from '../security';
import '../security.css';

type Field = 'old' | 'password' | 'confirm';

/**
 * /mine/setPswByOldPsw: the password changed with the old one (the old one is the proof). Each field is
 * checked here first — a bad one says why and nothing is sent; a wrong old password says so. This device
 * stays logged in; done, it goes back to where the change started (settings).
 */
export default function SetPasswordByOld() {
  const t = useT();
  const title = useRouteTitle('/mine/setPswByOldPsw');
  const flow = useSecurityFlow();
  const [values, setValues] = useState<Record<Field, string>>({ old: '', password: '', confirm: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, MessageKey | null>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const { guard, running } = useClickGuard();
  const set = (field: Field) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  const submit = guard(async () => {
    setFormError(null);
    const next = {
      old: values.old ? null : ('security.errors.oldPassword' as const),
      password: newPasswordError(values.password) ?? (values.password === values.old ? ('security.errors.sameAsOld' as const) : null),
      confirm: confirmPasswordError(values.password, values.confirm),
    };
    setErrors(next);
    if (next.old || next.password || next.confirm) return;
    try {
      await changePasswordWithOld(values.old, values.password);
    } catch (error) {
      setFormError(securityErrorText(error, { PASSWORD_WRONG: 'security.errors.oldPasswordWrong' }));
      return;
    }
    showToast(t('security.password.changed'), 1500);
    flow.finish(href('/mine/setting'));
  });

  return (
    <div className="security-page">
      <Header title={title} />
      <PasswordChangeForm
        label={title}
        formError={formError}
        running={running}
        onSubmit={() => void submit()}
        fields={{ password: values.password, confirm: values.confirm, errors, onChange: (field, value) => set(field)(value) }}
      >
        <TextField
          id="password-old"
          label={t('security.password.old')}
          required
          error={errors.old && t(errors.old)}
          type="password"
          autoComplete="current-password"
          maxLength={64}
          placeholder={t('security.password.oldPlaceholder')}
          value={values.old}
          onChange={set('old')}
        />
      </PasswordChangeForm>
    </div>
  );
}
