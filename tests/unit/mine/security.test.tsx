// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import Settings from '../../../src/features/mine/screens/Settings.tsx';
import UpdateNewPhone from '../../../src/features/mine/screens/UpdateNewPhone.tsx';
import { cancelAccount, changeMobile, resetSecurity, securityErrorText, securityStore, verifyOldMobile } from '../../../src/features/mine/security.ts';
import { maskMobile } from '../../../src/features/account/index.ts';
import { ApiError } from '../../../src/lib/api.ts';
import { setNativeBridge } from '../../../src/lib/native/index.ts';
import { createFakeBridge } from '../../../src/lib/native/fake.ts';
import { session, setToken, setUserInfo } from '../../../src/lib/session/index.ts';
import { fail, installGateway, ok, renderScreen, setUpScreenTest, tearDownScreenTest } from '../support/harness.tsx';

const USER = {
  memberId: 'm1',
  accountName: 'buyer1',
  mobile: '13800000001',
  memberType: 'personal' as const,
  weixinBound: false,
  hasPassword: true,
  hasPayPassword: false,
};

function logIn() {
  setToken('tok-security-0123456789');
  setUserInfo(USER);
  session.loggedIn = true;
  session.checked = true;
}

beforeEach(() => {
  setUpScreenTest();
  resetSecurity();
  logIn();
});
afterEach(() => {
  cleanup();
  tearDownScreenTest();
});

describe('the proofs between the steps', () => {
  it('keeps no proof for a code the gateway answers as wrong, and one for a right code', async () => {
    installGateway({ 'auth.checkSmsCode': ok({ valid: false }) });
    await expect(verifyOldMobile('123456')).rejects.toThrow('验证码错误或已过期');
    expect(securityStore.phoneProof).toBeNull();

    const gw = installGateway({ 'auth.checkSmsCode': ok({ valid: true, smsToken: 'proof-1' }) });
    await verifyOldMobile('654321');
    expect(securityStore.phoneProof).toBe('proof-1');
    const sent = new URL(gw.calls('auth.checkSmsCode')[0]!.url);
    expect(Object.fromEntries(sent.searchParams)).toEqual({ mobile: '13800000001', smsCode: '654321', scene: 'oldMobile' });
  });

  it('sends the proof with the new mobile once, then forgets it; an expired proof is forgotten too', async () => {
    securityStore.phoneProof = 'proof-2';
    const gw = installGateway({ 'auth.editPhone': ok(null), 'auth.userInfo': ok({ ...USER, mobile: '13900000009' }), 'auth.menuTree': ok({ buttonList: [] }) });
    await changeMobile('13900000009', '111111');
    expect(await gw.calls('auth.editPhone')[0]!.json()).toEqual({ oldSmsToken: 'proof-2', newMobile: '13900000009', smsCode: '111111' });
    expect(securityStore.phoneProof).toBeNull();
    expect(session.userInfo?.mobile).toBe('13900000009');
    await expect(changeMobile('13900000008', '111111')).rejects.toThrow('请先完成身份验证');

    securityStore.phoneProof = 'proof-3';
    installGateway({ 'auth.editPhone': fail('SMS_TOKEN_INVALID', '身份验证已过期，请重新验证') });
    await expect(changeMobile('13900000008', '111111')).rejects.toBeInstanceOf(ApiError);
    expect(securityStore.phoneProof).toBeNull();
  });

  it("words the gateway's codes from the catalogue, an override first", () => {
    const wrong = new ApiError('原密码错误', 400, 'PASSWORD_WRONG', null);
    expect(securityErrorText(wrong)).toBe('登录密码错误');
    expect(securityErrorText(wrong, { PASSWORD_WRONG: 'security.errors.oldPasswordWrong' })).toBe('原密码错误');
    expect(securityErrorText(new ApiError('存在未完成的订单', 409, 'OPEN_ORDERS', null))).toBe('存在未完成的订单，暂不能注销账号');
    expect(securityErrorText(new ApiError('别的原因', 400, '400', null))).toBe('别的原因');
    expect(maskMobile('13800000001')).toBe('138****0001');
    expect(maskMobile('12345')).toBe('12345');
  });
});

describe('the phone change without a proof', () => {
  it('asks to verify first and leads back to the start', async () => {
    installGateway({});
    const { location } = renderScreen('/mine/updateNewPhone', <UpdateNewPhone />);
    await userEvent.click(await screen.findByRole('button', { name: '去验证' }));
    expect(location()).toBe('/Personalinformation/editMobile');
  });
});

describe('settings inside the app', () => {
  it("shows the app's version, offers the switch to the member's other roles, and cancels the account with loginOut", async () => {
    const fake = createFakeBridge({ inApp: true, answers: { canSwitchApp: true, getAppVersion: '3.1.0', getToken: '' } });
    setNativeBridge(fake.bridge);
    const gw = installGateway({
      'member.type': ok({ memberId: 'm1', memberType: 'personal', roles: ['buyer', 'driver', 'admin'] }),
      'auth.cancelAccount': ok(null),
    });
    const { location } = renderScreen('/mine/setting', <Settings />);
    expect(await screen.findByText('3.1.0')).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: '切换到司机端' }));
    // A role the app has no app type for is not offered.
    expect(screen.queryByRole('button', { name: /admin/ })).toBeNull();
    await waitFor(() => expect(fake.transport.calls.filter((c) => c.name === 'switchAppType').map((c) => c.payload)).toEqual([{ type: 'driver' }]));

    await userEvent.click(screen.getByRole('button', { name: '注销账号' }));
    // The dialogs' buttons are clicked directly: their opening animation leaves pointer-events off in happy-dom.
    fireEvent.click(await screen.findByRole('button', { name: '继续注销' }));
    expect(gw.calls('auth.cancelAccount')).toHaveLength(0);
    fireEvent.click(await screen.findByRole('button', { name: '确认注销' }));
    await waitFor(() => expect(location()).toBe('/mine'));
    expect(gw.calls('auth.cancelAccount')).toHaveLength(1);
    expect(fake.transport.calls.map((c) => c.name)).toContain('loginOut');
    expect(session.loggedIn).toBe(false);
    expect(session.userInfo).toBeNull();
  });

  it('keeps the account when the gateway refuses (open orders) and says why', async () => {
    installGateway({ 'auth.cancelAccount': fail('OPEN_ORDERS', '存在未完成的订单，暂不能注销账号', 409) });
    await expect(cancelAccount()).rejects.toBeInstanceOf(ApiError);
    expect(session.loggedIn).toBe(true);
  });
});
