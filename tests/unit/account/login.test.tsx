// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import Login from '../../../src/features/account/screens/Login.tsx';
import { reset as resetAccount } from '../../../src/features/account/store.ts';
import { session, setHomePath } from '../../../src/lib/session/index.ts';
import { fail, installGateway, ok, renderScreen, setUpScreenTest, tearDownScreenTest } from '../support/harness.tsx';

const USER = {
  memberId: 'm1',
  accountName: 'demo',
  mobile: '13800000001',
  memberType: 'enterprise',
  weixinBound: false,
  hasPassword: true,
  hasPayPassword: false,
};
const LOGIN = { token: 'tok-new-0123456789', memberId: 'm1', accountName: 'demo' };
const loggedInAnswers = {
  'auth.userInfo': ok(USER),
  'auth.loginInfo': ok(USER),
  'auth.menuTree': ok({ buttonList: [{ btnId: 'btn_order_submit', selected: true }] }),
};

let env: ReturnType<typeof setUpScreenTest>;
beforeEach(() => {
  env = setUpScreenTest();
  resetAccount();
  // What a form typed is its draft in the tab: each test starts from empty forms.
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  tearDownScreenTest();
  vi.useRealTimers();
});

const agree = () => userEvent.click(screen.getByRole('checkbox', { name: '同意用户协议、隐私政策和登录协议' }));

describe('login by phone and SMS code', () => {
  it('checks the mobile format before sending a code', async () => {
    const gw = installGateway({});
    renderScreen('/login', <Login />);
    await userEvent.type(screen.getByRole('textbox', { name: '手机号' }), '2380000');
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('请输入正确的11位手机号码')).toBeTruthy();
    expect(gw.calls('auth.sendCode')).toHaveLength(0);
    expect((screen.getByRole('textbox', { name: '手机号' }) as HTMLInputElement).value).toBe('2380000');
  });

  it('sends the code (scene login), counts 60 s down, then allows a resend', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const gw = installGateway({ 'auth.sendCode': ok(null) });
    renderScreen('/login', <Login />);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.type(screen.getByRole('textbox', { name: '手机号' }), '13800000001');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    const countdown = await screen.findByRole('button', { name: '60秒后重发' });
    expect((countdown as HTMLButtonElement).disabled).toBe(true);
    const sent = new URL(gw.calls('auth.sendCode')[0]?.url ?? '');
    expect(sent.searchParams.get('mobile')).toBe('13800000001');
    expect(sent.searchParams.get('scene')).toBe('login');
    await act(async () => {
      vi.advanceTimersByTime(30_000);
    });
    expect(await screen.findByRole('button', { name: '30秒后重发' })).toBeTruthy();
    await act(async () => {
      vi.advanceTimersByTime(30_000);
    });
    expect(await screen.findByRole('button', { name: '获取验证码' })).toBeTruthy();
  });

  it('requires the agreements, keeping what was typed', async () => {
    const gw = installGateway({ 'auth.loginByPhone': ok(LOGIN) });
    renderScreen('/login', <Login />);
    await userEvent.type(screen.getByRole('textbox', { name: '手机号' }), '13800000001');
    await userEvent.type(screen.getByRole('textbox', { name: '验证码' }), '123456');
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('请先阅读并同意用户协议、隐私政策和登录协议')).toBeTruthy();
    expect(gw.calls('auth.loginByPhone')).toHaveLength(0);
    expect((screen.getByRole('textbox', { name: '验证码' }) as HTMLInputElement).value).toBe('123456');
  });

  it('says when the code is not 6 digits', async () => {
    installGateway({});
    renderScreen('/login', <Login />);
    await userEvent.type(screen.getByRole('textbox', { name: '手机号' }), '13800000001');
    await userEvent.type(screen.getByRole('textbox', { name: '验证码' }), '12');
    await agree();
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('请输入6位数字验证码')).toBeTruthy();
  });

  it('logs in: stores the token, sets the login flag, loads user info and menu, goes to the local redirect', async () => {
    const gw = installGateway({ 'auth.loginByPhone': ok(LOGIN), ...loggedInAnswers });
    const { location } = renderScreen('/login?redirect=%2Fmine', <Login />);
    await userEvent.type(screen.getByRole('textbox', { name: '手机号' }), '13800000001');
    await userEvent.type(screen.getByRole('textbox', { name: '验证码' }), '654321');
    await agree();
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(location()).toBe('/mine'));
    expect(await gw.calls('auth.loginByPhone')[0]?.clone().json()).toEqual({ mobile: '13800000001', smsCode: '654321' });
    expect(session.loggedIn).toBe(true);
    expect(env.jar.get('x-auth-token')).toBe(LOGIN.token);
    expect(session.userInfo?.accountName).toBe('demo');
    expect(session.buttonList).toEqual([{ btnId: 'btn_order_submit', selected: true }]);
    expect(gw.calls('auth.menuTree')[0]?.headers.get('x-auth-token')).toBe(LOGIN.token);
    // The form's draft is forgotten once it logged the buyer in.
    expect(sessionStorage.getItem('buyerapp.form.login.sms')).toBeNull();
  });

  it('ignores a redirect to another site and goes to the saved home page', async () => {
    setHomePath('/v3');
    installGateway({ 'auth.loginByPhone': ok(LOGIN), ...loggedInAnswers });
    const { location } = renderScreen('/login?redirect=%2F%2Fevil.example%2Fx', <Login />);
    await userEvent.type(screen.getByRole('textbox', { name: '手机号' }), '13800000001');
    await userEvent.type(screen.getByRole('textbox', { name: '验证码' }), '654321');
    await agree();
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(location()).toBe('/v3'));
  });

  it('shows a wrong code as such and stays', async () => {
    installGateway({ 'auth.loginByPhone': fail('SMS_CODE_INVALID', '验证码错误或已过期') });
    const { location } = renderScreen('/login', <Login />);
    await userEvent.type(screen.getByRole('textbox', { name: '手机号' }), '13800000001');
    await userEvent.type(screen.getByRole('textbox', { name: '验证码' }), '000000');
    await agree();
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('验证码错误或已过期')).toBeTruthy();
    expect(location()).toBe('/login');
    expect(session.loggedIn).toBe(false);
  });
});

