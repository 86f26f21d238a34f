import { useSnapshot } from 'valtio';
import { TextField, useFormKit } from '@/components/Form';
import { Header } from '@/components/Header';
import { MobileField, SmsCodeButton, smsCodeError, SmsCodeField, wordsOf } from '@/features/account';
import { api } from '@/lib/api';
import { capitalBindCardFields } from '@/lib/fields';
import { useT } from '@/lib/i18n';
import { callKey } from '@/lib/query';
import { session } from '@/lib/session';
import { showToast } from '@/lib/ui';
import { useRouteTitle } from '@/lib/useRouteTitle';
import { CapitalForm, payPasswordErrorText, useLeaveForm } from '../components/ui';
import '../components/capital.css';

type CardForm = { bankCardNo: string; accountName: string; bankName: string; branchName: string; mobile: string; smsCode: string };

/** The card as sent: the number without the spaces a buyer types between groups of digits, the texts trimmed. */
const cleaned = (card: CardForm): CardForm => ({
  bankCardNo: card.bankCardNo.replace(/\s+/g, ''),
  accountName: card.accountName.trim(),
  bankName: card.bankName.trim(),
  branchName: card.branchName.trim(),
  mobile: card.mobile.trim(),
  smsCode: card.smsCode.trim(),
});

/**
 * /myCapital/bindCard: binds a bank card — number (digits only, rule digits1to30), holder (the member's
 * real name or company, filled in), bank, branch, the mobile the bank has on file and the SMS code sent to
 * it (the account pages' code button and 60 s countdown). Every field is checked by the rules of
 * capital.bindCard first: a bad entry says why and nothing is sent. Done, it goes back (to the wallet or
 * the withdrawal that sent the buyer).
 */
export default function BindCard() {
  const t = useT();
  const title = useRouteTitle('/myCapital/bindCard');
  const leave = useLeaveForm();
  const { userInfo } = useSnapshot(session);
  const kit = useFormKit({
    defaultValues: (): CardForm => ({
      bankCardNo: '',
      accountName: userInfo?.realName ?? userInfo?.companyName ?? '',
      bankName: '',
      branchName: '',
      mobile: '',
      smsCode: '',
    }),
    rules: {
      ...capitalBindCardFields,
      accountName: { ...capitalBindCardFields.accountName, rule: 'plainText' },
      bankName: { ...capitalBindCardFields.bankName, rule: 'plainText' },
      branchName: { ...capitalBindCardFields.branchName, rule: 'plainText' },
    },
    messages: {
      accountName: { required: 'capital.card.holderRequired', tooShort: 'capital.card.holderRequired', tooLong: 'capital.card.holderTooLong' },
      bankName: { required: 'capital.card.bankRequired', tooShort: 'capital.card.bankRequired', tooLong: 'capital.card.bankTooLong' },
      branchName: { tooLong: 'capital.card.branchTooLong' },
      smsCode: { required: 'account.errors.smsCode' },
    },
    normalize: cleaned,
    check: (card) => ({ smsCode: wordsOf(smsCodeError(card.smsCode)) }),
    draft: 'capital.bindCard',
    secret: ['smsCode'],
    submit: {
      write: ({ branchName, ...card }) => api.capital.bindCard({ ...card, ...(branchName ? { branchName } : {}) }),
      invalidates: [callKey('capital.account')],
      showError: 'none',
      message: (_text, error) => payPasswordErrorText(error),
      onSuccess: () => {
        showToast(t('capital.card.done'));
        leave();
      },
    },
  });

  return (
    <div className="app-screen cap-page">
      <Header title={title} />
      <CapitalForm
        label={t('capital.card.label')}
        intro={t('capital.card.intro')}
        formError={kit.write.error}
        submitText={t('capital.card.submit')}
        running={kit.write.pending}
        onSubmit={() => void kit.submit()}
      >
        <TextField
          label={t('capital.card.cardNo')}
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder={t('capital.card.cardNoPlaceholder')}
          {...kit.text('bankCardNo')}
        />
        <TextField label={t('capital.card.holder')} autoComplete="cc-name" placeholder={t('capital.card.holderPlaceholder')} {...kit.text('accountName')} />
        <TextField label={t('capital.card.bank')} placeholder={t('capital.card.bankPlaceholder')} {...kit.text('bankName')} />
        <TextField label={t('capital.card.branch')} placeholder={t('capital.card.branchPlaceholder')} {...kit.text('branchName')} />
        <MobileField label={t('capital.card.mobile')} {...kit.text('mobile')} />
        <SmsCodeField
          {...kit.text('smsCode')}
          extra={<SmsCodeButton scene="payPassword" mobile={kit.values.mobile} validate={() => kit.form.trigger('mobile')} errorText={payPasswordErrorText} />}
        />
      </CapitalForm>
    </div>
  );
}
