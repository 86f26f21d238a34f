import { authRegisterFields } from '@gen/fields.gen';
import type { CallId } from '@gen/calls.gen';
import { tokenValues } from '@gen/constants.gen';
import type { Queryable } from '../db';
import { GatewayError, badRequest, conflict, notFound, unauthorized } from '../errors';
import { captchaDataUrl } from '../lib/captcha';
import { clearLimited, countLimited, ensureNotLimited, tooMany } from '../rateLimit';
import { newId, numericCode } from '../lib/ids';
import { weixinAccountOf } from '../lib/weixin';
import { createMember, loadMember, loginResult, toUserInfo, type MemberRow } from '../members';
import { checkPassword, hashPassword, isValidLoginPassword } from '../passwords';
import { sessionsEnded } from '../cache';
import { endMemberSessions, endSession, findSession } from '../sessions';
import type { GatewaySettings } from '../settings';
import { checkSmsCode, findProof, issueProof, sendSmsCode, useProof, type SmsScene } from '../sms';
import { requiredText } from './shared';
import { memberOf, type AreaHandlers, type CallContext } from './types';

const PASSWORD_RULE = '密码须为6至20位字母或数字';

async function memberByMobile(db: Queryable, mobile: string): Promise<MemberRow | undefined> {
  return (await db.query<MemberRow>('select * from members where mobile = $1', [mobile]))[0];
}

/** A member who may log in, or a 400 that says why not. */
function ensureActive(member: MemberRow): MemberRow {
  if (member.status === 'cancelled') throw badRequest('该账号已注销', 'ACCOUNT_CANCELLED');
  if (member.status === 'frozen') throw badRequest('该账号已冻结，请联系客服', 'ACCOUNT_FROZEN');
  return member;
}

/** Checks an image captcha answer and uses it up. */
async function checkImageCode(db: Queryable, imageKey: string, imageCode: string | undefined): Promise<void> {
  const rows = await db.query<{ code: string }>(
    `update image_codes set used_at = now() where image_key = $1 and used_at is null and expires_at > now() returning code`,
    [imageKey],
  );
  if (rows[0] === undefined || rows[0].code !== (imageCode ?? '')) throw badRequest('图形验证码错误或已过期', 'IMAGE_CODE_INVALID');
}

/** Failed password checks of one account within this many minutes count towards the image code. */
const FAILURE_WINDOW_MINUTES = 15;
/** After this many failed password checks of one account in the window, the next check needs an image code. */
export const FAILURES_BEFORE_IMAGE_CODE = 3;

/**
 * Whose password a check tries: the member's when the account is known (a login by account name, by
 * mobile and auth.checkPassword count together), else the account as typed — so a known and an unknown
 * account behave alike and cannot be told apart.
 */
function failureSubject(member: MemberRow | undefined, typed: string): string {
  return member === undefined ? `account:${typed.trim().toLowerCase()}` : `member:${member.member_id}`;
}

/**
 * Before a password is checked: an image code the client sent is checked (and used up); without one,
 * an account with FAILURES_BEFORE_IMAGE_CODE recent failures is asked for one (400 IMAGE_CODE_REQUIRED;
 * the client fetches auth.sendImageCode and sends the answer with the password).
 */
async function guardPasswordCheck(db: Queryable, subject: string, image: { imageKey?: string | undefined; imageCode?: string | undefined }): Promise<void> {
  if (image.imageKey !== undefined) {
    await checkImageCode(db, image.imageKey, image.imageCode);
    return;
  }
  const rows = await db.query<{ n: number }>(
    `select count(*)::int as n from auth_failures where subject = $1 and failed_at > now() - make_interval(mins => $2)`,
    [subject, FAILURE_WINDOW_MINUTES],
  );
  if ((rows[0]?.n ?? 0) >= FAILURES_BEFORE_IMAGE_CODE) throw badRequest('请输入图形验证码', 'IMAGE_CODE_REQUIRED');
}

