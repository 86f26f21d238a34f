import { api, type CallBody, type CallData } from '@/lib/api';
import { callKey } from '@/lib/query';
import type { MessageKey } from '@/lib/i18n';
import { logger } from '@/lib/log';
import { nativeBridge } from '@/lib/native';
import { session, setUserInfo, type UserInfo } from '@/lib/session';

/** The buyer's personal information as the gateway answers it. */
export type MemberInformation = CallData<'member.findInformation'>;
/** The fields one save changes (only those sent change). */
export type ProfileChange = CallBody<'member.updateProfile'>;
/** 0 not specified, 1 male, 2 female. */
export type Sex = NonNullable<MemberInformation['sex']>;

/** The sexes in the order the choice shows them, and the catalogue key of each. */
export const sexes: readonly Sex[] = ['1', '2', '0'];
export const sexKey = { '0': 'profile.sexes.unknown', '1': 'profile.sexes.male', '2': 'profile.sexes.female' } as const satisfies Record<Sex, MessageKey>;

/** The name the app shows a buyer by: the nickname, else the real name, else the account name. */
export function shownName(info: Pick<UserInfo, 'accountName' | 'nickname' | 'realName'>): string {
  return info.nickname || info.realName || info.accountName;
}

/** The cached reads a change of the personal information changes: the page that shows it. */
export const PROFILE_CHANGED = [callKey('member.findInformation')];

/**
 * Saves a change of the personal information. The session's user info (and so /mine) follows the
 * answer; when the name the app shows the buyer by changed, the native app is told (changeAccountName;
 * nothing to tell in a browser, and a failure there does not undo the save).
 */
export async function saveProfile(change: ProfileChange): Promise<MemberInformation> {
  const before = session.userInfo ? shownName(session.userInfo) : undefined;
  const info = await api.member.updateProfile(change);
  followInSession(info);
  const after = shownName(info);
  if (after !== before)
    await nativeBridge()
      .changeAccountName(after)
      .catch((error: unknown) => logger().warn('changeAccountName failed', error));
  return info;
}

/** Copies what the personal information says into the user info of the same buyer (a field it lacks is cleared). */
export function followInSession(info: MemberInformation): void {
  const current = session.userInfo;
  if (!current || current.memberId !== info.memberId) return;
  const { registerTime: _registerTime, ...basics } = info;
  const { weixinBound, hasPassword, hasPayPassword, quickOrderOpen } = current;
  setUserInfo({ ...basics, weixinBound, hasPassword, hasPayPassword, ...(quickOrderOpen === undefined ? {} : { quickOrderOpen }) });
}
