import { Button, List, Radio } from 'antd-mobile';
import { TextField, useFormKit } from '@/components/Form';
import { api } from '@/lib/api';
import { enterpriseSubmitQualificationFields as rules } from '@/lib/fields';
import { useT } from '@/lib/i18n';
import { Link } from '@/lib/navigation';
import { href } from '@/lib/routes';
import type { Registration } from '../api';
import { ENTERPRISE_DRAFTS, qualificationBody, type QualificationDraft, qualificationMessages, startingQualification } from '../form';
import { pageHref } from '../pages';
import { ImageField } from './ImageField';
import { useApplicationWrite } from './useApplicationWrite';

/**
 * Step two: the legal person's ID card (both sides), the company's bank and account (digits only) and
 * the taxpayer type. Checked here first with the rules of enterprise.submitQualification (nothing is sent
 * while a field is wrong), then sent with the application's id; the application goes to review.
 */
export function QualificationStep({ registration, firstVisit }: { registration: Registration; firstVisit: boolean }) {
  const t = useT();
  const kit = useFormKit({
    defaultValues: () => startingQualification(registration),
    rules: {
      legalPersonIdFrontUrl: rules.legalPersonIdFrontUrl,
      legalPersonIdBackUrl: rules.legalPersonIdBackUrl,
      bankName: rules.bankName,
      bankAccountName: rules.bankAccountName,
      bankAccountNo: rules.bankAccountNo,
      taxpayerType: rules.taxpayerType,
    },
    messages: qualificationMessages,
    normalize: qualificationBody,
    draft: ENTERPRISE_DRAFTS.qualification,
    submit: useApplicationWrite(
      (values: QualificationDraft) => api.enterprise.submitQualification({ applyId: registration.applyId ?? '', ...values }),
      pageHref('submitted'),
    ),
  });
  const submit = () => void kit.submit();

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
        <ImageField label={t('enterprise.form.idFront')} field={kit.text('legalPersonIdFrontUrl')} />
        <ImageField label={t('enterprise.form.idBack')} field={kit.text('legalPersonIdBackUrl')} />
      </div>
      <List>
        <TextField
          label={t('enterprise.form.bankName')}
          stacked
          clearable
          {...kit.text('bankName')}
          placeholder={t('enterprise.form.bankNamePlaceholder')}
          maxLength={rules.bankName.maxLength}
        />
        <TextField
          label={t('enterprise.form.bankAccountName')}
          stacked
          clearable
          {...kit.text('bankAccountName')}
          maxLength={rules.bankAccountName.maxLength}
        />
        <TextField
          label={t('enterprise.form.bankAccountNo')}
          stacked
          clearable
          {...kit.text('bankAccountNo')}
          placeholder={t('enterprise.form.bankAccountNoPlaceholder')}
          inputMode="numeric"
        />
        <List.Item title={t('enterprise.form.taxpayerType')}>
          <Radio.Group value={kit.values.taxpayerType} onChange={(value) => kit.set('taxpayerType', value as QualificationDraft['taxpayerType'])}>
            <span className="ent-radios" role="radiogroup" aria-label={t('enterprise.form.taxpayerType')}>
              <Radio value="general">{t('enterprise.form.general')}</Radio>
              <Radio value="small">{t('enterprise.form.small')}</Radio>
            </span>
          </Radio.Group>
        </List.Item>
      </List>
      <p className="ent-draft-note">{t('enterprise.form.draftKept')}</p>
      <div className="app-bottom-bar">
        <Button block color="primary" loading={kit.write.pending} onClick={submit}>
          {t('enterprise.form.submit')}
        </Button>
      </div>
    </>
  );
}
