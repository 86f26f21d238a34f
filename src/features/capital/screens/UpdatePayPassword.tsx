import { useState } from 'react';
import { Header } from '@/components/Header';
import { useClickGuard } from '@/components/ClickGuard';
import { useT } from '@/lib/i18n';
import { Link } from '@/lib/navigation';
import { href } from '@/lib/routes';
import { showToast } from '@/lib/ui';
import { useRouteTitle } from '@/lib/useRouteTitle';
import { capitalApi } from '../api';
import { CapitalForm, payPasswordErrorText, PayPasswordField, useLeaveForm } from '../components/ui';
import { payPasswordProblem, useNewPayPassword } from '../components/useNewPayPassword';
import '../components/capital.css';

/**
 * /myCapital/updatePassword: changes the pay password with the current one — all three on the numeric
 * password keyboard, six digits, the new one twice and not the current one; a wrong current one counts
 * towards the pay-password lock and says the tries or time left. A forgotten one is reset by SMS.
 */
export default function UpdatePayPassword() {
  const t = useT();
  const title = useRouteTitle('/myCapital/updatePassword');
  const leave = useLeaveForm();
  const [old, setOld] = useState('');
  const [oldProblem, setOldProblem] = useState<string | null>(null);
  const next = useNewPayPassword();
  const [formError, setFormError] = useState<string | null>(null);
  const { guard, running } = useClickGuard();

  const submit = guard(async () => {
    setFormError(null);
    const problem = payPasswordProblem(old);
    setOldProblem(problem);
    if (!next.check() || problem) return;
    if (old === next.password) return setFormError(t('capital.password.same'));
    try {
      await capitalApi.updatePayPassword({ oldPayPassword: old, newPayPassword: next.password });
    } catch (error) {
      setFormError(payPasswordErrorText(error));
      return;
    }
    showToast(t('capital.password.updated'));
    leave();
  });

  return (
    <div className="app-screen cap-page">
      <Header title={title} />
      <CapitalForm
        label={t('capital.password.updateLabel')}
        intro={t('capital.password.updateIntro')}
        formError={formError}
        submitText={t('capital.password.submit')}
        running={running}
        onSubmit={() => void submit()}
        after={
          <Link className="cap-link cap-form__after" to={href('/myCapital/resetPassword')}>
            {t('capital.password.forgot')}
          </Link>
        }
      >
        <PayPasswordField id="pay-password-old" label={t('capital.password.old')} value={old} onChange={setOld} error={oldProblem} />
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
    </div>
  );
}
