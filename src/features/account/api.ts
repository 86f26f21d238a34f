import type { components } from '@gen/openapi.gen';
import { api, type CallData, type CallQuery } from '@/lib/api';

export type LoginResult = components['schemas']['LoginResult'];
/**
 * What an SMS code is for: a scene of `send code` (login, register, the security flows of /mine), or
 * `changeMobile` — the code to the new mobile of a phone change (`SMS code for changing mobile`).
 */
export type SmsScene = CallQuery<'auth.sendCode'>['scene'] | 'changeMobile';
/** An image captcha: its key and the picture (a data URL). */
export type ImageCode = CallData<'auth.sendImageCode'>;
/** The answer to an image captcha, sent with the password it guards. */
export interface ImageAnswer {
  readonly imageKey: string;
  readonly imageCode: string;
}

/** Sends a 6-digit SMS code to a mobile for a scene (the new mobile of a phone change has a call of its own). */
export function sendSmsCode(mobile: string, scene: SmsScene): Promise<void> {
  if (scene === 'changeMobile') return api.auth.sendChangeMobileCode({ mobile }).then(() => undefined);
  return api.auth.sendCode({ mobile, scene }).then(() => undefined);
}

/** Logs in with a mobile and its SMS code (a new mobile registers a buyer on first use). */
export function loginByPhone(mobile: string, smsCode: string): Promise<LoginResult> {
  return api.auth.loginByPhone({ mobile, smsCode });
}

/** Logs in with an account name (or mobile) and password; with the image code once the gateway asked for one. */
export function loginByPassword(account: string, password: string, image?: ImageAnswer): Promise<LoginResult> {
  return api.auth.login({ account, password, ...(image ? { imageKey: image.imageKey, imageCode: image.imageCode } : {}) });
}

/** Registers a buyer (mobile, SMS code, password) and logs them in. */
export function register(body: { mobile: string; smsCode: string; password: string; accountName?: string }): Promise<LoginResult> {
  return api.auth.register({ ...body, agreeTerms: true });
}

/** A new image captcha (the gateway asks for one after repeated wrong passwords). */
export function fetchImageCode(): Promise<ImageCode> {
  return api.auth.sendImageCode({});
}

/** Sets a new password for the account of a mobile, by the SMS code of scene resetPassword (forgotten password). */
export function resetPassword(body: { mobile: string; smsCode: string; newPassword: string }): Promise<void> {
  return api.auth.resetPassword(body).then(() => undefined);
}
