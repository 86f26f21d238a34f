import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { Header } from '@/components/Header';
import { TextField, useFormKit } from '@/components/Form';
import { SmsCodeButton, smsCodeError, SmsCodeField, useSecurityFlow, wordsOf } from '@/features/account';
import { authEditPhoneFields } from '@/lib/fields';
import { useT } from '@/lib/i18n';
import { href } from '@/lib/routes';
import { session } from '@/lib/session';
import { showErrorBanner, showToast } from '@/lib/ui';
import { useRouteTitle } from '@/lib/useRouteTitle';
import { SecurityForm } from '../components/SecurityForm';
import { VerifyFirst } from '../components/VerifyFirst';
import { changeMobile, isExpiredProof, securityErrorText, securityStore } from '../security';
import '../security.css';

/**
 * /mine/updateNewPhone, the phone change's last step (after /mine/authenPassword or /mine/authenPhone):
 * the new mobile and the code sent to it (`SMS code for changing mobile`, 60 s before another), then
 * `edit phone` with the proof of the step before. Without that proof it asks to verify first. Done, it
 * goes back to where the change started.
 */
export default function UpdateNewPhone() {
  const t = useT();
  const title = useRouteTitle('/mine/updateNewPhone');
  const flow = useSecurityFlow();
  const { phoneProof } = useSnapshot(securityStore);
  const current = useSnapshot(session).userInfo?.mobile;
  // Once the change went through its proof is used up: the page leaves rather than ask to verify first.
  const [changed, setChanged] = useState(false);
  const kit = useFormKit({
    defaultValues: () => ({ mobile: '', code: '' }),
    rules: { mobile: authEditPhoneFields.newMobile, code: authEditPhoneFields.smsCode },
    messages: { code: 'account.errors.smsCode' },
    normalize: (values) => ({ mobile: values.mobile.trim(), code: values.code.trim() }),
    check: (values) => ({
      mobile: values.mobile === current ? t('security.errors.sameMobile') : undefined,
      code: wordsOf(smsCodeError(values.code)),
    }),
    secret: ['code'],
    submit: {
      write: (values) => changeMobile(values.mobile, values.code),
      showError: 'none',
      message: (_text, error) => securityErrorText(error),
      // An expired proof sends the buyer back to verify (the page now asks for it): the banner says why.
      onError: (error) => isExpiredProof(error) && showErrorBanner(securityErrorText(error)),
      onSuccess: () => {
        setChanged(true);
        showToast(t('security.mobile.changed'), 1500);
        return flow.finish(href('/Personalinformation'));
      },
    },
  });
  return (
    <div className="security-page">
      <Header title={title} />
      {phoneProof === null && !kit.write.pending && !changed ? (
        <VerifyFirst onVerify={() => void flow.restart(href('/Personalinformation/editMobile'))} />
      ) : (
        <SecurityForm
          label={title}
          intro={t('security.mobile.newIntro')}
          formError={kit.write.error}
          submitText={t('security.mobile.submit')}
          running={kit.write.pending}
          onSubmit={() => void kit.submit()}
        >
          <TextField
            {...kit.text('mobile')}
            label={t('security.mobile.newMobile')}
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            maxLength={11}
            placeholder={t('security.mobile.newMobilePlaceholder')}
          />
          <SmsCodeField
            {...kit.text('code')}
            extra={<SmsCodeButton scene="changeMobile" mobile={kit.values.mobile} validate={() => kit.form.trigger('mobile')} errorText={securityErrorText} />}
          />
        </SecurityForm>
      )}
    </div>
  );
}
