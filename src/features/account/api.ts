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
export async function sendSmsCode(mobile: string, scene: SmsScene): Promise<void> {
  if (scene === 'changeMobile') await api.auth.sendChangeMobileCode({ mobile });
  else await api.auth.sendCode({ mobile, scene });
}
