import { describe, expect, it } from 'vitest';
import { calls, type CallId } from '@gen/calls.gen';
import { app as appConstants, devInbox, runtimeConfig, tokenValues } from '@gen/constants.gen';
import { weixinAccountOf } from '../../gateway/lib/weixin';
import { DEMO_BUYER, DEMO_IDS, SECOND_BUYER } from '../../gateway/seed';
import { sha256 } from '../../gateway/lib/ids';
import { deliveryDraft } from './helpers/drafts';
import { latestCode, startTestGateway, useTestGateway } from './helpers/gateway';

const env = useTestGateway();

async function sendCode(mobile: string, scene: string): Promise<string> {
  await env.gw.client.ok('auth.sendCode', { query: { mobile, scene } });
  return latestCode(env.gw, mobile, scene);
}

async function loginByPhone(mobile: string): Promise<string> {
  return (await env.gw.client.ok('auth.loginByPhone', { body: { mobile, smsCode: await sendCode(mobile, 'login') } })).token;
}

describe('tokens', () => {
  it('answers 401 on every protected call without a token, and with an unknown one', async () => {
    const protectedCalls = (Object.keys(calls) as CallId[]).filter((id) => calls[id].auth === 'token');
    expect(protectedCalls.length).toBeGreaterThan(100);
    for (const id of protectedCalls) {
      for (const token of [null, 'not-a-token']) {
        const result = await env.gw.client.call(id, { token, body: {} });
        expect(result.status, id).toBe(401);
        expect(result.envelope).toMatchObject({ success: false, code: '401' });
      }
    }
  });

  it('answers 401 once a token has expired, and after logout', async () => {
    const token = await env.gw.login('A');
    expect((await env.gw.client.call('auth.userInfo', { token })).status).toBe(200);
    await env.gw.db.query(`update sessions set expires_at = now() - interval '1 second' where token_hash = $1`, [sha256(token)]);
    expect((await env.gw.client.call('auth.userInfo', { token })).status).toBe(401);
    const other = await env.gw.login('A');
    await env.gw.client.ok('auth.logout', { token: other });
    expect((await env.gw.client.call('cart.list', { token: other })).status).toBe(401);
  });

  it('answers NEEDLOGIN from fetchToken without a valid token, the token itself with one', async () => {
    expect((await env.gw.client.ok('auth.fetchToken')).token).toBe(tokenValues.needLogin);
    const token = await env.gw.login('B');
    expect((await env.gw.client.ok('auth.fetchToken', { token })).token).toBe(token);
  });

  it('stores tokens and passwords hashed, never as sent', async () => {
    const token = await env.gw.login('A');
    expect(await env.gw.db.query('select 1 from sessions where token_hash = $1', [token])).toHaveLength(0);
    const [member] = await env.gw.db.query<{ password_hash: string }>('select password_hash from members where member_id = $1', [DEMO_BUYER.memberId]);
    expect(member!.password_hash).toMatch(/^\$2[aby]\$\d\d\$/);
  });
});

describe('password login and registration', () => {
  it('logs in by account name or mobile, and refuses a wrong password without telling which part was wrong', async () => {
    expect((await env.gw.client.ok('auth.login', { body: { account: DEMO_BUYER.accountName, password: DEMO_BUYER.password } })).memberId).toBe(
      DEMO_BUYER.memberId,
    );
    expect((await env.gw.client.ok('auth.login', { body: { account: DEMO_BUYER.mobile, password: DEMO_BUYER.password, loginType: 'mobile' } })).memberId).toBe(
      DEMO_BUYER.memberId,
    );
    const wrong = await env.gw.client.call('auth.login', { body: { account: DEMO_BUYER.accountName, password: 'nope12345' } });
    const unknown = await env.gw.client.call('auth.login', { body: { account: 'nobody', password: 'nope12345' } });
    expect(wrong.envelope).toEqual(unknown.envelope);
    expect(wrong.envelope.code).toBe('LOGIN_FAILED');
  });

  it('checks an image captcha when the client sends its key', async () => {
    const captcha = await env.gw.client.ok('auth.sendImageCode', { body: {} });
    expect(captcha.image).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
    const body = { account: DEMO_BUYER.accountName, password: DEMO_BUYER.password, imageKey: captcha.imageKey };
    expect((await env.gw.client.call('auth.login', { body: { ...body, imageCode: 'xxxx' } })).envelope.code).toBe('IMAGE_CODE_INVALID');
    const [row] = await env.gw.db.query<{ code: string }>('select code from image_codes where image_key = $1', [captcha.imageKey]);
    // The key was used up by the wrong answer: a captcha is good for one try.
    expect((await env.gw.client.call('auth.login', { body: { ...body, imageCode: row!.code } })).envelope.code).toBe('IMAGE_CODE_INVALID');
  });

  it('registers with an SMS code, then logs in with the new password', async () => {
    const mobile = '13811110001';
    const smsCode = await sendCode(mobile, 'register');
    expect((await env.gw.client.call('auth.register', { body: { mobile, smsCode, password: 'abc', agreeTerms: true } })).status).toBe(400);
    expect((await env.gw.client.call('auth.register', { body: { mobile, smsCode, password: 'abc12345', agreeTerms: false } })).status).toBe(400);
    const registered = await env.gw.client.ok('auth.register', { body: { mobile, smsCode, password: 'abc12345', agreeTerms: true, accountName: 'newbuyer' } });
    expect(registered.accountName).toBe('newbuyer');
    expect((await env.gw.client.ok('auth.login', { body: { account: 'newbuyer', password: 'abc12345' } })).memberId).toBe(registered.memberId);
    expect((await env.gw.client.call('auth.sendCode', { query: { mobile, scene: 'register' } })).envelope.code).toBe('MOBILE_TAKEN');
  });
});

