import { List, Radio } from 'antd-mobile';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { GuardedButton } from '@/components/ClickGuard';
import { errorText } from '@/lib/api';
import { useT } from '@/lib/i18n';
import { Link, useNavigate } from '@/lib/navigation';
import { href } from '@/lib/routes';
import { showErrorBanner } from '@/lib/ui';
import { enterpriseApi, type Registration } from '../api';
import { type Problems, qualificationProblems, type QualificationDraft } from '../form';
import { pageHref } from '../pages';
import { enterpriseDraft, resetDraft } from '../store';
import { ImageField } from './ImageField';
import { showFirstProblem, TextField, useProblemText } from './fields';

type Field = Exclude<keyof QualificationDraft, 'taxpayerType'>;

/**
 * Step two: the legal person's ID card (both sides), the company's bank and account (digits only) and
 * the taxpayer type. Checked here first (nothing is sent while a field is wrong), then sent with the
 * application's id; the application goes to review and the draft is forgotten.
 */
export function QualificationStep({ registration, firstVisit }: { registration: Registration; firstVisit: boolean }) {
  const t = useT();
  const navigate = useNavigate();
  const problemText = useProblemText();
  const draft = useSnapshot(enterpriseDraft).qualification;
  const [problems, setProblems] = useState<Problems<Field>>({});
  const set =
    <K extends keyof QualificationDraft>(field: K) =>
    (value: QualificationDraft[K]) => {
      enterpriseDraft.qualification[field] = value;
    };
  const label = {
    legalPersonIdFrontUrl: t('enterprise.form.idFront'),
    legalPersonIdBackUrl: t('enterprise.form.idBack'),
    bankName: t('enterprise.form.bankName'),
    bankAccountName: t('enterprise.form.bankAccountName'),
    bankAccountNo: t('enterprise.form.bankAccountNo'),
  };
  const error = (field: Field) => problemText(problems[field], label[field]);
  // The account is the company's: its name defaults to the company name of step one.
  const accountName = draft.bankAccountName === '' && registration.basic ? registration.basic.companyName : draft.bankAccountName;

  const submit = async () => {
    const current = { ...enterpriseDraft.qualification, bankAccountName: accountName };
    const found = qualificationProblems(current);
    setProblems(found);
    if (Object.keys(found).length > 0) {
      showFirstProblem();
      return;
    }
    try {
      await enterpriseApi.submitQualification({
        applyId: registration.applyId ?? '',
        legalPersonIdFrontUrl: current.legalPersonIdFrontUrl,
        legalPersonIdBackUrl: current.legalPersonIdBackUrl,
        bankName: current.bankName.trim(),
        bankAccountName: current.bankAccountName.trim(),
        bankAccountNo: current.bankAccountNo.trim(),
        taxpayerType: current.taxpayerType,
      });
      resetDraft();
      void navigate(pageHref('submitted'), { replace: true });
    } catch (failure) {
      showErrorBanner(t('enterprise.form.failed', { message: errorText(failure) }));
    }
  };

  return (
    <>
      <p className="ent-note" role="status">
        {firstVisit ? t('enterprise.stepTwo.savedFirst') : t('enterprise.stepTwo.resume')}
      </p>
      {registration.basic && (
        <section className="ent-summary" aria-label={t('enterprise.steps.basic')}>
          <span>
            <span className="ent-summary__line">{t('enterprise.stepTwo.company', { name: registration.basic.companyName })}</span>
            <span className="ent-summary__line">{t('enterprise.stepTwo.code', { code: registration.basic.creditCode })}</span>
          </span>
          <Link className="ent-summary__edit" to={href('/enterpriseRegistration', { edit: true })}>
            {t('enterprise.form.edit')}
          </Link>
        </section>
      )}
      <div className="ent-images">
        <ImageField
          label={label.legalPersonIdFrontUrl}
          value={draft.legalPersonIdFrontUrl}
          onChange={set('legalPersonIdFrontUrl')}
          error={error('legalPersonIdFrontUrl')}
        />
        <ImageField
          label={label.legalPersonIdBackUrl}
          value={draft.legalPersonIdBackUrl}
          onChange={set('legalPersonIdBackUrl')}
          error={error('legalPersonIdBackUrl')}
        />
      </div>
      <List>
        <TextField
          label={label.bankName}
          value={draft.bankName}
          onChange={set('bankName')}
          error={error('bankName')}
          placeholder={t('enterprise.form.bankNamePlaceholder')}
          maxLength={50}
        />
        <TextField label={label.bankAccountName} value={accountName} onChange={set('bankAccountName')} error={error('bankAccountName')} maxLength={100} />
        <TextField
          label={label.bankAccountNo}
          value={draft.bankAccountNo}
          onChange={set('bankAccountNo')}
          error={error('bankAccountNo')}
          placeholder={t('enterprise.form.bankAccountNoPlaceholder')}
          inputMode="numeric"
        />
        <List.Item title={t('enterprise.form.taxpayerType')}>
          <Radio.Group value={draft.taxpayerType} onChange={(value) => set('taxpayerType')(value as QualificationDraft['taxpayerType'])}>
            <span className="ent-radios" role="radiogroup" aria-label={t('enterprise.form.taxpayerType')}>
              <Radio value="general">{t('enterprise.form.general')}</Radio>
              <Radio value="small">{t('enterprise.form.small')}</Radio>
            </span>
          </Radio.Group>
        </List.Item>
      </List>
      <p className="ent-draft-note">{t('enterprise.form.draftKept')}</p>
      <div className="app-bottom-bar">
        <GuardedButton block color="primary" onClick={submit}>
          {t('enterprise.form.submit')}
        </GuardedButton>
      </div>
    </>
  );
}
