import { Button } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { durationText } from '@/lib/limits';
import { timeouts } from '@/lib/constants';
import { useWrite } from '@/lib/write';
import { useT } from '@/lib/i18n';
import { accountStore, type CodeScene, requestSmsCode, resendSecondsLeft } from '../store';

/**
 * "Get code": checks the mobile first (`validate` returns false and shows its own message when it is
 * wrong), sends the code (a refusal shows in the error banner), then counts down 60 s before another may be sent — or, refused by a rate limit,
 * the time the gateway said is left (minutes and seconds beyond the 60 s).
 */
export function SmsCodeButton({
  scene,
  mobile,
  validate,
  errorText,
  send: sendCode,
}: {
  scene: CodeScene;
  mobile: string;
  /** Checks the mobile first (showing its own message when wrong): a form kit's `() => kit.form.trigger('mobile')`. */
  validate: () => boolean | Promise<boolean>;
  /** A refused code in the form's words (shown in the error banner). */
  errorText: (error: unknown) => string;
  /** Sends the code when it is not `send code` of the scene (the weixin binding's `send code for weixin`). */
  send?: (mobile: string) => Promise<void>;
}) {
  const t = useT();
  const { smsSentAt, smsBlockedUntil } = useSnapshot(accountStore);
  const sending = useWrite({ write: (to: string) => requestSmsCode(scene, to, sendCode), message: (_text, error) => errorText(error) });
  const [, tick] = useState(0);
  const left = resendSecondsLeft(scene);

  useEffect(() => {
    if (left <= 0) return undefined;
    const timer = setInterval(() => tick((n) => n + 1), 1000);
    return () => clearInterval(timer);
  }, [left, smsSentAt, smsBlockedUntil]);

  const send = async () => {
    if (sending.pending || resendSecondsLeft(scene) > 0) return;
    if (await validate()) await sending.run(mobile.trim());
  };

  return (
    <Button size="small" fill="none" color="primary" disabled={left > 0 || sending.pending} onClick={() => void send()} className="sms-code-button">
      {sending.pending
        ? t('account.sms.sending')
        : left > timeouts.smsResendSeconds
          ? t('account.sms.wait', { time: durationText(left) })
          : left > 0
            ? t('account.sms.resend', { seconds: left })
            : t('account.sms.send')}
    </Button>
  );
}
