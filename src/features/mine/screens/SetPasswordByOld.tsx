import { Header } from '@/components/Header';
import { TextField, useFormKit } from '@/components/Form';
import { newPasswordKit, useSecurityFlow } from '@/features/account';
import { authChangePasswordFields } from '@/lib/fields';
import { useT } from '@/lib/i18n';
import { href } from '@/lib/routes';
import { showToast } from '@/lib/ui';
import { useRouteTitle } from '@/lib/useRouteTitle';
import { PasswordChangeForm } from '../components/PasswordChangeForm';
import { changePasswordWithOld, securityErrorText } from '../security';
import '../security.css';

const newPassword = newPasswordKit(authChangePasswordFields.newPassword);

/**
 * /mine/setPswByOldPsw: the password changed with the old one (the old one is the proof). Each field is
 * checked here first — a bad one says why and nothing is sent; a wrong old password says so. This device
 * stays logged in; done, it goes back to where the change started (settings).
 */
export default function SetPasswordByOld() {
  const t = useT();
  const title = useRouteTitle('/mine/setPswByOldPsw');
  const flow = useSecurityFlow();
  const kit = useFormKit({
    defaultValues: () => ({ old: '', password: '', confirm: '' }),
    // The call takes the old password only in this mode: here it is required.
    rules: { ...newPassword.rules, old: { ...authChangePasswordFields.oldPassword, required: true } },
    messages: { ...newPassword.messages, old: 'security.errors.oldPassword' },
    check: (values) => {
      const problems = newPassword.check(values);
      return { ...problems, password: problems.password ?? (values.password === values.old ? t('security.errors.sameAsOld') : undefined) };
    },
    secret: ['old', 'password', 'confirm'],
    submit: {
      write: (values) => changePasswordWithOld(values.old, values.password),
      showError: 'none',
      message: (_text, error) => securityErrorText(error, { PASSWORD_WRONG: 'security.errors.oldPasswordWrong' }),
      onSuccess: () => {
        showToast(t('security.password.changed'), 1500);
        return flow.finish(href('/mine/setting'));
      },
    },
  });

  return (
    <div className="security-page">
      <Header title={title} />
      <PasswordChangeForm
        label={title}
        formError={kit.write.error}
        running={kit.write.pending}
        onSubmit={() => void kit.submit()}
        fields={{ password: kit.text('password'), confirm: kit.text('confirm') }}
      >
        <TextField
          {...kit.text('old')}
          label={t('security.password.old')}
          type="password"
          autoComplete="current-password"
          maxLength={64}
          placeholder={t('security.password.oldPlaceholder')}
        />
      </PasswordChangeForm>
    </div>
  );
}