describe('SMS codes', () => {
  it('sends a code readable in the development inbox and logs in by phone with it, once', async () => {
    const smsCode = await sendCode(DEMO_BUYER.mobile, 'login');
    expect(smsCode).toMatch(/^\d{6}$/);
    const inbox = (await (await fetch(`${env.gw.url}${devInbox.path}?mobile=${DEMO_BUYER.mobile}`)).json()) as {
      data: { codes: { scene: string; used: boolean }[] };
    };
    expect(inbox.data.codes[0]).toMatchObject({ scene: 'login', used: false });
    expect((await env.gw.client.ok('auth.loginByPhone', { body: { mobile: DEMO_BUYER.mobile, smsCode } })).memberId).toBe(DEMO_BUYER.memberId);
    expect((await env.gw.client.call('auth.loginByPhone', { body: { mobile: DEMO_BUYER.mobile, smsCode } })).envelope.code).toBe('SMS_CODE_INVALID');
  });

  it('burns a code after five wrong tries', async () => {
    const mobile = '13811110002';
    const smsCode = await sendCode(mobile, 'login');
    const wrong = smsCode === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1)
      expect((await env.gw.client.call('auth.loginByPhone', { body: { mobile, smsCode: wrong } })).envelope.code).toBe('SMS_CODE_INVALID');
    expect((await env.gw.client.call('auth.loginByPhone', { body: { mobile, smsCode } })).envelope.code).toBe('SMS_CODE_INVALID');
  });

  it('answers valid: false for a wrong code and an smsToken for a right one', async () => {
    expect(await env.gw.client.ok('auth.checkSmsCode', { query: { mobile: DEMO_BUYER.mobile, scene: 'oldMobile', smsCode: '999999' } })).toEqual({
      valid: false,
    });
    const smsCode = await sendCode(DEMO_BUYER.mobile, 'oldMobile');
    expect((await env.gw.client.ok('auth.checkSmsCode', { query: { mobile: DEMO_BUYER.mobile, scene: 'oldMobile', smsCode } })).smsToken).toMatch(
      /^[0-9a-f]{64}$/,
    );
  });

  it('refuses a resend within the resend gap', async () => {
    const strict = await startTestGateway({ settings: { smsResendSeconds: 60 }, db: env.gw.db });
    try {
      await strict.client.ok('auth.sendCode', { query: { mobile: '13811110003', scene: 'login' } });
      const again = await strict.client.call('auth.sendCode', { query: { mobile: '13811110003', scene: 'login' } });
      expect(again.status).toBe(429);
      expect(again.envelope.code).toBe('SMS_TOO_FREQUENT');
    } finally {
      await strict.close();
    }
  });
});

