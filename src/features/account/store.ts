import { proxy } from 'valtio/vanilla';
import { FORM_DRAFT_PREFIX } from '@/components/Form';
import { timeouts } from '@/lib/constants';
import { t } from '@/lib/i18n';
import { waitSecondsOf } from '@/lib/limits';
import { persisted } from '@/lib/storage';
import { sendSmsCode, type SmsScene } from './api';

export type LoginMode = 'sms' | 'password' | 'weixin';

/** What a code is for: a scene of `send code`, or binding a weixin account (`send code for weixin`). */
export type CodeScene = SmsScene | 'weixin';

/**
 * The login screen's state (in memory only): the way to log in, registering or not, the agreements, and
 * the resend countdowns. What is typed is each form's own draft (useFormKit), so following an agreement
 * link and coming back, or switching between the ways to log in, loses nothing but the secrets.
 */
export interface AccountState {
  /** The way the buyer picked; until then the page's own default (loginModeOf). */
  mode: LoginMode | null;
  /** The registration form is showing instead of the login tabs. */
  registering: boolean;
  agreed: boolean;
  /** When the last code of each scene was sent (ms since epoch), for the resend countdown. */
  smsSentAt: Partial<Record<CodeScene, number>>;
  /** Until when the gateway refused more codes of each scene (a rate limit's time left, ms since epoch), so the button waits as long. */
  smsBlockedUntil: Partial<Record<CodeScene, number>>;
}

const initial = (): AccountState => ({ mode: null, registering: false, agreed: false, smsSentAt: {}, smsBlockedUntil: {} });

export const accountStore = proxy<AccountState>(initial());

/** Restores the empty state (tests, and after a successful login). */
export function reset(): void {
  Object.assign(accountStore, initial());
}

export function setMode(mode: LoginMode): void {
  accountStore.mode = mode;
}

/** The way to log in shown: the buyer's pick, else the weixin tab when back from the weixin authorisation page (its answer shows there), else SMS. */
export function loginModeOf(picked: LoginMode | null, query: { weChatCode?: string | undefined; state?: string | undefined }): LoginMode {
  if (picked) return picked;
  return query.weChatCode !== undefined || query.state !== undefined ? 'weixin' : 'sms';
}

export function setRegistering(registering: boolean): void {
  accountStore.registering = registering;
}

export function setAgreed(agreed: boolean): void {
  accountStore.agreed = agreed;
}

/** The drafts of the login forms (useFormKit `draft`). */
export const LOGIN_DRAFTS = { sms: 'login.sms', password: 'login.password', register: 'login.register', weixin: 'login.weixin' } as const;

/** Puts an account into the password login's draft (after a reset of the password): the form shows it when it opens next. */
export function presetPasswordLogin(account: string): void {
  persisted<{ account: string }>(`${FORM_DRAFT_PREFIX}${LOGIN_DRAFTS.password}`).write({ account });
}

/** Refuses a login or registration until the agreements are accepted (nothing is sent): the form shows why. */
export function requireAgreement(): void {
  if (!accountStore.agreed) throw new Error(t('account.agreement.required'));
}

/** Seconds until another code of `scene` may be sent (0 when it may be sent now). */
export function resendSecondsLeft(scene: CodeScene, now: number = Date.now()): number {
  const sentAt = accountStore.smsSentAt[scene];
  const until = Math.max(sentAt === undefined ? 0 : sentAt + timeouts.smsResendSeconds * 1000, accountStore.smsBlockedUntil[scene] ?? 0);
  return Math.max(0, Math.ceil((until - now) / 1000));
}

/** Sends a code — by `send` when given (the weixin binding), else by `send code` of the scene — and starts the resend countdown (or the rate limit's wait when refused). */
export async function requestSmsCode(scene: CodeScene, mobile: string, send?: (mobile: string) => Promise<void>): Promise<void> {
  try {
    if (send) await send(mobile);
    else if (scene !== 'weixin') await sendSmsCode(mobile, scene);
    else throw new TypeError('the weixin binding sends its code with its own call');
  } catch (error) {
    // Refused by a rate limit (too many codes from here, or too soon for this mobile): the button waits the time left.
    const wait = waitSecondsOf(error);
    if (wait !== null) accountStore.smsBlockedUntil[scene] = Date.now() + wait * 1000;
    throw error;
  }
  accountStore.smsSentAt[scene] = Date.now();
}
