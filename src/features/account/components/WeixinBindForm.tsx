import { useFormKit } from '@/components/Form';
import { authLoginViaAuthorisationFields } from '@/lib/fields';
import { useT } from '@/lib/i18n';
import { LOGIN_DRAFTS } from '../store';
import { smsCodeError, wordsOf } from '../validate';
import { sendWeixinCode, submitWeixinBind, weixinErrorText } from '../weixin';
import { AccountForm, loginSubmit } from './AccountForm';
import { SmsCodeButton } from './SmsCodeButton';
import { MobileField, SmsCodeField } from './TextField';

/**
 * Binding an unbound weixin to a mobile (a browser, back from the authorisation page): the mobile, the
 * SMS code for weixin (60 s before another), then `login via authorisation`, which binds and logs in.
 */
export function WeixinBindForm({ onToken }: { onToken: (token: string) => Promise<void> }) {
  const t = useT();
  const kit = useFormKit({
    defaultValues: () => ({ mobile: '', smsCode: '' }),
    rules: { mobile: authLoginViaAuthorisationFields.mobile, smsCode: authLoginViaAuthorisationFields.smsCode },
    messages: { smsCode: 'account.errors.smsCode' },
    normalize: (values) => ({ mobile: values.mobile.trim(), smsCode: values.smsCode.trim() }),
    check: (values) => ({ smsCode: wordsOf(smsCodeError(values.smsCode)) }),
    draft: LOGIN_DRAFTS.weixin,
    secret: ['smsCode'],
    submit: loginSubmit((values: { mobile: string; smsCode: string }) => submitWeixinBind(values.mobile, values.smsCode), onToken, weixinErrorText),
  });
  return (
    <AccountForm
      kit={kit}
      labelledBy="weixin-bind-title"
      submitText={t('weixin.actions.bind')}
      header={
        <div className="login-weixin">
          <h2 id="weixin-bind-title" className="login-weixin__title">
            {t('weixin.bind.title')}
          </h2>
          <p className="login-weixin__text">{t('weixin.bind.text')}</p>
        </div>
      }
    >
      <MobileField {...kit.text('mobile')} id="weixin-bind-mobile" />
      <SmsCodeField
        {...kit.text('smsCode')}
        id="weixin-bind-sms-code"
        extra={
          <SmsCodeButton
            scene="weixin"
            mobile={kit.values.mobile}
            validate={() => kit.form.trigger('mobile')}
            send={sendWeixinCode}
            errorText={weixinErrorText}
          />
        }
      />
    </AccountForm>
  );
}