describe('weixin', () => {
  it('logs the bound demo buyer in: check account, then login by weiXinAccount', async () => {
    const check = await env.gw.client.ok('auth.checkAccount', { query: { weChatCode: DEMO_BUYER.weChatCode } });
    expect(check).toEqual({ bound: true, weiXinAccount: weixinAccountOf(DEMO_BUYER.weChatCode) });
    expect((await env.gw.client.ok('auth.loginByWeixinAccount', { query: { weiXinAccount: check.weiXinAccount } })).memberId).toBe(DEMO_BUYER.memberId);
    // The authorisation is used up by the login: the account alone does not log anyone in.
    expect((await env.gw.client.call('auth.loginByWeixinAccount', { query: { weiXinAccount: check.weiXinAccount } })).envelope.code).toBe(
      'WEIXIN_AUTH_REQUIRED',
    );
  });

  it('binds an unbound weixin account to a mobile with the SMS token as auth header', async () => {
    const check = await env.gw.client.ok('auth.checkAccount', { query: { weChatCode: 'auth-test-unbound' } });
    expect(check.bound).toBe(false);
    const mobile = '13811110004';
    expect((await env.gw.client.call('auth.sendWeixinCode', { query: { mobile } })).status).toBe(401);
    expect((await env.gw.client.call('auth.sendWeixinCode', { token: 'forged', query: { mobile } })).status).toBe(401);
    await env.gw.client.ok('auth.sendWeixinCode', { token: check.smsToken!, query: { mobile } });
    const login = await env.gw.client.ok('auth.loginViaAuthorisation', {
      body: { weiXinAccount: check.weiXinAccount, mobile, smsCode: await latestCode(env.gw, mobile, 'weixin') },
    });
    const info = await env.gw.client.ok('auth.userInfo', { token: login.token });
    expect(info).toMatchObject({ mobile, weixinBound: true });
    expect((await env.gw.client.ok('auth.checkAccount', { query: { weChatCode: 'auth-test-unbound' } })).bound).toBe(true);
    await env.gw.client.ok('auth.unbindWeixin', { token: login.token, body: { weiXinAccount: check.weiXinAccount } });
    expect((await env.gw.client.ok('auth.userInfo', { token: login.token })).weixinBound).toBe(false);
  });
});

describe('account changes', () => {
  it('changes the password with the old one, ending the other sessions but not this one', async () => {
    const token = await loginByPhone('13811110005');
    const other = await loginByPhone('13811110005');
    const smsCode = await sendCode('13811110005', 'changePassword');
    await env.gw.client.ok('auth.changePassword', { token, body: { mode: 'sms', smsCode, newPassword: 'first123' } });
    expect(
      (await env.gw.client.call('auth.changePassword', { token, body: { mode: 'oldPassword', oldPassword: 'wrong123', newPassword: 'second123' } })).envelope
        .code,
    ).toBe('PASSWORD_WRONG');
    await env.gw.client.ok('auth.changePassword', { token, body: { mode: 'oldPassword', oldPassword: 'first123', newPassword: 'second123' } });
    expect((await env.gw.client.call('auth.userInfo', { token })).status).toBe(200);
    expect((await env.gw.client.call('auth.userInfo', { token: other })).status).toBe(401);
  });

  it('changes the mobile after proving the old one and receiving a code on the new one', async () => {
    const token = await loginByPhone('13811110006');
    const check = await env.gw.client.ok('auth.checkSmsCode', {
      query: { mobile: '13811110006', scene: 'oldMobile', smsCode: await sendCode('13811110006', 'oldMobile') },
    });
    expect((await env.gw.client.call('auth.sendChangeMobileCode', { token, query: { mobile: SECOND_BUYER.mobile } })).envelope.code).toBe('MOBILE_TAKEN');
    await env.gw.client.ok('auth.sendChangeMobileCode', { token, query: { mobile: '13811110007' } });
    const smsCode = await latestCode(env.gw, '13811110007', 'changeMobile');
    await env.gw.client.ok('auth.editPhone', { token, body: { oldSmsToken: check.smsToken!, newMobile: '13811110007', smsCode } });
    expect((await env.gw.client.ok('auth.userInfo', { token })).mobile).toBe('13811110007');
  });

  it('resets a forgotten password by SMS code, logging every session out', async () => {
    const token = await loginByPhone('13811110008');
    await env.gw.client.ok('auth.resetPassword', {
      body: { mobile: '13811110008', smsCode: await sendCode('13811110008', 'resetPassword'), newPassword: 'reset1234' },
    });
    expect((await env.gw.client.call('auth.userInfo', { token })).status).toBe(401);
    expect((await env.gw.client.ok('auth.login', { body: { account: '13811110008', password: 'reset1234', loginType: 'mobile' } })).mobile).toBe('13811110008');
  });

  it('cancels an account without open orders; the token dies and the login is refused', async () => {
    const token = await loginByPhone('13811110009');
    const address = await env.gw.client.ok('address.add', {
      token,
      body: { type: '1', receiverName: '测', receiverMobile: '13811110009', province: '上海市', city: '上海市', district: '徐汇区', detail: '1号' },
    });
    await env.gw.client.ok('order.submit', {
      token,
      body: { draft: deliveryDraft(undefined, { addressId: address.addressId }), idempotencyKey: 'cancel-acc', agreementAccepted: true },
    });
    expect((await env.gw.client.call('auth.cancelAccount', { token })).envelope.code).toBe('OPEN_ORDERS');
    await env.gw.db.query(`update orders set status = 'cancelled' where member_id = (select member_id from members where mobile = '13811110009')`);
    await env.gw.client.ok('auth.cancelAccount', { token });
    expect((await env.gw.client.call('auth.userInfo', { token })).status).toBe(401);
  });
});