/** Counts a failed password check towards the image code (and forgets the subject's failures older than the window). */
async function recordFailure(db: Queryable, subject: string): Promise<void> {
  await db.query(`delete from auth_failures where subject = $1 and failed_at <= now() - make_interval(mins => $2)`, [subject, FAILURE_WINDOW_MINUTES]);
  await db.query('insert into auth_failures (subject) values ($1)', [subject]);
}

/** What a login-password check needs of the handler's context: the database, the limits and the caller's address. */
type PasswordCheckContext = Pick<CallContext<CallId>, 'db' | 'settings' | 'clientAddress'>;

/** 429 LOGIN_LOCKED with `data.secondsLeft`: too many failed password checks of the account or from the address. */
function loginLocked(secondsLeft: number): GatewayError {
  return tooMany('LOGIN_LOCKED', '登录失败次数过多', secondsLeft);
}

/**
 * Before a login password is checked (login, auth.checkPassword, the old password of a change): refused
 * while the caller's address (settings.loginAddressLimit) or the account (settings.loginAccountLimit) is
 * blocked — before the image code, so a blocked account uses up no image code and tells nothing about
 * the password. The SMS-code login stays open: a buyer locked out by someone else's guessing still gets in.
 */
async function ensureLoginAllowed({ db, settings, clientAddress }: PasswordCheckContext, subject: string): Promise<void> {
  await ensureNotLimited(db, settings.loginAddressLimit, 'login.address', clientAddress, loginLocked);
  await ensureNotLimited(db, settings.loginAccountLimit, 'login.account', subject, loginLocked);
}

/** A wrong login password: counted towards the image code, the account's limit and the address's; the try that blocks answers LOGIN_LOCKED, any other `wrong`. */
async function passwordCheckFailed({ db, settings, clientAddress }: PasswordCheckContext, subject: string, wrong: GatewayError): Promise<never> {
  await recordFailure(db, subject);
  const account = await countLimited(db, settings.loginAccountLimit, 'login.account', subject);
  const address = await countLimited(db, settings.loginAddressLimit, 'login.address', clientAddress);
  const secondsLeft = Math.max(account?.secondsLeft ?? 0, address?.secondsLeft ?? 0);
  throw secondsLeft > 0 ? loginLocked(secondsLeft) : wrong;
}

/** A right password clears the subject's failures — the account's, never the address's (one known password would reset the count of every account guessed from there). */
async function clearFailures(db: Queryable, subject: string): Promise<void> {
  await db.query('delete from auth_failures where subject = $1', [subject]);
  await clearLimited(db, 'login.account', subject);
}

/** A fresh weixin authorisation (from checkAccount) of this account, or a 400. */
async function requireWeixinAuth(db: Queryable, weixinAccount: string): Promise<void> {
  const rows = await db.query('select 1 from weixin_auths where weixin_account = $1 and expires_at > now()', [weixinAccount]);
  if (rows.length === 0) throw badRequest('微信授权已过期，请重新授权', 'WEIXIN_AUTH_REQUIRED');
}

/** A new member registering by mobile (an account name of their own, or one derived from the mobile). */
async function registerMember(
  db: Queryable,
  settings: GatewaySettings,
  fields: { mobile: string; password?: string; accountName?: string; nickname?: string | null; avatarUrl?: string | null; weixinAccount?: string | null },
): Promise<MemberRow> {
  const accountName =
    fields.accountName === undefined ? `u${fields.mobile}` : requiredText(fields.accountName, authRegisterFields.accountName.maxLength, '账号名');
  if (!/^[A-Za-z0-9_\u4e00-\u9fa5]{2,32}$/.test(accountName)) throw badRequest('账号名须为2至32位字母、数字、下划线或汉字');
  const taken = await db.query('select 1 from members where account_name = $1', [accountName]);
  if (taken.length > 0) throw conflict('该账号名已被使用', 'ACCOUNT_TAKEN');
  return createMember(db, {
    memberId: newId('m'),
    accountName,
    mobile: fields.mobile,
    passwordHash: fields.password === undefined ? null : await hashPassword(fields.password, settings.bcryptRounds),
    nickname: fields.nickname ?? null,
    avatarUrl: fields.avatarUrl ?? null,
    weixinAccount: fields.weixinAccount ?? null,
  });
}

