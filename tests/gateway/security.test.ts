import { describe, expect, it } from 'vitest';
import { FAILURES_BEFORE_IMAGE_CODE } from '../../gateway/handlers/auth';
import { DEMO_BUYER, SECOND_BUYER } from '../../gateway/seed';
import { latestCode, useTestGateway } from './helpers/gateway';

/**
 * The security flows of /mine: the image code the gateway asks for after repeated wrong passwords
 * (user login and verify password alike), verify password as the first step of a phone change, and
 * the change of password by a code already checked on /mine/authenPwdByPhone. Each proof works once,
 * for its own buyer only.
 */

const env = useTestGateway();

async function sendCode(mobile: string, scene: string): Promise<string> {
  await env.gw.client.ok('auth.sendCode', { query: { mobile, scene } });
  return latestCode(env.gw, mobile, scene);
}

/** A new buyer with a password; returns its token. */
async function register(mobile: string, password = 'secret123'): Promise<string> {
  const smsCode = await sendCode(mobile, 'register');
  return (await env.gw.client.ok('auth.register', { body: { mobile, smsCode, password, agreeTerms: true } })).token;
}

/** A fresh image code and its answer (read from the database, as a person reads the picture). */
async function imageCode(): Promise<{ imageKey: string; imageCode: string }> {
  const { imageKey } = await env.gw.client.ok('auth.sendImageCode', { body: {} });
  const [row] = await env.gw.db.query<{ code: string }>('select code from image_codes where image_key = $1', [imageKey]);
  return { imageKey, imageCode: row!.code };
}

const loginCode = async (body: Record<string, unknown>) => (await env.gw.client.call('auth.login', { body })).envelope.code;

describe('the image code after repeated wrong passwords', () => {
  it('asks for it on login after the third failure, checks it, and a right password clears the count', async () => {
    const mobile = '13866660001';
    await register(mobile);
    for (let i = 0; i < FAILURES_BEFORE_IMAGE_CODE; i += 1) expect(await loginCode({ account: mobile, password: 'wrong999' })).toBe('LOGIN_FAILED');
    // Even the right password waits for the image code now.
    expect(await loginCode({ account: mobile, password: 'secret123' })).toBe('IMAGE_CODE_REQUIRED');
    expect(await loginCode({ account: mobile, password: 'secret123', imageKey: (await imageCode()).imageKey, imageCode: '0000x' })).toBe('IMAGE_CODE_INVALID');
    // A right image code with a wrong password is one more failure, and the next try asks again.
    expect(await loginCode({ account: mobile, password: 'wrong999', ...(await imageCode()) })).toBe('LOGIN_FAILED');
    expect(await loginCode({ account: mobile, password: 'secret123' })).toBe('IMAGE_CODE_REQUIRED');
    const ok = await env.gw.client.ok('auth.login', { body: { account: mobile, password: 'secret123', ...(await imageCode()) } });
    expect(ok.mobile).toBe(mobile);
    expect(await loginCode({ account: mobile, password: 'wrong999' })).toBe('LOGIN_FAILED');
    await env.gw.client.ok('auth.login', { body: { account: mobile, password: 'secret123' } });
  });

  it('counts by account: the account name and the mobile share the count, other buyers are not affected, unknown accounts alike', async () => {
    for (let i = 0; i < FAILURES_BEFORE_IMAGE_CODE; i += 1) {
      const account = i % 2 === 0 ? SECOND_BUYER.accountName : SECOND_BUYER.mobile;
      expect(await loginCode({ account, password: 'wrong999' })).toBe('LOGIN_FAILED');
      expect(await loginCode({ account: 'nobody-here', password: 'wrong999' })).toBe('LOGIN_FAILED');
    }
    expect(await loginCode({ account: SECOND_BUYER.mobile, password: SECOND_BUYER.password })).toBe('IMAGE_CODE_REQUIRED');
    // An unknown account answers as a known one does, so accounts cannot be probed.
    expect(await loginCode({ account: 'nobody-here', password: 'wrong999' })).toBe('IMAGE_CODE_REQUIRED');
    await env.gw.client.ok('auth.login', { body: { account: DEMO_BUYER.accountName, password: DEMO_BUYER.password } });
    await env.gw.client.ok('auth.login', { body: { account: SECOND_BUYER.accountName, password: SECOND_BUYER.password, ...(await imageCode()) } });
  });
});

