import type { components } from '@gen/openapi.gen';
import { api, unwrap, type CallData } from '@/lib/api';

export type MemberOrderStatistics = components['schemas']['MemberOrderStatistics'];
/** The scenes of an SMS code the security pages check: the old mobile of a phone change, a password change. */
export type CheckedScene = 'oldMobile' | 'changePassword';

type CallOutcome = Awaited<Parameters<typeof unwrap>[0]>;

/** Waits for a call whose answer has no data (`data: null`); throws like `unwrap` when it failed. */
async function unwrapEmpty(call: Promise<unknown>): Promise<void> {
  await unwrap((await call) as CallOutcome);
}

/** The buyer's orders counted per status. */
export function fetchOrderStatistics(memberId: string): Promise<MemberOrderStatistics> {
  return unwrap(api.member.statisticOrderStatus({ memberId }));
}

/** Ends the session on the gateway. */
export async function logoutOnGateway(): Promise<void> {
  await unwrap((await api.auth.logout()) as CallOutcome);
}

/** Checks the login password (with the image code once the gateway asked for one); answers a short-lived proof. */
export async function checkPassword(password: string, image?: { imageKey: string; imageCode: string }): Promise<string> {
  return (await unwrap(api.auth.checkPassword({ password, ...image }))).smsToken;
}

/** Checks an SMS code of the buyer's mobile; a right one answers a short-lived proof, a wrong one null. */
export async function checkSmsCode(mobile: string, smsCode: string, scene: CheckedScene): Promise<string | null> {
  const result = await unwrap(api.auth.checkSmsCode({ mobile, smsCode, scene }));
  return result.valid && result.smsToken ? result.smsToken : null;
}

/** Moves the account to a new mobile: the proof of the old one (or of the password) and the code sent to the new one. */
export function editPhone(body: { oldSmsToken: string; newMobile: string; smsCode: string }): Promise<void> {
  return unwrapEmpty(api.auth.editPhone(body));
}

/** Changes the login password with the old one. */
export function changePasswordByOld(oldPassword: string, newPassword: string): Promise<void> {
  return unwrapEmpty(api.auth.changePassword({ mode: 'oldPassword', oldPassword, newPassword }));
}

/** Changes (or sets) the login password with the proof of a checked SMS code (scene changePassword). */
export function changePasswordBySms(smsToken: string, newPassword: string): Promise<void> {
  return unwrapEmpty(api.auth.changePassword({ mode: 'sms', smsToken, newPassword }));
}

/** Unbinds the weixin account from this account. */
export function unbindWeixin(weiXinAccount: string): Promise<void> {
  return unwrapEmpty(api.auth.unbindWeixin({ weiXinAccount }));
}

/** Cancels the account (the gateway ends every session of it). */
export function cancelAccount(): Promise<void> {
  return unwrapEmpty(api.auth.cancelAccount());
}

/** The roles the member holds (buyer, seller, driver, carrier, captain): the app types it may switch to. */
export async function fetchRoles(memberId: string, signal?: AbortSignal): Promise<CallData<'member.type'>['roles']> {
  return (await unwrap(api.member.type({ memberId }, { signal }))).roles;
}
