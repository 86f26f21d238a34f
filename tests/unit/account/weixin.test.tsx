// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import Login from '../../../src/features/account/screens/Login.tsx';
import { reset as resetAccount } from '../../../src/features/account/store.ts';
import { resetWeixinFlow, weixinAuthLink } from '../../../src/features/account/weixin.ts';
import { session } from '../../../src/lib/session/index.ts';
import { fail, installGateway, ok, renderScreen, setUpScreenTest, tearDownScreenTest } from '../support/harness.tsx';

const USER = {
  memberId: 'm9',
  accountName: 'u13900000077',
  mobile: '13900000077',
  memberType: 'personal',
  weixinBound: true,
  hasPassword: false,
  hasPayPassword: false,
};
const LOGIN = { token: 'tok-weixin-0123456789', memberId: 'm9', accountName: 'u13900000077' };
const loggedInAnswers = { 'auth.userInfo': ok(USER), 'auth.menuTree': ok({ buttonList: [] }) };

beforeEach(() => {
  setUpScreenTest();
  sessionStorage.clear();
  resetAccount();
  resetWeixinFlow();
});
afterEach(() => {
  cleanup();
  tearDownScreenTest();
});

/** Leaves for the authorisation page as the button does, and gives the state it will come back with. */
function startedState(redirect?: string): string {
  const link = new URL(weixinAuthLink(redirect), 'https://app.test');
  return link.searchParams.get('state') ?? '';
}

describe('weixin login in a browser', () => {
  it('links to the authorisation page with the way back to /login and on to redirect', () => {
    const link = new URL(weixinAuthLink('/mine/setting'), 'https://app.test');
    expect(link.pathname).toBe('/__weixin/authorize');
    expect(link.searchParams.get('returnUrl')).toBe('/login?redirect=%2Fmine%2Fsetting');
    expect(link.searchParams.get('state')).toMatch(/^[0-9a-f]{32}$/);
  });

  it('asks for the agreements before leaving, and offers the other ways', async () => {
    installGateway({});
    renderScreen('/login', <Login />);
    await userEvent.click(screen.getByRole('tab', { name: '微信登录' }));
    expect(screen.getByRole('heading', { name: '在浏览器中使用微信登录' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '微信授权登录' }));
    expect(await screen.findByText('请先阅读并同意用户协议、隐私政策和登录协议')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '使用密码登录' }));
    expect(screen.getByRole('textbox', { name: '账号' })).toBeTruthy();
  });

  it('does not use a code whose state this tab did not send', async () => {
    const gw = installGateway({ 'auth.checkAccount': ok({ bound: true, weiXinAccount: 'wx_x' }) });
    startedState();
    renderScreen('/login?weChatCode=someone-else&state=forged', <Login />);
    expect(await screen.findByText('微信授权已失效，请重新授权')).toBeTruthy();
    expect(screen.getByRole('tab', { name: '微信登录' }).getAttribute('aria-selected')).toBe('true');
    expect(gw.seen).toHaveLength(0);
  });

  it('says so when the buyer cancelled on the page', async () => {
    const gw = installGateway({});
    const state = startedState();
    renderScreen(`/login?state=${state}`, <Login />);
    expect(await screen.findByText('你已取消微信授权，可以重新授权或使用其他方式登录')).toBeTruthy();
    expect(screen.getByRole('button', { name: '微信授权登录' })).toBeTruthy();
    expect(gw.seen).toHaveLength(0);
  });

  it('logs a bound weixin in and goes on to redirect', async () => {
    const gw = installGateway({
      'auth.checkAccount': ok({ bound: true, weiXinAccount: 'wx_bound' }),
      'auth.loginByWeixinAccount': ok(LOGIN),
      ...loggedInAnswers,
    });
    const state = startedState('/mine');
    const { location } = renderScreen(`/login?redirect=%2Fmine&weChatCode=demo-wx-a&state=${state}`, <Login />);
    await waitFor(() => expect(location()).toBe('/mine'));
    expect(new URL(gw.calls('auth.checkAccount')[0]!.url).searchParams.get('weChatCode')).toBe('demo-wx-a');
    expect(new URL(gw.calls('auth.loginByWeixinAccount')[0]!.url).searchParams.get('weiXinAccount')).toBe('wx_bound');
    expect(session.token).toBe(LOGIN.token);
  });

  it('binds an unbound weixin: checks the form first, sends the code with the SMS token, then binds and logs in', async () => {
    const gw = installGateway({
      'auth.checkAccount': ok({ bound: false, weiXinAccount: 'wx_new', smsToken: 'sms-token-1' }),
      'auth.sendWeixinCode': ok(null),
      'auth.loginViaAuthorisation': ok(LOGIN),
      ...loggedInAnswers,
    });
    const state = startedState();
    const { location } = renderScreen(`/login?weChatCode=wx-fresh&state=${state}`, <Login />);
    expect(await screen.findByRole('heading', { name: '绑定手机号' })).toBeTruthy();
    const before = gw.seen.length;
    await userEvent.type(screen.getByRole('textbox', { name: '手机号' }), '2390000');
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('请输入正确的11位手机号码')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '绑定并登录' }));
    expect(await screen.findByText('请输入6位数字验证码')).toBeTruthy();
    expect(gw.seen).toHaveLength(before);

    await userEvent.clear(screen.getByRole('textbox', { name: '手机号' }));
    await userEvent.type(screen.getByRole('textbox', { name: '手机号' }), '13900000077');
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('button', { name: '60秒后重发' })).toBeTruthy();
    const sent = gw.calls('auth.sendWeixinCode')[0]!;
    expect(sent.headers.get('x-auth-token')).toBe('sms-token-1');
    expect(new URL(sent.url).searchParams.get('mobile')).toBe('13900000077');
    await userEvent.type(screen.getByRole('textbox', { name: '验证码' }), '123456');
    await userEvent.click(screen.getByRole('button', { name: '绑定并登录' }));
    await waitFor(() => expect(location()).not.toContain('/login'));
    expect(await gw.calls('auth.loginViaAuthorisation')[0]!.json()).toEqual({ weiXinAccount: 'wx_new', mobile: '13900000077', smsCode: '123456' });
    expect(session.token).toBe(LOGIN.token);
  });

  it('tells the buyer in catalogue words when the mobile is bound to another weixin', async () => {
    installGateway({
      'auth.checkAccount': ok({ bound: false, weiXinAccount: 'wx_new', smsToken: 'sms-token-2' }),
      'auth.loginViaAuthorisation': fail('MOBILE_WEIXIN_TAKEN', '该手机号已绑定其他微信', 409),
    });
    const state = startedState();
    renderScreen(`/login?weChatCode=wx-fresh&state=${state}`, <Login />);
    await userEvent.type(await screen.findByRole('textbox', { name: '手机号' }), '13800000001');
    await userEvent.type(screen.getByRole('textbox', { name: '验证码' }), '123456');
    await userEvent.click(screen.getByRole('button', { name: '绑定并登录' }));
    expect(await screen.findByText('该手机号已绑定其他微信，请更换手机号，或登录该账号后在设置中解除微信绑定')).toBeTruthy();
  });
});
