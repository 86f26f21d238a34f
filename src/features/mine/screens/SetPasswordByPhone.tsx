import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { Header } from '@/components/Header';
import { useFormKit } from '@/components/Form';
import { newPasswordKit, useSecurityFlow } from '@/features/account';
import { authChangePasswordFields } from '@/lib/fields';
import { useT } from '@/lib/i18n';
import { href } from '@/lib/routes';
import { showErrorBanner, showToast } from '@/lib/ui';
import { useRouteTitle } from '@/lib/useRouteTitle';
import { PasswordChangeForm } from '../components/PasswordChangeForm';
import { VerifyFirst } from '../components/VerifyFirst';
import { changePasswordWithProof, isExpiredProof, securityErrorText, securityStore } from '../security';
import '../security.css';

const newPassword = newPasswordKit(authChangePasswordFields.newPassword);

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
  // Once the change went through its proof is used up: the page leaves rather than ask to verify first.
  const [changed, setChanged] = useState(false);
  const kit = useFormKit({
    defaultValues: () => ({ password: '', confirm: '' }),
    ...newPassword,
    secret: ['password', 'confirm'],
    submit: {
      write: (values) => changePasswordWithProof(values.password),
      showError: 'none',
      message: (_text, error) => securityErrorText(error),
      // An expired proof sends the buyer back to verify (the page now asks for it): the banner says why.
      onError: (error) => isExpiredProof(error) && showErrorBanner(securityErrorText(error)),
      onSuccess: () => {
        setChanged(true);
        showToast(t('security.password.changed'), 1500);
        return flow.finish(href('/mine/setting'));
      },
    },
  });

  return (
    <div className="security-page">
      <Header title={title} />
      {passwordProof === null && !kit.write.pending && !changed ? (
        <VerifyFirst onVerify={() => void flow.restart(href('/mine/updatePwdSelect'))} />
      ) : (
        <PasswordChangeForm
          label={title}
          formError={kit.write.error}
          running={kit.write.pending}
          onSubmit={() => void kit.submit()}
          fields={{ password: kit.text('password'), confirm: kit.text('confirm') }}
        />
      )}
    </div>
  );
}
