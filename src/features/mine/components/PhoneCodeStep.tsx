import { useSnapshot } from 'valtio';
import { useFormKit } from '@/components/Form';
import { maskMobile, SmsCodeButton, smsCodeError, SmsCodeField, wordsOf } from '@/features/account';
import { authCheckSmsCodeFields } from '@/lib/fields';
import { useT } from '@/lib/i18n';
import { session } from '@/lib/session';
import { showErrorBanner } from '@/lib/ui';
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
  const mobile = useSnapshot(session).userInfo?.mobile ?? '';
  const kit = useFormKit({
    defaultValues: () => ({ code: '' }),
    rules: { code: authCheckSmsCodeFields.smsCode },
    messages: { code: 'account.errors.smsCode' },
    normalize: (values) => ({ code: values.code.trim() }),
    check: (values) => ({ code: wordsOf(smsCodeError(values.code)) }),
    secret: ['code'],
    submit: {
      write: async (values) => {
        if (!mobile) throw new Error(t('security.errors.noMobile'));
        await verify(values.code);
      },
      showError: 'none',
      message: (_text, error) => securityErrorText(error),
      onSuccess: onVerified,
    },
  });
  const haveMobile = () => {
    if (!mobile) showErrorBanner(t('security.errors.noMobile'));
    return !!mobile;
  };

  return (
    <SecurityForm
      label={title}
      intro={mobile ? t('security.verify.phoneIntro', { mobile: maskMobile(mobile) }) : t('security.errors.noMobile')}
      formError={kit.write.error}
      submitText={t('security.verify.next')}
      running={kit.write.pending}
      onSubmit={() => void kit.submit()}
    >
      <SmsCodeField
        {...kit.text('code')}
        id={`verify-${scene}-code`}
        extra={<SmsCodeButton scene={scene} mobile={mobile} validate={haveMobile} errorText={securityErrorText} />}
      />
    </SecurityForm>
  );
}
