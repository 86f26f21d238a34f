import { proxy } from 'valtio/vanilla';
import type { ImageAnswer } from '@/features/account';
import { forgetFormDrafts } from '@/components/Form';
import { ApiError, api, errorText } from '@/lib/api';
import { type MessageKey, t } from '@/lib/i18n';
import { logger } from '@/lib/log';
import { nativeBridge } from '@/lib/native';
import { forgetBuyerData } from '@/lib/offline';
import { clearSession, fetchUserInfo, session } from '@/lib/session';

/**
 * The proofs of the security flows, between their steps: what /mine/authenPassword or /mine/authenPhone
 * proved for the phone change, what /mine/authenPwdByPhone proved for the password change. In memory
 * only (a reload asks to verify again); each is used once by the step after.
 */
export interface SecurityState {
  /** Proof of the password or of a code to the old mobile: `edit phone` takes it as oldSmsToken. */
  phoneProof: string | null;
  /** Proof of a code (scene changePassword) to the buyer's mobile: `change password` takes it as smsToken. */
  passwordProof: string | null;
}

export const securityStore = proxy<SecurityState>({ phoneProof: null, passwordProof: null });

/** Forgets both proofs (tests, and once a flow finished). */
export function resetSecurity(): void {
  Object.assign(securityStore, { phoneProof: null, passwordProof: null });
}

/** The gateway's codes of the security calls, and what the buyer reads for each. */
const BY_CODE: Readonly<Record<string, MessageKey>> = {
  PASSWORD_WRONG: 'security.errors.passwordWrong',
  SMS_CODE_INVALID: 'security.errors.smsInvalid',
  SMS_TOO_FREQUENT: 'security.errors.smsTooFrequent',
  SMS_TOKEN_INVALID: 'security.errors.verifyExpired',
  MOBILE_TAKEN: 'security.errors.mobileTaken',
  OPEN_ORDERS: 'security.errors.openOrders',
};

/**
 * What to tell the buyer when a security call failed, in the buyer's language: the catalogue's text for
 * the gateway's known codes (`overrides` first, e.g. a wrong old password), else errorText.
 */
export function securityErrorText(error: unknown, overrides: Readonly<Record<string, MessageKey>> = {}): string {
  if (error instanceof ApiError) {
    const key = overrides[error.code] ?? BY_CODE[error.code];
    if (key) return t(key);
  }
  return errorText(error);
}

/** Whether a failure says the proof of an earlier step has expired or was used (the flow starts over). */
export function isExpiredProof(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'SMS_TOKEN_INVALID';
}

/** The phone change's first step by the password (/mine/authenPassword). */
export async function verifyPassword(password: string, image?: ImageAnswer): Promise<void> {
  securityStore.phoneProof = (await api.auth.checkPassword({ password, ...image })).smsToken;
}

/** The buyer's mobile, or an error saying the account has none. */
function ownMobile(): string {
  const mobile = session.userInfo?.mobile;
  if (!mobile) throw new Error(t('security.errors.noMobile'));
  return mobile;
}

/** The proof a right SMS code to the buyer's own mobile answers; a wrong one says so. */
async function proofOfCode(smsCode: string, scene: 'oldMobile' | 'changePassword'): Promise<string> {
  const result = await api.auth.checkSmsCode({ mobile: ownMobile(), smsCode, scene });
  if (!result.valid || !result.smsToken) throw new Error(t('security.errors.smsInvalid'));
  return result.smsToken;
}

/** The phone change's first step by a code to the current mobile (/mine/authenPhone). */
export async function verifyOldMobile(smsCode: string): Promise<void> {
  securityStore.phoneProof = await proofOfCode(smsCode, 'oldMobile');
}

/** The password change's first step by a code to the buyer's mobile (/mine/authenPwdByPhone). */
export async function verifyPasswordMobile(smsCode: string): Promise<void> {
  securityStore.passwordProof = await proofOfCode(smsCode, 'changePassword');
}

/** Reloads the user info after a change of the account; a failure is logged (the change itself went through). */
async function refreshUserInfo(): Promise<void> {
  if (!(await fetchUserInfo('refresh'))) logger().warn('the user info was not reloaded after a security change');
}

/** Sends a write that uses up the proof `kind`: an expired proof is forgotten (the page asks to verify again), a used one too. */
async function withProof(kind: keyof SecurityState, send: (proof: string) => Promise<unknown>): Promise<void> {
  const proof = securityStore[kind];
  if (proof === null) throw new Error(t('security.verify.required'));
  try {
    await send(proof);
  } catch (error) {
    if (isExpiredProof(error)) securityStore[kind] = null;
    throw error;
  }
  securityStore[kind] = null;
  await refreshUserInfo();
}

/** Moves the account to a new mobile with the proof of the first step. */
export function changeMobile(newMobile: string, smsCode: string): Promise<void> {
  return withProof('phoneProof', (oldSmsToken) => api.auth.editPhone({ oldSmsToken, newMobile, smsCode }));
}

/** Changes the password with the old one (this device stays logged in, others log in again). */
export async function changePasswordWithOld(oldPassword: string, newPassword: string): Promise<void> {
  await api.auth.changePassword({ mode: 'oldPassword', oldPassword, newPassword });
  await refreshUserInfo();
}

/** Changes (or first sets) the password with the proof of /mine/authenPwdByPhone. */
export function changePasswordWithProof(newPassword: string): Promise<void> {
  return withProof('passwordProof', (smsToken) => api.auth.changePassword({ mode: 'sms', smsToken, newPassword }));
}

/** Unbinds the buyer's weixin account; the user info follows (weixinBound false). */
export async function unbindWeixin(): Promise<void> {
  let account = session.userInfo?.weiXinAccount;
  // A user info stored before it named the weixin account: read it fresh first.
  if (!account) {
    await refreshUserInfo();
    account = session.userInfo?.weiXinAccount;
  }
  if (!account) throw new Error(t('security.settings.weixinUnbound'));
  await api.auth.unbindWeixin({ weiXinAccount: account });
  await refreshUserInfo();
}

/**
 * Ends the session here once the gateway ended it (or could not be told): the native app is told inside
 * the webview (loginOut; a failure there is logged), then the local session, its cached reads and the
 * form drafts are forgotten.
 */
async function endLocalSession(): Promise<void> {
  const bridge = nativeBridge();
  if (bridge.inApp) {
    try {
      await bridge.loginOut();
    } catch (error) {
      logger().warn('native logout failed', error);
    }
  }
  clearSession();
  forgetFormDrafts();
  resetSecurity();
  await forgetBuyerData();
}

/** Logs out: the gateway ends the session (a failure is logged — the buyer is logged out here all the same). */
export async function logout(): Promise<void> {
  try {
    await api.auth.logout();
  } catch (error) {
    logger().warn('logout call failed; clearing the local session anyway', error);
  }
  await endLocalSession();
}

/** Cancels the account, then logs out everywhere (the gateway has ended every session of it). */
export async function cancelAccount(): Promise<void> {
  await api.auth.cancelAccount();
  await endLocalSession();
}
