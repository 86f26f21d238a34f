import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import { TextField, useFormKit } from '@/components/Form';
import { api } from '@/lib/api';
import { enterpriseSubmitBasicFields as rules } from '@/lib/fields';
import { useT } from '@/lib/i18n';
import { useRouteQuery } from '@/lib/navigation';
import { href } from '@/lib/routes';
import { useRouteTitle } from '@/lib/useRouteTitle';
import type { Registration } from '../api';
import { EnterpriseGate } from '../components/EnterpriseGate';
import { EnterpriseSteps } from '../components/EnterpriseSteps';
import { ImageField } from '../components/ImageField';
import { useApplicationWrite } from '../components/useApplicationWrite';
import { type BasicDraft, basicBody, basicMessages, ENTERPRISE_DRAFTS, startingBasic } from '../form';

/**
 * Step one: the company as on its business licence — name, unified social credit code (18 letters or
 * digits), legal representative, contact and mobile, and the licence picture. Checked here first with
 * the rules of enterprise.submitBasic (nothing is sent while a field is wrong); a rejected application
 * shows its reason and comes back filled in.
 */
function BasicStep({ registration }: { registration: Registration }) {
  const t = useT();
  const kit = useFormKit({
    defaultValues: () => startingBasic(registration),
    rules: {
      companyName: rules.companyName,
      creditCode: rules.creditCode,
      legalPerson: rules.legalPerson,
      contactName: rules.contactName,
      contactMobile: rules.contactMobile,
      licenseImageUrl: rules.licenseImageUrl,
    },
    messages: basicMessages,
    normalize: basicBody,
    draft: ENTERPRISE_DRAFTS.basic,
    submit: useApplicationWrite((body: BasicDraft) => api.enterprise.submitBasic(body), href('/enterpriseRegistration/stepTow_first_in')),
  });
  const next = () => void kit.submit();

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
          label={t('enterprise.form.companyName')}
          stacked
          clearable
          {...kit.text('companyName')}
          placeholder={t('enterprise.form.companyNamePlaceholder')}
          maxLength={rules.companyName.maxLength}
        />
        <TextField
          label={t('enterprise.form.creditCode')}
          stacked
          clearable
          {...kit.text('creditCode')}
          placeholder={t('enterprise.form.creditCodePlaceholder')}
        />
        <TextField label={t('enterprise.form.legalPerson')} stacked clearable {...kit.text('legalPerson')} maxLength={rules.legalPerson.maxLength} />
        <TextField label={t('enterprise.form.contactName')} stacked clearable {...kit.text('contactName')} maxLength={rules.contactName.maxLength} />
        <TextField label={t('enterprise.form.contactMobile')} stacked clearable {...kit.text('contactMobile')} inputMode="tel" />
      </List>
      <div className="ent-images">
        <ImageField label={t('enterprise.form.licenseImage')} field={kit.text('licenseImageUrl')} />
      </div>
      <p className="ent-draft-note">{t('enterprise.form.draftKept')}</p>
      <div className="app-bottom-bar">
        <Button block color="primary" loading={kit.write.pending} onClick={next}>
          {t('enterprise.form.next')}
        </Button>
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
