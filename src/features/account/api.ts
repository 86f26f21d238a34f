import type { components } from '@gen/openapi.gen';
import { api, unwrap } from '@/lib/api';

export type LoginResult = components['schemas']['LoginResult'];
export type SmsScene = 'login' | 'register';

type CallOutcome = Awaited<Parameters<typeof unwrap>[0]>;

/** Waits for a call whose answer has no data (`data: null`); throws like `unwrap` when it failed. */
async function unwrapEmpty(call: Promise<unknown>): Promise<void> {
  await unwrap((await call) as CallOutcome);
}

/** Sends a 6-digit SMS code to a mobile for logging in or registering. */
export function sendSmsCode(mobile: string, scene: SmsScene): Promise<void> {
  return unwrapEmpty(api.auth.sendCode({ mobile, scene }));
}

/** Logs in with a mobile and its SMS code (a new mobile registers a buyer on first use). */
export function loginByPhone(mobile: string, smsCode: string): Promise<LoginResult> {
  return unwrap(api.auth.loginByPhone({ mobile, smsCode }));
}

/** Logs in with an account name (or mobile) and password. */
export function loginByPassword(account: string, password: string): Promise<LoginResult> {
  return unwrap(api.auth.login({ account, password }));
}

/** Registers a buyer (mobile, SMS code, password) and logs them in. */
export function register(body: { mobile: string; smsCode: string; password: string; accountName?: string }): Promise<LoginResult> {
  return unwrap(api.auth.register({ ...body, agreeTerms: true }));
}
