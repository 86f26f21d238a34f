import { formatDuration } from '@/domain';
import { ApiError, errorText } from '@/lib/api';
import { t } from '@/lib/i18n';

/** Seconds as "14分钟59秒" / "14 min 59 s", in the buyer's language. */
function durationText(seconds: number): string {
  const units = {
    days: t('capital.common.units.days'),
    hours: t('capital.common.units.hours'),
    minutes: t('capital.common.units.minutes'),
    seconds: t('capital.common.units.seconds'),
  };
  return formatDuration(seconds * 1000, units).trim();
}

/**
 * The text of a failed pay-password check in the buyer's language, wherever the pay password is asked
 * (the cashier's wallet and ERP pay, a top-up, a withdrawal): wrong (with the tries left, the gateway's
 * `data.triesLeft`), locked (with the time left, `data.secondsLeft`), not set — else the failure's own
 * text. The gateway's `message` is Chinese, so these answers are never shown as it sends them. The texts
 * are the wallet's (capital.password.*): the pay password is the wallet's, one set for all of these.
 */
export function payPasswordErrorText(error: unknown): string {
  if (error instanceof ApiError) {
    const data = (error.body as { data?: { triesLeft?: unknown; secondsLeft?: unknown } } | null)?.data;
    if (error.code === 'PAY_PASSWORD_LOCKED' && typeof data?.secondsLeft === 'number')
      return t('capital.password.locked', { time: durationText(data.secondsLeft) });
    if (error.code === 'PAY_PASSWORD_WRONG' && typeof data?.triesLeft === 'number') return t('capital.password.wrong', { tries: data.triesLeft });
    if (error.code === 'PAY_PASSWORD_NOT_SET') return t('capital.password.notSet');
  }
  return errorText(error);
}
