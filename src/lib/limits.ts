import { formatDuration } from '@/domain';
import { ApiError, wordErrorCode } from './api';
import { t, type MessageKey } from './i18n';

/**
 * The gateway's rate limits as the buyer reads them (issue 17; gateway/rateLimit.ts): a refusal that says
 * how long to wait (429, `data.secondsLeft`) is worded by errorText with the time left, in the buyer's
 * language. Imported by the features whose calls can be refused so (login and SMS codes, pay passwords);
 * its texts (the `limit` group) load with those screens, never with the first load.
 */

/** The gateway's refusals that say how long to wait, by code. */
const WAIT_TEXTS: Readonly<Record<string, MessageKey>> = {
  LOGIN_LOCKED: 'limit.loginLocked',
  SMS_TOO_MANY: 'limit.smsTooMany',
  SMS_TOO_FREQUENT: 'limit.smsTooFrequent',
  PAY_PASSWORD_LOCKED: 'limit.payPasswordLocked',
};

/** Seconds as "14分59秒" / "14 min 59 s", in the buyer's language. */
export function durationText(seconds: number): string {
  const units = { days: t('limit.units.days'), hours: t('limit.units.hours'), minutes: t('limit.units.minutes'), seconds: t('limit.units.seconds') };
  return formatDuration(seconds * 1000, units).trim();
}

/** How long a refusal of the gateway's rate limits asks to wait, in whole seconds; null for any other failure. */
export function waitSecondsOf(error: unknown): number | null {
  if (!(error instanceof ApiError) || WAIT_TEXTS[error.code] === undefined) return null;
  const seconds = (error.body as { data?: { secondsLeft?: unknown } } | null)?.data?.secondsLeft;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : null;
}

for (const [code, key] of Object.entries(WAIT_TEXTS)) {
  wordErrorCode(code, (error) => {
    const wait = waitSecondsOf(error);
    return wait === null ? null : t(key, { time: durationText(wait) });
  });
}