/**
 * Scenes whose code goes to an existing member's mobile. payPassword is not one: it also verifies the
 * mobile reserved at a bank when binding a card, which need not be the member's.
 */
const MEMBER_SCENES: readonly SmsScene[] = ['resetPassword', 'changePassword', 'oldMobile', 'cancelAccount'];

export const authHandlers: AreaHandlers<'auth'> = {
  async 'auth.login'(ctx) {
    const { db, body, settings } = ctx;
    const byMobile = body.loginType === 'mobile';
    const rows = await db.query<MemberRow>(
      byMobile
        ? 'select * from members where mobile = $1'
        : 'select * from members where account_name = $1 or mobile = $1 order by account_name = $1 desc limit 1',
      [body.account],
    );
    const member = rows[0];
    const subject = failureSubject(member, body.account);
    await ensureLoginAllowed(ctx, subject);
    await guardPasswordCheck(db, subject, body);
    // One answer for an unknown account and a wrong password, so accounts cannot be probed.
    if (member === undefined || !(await checkPassword(body.password, member.password_hash))) {
      return passwordCheckFailed(ctx, subject, badRequest('账号或密码错误', 'LOGIN_FAILED'));
    }
    await clearFailures(db, subject);
    return loginResult(db, ensureActive(member), settings.tokenTtlSeconds);
  },

  async 'auth.checkPassword'(ctx) {
    const { body, db, settings } = ctx;
    const member = await loadMember(db, memberOf(ctx));
    const subject = failureSubject(member, member.account_name);
    await ensureLoginAllowed(ctx, subject);
    await guardPasswordCheck(db, subject, body);
    if (!(await checkPassword(body.password, member.password_hash))) {
      return passwordCheckFailed(ctx, subject, badRequest(member.password_hash === null ? '当前账号未设置登录密码' : '登录密码错误', 'PASSWORD_WRONG'));
    }
    await clearFailures(db, subject);
    if (member.mobile === null) throw badRequest('当前账号未绑定手机号');
    // The proof names the member's mobile, as a checked code of the old mobile does (auth.editPhone).
    return { smsToken: await issueProof(db, settings, { kind: 'password', mobile: member.mobile }) };
  },

  async 'auth.register'({ db, body, settings }) {
    if (!body.agreeTerms) throw badRequest('请阅读并同意用户协议和隐私政策');
    if (!isValidLoginPassword(body.password)) throw badRequest(PASSWORD_RULE);
    await checkSmsCode(db, settings, body.mobile, 'register', body.smsCode, false);
    return db.transaction(async (tx) => {
      if (await memberByMobile(tx, body.mobile)) throw conflict('该手机号已注册', 'MOBILE_TAKEN');
      await checkSmsCode(tx, settings, body.mobile, 'register', body.smsCode);
      const member = await registerMember(tx, settings, {
        mobile: body.mobile,
        password: body.password,
        ...(body.accountName === undefined ? {} : { accountName: body.accountName }),
      });
      return loginResult(tx, member, settings.tokenTtlSeconds);
    });
  },

  async 'auth.unbindWeixin'(ctx) {
    const member = await loadMember(ctx.db, memberOf(ctx));
    if (member.weixin_account === null || member.weixin_account !== ctx.body.weiXinAccount) throw badRequest('微信账号与当前账号不匹配');
    if (ctx.body.smsCode !== undefined) {
      if (member.mobile === null) throw badRequest('当前账号未绑定手机号');
      await checkSmsCode(ctx.db, ctx.settings, member.mobile, 'oldMobile', ctx.body.smsCode);
    }
    if (member.password_hash === null && member.mobile === null) throw badRequest('解绑后将无法登录，请先绑定手机号');
    await ctx.db.query('update members set weixin_account = null where member_id = $1', [member.member_id]);
    return null;
  },

  async 'auth.logout'(ctx) {
    if (ctx.session !== null) await endSession(ctx.db, ctx.session.token);
    return null;
  },

  async 'auth.menuTree'(ctx) {
    const rows = await ctx.db.query<{ btn_id: string; btn_name: string; selected: boolean }>(
      `select b.btn_id, b.btn_name, coalesce(mb.selected, b.default_selected) as selected
         from menu_buttons b left join member_buttons mb on mb.btn_id = b.btn_id and mb.member_id = $2
        where b.platform = $1 order by b.sort, b.btn_id`,
      [ctx.query.platform, memberOf(ctx)],
    );
    return { buttonList: rows.map((r) => ({ btnId: r.btn_id, btnName: r.btn_name, selected: r.selected })) };
  },

  async 'auth.loginInfo'(ctx) {
    return toUserInfo(await loadMember(ctx.db, memberOf(ctx)));
  },

  async 'auth.checkAccount'({ db, query, settings }) {
    const weChatCode = requiredText(query.weChatCode, 128, 'weChatCode');
    const weiXinAccount = weixinAccountOf(weChatCode);
    await db.query(
      `insert into weixin_auths (weixin_account, expires_at) values ($1, now() + make_interval(secs => $2))
       on conflict (weixin_account) do update set expires_at = excluded.expires_at`,
      [weiXinAccount, settings.proofTtlSeconds],
    );
    const bound = await db.query(`select 1 from members where weixin_account = $1 and status = 'normal'`, [weiXinAccount]);
    if (bound.length > 0) return { bound: true, weiXinAccount };
    return { bound: false, weiXinAccount, smsToken: await issueProof(db, settings, { kind: 'weixin', weixinAccount: weiXinAccount }) };
  },

  async 'auth.loginByWeixinAccount'({ db, query, settings }) {
    await requireWeixinAuth(db, query.weiXinAccount);
    const rows = await db.query<MemberRow>('select * from members where weixin_account = $1', [query.weiXinAccount]);
    const member = rows[0];
    if (member === undefined) throw badRequest('该微信尚未绑定手机号，请先绑定', 'WEIXIN_NOT_BOUND');
    await db.query('delete from weixin_auths where weixin_account = $1', [query.weiXinAccount]);
    return loginResult(db, ensureActive(member), settings.tokenTtlSeconds);
  },

  async 'auth.loginViaAuthorisation'({ db, body, settings }) {
    await requireWeixinAuth(db, body.weiXinAccount);
    await checkSmsCode(db, settings, body.mobile, 'weixin', body.smsCode, false);
    return db.transaction(async (tx) => {
      await checkSmsCode(tx, settings, body.mobile, 'weixin', body.smsCode);
      const holder = (await tx.query<MemberRow>('select * from members where weixin_account = $1', [body.weiXinAccount]))[0];
      let member = await memberByMobile(tx, body.mobile);
      if (holder !== undefined && holder.member_id !== member?.member_id) throw conflict('该微信已绑定其他账号', 'WEIXIN_TAKEN');
      if (member === undefined) {
        member = await registerMember(tx, settings, {
          mobile: body.mobile,
          nickname: body.nickname ?? null,
          avatarUrl: body.avatarUrl ?? null,
          weixinAccount: body.weiXinAccount,
        });
      } else {
        if (member.weixin_account !== null && member.weixin_account !== body.weiXinAccount) throw conflict('该手机号已绑定其他微信', 'MOBILE_WEIXIN_TAKEN');
        ensureActive(member);
        member = (
          await tx.query<MemberRow>('update members set weixin_account = $2 where member_id = $1 returning *', [member.member_id, body.weiXinAccount])
        )[0]!;
      }
      await tx.query('delete from weixin_auths where weixin_account = $1', [body.weiXinAccount]);
      return loginResult(tx, member, settings.tokenTtlSeconds);
    });
  },

  async 'auth.loginByPhone'({ db, body, settings }) {
    await checkSmsCode(db, settings, body.mobile, 'login', body.smsCode, false);
    return db.transaction(async (tx) => {
      await checkSmsCode(tx, settings, body.mobile, 'login', body.smsCode);
      // Logging in by phone registers a new buyer on first use.
      const member = (await memberByMobile(tx, body.mobile)) ?? (await registerMember(tx, settings, { mobile: body.mobile }));
      return loginResult(tx, ensureActive(member), settings.tokenTtlSeconds);
    });
  },

  async 'auth.sendChangeMobileCode'(ctx) {
    const holder = await memberByMobile(ctx.db, ctx.query.mobile);
    if (holder !== undefined) throw conflict(holder.member_id === memberOf(ctx) ? '新手机号与当前手机号相同' : '该手机号已被其他账号使用', 'MOBILE_TAKEN');
    await sendSmsCode(ctx.db, ctx.settings, ctx.log, ctx.query.mobile, 'changeMobile', ctx.clientAddress);
    return null;
  },

  async 'auth.sendCode'({ db, query, settings, log, clientAddress }) {
    if (query.imageKey !== undefined) await checkImageCode(db, query.imageKey, query.imageCode);
    const member = await memberByMobile(db, query.mobile);
    if (query.scene === 'register' && member !== undefined) throw conflict('该手机号已注册', 'MOBILE_TAKEN');
    if (MEMBER_SCENES.includes(query.scene) && member === undefined) throw notFound('该手机号对应的账号');
    await sendSmsCode(db, settings, log, query.mobile, query.scene, clientAddress);
    return null;
  },

  async 'auth.checkSmsCode'({ db, query, settings }) {
    try {
      await checkSmsCode(db, settings, query.mobile, query.scene, query.smsCode);
    } catch (error) {
      if (error instanceof GatewayError && error.code === 'SMS_CODE_INVALID') return { valid: false };
      throw error;
    }
    return { valid: true, smsToken: await issueProof(db, settings, { kind: 'sms', mobile: query.mobile, scene: query.scene }) };
  },

  async 'auth.sendWeixinCode'({ db, query, settings, log, tokenHeader, clientAddress }) {
    const proof = tokenHeader === null ? null : await findProof(db, tokenHeader, 'weixin');
    if (proof === null) throw unauthorized('微信授权已过期，请重新授权');
    await sendSmsCode(db, settings, log, query.mobile, 'weixin', clientAddress);
    return null;
  },

  async 'auth.sendImageCode'({ db }) {
    const imageKey = newId('img');
    const code = numericCode(4);
    await db.query(`insert into image_codes (image_key, code, expires_at) values ($1, $2, now() + interval '5 minutes')`, [imageKey, code]);
    return { imageKey, image: captchaDataUrl(code) };
  },

  async 'auth.userInfo'(ctx) {
    return toUserInfo(await loadMember(ctx.db, memberOf(ctx)));
  },

  async 'auth.changePassword'(ctx) {
    const { body, db, settings } = ctx;
    const member = await loadMember(db, memberOf(ctx));
    if (body.mode === 'oldPassword') {
      if (body.oldPassword === undefined) throw badRequest('请输入原密码');
      // The old password is a login password tried like any other: the same limits (a stolen session must not guess it freely).
      const subject = failureSubject(member, member.account_name);
      await ensureLoginAllowed(ctx, subject);
      if (!(await checkPassword(body.oldPassword, member.password_hash))) return passwordCheckFailed(ctx, subject, badRequest('原密码错误', 'PASSWORD_WRONG'));
      await clearFailures(db, subject);
    } else {
      if (body.smsCode === undefined && body.smsToken === undefined) throw badRequest('请输入短信验证码');
      if (member.mobile === null) throw badRequest('当前账号未绑定手机号');
      if (!isValidLoginPassword(body.newPassword)) throw badRequest(PASSWORD_RULE);
      if (body.smsToken !== undefined) {
        // The code was checked already (/mine/authenPwdByPhone): its proof must be of this mobile and scene.
        const proof = await findProof(db, body.smsToken, 'sms');
        if (proof === null || proof.scene !== 'changePassword' || proof.mobile !== member.mobile) {
          throw badRequest('手机验证已过期，请重新验证', 'SMS_TOKEN_INVALID');
        }
        await useProof(db, body.smsToken);
      } else {
        await checkSmsCode(db, settings, member.mobile, 'changePassword', body.smsCode!);
      }
    }
    if (!isValidLoginPassword(body.newPassword)) throw badRequest(PASSWORD_RULE);
    await db.query('update members set password_hash = $2 where member_id = $1', [
      member.member_id,
      await hashPassword(body.newPassword, settings.bcryptRounds),
    ]);
    // Other devices log in again with the new password; this one stays logged in.
    await endMemberSessions(db, member.member_id, ctx.session?.token);
    return null;
  },

  async 'auth.cancelAccount'(ctx) {
    const memberId = memberOf(ctx);
    const open = await ctx.db.query(
      `select 1 from orders where member_id = $1 and status in ('pendingPayment', 'pendingDelivery', 'delivering', 'refunding') and not deleted limit 1`,
      [memberId],
    );
    if (open.length > 0) throw conflict('存在未完成的订单，暂不能注销账号', 'OPEN_ORDERS');
    await ctx.db.transaction(async (tx) => {
      // The mobile and weixin account are freed so they can register again.
      await tx.query(`update members set status = 'cancelled', mobile = null, weixin_account = null where member_id = $1`, [memberId]);
      await endMemberSessions(tx, memberId);
    });
    // Dropped again once committed: a request between the drop inside the transaction and the commit may have cached them anew.
    sessionsEnded(memberId);
    return null;
  },

  async 'auth.editPhone'(ctx) {
    const { body, db, settings } = ctx;
    const member = await loadMember(db, memberOf(ctx));
    // The buyer proved who they are by a code to the old mobile (check SMS code, scene oldMobile) or by
    // the login password (auth.checkPassword); either proof names the member's current mobile.
    const bySms = await findProof(db, body.oldSmsToken, 'sms');
    const proof = bySms !== null && bySms.scene === 'oldMobile' ? bySms : await findProof(db, body.oldSmsToken, 'password');
    if (proof === null || member.mobile === null || proof.mobile !== member.mobile) {
      throw badRequest('身份验证已过期，请重新验证', 'SMS_TOKEN_INVALID');
    }
    await checkSmsCode(db, settings, body.newMobile, 'changeMobile', body.smsCode, false);
    return db.transaction(async (tx) => {
      const holder = await memberByMobile(tx, body.newMobile);
      if (holder !== undefined) throw conflict('该手机号已被其他账号使用', 'MOBILE_TAKEN');
      await checkSmsCode(tx, settings, body.newMobile, 'changeMobile', body.smsCode);
      await useProof(tx, body.oldSmsToken);
      await tx.query('update members set mobile = $2 where member_id = $1', [member.member_id, body.newMobile]);
      return null;
    });
  },

  async 'auth.startupUserInfo'(ctx) {
    return toUserInfo(await loadMember(ctx.db, memberOf(ctx)));
  },

  async 'auth.fetchToken'({ db, tokenHeader }) {
    const session = await findSession(db, tokenHeader);
    return { token: session === null ? tokenValues.needLogin : session.token };
  },

  async 'auth.resetPassword'({ db, body, settings }) {
    if (!isValidLoginPassword(body.newPassword)) throw badRequest(PASSWORD_RULE);
    if ((await memberByMobile(db, body.mobile)) === undefined) throw notFound('该手机号对应的账号');
    await checkSmsCode(db, settings, body.mobile, 'resetPassword', body.smsCode, false);
    const memberId = await db.transaction(async (tx) => {
      const member = await memberByMobile(tx, body.mobile);
      if (member === undefined) throw notFound('该手机号对应的账号');
      await checkSmsCode(tx, settings, body.mobile, 'resetPassword', body.smsCode);
      await tx.query('update members set password_hash = $2 where member_id = $1', [
        member.member_id,
        await hashPassword(body.newPassword, settings.bcryptRounds),
      ]);
      await endMemberSessions(tx, member.member_id);
      return member.member_id;
    });
    // As in cancelAccount: dropped again once committed.
    sessionsEnded(memberId);
    return null;
  },
};
