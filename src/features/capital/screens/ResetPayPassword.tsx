import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { Header } from '@/components/Header';
import { useClickGuard } from '@/components/ClickGuard';
import { maskMobile, SmsCodeButton, smsCodeError, SmsCodeField } from '@/features/account';
import { useServerData } from '@/lib/data';
import { useT } from '@/lib/i18n';
import { session } from '@/lib/session';
import { showToast } from '@/lib/ui';
import { useRouteTitle } from '@/lib/useRouteTitle';
import { capitalApi } from '../api';
import { CapitalForm, LoadState, payPasswordErrorText, PayPasswordField, useLeaveForm } from '../components/ui';
import { useNewPayPassword } from '../components/useNewPayPassword';
import '../components/capital.css';

/**
 * /myCapital/resetPassword: a new pay password by an SMS code to the buyer's own mobile (shown masked;
 * the account pages' code button with its 60 s countdown) — a reset when one is set (it also lifts a
 * lock), else the first one (capital.setPayPassword). The code and both entries on the numeric password
 * keyboard are checked here first; a bad one says why and nothing is sent.
 */
export default function ResetPayPassword() {
  const t = useT();
  const title = useRouteTitle('/myCapital/resetPassword');
  const leave = useLeaveForm();
  const { userInfo } = useSnapshot(session);
  const mobile = userInfo?.mobile ?? '';
  const { data: account, loading, error, reload } = useServerData((signal) => capitalApi.account(signal), []);
  const [code, setCode] = useState('');
  const [codeProblem, setCodeProblem] = useState<string | null>(null);
  const next = useNewPayPassword();
  const [formError, setFormError] = useState<string | null>(null);
  const { guard, running } = useClickGuard();
  const haveMobile = () => {
    if (mobile) return true;
    setFormError(t('capital.password.noMobile'));
    return false;
  };

  const submit = guard(async () => {
    setFormError(null);
    const problem = smsCodeError(code);
    setCodeProblem(problem && t(problem));
    if (!next.check() || problem || !haveMobile() || !account) return;
    try {
      if (account.hasPayPassword) await capitalApi.resetPayPassword({ smsCode: code.trim(), newPayPassword: next.password });
      else await capitalApi.setPayPassword({ smsCode: code.trim(), payPassword: next.password });
    } catch (failure) {
      setFormError(payPasswordErrorText(failure));
      return;
    }
    showToast(t(account.hasPayPassword ? 'capital.password.reset' : 'capital.password.set'));
    leave();
  });

  const intro = !mobile
    ? t('capital.password.noMobile')
    : account?.hasPayPassword === false
      ? t('capital.password.setIntro', { mobile: maskMobile(mobile) })
      : t('capital.password.resetIntro', { mobile: maskMobile(mobile) });
  return (
    <div className="app-screen cap-page">
      <Header title={account?.hasPayPassword === false ? t('capital.home.setPassword') : title} />
      <LoadState loading={loading && !account} error={error} onRetry={reload}>
        <CapitalForm
          label={t('capital.password.resetLabel')}
          intro={intro}
          formError={formError}
          submitText={t('capital.password.submit')}
          running={running}
          onSubmit={() => void submit()}
        >
          <SmsCodeField
            id="pay-password-code"
            value={code}
            onChange={setCode}
            error={codeProblem}
            extra={
              <SmsCodeButton scene="payPassword" mobile={mobile} validate={haveMobile} onError={(failure) => setFormError(payPasswordErrorText(failure))} />
            }
          />
          <PayPasswordField
            id="pay-password-new"
            label={t('capital.password.new')}
            value={next.password}
            onChange={next.setPassword}
            error={next.problems.password}
          />
          <PayPasswordField
            id="pay-password-confirm"
            label={t('capital.password.confirm')}
            value={next.confirm}
            onChange={next.setConfirm}
            error={next.problems.confirm}
          />
        </CapitalForm>
      </LoadState>
    </div>
  );
}