describe('member status, type and the menu tree', () => {
  it('answers the member status and type of the caller, 403 for another member', async () => {
    const token = await env.gw.login('A');
    expect(await env.gw.client.ok('member.status', { token, query: { memberId: DEMO_BUYER.memberId } })).toMatchObject({
      status: 'normal',
      enterpriseStatus: 'approved',
    });
    expect(await env.gw.client.ok('member.type', { token, query: { memberId: DEMO_BUYER.memberId } })).toMatchObject({
      memberType: 'enterprise',
      roles: ['buyer', 'driver'],
    });
    expect((await env.gw.client.call('member.type', { token, query: { memberId: SECOND_BUYER.memberId } })).status).toBe(403);
  });

  it(`answers the buttonList of ${appConstants.menuPlatform}, with each member's permissions`, async () => {
    const forA = await env.gw.client.ok('auth.menuTree', { token: await env.gw.login('A'), query: { platform: appConstants.menuPlatform } });
    const forB = await env.gw.client.ok('auth.menuTree', { token: await env.gw.login('B'), query: { platform: appConstants.menuPlatform } });
    expect(forA.buttonList.length).toBeGreaterThan(5);
    expect(forA.buttonList.every((b) => b.selected)).toBe(true);
    expect(forB.buttonList.find((b) => b.btnId === 'btn_contract_order')?.selected).toBe(false);
    const other = await env.gw.client.ok('auth.menuTree', { token: await env.gw.login('A'), query: { platform: 'mr_seller_app' } });
    expect(other.buttonList.map((b) => b.btnId)).toEqual(['btn_seller_publish']);
  });
});

describe('served beside the calls', () => {
  it('serves the runtime config with the signing key and the development inbox', async () => {
    const config = (await (await fetch(`${env.gw.url}${runtimeConfig.path}`)).json()) as { apiBaseUrl: string; signingKeyPem: string };
    expect(config).toEqual({ apiBaseUrl: '', signingKeyPem: env.gw.keys.privateKeyPem, financePartnerUrl: '/__provider/finance' });
    // The financing partner's page of the runtime config (§9): the gateway's simulated partner.
    expect((await fetch(`${env.gw.url}/__provider/finance`)).status).toBe(200);
    expect((await fetch(`${env.gw.url}${devInbox.path}?mobile=${DEMO_BUYER.mobile}`)).status).toBe(200);
    expect((await fetch(`${env.gw.url}${devInbox.path}?mobile=abc`)).status).toBe(400);
  });

  it('answers unknown paths under the prefix with a 404 envelope and a wrong method with 405', async () => {
    const unknown = await fetch(`${env.gw.url}/gw/20261121/000000000000`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ success: false, code: '404' });
    const wrongMethod = await fetch(`${env.gw.url}${calls['goods.hotWords'].path}`, { method: 'POST' });
    expect(wrongMethod.status).toBe(405);
  });

  it('has no development inbox in production mode, and still serves the config and the provider page', async () => {
    const production = await startTestGateway({ settings: { production: true }, db: env.gw.db });
    try {
      expect((await fetch(`${production.url}${devInbox.path}?mobile=${DEMO_BUYER.mobile}`)).status).toBe(404);
      expect((await fetch(`${production.url}${runtimeConfig.path}`)).status).toBe(200);
      expect((await fetch(`${production.url}/__provider/pay?paymentId=none`)).status).toBe(404);
      const token = await production.login('A');
      expect((await production.client.ok('address.detail', { token, query: { addressId: DEMO_IDS.addressA } })).addressId).toBe(DEMO_IDS.addressA);
    } finally {
      await production.close();
    }
  });
});
