import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { TextField } from '@/components/Form';
import { Header } from '@/components/Header';
import { useClickGuard } from '@/components/ClickGuard';
import { MobileField, mobileError, SmsCodeButton, smsCodeError, SmsCodeField } from '@/features/account';
import { type MessageKey, useT } from '@/lib/i18n';
import { session } from '@/lib/session';
import { showToast } from '@/lib/ui';
import { useRouteTitle } from '@/lib/useRouteTitle';
import { checkFormat } from '@/lib/validation';
import { capitalApi } from '../api';
import { CapitalForm, payPasswordErrorText, useLeaveForm } from '../components/ui';
import '../components/capital.css';

type Field = 'cardNo' | 'holder' | 'bank' | 'branch' | 'mobile' | 'smsCode';
type Problems = Partial<Record<Field, string>>;

/** Longest holder and bank name, and branch (the gateway's limits). */
const MAX = { holder: 50, bank: 50, branch: 100 } as const;

/** The card number as typed, without the spaces a buyer types between groups of digits. */
const digitsOf = (cardNo: string) => cardNo.replace(/\s+/g, '');

/**
 * /myCapital/bindCard: binds a bank card — number (digits only, rule digits1to30), holder (the member's
 * real name or company, filled in), bank, branch, the mobile the bank has on file and the SMS code sent to
 * it (the account pages' code button and 60 s countdown). Every field is checked here first: a bad entry
 * says why and nothing is sent. Done, it goes back (to the wallet or the withdrawal that sent the buyer).
 */
export default function BindCard() {
  const t = useT();
  const title = useRouteTitle('/myCapital/bindCard');
  const leave = useLeaveForm();
  const { userInfo } = useSnapshot(session);
  const [values, setValues] = useState({
    cardNo: '',
    holder: userInfo?.realName ?? userInfo?.companyName ?? '',
    bank: '',
    branch: '',
    mobile: '',
    smsCode: '',
  });
  const [problems, setProblems] = useState<Problems>({});
  const [formError, setFormError] = useState<string | null>(null);
  const { guard, running } = useClickGuard();
  const set = (field: Field) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  const text = (field: 'holder' | 'bank' | 'branch', required: boolean): string | undefined => {
    const value = values[field].trim();
    const name = t(`capital.card.${field}`);
    if (required && !value) return t('capital.card.required', { field: name });
    if (value.length > MAX[field]) return t('capital.card.tooLong', { field: name, max: MAX[field] });
    // Invisible control and bidi characters are refused as in every free text (spec/validation.yaml plainText).
    if (checkFormat('plainText', value)) return t('validation.plainText');
    return undefined;
  };
  const message = (key: MessageKey | null) => (key ? t(key) : undefined);
  const checkMobile = (): boolean => {
    const problem = message(mobileError(values.mobile));
    setProblems((p) => ({ ...p, mobile: problem }));
    return !problem;
  };

  const submit = guard(async () => {
    setFormError(null);
    const found: Problems = {
      cardNo: message(checkFormat('digits1to30', digitsOf(values.cardNo))),
      holder: text('holder', true),
      bank: text('bank', true),
      branch: text('branch', false),
      mobile: message(mobileError(values.mobile)),
      smsCode: message(smsCodeError(values.smsCode)),
    };
    setProblems(found);
    if (Object.values(found).some(Boolean)) return;
    const branch = values.branch.trim();
    try {
      await capitalApi.bindCard({
        bankCardNo: digitsOf(values.cardNo),
        accountName: values.holder.trim(),
        bankName: values.bank.trim(),
        ...(branch ? { branchName: branch } : {}),
        mobile: values.mobile.trim(),
        smsCode: values.smsCode.trim(),
      });
    } catch (error) {
      setFormError(payPasswordErrorText(error));
      return;
    }
    showToast(t('capital.card.done'));
    leave();
  });

  return (
    <div className="app-screen cap-page">
      <Header title={title} />
      <CapitalForm
        label={t('capital.card.label')}
        intro={t('capital.card.intro')}
        formError={formError}
        submitText={t('capital.card.submit')}
        running={running}
        onSubmit={() => void submit()}
      >
        <TextField
          id="bind-card-no"
          label={t('capital.card.cardNo')}
          required
          inputMode="numeric"
          autoComplete="cc-number"
          maxLength={40}
          placeholder={t('capital.card.cardNoPlaceholder')}
          value={values.cardNo}
          onChange={set('cardNo')}
          error={problems.cardNo}
        />
        <TextField
          id="bind-card-holder"
          label={t('capital.card.holder')}
          required
          autoComplete="cc-name"
          placeholder={t('capital.card.holderPlaceholder')}
          value={values.holder}
          onChange={set('holder')}
          error={problems.holder}
        />
        <TextField
          id="bind-card-bank"
          label={t('capital.card.bank')}
          required
          placeholder={t('capital.card.bankPlaceholder')}
          value={values.bank}
          onChange={set('bank')}
          error={problems.bank}
        />
        <TextField
          id="bind-card-branch"
          label={t('capital.card.branch')}
          placeholder={t('capital.card.branchPlaceholder')}
          value={values.branch}
          onChange={set('branch')}
          error={problems.branch}
        />
        <MobileField id="bind-card-mobile" label={t('capital.card.mobile')} value={values.mobile} onChange={set('mobile')} error={problems.mobile} />
        <SmsCodeField
          id="bind-card-code"
          value={values.smsCode}
          onChange={set('smsCode')}
          error={problems.smsCode}
          extra={
            <SmsCodeButton scene="payPassword" mobile={values.mobile} validate={checkMobile} onError={(error) => setFormError(payPasswordErrorText(error))} />
          }
        />
      </CapitalForm>
    </div>
  );
}