describe('after the login', () => {
  it('still loads the menu tree when the user info fails, and goes on', async () => {
    const gw = installGateway({ 'auth.loginByPhone': ok(LOGIN), 'auth.loginInfo': fail('500', 'x', 500), 'auth.menuTree': loggedInAnswers['auth.menuTree'] });
    const { location } = renderScreen('/login', <Login />);
    await userEvent.type(screen.getByRole('textbox', { name: '手机号' }), '13800000001');
    await userEvent.type(screen.getByRole('textbox', { name: '验证码' }), '654321');
    await agree();
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(location()).toBe('/v2'));
    expect(session.loggedIn).toBe(true);
    expect(gw.calls('auth.menuTree')).toHaveLength(1);
  });
});

describe('login by password', () => {
  it('logs in with account and password and goes to the default home page', async () => {
    const gw = installGateway({ 'auth.login': ok(LOGIN), ...loggedInAnswers });
    const { location } = renderScreen('/login', <Login />);
    await userEvent.click(screen.getByRole('tab', { name: '密码登录' }));
    await userEvent.type(screen.getByRole('textbox', { name: '账号' }), 'demo');
    await userEvent.type(screen.getByLabelText('密码', { selector: 'input' }), 'demo123456');
    await agree();
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(location()).toBe('/v2'));
    expect(await gw.calls('auth.login')[0]?.clone().json()).toEqual({ account: 'demo', password: 'demo123456' });
  });

  it('says wrong account or password, keeping the input', async () => {
    installGateway({ 'auth.login': fail('LOGIN_FAILED', '账号或密码错误') });
    renderScreen('/login', <Login />);
    await userEvent.click(screen.getByRole('tab', { name: '密码登录' }));
    await userEvent.type(screen.getByRole('textbox', { name: '账号' }), 'demo');
    await userEvent.type(screen.getByLabelText('密码', { selector: 'input' }), 'wrong');
    await agree();
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('账号或密码错误')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: '账号' }) as HTMLInputElement).value).toBe('demo');
  });

  it('asks for both fields', async () => {
    installGateway({});
    renderScreen('/login', <Login />);
    await userEvent.click(screen.getByRole('tab', { name: '密码登录' }));
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('请输入账号名或手机号')).toBeTruthy();
    expect(screen.getByText('请输入密码')).toBeTruthy();
  });
});

