import { Button, List } from 'antd-mobile';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { type MessageKey, useT } from '@/lib/i18n';
import { mobileError, smsCodeError } from '../validate';
import { sendWeixinCode, setWeixinField, submitWeixinBind, weixinErrorText, weixinFlow } from '../weixin';
import { FormError } from '@/components/Form';
import { SmsCodeButton } from './SmsCodeButton';
import { MobileField, SmsCodeField } from './TextField';
import { useLoginSubmit } from './useLoginSubmit';

/**
 * Binding an unbound weixin to a mobile (a browser, back from the authorisation page): the mobile, the
 * SMS code for weixin (60 s before another), then `login via authorisation`, which binds and logs in.
 */
export function WeixinBindForm({ onToken }: { onToken: (token: string) => Promise<void> }) {
  const t = useT();
  const { mobile, smsCode } = useSnapshot(weixinFlow);
  const [errors, setErrors] = useState<{ mobile?: MessageKey | null; smsCode?: MessageKey | null }>({});
  // A field's message goes once the buyer types there again (the form checks all of them on submit).
  const change = (field: 'mobile' | 'smsCode', value: string) => {
    setWeixinField(field, value);
    setErrors((e) => ({ ...e, [field]: null }));
  };
  const checkMobile = () => {
    const error = mobileError(weixinFlow.mobile);
    setErrors((e) => ({ ...e, mobile: error }));
    return error === null;
  };
  const { onSubmit, running, formError, setFormError } = useLoginSubmit({
    validate: () => {
      const next = { mobile: mobileError(weixinFlow.mobile), smsCode: smsCodeError(weixinFlow.smsCode) };
      setErrors(next);
      return !next.mobile && !next.smsCode;
    },
    getToken: submitWeixinBind,
    onToken,
  });
  return (
    <form className="login-form" onSubmit={onSubmit} noValidate aria-labelledby="weixin-bind-title">
      <div className="login-weixin">
        <h2 id="weixin-bind-title" className="login-weixin__title">
          {t('weixin.bind.title')}
        </h2>
        <p className="login-weixin__text">{t('weixin.bind.text')}</p>
      </div>
      <List mode="card" className="login-form__fields">
        <MobileField id="weixin-bind-mobile" error={errors.mobile && t(errors.mobile)} value={mobile} onChange={(value) => change('mobile', value)} />
        <SmsCodeField
          id="weixin-bind-sms-code"
          error={errors.smsCode && t(errors.smsCode)}
          extra={
            <SmsCodeButton
              scene="weixin"
              mobile={mobile}
              validate={checkMobile}
              send={sendWeixinCode}
              onError={(error) => setFormError(weixinErrorText(error))}
            />
          }
          value={smsCode}
          onChange={(value) => change('smsCode', value)}
        />
      </List>
      <FormError message={formError} />
      <Button type="submit" block color="primary" shape="rounded" size="large" loading={running} className="login-form__submit">
        {t('weixin.actions.bind')}
      </Button>
    </form>
  );
}
