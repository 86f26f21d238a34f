import type { components } from '@gen/openapi.gen';
import { api, type CallData } from '@/lib/api';

export type MemberOrderStatistics = components['schemas']['MemberOrderStatistics'];
/** The scenes of an SMS code the security pages check: the old mobile of a phone change, a password change. */
export type CheckedScene = 'oldMobile' | 'changePassword';

/** The buyer's orders counted per status. */
export function fetchOrderStatistics(memberId: string): Promise<MemberOrderStatistics> {
  return api.member.statisticOrderStatus({ memberId });
}

/** Ends the session on the gateway. */
export async function logoutOnGateway(): Promise<void> {
  await (await api.auth.logout());
}

/** Checks the login password (with the image code once the gateway asked for one); answers a short-lived proof. */
export async function checkPassword(password: string, image?: { imageKey: string; imageCode: string }): Promise<string> {
  return (await api.auth.checkPassword({ password, ...image })).smsToken;
}

/** Checks an SMS code of the buyer's mobile; a right one answers a short-lived proof, a wrong one null. */
export async function checkSmsCode(mobile: string, smsCode: string, scene: CheckedScene): Promise<string | null> {
  const result = await api.auth.checkSmsCode({ mobile, smsCode, scene });
  return result.valid && result.smsToken ? result.smsToken : null;
}

/** Moves the account to a new mobile: the proof of the old one (or of the password) and the code sent to the new one. */
export function editPhone(body: { oldSmsToken: string; newMobile: string; smsCode: string }): Promise<void> {
  return api.auth.editPhone(body).then(() => undefined);
}

/** Changes the login password with the old one. */
export function changePasswordByOld(oldPassword: string, newPassword: string): Promise<void> {
  return api.auth.changePassword({ mode: 'oldPassword', oldPassword, newPassword }).then(() => undefined);
}

/** Changes (or sets) the login password with the proof of a checked SMS code (scene changePassword). */
export function changePasswordBySms(smsToken: string, newPassword: string): Promise<void> {
  return api.auth.changePassword({ mode: 'sms', smsToken, newPassword }).then(() => undefined);
}

/** Unbinds the weixin account from this account. */
export function unbindWeixin(weiXinAccount: string): Promise<void> {
  return api.auth.unbindWeixin({ weiXinAccount }).then(() => undefined);
}

/** Cancels the account (the gateway ends every session of it). */
export function cancelAccount(): Promise<void> {
  return api.auth.cancelAccount().then(() => undefined);
}

/** The roles the member holds (buyer, seller, driver, carrier, captain): the app types it may switch to. */
export async function fetchRoles(memberId: string, signal?: AbortSignal): Promise<CallData<'member.type'>['roles']> {
  return (await api.member.type({ memberId }, { signal })).roles;
}