describe('weixin', () => {
  it('in a browser: offers the authorisation page and the other ways', async () => {
    installGateway({});
    renderScreen('/login', <Login />);
    await userEvent.click(screen.getByRole('tab', { name: '微信登录' }));
    expect(screen.getByRole('button', { name: '微信授权登录' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '使用密码登录' }));
    expect(screen.getByRole('textbox', { name: '账号' })).toBeTruthy();
  });

  it('in the app: the native login gives the token that logs the buyer in', async () => {
    tearDownScreenTest();
    env = setUpScreenTest({ inApp: true });
    env.fake.transport.answer('getToken', 'tok-from-app-0123456789');
    installGateway(loggedInAnswers);
    const { location } = renderScreen('/login', <Login />);
    await userEvent.click(screen.getByRole('tab', { name: '微信登录' }));
    await agree();
    await userEvent.click(screen.getByRole('button', { name: '微信一键登录' }));
    await waitFor(() => expect(location()).toBe('/v2'));
    expect(env.fake.transport.calls.map((call) => call.name)).toContain('login');
    expect(session.token).toBe('tok-from-app-0123456789');
    expect(session.loggedIn).toBe(true);
  });
});

describe('register', () => {
  it('registers with mobile, code (scene register) and password, then logs in', async () => {
    const gw = installGateway({ 'auth.sendCode': ok(null), 'auth.register': ok(LOGIN), ...loggedInAnswers });
    const { location } = renderScreen('/login', <Login />);
    await userEvent.click(screen.getByRole('button', { name: '没有账号？立即注册' }));
    expect(screen.getByRole('heading', { name: '注册' })).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: '手机号' }), '13900000009');
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await screen.findByRole('button', { name: '60秒后重发' });
    expect(new URL(gw.calls('auth.sendCode')[0]?.url ?? '').searchParams.get('scene')).toBe('register');
    await userEvent.type(screen.getByRole('textbox', { name: '验证码' }), '111111');
    await userEvent.type(screen.getByLabelText('设置密码', { selector: 'input' }), 'abc');
    await agree();
    await userEvent.click(screen.getByRole('button', { name: '注册并登录' }));
    expect(await screen.findByText('密码需为6-20位字母或数字')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('设置密码', { selector: 'input' }), '12345');
    await userEvent.click(screen.getByRole('button', { name: '注册并登录' }));
    await waitFor(() => expect(location()).toBe('/v2'));
    expect(await gw.calls('auth.register')[0]?.clone().json()).toEqual({ mobile: '13900000009', smsCode: '111111', password: 'abc12345', agreeTerms: true });
  });

  it('the back arrow leaves registration for the login form', async () => {
    installGateway({});
    renderScreen('/login', <Login />);
    await userEvent.click(screen.getByRole('button', { name: '没有账号？立即注册' }));
    await userEvent.click(screen.getByRole('button', { name: '返回' }));
    expect(screen.getByRole('heading', { name: '登录' })).toBeTruthy();
  });
});

describe('agreements', () => {
  it('each agreement is a link to its page', () => {
    installGateway({});
    renderScreen('/login', <Login />);
    expect(screen.getByRole('link', { name: '《用户协议》' }).getAttribute('href')).toBe('/article/userAgreement');
    expect(screen.getByRole('link', { name: '《隐私政策》' }).getAttribute('href')).toBe('/article/userPrivate');
    expect(screen.getByRole('link', { name: '《登录协议》' }).getAttribute('href')).toBe('/article/loginAgreement');
  });

  it('the back arrow goes back in history', async () => {
    installGateway({});
    const { location } = renderScreen('/login', <Login />);
    await userEvent.click(screen.getByRole('button', { name: '返回' }));
    await waitFor(() => expect(location()).toBe('/from'));
  });
});
