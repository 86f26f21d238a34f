import { List } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { GuardedButton } from '@/components/ClickGuard';
import { errorText } from '@/lib/api';
import { useT } from '@/lib/i18n';
import { useNavigate, useRouteQuery } from '@/lib/navigation';
import { href } from '@/lib/routes';
import { showErrorBanner } from '@/lib/ui';
import { useRouteTitle } from '@/lib/useRouteTitle';
import { enterpriseApi, type Registration } from '../api';
import { EnterpriseGate } from '../components/EnterpriseGate';
import { EnterpriseSteps } from '../components/EnterpriseSteps';
import { showFirstProblem, TextField, useProblemText } from '../components/fields';
import { ImageField } from '../components/ImageField';
import { type BasicDraft, basicBody, basicProblems, type Problems } from '../form';
import { enterpriseDraft, prefillBasic } from '../store';

/**
 * Step one: the company as on its business licence — name, unified social credit code (18 letters or
 * digits), legal representative, contact and mobile, and the licence picture. Checked here first
 * (nothing is sent while a field is wrong); a rejected application shows its reason and comes back
 * filled in.
 */
function BasicStep({ registration }: { registration: Registration }) {
  const t = useT();
  const navigate = useNavigate();
  const problemText = useProblemText();
  const draft = useSnapshot(enterpriseDraft).basic;
  const [problems, setProblems] = useState<Problems<keyof BasicDraft>>({});
  useEffect(() => prefillBasic(registration), [registration]);
  const set = (field: keyof BasicDraft) => (value: string) => {
    enterpriseDraft.basic[field] = value;
  };
  const label: Record<keyof BasicDraft, string> = {
    companyName: t('enterprise.form.companyName'),
    creditCode: t('enterprise.form.creditCode'),
    legalPerson: t('enterprise.form.legalPerson'),
    contactName: t('enterprise.form.contactName'),
    contactMobile: t('enterprise.form.contactMobile'),
    licenseImageUrl: t('enterprise.form.licenseImage'),
  };
  const error = (field: keyof BasicDraft) => problemText(problems[field], label[field]);

  const next = async () => {
    const found = basicProblems(enterpriseDraft.basic);
    setProblems(found);
    if (Object.keys(found).length > 0) {
      showFirstProblem();
      return;
    }
    try {
      await enterpriseApi.submitBasic(basicBody(enterpriseDraft.basic));
      void navigate(href('/enterpriseRegistration/stepTow_first_in'), { replace: true });
    } catch (failure) {
      showErrorBanner(t('enterprise.form.failed', { message: errorText(failure) }));
    }
  };

  return (
    <>
      {registration.status === 'rejected' ? (
        <p className="ent-note ent-note--warning" role="status">
          {t('enterprise.result.rejectedTitle')}
          {' · '}
          {registration.rejectReason ? t('enterprise.result.rejectReason', { reason: registration.rejectReason }) : t('enterprise.result.noReason')}
        </p>
      ) : (
        <p className="ent-note">{t('enterprise.intro')}</p>
      )}
      <List>
        <TextField
          label={label.companyName}
          value={draft.companyName}
          onChange={set('companyName')}
          error={error('companyName')}
          placeholder={t('enterprise.form.companyNamePlaceholder')}
          maxLength={100}
        />
        <TextField
          label={label.creditCode}
          value={draft.creditCode}
          onChange={set('creditCode')}
          error={error('creditCode')}
          placeholder={t('enterprise.form.creditCodePlaceholder')}
        />
        <TextField label={label.legalPerson} value={draft.legalPerson} onChange={set('legalPerson')} error={error('legalPerson')} maxLength={20} />
        <TextField label={label.contactName} value={draft.contactName} onChange={set('contactName')} error={error('contactName')} maxLength={20} />
        <TextField label={label.contactMobile} value={draft.contactMobile} onChange={set('contactMobile')} error={error('contactMobile')} inputMode="tel" />
      </List>
      <div className="ent-images">
        <ImageField label={label.licenseImageUrl} value={draft.licenseImageUrl} onChange={set('licenseImageUrl')} error={error('licenseImageUrl')} />
      </div>
      <p className="ent-draft-note">{t('enterprise.form.draftKept')}</p>
      <div className="app-bottom-bar">
        <GuardedButton block color="primary" onClick={next}>
          {t('enterprise.form.next')}
        </GuardedButton>
      </div>
    </>
  );
}

/**
 * /enterpriseRegistration: the upgrade's entry. The buyer's state picks the page (see EnterpriseGate):
 * step one here for a buyer who never applied or was rejected (or who asked to edit it, `edit`).
 */
export default function EnterpriseRegistration() {
  const title = useRouteTitle('/enterpriseRegistration');
  const { edit } = useRouteQuery('/enterpriseRegistration');
  return (
    <EnterpriseGate title={title} pages={['form']} editStepOne={edit === true}>
      {({ registration }) => (
        <>
          <EnterpriseSteps current={0} />
          <BasicStep registration={registration} />
        </>
      )}
    </EnterpriseGate>
  );
}
