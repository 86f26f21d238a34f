import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { useClickGuard } from '@/components/ClickGuard';
import { maskMobile, SmsCodeButton, smsCodeError, SmsCodeField } from '@/features/account';
import { type MessageKey, useT } from '@/lib/i18n';
import { session } from '@/lib/session';
import { securityErrorText } from '../security';
import { SecurityForm } from './SecurityForm';

/**
 * A verification step by an SMS code to the buyer's own mobile (shown masked): "get code" sends it (60 s
 * before another), the 6 digits are checked here first — a bad entry says why and nothing is sent — then
 * `verify` asks the gateway and `onVerified` goes on.
 */
export function PhoneCodeStep({
  title,
  scene,
  verify,
  onVerified,
}: {
  title: string;
  scene: 'oldMobile' | 'changePassword';
  verify: (smsCode: string) => Promise<void>;
  onVerified: () => void;
}) {
  const t = useT();
  const { userInfo } = useSnapshot(session);
  const mobile = userInfo?.mobile ?? '';
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<MessageKey | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const { guard, running } = useClickGuard();
  const haveMobile = () => {
    if (mobile) return true;
    setFormError(t('security.errors.noMobile'));
    return false;
  };

  const submit = guard(async () => {
    setFormError(null);
    const problem = smsCodeError(code);
    setCodeError(problem);
    if (problem || !haveMobile()) return;
    try {
      await verify(code.trim());
    } catch (error) {
      setFormError(securityErrorText(error));
      return;
    }
    onVerified();
  });

  return (
    <SecurityForm
      label={title}
      intro={mobile ? t('security.verify.phoneIntro', { mobile: maskMobile(mobile) }) : t('security.errors.noMobile')}
      formError={formError}
      submitText={t('security.verify.next')}
      running={running}
      onSubmit={() => void submit()}
    >
      <SmsCodeField
        id={`verify-${scene}-code`}
        error={codeError && t(codeError)}
        extra={<SmsCodeButton scene={scene} mobile={mobile} validate={haveMobile} onError={(error) => setFormError(securityErrorText(error))} />}
        value={code}
        onChange={setCode}
      />
    </SecurityForm>
  );
}
