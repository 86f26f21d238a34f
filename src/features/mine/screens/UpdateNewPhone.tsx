import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { useClickGuard } from '@/components/ClickGuard';
import { Header } from '@/components/Header';
import { TextField } from '@/components/Form';
import { mobileError, SmsCodeButton, smsCodeError, SmsCodeField, useSecurityFlow } from '@/features/account';
import { type MessageKey, useT } from '@/lib/i18n';
import { href } from '@/lib/routes';
import { session } from '@/lib/session';
import { showErrorBanner, showToast } from '@/lib/ui';
import { useRouteTitle } from '@/lib/useRouteTitle';
import { SecurityForm } from '../components/SecurityForm';
import { VerifyFirst } from '../components/VerifyFirst';
import { changeMobile, isExpiredProof, securityErrorText, securityStore } from '../security';
import '../security.css';

type Field = 'mobile' | 'code';

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
  const [values, setValues] = useState<Record<Field, string>>({ mobile: '', code: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, MessageKey | null>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const { guard, running } = useClickGuard();
  // While the change goes through (its proof is used up then), the form stays rather than "verify first".
  const [changing, setChanging] = useState(false);
  const set = (field: Field) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  const newMobileProblem = (): MessageKey | null => mobileError(values.mobile) ?? (values.mobile.trim() === current ? 'security.errors.sameMobile' : null);
  const checkMobile = () => {
    const problem = newMobileProblem();
    setErrors((e) => ({ ...e, mobile: problem }));
    if (problem === null) setFormError(null);
    return problem === null;
  };

  const submit = guard(async () => {
    setFormError(null);
    const next = { mobile: newMobileProblem(), code: smsCodeError(values.code) };
    setErrors(next);
    if (next.mobile || next.code) return;
    setChanging(true);
    try {
      await changeMobile(values.mobile.trim(), values.code.trim());
    } catch (error) {
      setChanging(false);
      // An expired proof sends the buyer back to verify (the page now asks for it); anything else stays here.
      if (isExpiredProof(error)) showErrorBanner(securityErrorText(error));
      else setFormError(securityErrorText(error));
      return;
    }
    showToast(t('security.mobile.changed'), 1500);
    flow.finish(href('/Personalinformation'));
  });

  return (
    <div className="security-page">
      <Header title={title} />
      {phoneProof === null && !changing ? (
        <VerifyFirst onVerify={() => flow.restart(href('/Personalinformation/editMobile'))} />
      ) : (
        <SecurityForm
          label={title}
          intro={t('security.mobile.newIntro')}
          formError={formError}
          submitText={t('security.mobile.submit')}
          running={running}
          onSubmit={() => void submit()}
        >
          <TextField
            id="new-mobile"
            label={t('security.mobile.newMobile')}
            required
            error={errors.mobile && t(errors.mobile)}
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            maxLength={11}
            placeholder={t('security.mobile.newMobilePlaceholder')}
            value={values.mobile}
            onChange={set('mobile')}
          />
          <SmsCodeField
            id="new-mobile-code"
            error={errors.code && t(errors.code)}
            extra={
              <SmsCodeButton scene="changeMobile" mobile={values.mobile} validate={checkMobile} onError={(error) => setFormError(securityErrorText(error))} />
            }
            value={values.code}
            onChange={set('code')}
          />
        </SecurityForm>
      )}
    </div>
  );
}
