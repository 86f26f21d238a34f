import { proxy } from 'valtio/vanilla';
import { waitSecondsOf } from '@/lib/limits';
import { timeouts } from '@/lib/constants';
import { loginByPhone, register, sendSmsCode, type SmsScene } from './api';

export type LoginMode = 'sms' | 'password' | 'weixin';

/** What a code is for: a scene of `send code`, or binding a weixin account (`send code for weixin`). */
export type CodeScene = SmsScene | 'weixin';

/**
 * The login screen's state. The typed values live here (in memory only), so following an agreement
 * link and coming back, or switching between the ways to log in, loses nothing.
 */
export interface AccountState {
  mode: LoginMode;
  /** The registration form is showing instead of the login tabs. */
  registering: boolean;
  agreed: boolean;
  mobile: string;
  smsCode: string;
  account: string;
  password: string;
  registerMobile: string;
  registerCode: string;
  registerPassword: string;
  registerAccountName: string;
  /** When the last code of each scene was sent (ms since epoch), for the resend countdown. */
  smsSentAt: Partial<Record<CodeScene, number>>;
  /** Until when the gateway refused more codes of each scene (a rate limit's time left, ms since epoch), so the button waits as long. */
  smsBlockedUntil: Partial<Record<CodeScene, number>>;
}

const initial = (): AccountState => ({
  mode: 'sms',
  registering: false,
  agreed: false,
  mobile: '',
  smsCode: '',
  account: '',
  password: '',
  registerMobile: '',
  registerCode: '',
  registerPassword: '',
  registerAccountName: '',
  smsSentAt: {},
  smsBlockedUntil: {},
});

export const accountStore = proxy<AccountState>(initial());

/** Restores the empty state (tests, and after a successful login). */
export function reset(): void {
  Object.assign(accountStore, initial());
}

type TextField = 'mobile' | 'smsCode' | 'account' | 'password' | 'registerMobile' | 'registerCode' | 'registerPassword' | 'registerAccountName';

/** Sets one typed value. */
export function setField(field: TextField, value: string): void {
  accountStore[field] = value;
}

export function setMode(mode: LoginMode): void {
  accountStore.mode = mode;
}

export function setRegistering(registering: boolean): void {
  accountStore.registering = registering;
}

export function setAgreed(agreed: boolean): void {
  accountStore.agreed = agreed;
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

/** The token of a login by phone. */
export async function submitSmsLogin(): Promise<string> {
  return (await loginByPhone(accountStore.mobile.trim(), accountStore.smsCode.trim())).token;
}

/** The token of a new registration. */
export async function submitRegistration(): Promise<string> {
  const accountName = accountStore.registerAccountName.trim();
  const result = await register({
    mobile: accountStore.registerMobile.trim(),
    smsCode: accountStore.registerCode.trim(),
    password: accountStore.registerPassword,
    ...(accountName ? { accountName } : {}),
  });
  return result.token;
}
