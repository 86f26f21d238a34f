import type { ReactNode } from 'react';
import { useFormKit } from '@/components/Form';
import { SmsCodeButton, smsCodeError, SmsCodeField, wordsOf } from '@/features/account';
import { api } from '@/lib/api';
import { capitalSetPayPasswordFields, capitalUpdatePayPasswordFields } from '@/lib/fields';
import { t as say, useT } from '@/lib/i18n';
import { callKey } from '@/lib/query';
import { showToast } from '@/lib/ui';
import { CapitalForm, payPasswordErrorText, PayPasswordField, useLeaveForm } from './ui';

/** Change it with the current one; reset it by an SMS code; set the first one by an SMS code. */
export type PayPasswordChange = 'update' | 'reset' | 'set';

const emptyPasswords = () => ({ oldPayPassword: '', smsCode: '', payPassword: '', confirm: '' });
type Passwords = ReturnType<typeof emptyPasswords>;

/** Exactly six digits, as the numeric password keyboard types them. */
const sixDigits = (password: string) => (/^\d{6}$/.test(password) ? null : say('capital.password.sixDigits'));
const entered = { required: true, kind: 'string' } as const;

function send(change: PayPasswordChange, form: Passwords): Promise<unknown> {
  if (change === 'update') return api.capital.updatePayPassword({ oldPayPassword: form.oldPayPassword, newPayPassword: form.payPassword });
  if (change === 'reset') return api.capital.resetPayPassword({ smsCode: form.smsCode.trim(), newPayPassword: form.payPassword });
  return api.capital.setPayPassword({ smsCode: form.smsCode.trim(), payPassword: form.payPassword });
}

const doneText = { update: 'capital.password.updated', reset: 'capital.password.reset', set: 'capital.password.set' } as const;

/**
 * The one pay-password form: the current password (a change) or the SMS code to the buyer's own mobile (a
 * reset, or the first one), then the new one twice — all on the numeric password keyboard, six digits,
 * the same twice and, for a change, not the current one. Checked before anything is sent; the gateway's
 * refusal (a wrong current one counts towards the lock) says the tries or time left. Passwords are never kept.
 */
export function PayPasswordForm({
  change,
  mobile = '',
  label,
  intro,
  after,
}: {
  change: PayPasswordChange;
  /** The buyer's mobile the code goes to (a reset or the first one). */
  mobile?: string;
  label: string;
  intro: ReactNode;
  after?: ReactNode;
}) {
  const t = useT();
  const leave = useLeaveForm();
  const byCode = change !== 'update';
  const kit = useFormKit({
    defaultValues: emptyPasswords,
    rules: byCode
      ? { smsCode: capitalSetPayPasswordFields.smsCode, payPassword: capitalSetPayPasswordFields.payPassword, confirm: entered }
      : { oldPayPassword: capitalUpdatePayPasswordFields.oldPayPassword, payPassword: capitalUpdatePayPasswordFields.newPayPassword, confirm: entered },
    messages: {
      smsCode: { required: 'account.errors.smsCode' },
      oldPayPassword: { required: 'capital.password.sixDigits' },
      payPassword: { required: 'capital.password.sixDigits' },
      confirm: { required: 'capital.password.sixDigits' },
    },
    check: (form) => ({
      smsCode: byCode ? (mobile ? wordsOf(smsCodeError(form.smsCode)) : say('capital.password.noMobile')) : null,
      oldPayPassword: byCode ? null : sixDigits(form.oldPayPassword),
      payPassword: sixDigits(form.payPassword) ?? (!byCode && form.payPassword === form.oldPayPassword ? say('capital.password.same') : null),
      confirm: sixDigits(form.confirm) ?? (form.confirm === form.payPassword ? null : say('capital.password.mismatch')),
    }),
    secret: ['oldPayPassword', 'smsCode', 'payPassword', 'confirm'],
    submit: {
      write: (form) => send(change, form),
      // Whether a pay password is set shows on the wallet and the withdrawal.
      invalidates: [callKey('capital.account')],
      showError: 'none',
      message: (_text, error) => payPasswordErrorText(error),
      onSuccess: () => {
        showToast(t(doneText[change]));
        leave();
      },
    },
  });

  return (
    <CapitalForm
      label={label}
      intro={intro}
      formError={kit.write.error}
      submitText={t('capital.password.submit')}
      running={kit.write.pending}
      onSubmit={() => void kit.submit()}
      after={after}
    >
      {byCode ? (
        <SmsCodeField
          {...kit.text('smsCode')}
          extra={
            <SmsCodeButton
              scene="payPassword"
              mobile={mobile}
              validate={() => {
                if (!mobile) showToast(t('capital.password.noMobile'));
                return !!mobile;
              }}
              errorText={payPasswordErrorText}
            />
          }
        />
      ) : (
        <PayPasswordField label={t('capital.password.old')} {...kit.text('oldPayPassword')} />
      )}
      <PayPasswordField label={t('capital.password.new')} {...kit.text('payPassword')} />
      <PayPasswordField label={t('capital.password.confirm')} {...kit.text('confirm')} />
    </CapitalForm>
  );
}