describe('verify password and the phone change', () => {
  it('answers a proof for the right password that edit phone takes once; wrong passwords lead to the image code', async () => {
    const token = await register('13866660002');
    const wrong = await env.gw.client.call('auth.checkPassword', { token, body: { password: 'wrong999' } });
    expect(wrong.envelope.code).toBe('PASSWORD_WRONG');
    await env.gw.client.call('auth.checkPassword', { token, body: { password: 'wrong999' } });
    await env.gw.client.call('auth.checkPassword', { token, body: { password: 'wrong999' } });
    expect((await env.gw.client.call('auth.checkPassword', { token, body: { password: 'secret123' } })).envelope.code).toBe('IMAGE_CODE_REQUIRED');
    // The count is the account's: the login asks for the image code as well.
    expect(await loginCode({ account: '13866660002', password: 'secret123' })).toBe('IMAGE_CODE_REQUIRED');
    const proof = await env.gw.client.ok('auth.checkPassword', { token, body: { password: 'secret123', ...(await imageCode()) } });

    await env.gw.client.ok('auth.sendChangeMobileCode', { token, query: { mobile: '13866660003' } });
    const smsCode = await latestCode(env.gw, '13866660003', 'changeMobile');
    await env.gw.client.ok('auth.editPhone', { token, body: { oldSmsToken: proof.smsToken, newMobile: '13866660003', smsCode } });
    expect((await env.gw.client.ok('auth.userInfo', { token })).mobile).toBe('13866660003');
    // Used up: the same proof cannot change the mobile again.
    await env.gw.client.ok('auth.sendChangeMobileCode', { token, query: { mobile: '13866660004' } });
    const again = await env.gw.client.call('auth.editPhone', {
      token,
      body: { oldSmsToken: proof.smsToken, newMobile: '13866660004', smsCode: await latestCode(env.gw, '13866660004', 'changeMobile') },
    });
    expect(again.envelope.code).toBe('SMS_TOKEN_INVALID');
  });

  it("refuses buyer B's proof (password or old-mobile code) on buyer A's phone change", async () => {
    const a = await register('13866660005');
    const b = await register('13866660006');
    const bPassword = await env.gw.client.ok('auth.checkPassword', { token: b, body: { password: 'secret123' } });
    const bCode = await env.gw.client.ok('auth.checkSmsCode', {
      query: { mobile: '13866660006', scene: 'oldMobile', smsCode: await sendCode('13866660006', 'oldMobile') },
    });
    await env.gw.client.ok('auth.sendChangeMobileCode', { token: a, query: { mobile: '13866660007' } });
    const smsCode = await latestCode(env.gw, '13866660007', 'changeMobile');
    for (const oldSmsToken of [bPassword.smsToken, bCode.smsToken!]) {
      const refused = await env.gw.client.call('auth.editPhone', { token: a, body: { oldSmsToken, newMobile: '13866660007', smsCode } });
      expect(refused.envelope.code).toBe('SMS_TOKEN_INVALID');
    }
    expect((await env.gw.client.ok('auth.userInfo', { token: a })).mobile).toBe('13866660005');
    expect((await env.gw.client.ok('auth.userInfo', { token: b })).mobile).toBe('13866660006');
  });

  it('refuses a proof of another scene (a code checked for changing the password)', async () => {
    const token = await register('13866660008');
    const check = await env.gw.client.ok('auth.checkSmsCode', {
      query: { mobile: '13866660008', scene: 'changePassword', smsCode: await sendCode('13866660008', 'changePassword') },
    });
    await env.gw.client.ok('auth.sendChangeMobileCode', { token, query: { mobile: '13866660009' } });
    const smsCode = await latestCode(env.gw, '13866660009', 'changeMobile');
    const refused = await env.gw.client.call('auth.editPhone', { token, body: { oldSmsToken: check.smsToken!, newMobile: '13866660009', smsCode } });
    expect(refused.envelope.code).toBe('SMS_TOKEN_INVALID');
  });
});

describe('change password by a checked code', () => {
  it('takes the proof of /mine/authenPwdByPhone once, for the buyer whose mobile it names', async () => {
    const a = await register('13866660010');
    const b = await register('13866660011');
    const proofOf = async (mobile: string) =>
      (
        await env.gw.client.ok('auth.checkSmsCode', {
          query: { mobile, scene: 'changePassword', smsCode: await sendCode(mobile, 'changePassword') },
        })
      ).smsToken!;
    const bProof = await proofOf('13866660011');
    const refused = await env.gw.client.call('auth.changePassword', { token: a, body: { mode: 'sms', smsToken: bProof, newPassword: 'other123' } });
    expect(refused.envelope.code).toBe('SMS_TOKEN_INVALID');

    const aProof = await proofOf('13866660010');
    // A bad new password leaves the proof unused.
    expect((await env.gw.client.call('auth.changePassword', { token: a, body: { mode: 'sms', smsToken: aProof, newPassword: 'short' } })).status).toBe(400);
    await env.gw.client.ok('auth.changePassword', { token: a, body: { mode: 'sms', smsToken: aProof, newPassword: 'newpass123' } });
    const replay = await env.gw.client.call('auth.changePassword', { token: a, body: { mode: 'sms', smsToken: aProof, newPassword: 'again123' } });
    expect(replay.envelope.code).toBe('SMS_TOKEN_INVALID');
    await env.gw.client.ok('auth.login', { body: { account: '13866660010', password: 'newpass123' } });
    expect(await loginCode({ account: '13866660010', password: 'secret123' })).toBe('LOGIN_FAILED');
    await env.gw.client.ok('auth.login', { body: { account: '13866660011', password: 'secret123' } });
    expect(b).toBeTruthy();
  });
});
