import type { components } from '@gen/openapi.gen';
import type { Queryable } from './db';
import { GatewayError, notFound } from './errors';
import { compact, datetime } from './lib/format';
import { createSession } from './sessions';

type S = components['schemas'];

/** A member row. */
export interface MemberRow {
  member_id: string;
  account_name: string;
  mobile: string | null;
  password_hash: string | null;
  pay_password_hash: string | null;
  nickname: string | null;
  real_name: string | null;
  sex: '0' | '1' | '2';
  avatar_url: string | null;
  member_type: 'personal' | 'enterprise';
  company_name: string | null;
  status: 'normal' | 'frozen' | 'cancelling' | 'cancelled';
  enterprise_status: 'none' | 'reviewing' | 'approved' | 'rejected';
  quick_order_open: boolean;
  weixin_account: string | null;
  roles: string[];
  register_time: Date;
}

/** A member by id, or 404. */
export async function loadMember(db: Queryable, memberId: string): Promise<MemberRow> {
  const rows = await db.query<MemberRow>('select * from members where member_id = $1', [memberId]);
  const row = rows[0];
  if (row === undefined) throw notFound('会员');
  return row;
}

/** What UserInfo and MemberInformation both say of a member. */
const memberBasics = (m: MemberRow) => ({
  memberId: m.member_id,
  accountName: m.account_name,
  nickname: m.nickname,
  realName: m.real_name,
  sex: m.sex,
  mobile: m.mobile,
  avatarUrl: m.avatar_url,
  memberType: m.member_type,
  companyName: m.company_name,
});

/** The spec's UserInfo of a member. */
export function toUserInfo(m: MemberRow): S['UserInfo'] {
  return compact({
    ...memberBasics(m),
    weixinBound: m.weixin_account !== null,
    weiXinAccount: m.weixin_account,
    hasPassword: m.password_hash !== null,
    hasPayPassword: m.pay_password_hash !== null,
    quickOrderOpen: m.quick_order_open,
  });
}

/** The spec's MemberInformation of a member. */
export function toMemberInformation(m: MemberRow): S['MemberInformation'] {
  return compact({
    ...memberBasics(m),
    registerTime: datetime(m.register_time),
  });
}

/** Opens a session and answers the spec's LoginResult. */
export async function loginResult(db: Queryable, m: MemberRow, ttlSeconds: number): Promise<S['LoginResult']> {
  const token = await createSession(db, m.member_id, ttlSeconds);
  return compact({
    token,
    memberId: m.member_id,
    accountName: m.account_name,
    nickname: m.nickname,
    mobile: m.mobile,
    memberType: m.member_type,
  });
}

/** Creates a member (buyer) with an empty capital account; returns the new row. */
export async function createMember(
  db: Queryable,
  fields: {
    memberId: string;
    accountName: string;
    mobile: string;
    passwordHash?: string | null;
    nickname?: string | null;
    avatarUrl?: string | null;
    weixinAccount?: string | null;
  },
): Promise<MemberRow> {
  const rows = await db.query<MemberRow>(
    `insert into members (member_id, account_name, mobile, password_hash, nickname, avatar_url, weixin_account)
     values ($1, $2, $3, $4, $5, $6, $7) returning *`,
    [
      fields.memberId,
      fields.accountName,
      fields.mobile,
      fields.passwordHash ?? null,
      fields.nickname ?? null,
      fields.avatarUrl ?? null,
      fields.weixinAccount ?? null,
    ],
  );
  await db.query('insert into capital_accounts (member_id) values ($1)', [fields.memberId]);
  return rows[0]!;
}

/**
 * Whether the member's menu tree allows a button (product-spec §6): the member's own setting, else the
 * button's default. The app hides such a button; the gateway refuses the action all the same, since a
 * hidden button is no guard against a crafted call.
 */
export async function mayPress(db: Queryable, memberId: string, btnId: string): Promise<boolean> {
  const rows = await db.query<{ selected: boolean }>(
    `select coalesce(mb.selected, b.default_selected) as selected
       from menu_buttons b left join member_buttons mb on mb.btn_id = b.btn_id and mb.member_id = $2
      where b.btn_id = $1`,
    [btnId, memberId],
  );
  return rows[0]?.selected === true;
}

/**
 * Refuses an action whose button the member's menu tree leaves out: 400 NO_PERMISSION with data { btnId }
 * — the app words the refusal of that button in the buyer's language; not 403, which the app reads as an
 * expired login and answers by logging the buyer out. Handlers call it once the records named were found
 * to be the member's, so another member's id still answers 404 as a missing one.
 */
export async function requireButton(db: Queryable, memberId: string, btnId: string, action: string): Promise<void> {
  if (!(await mayPress(db, memberId, btnId))) throw new GatewayError(400, 'NO_PERMISSION', `您的账号没有${action}权限，请联系企业管理员开通`, { btnId });
}
