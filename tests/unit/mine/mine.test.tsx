// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearUnread } from '../../../src/components/TabBar/index.ts';
import Mine from '../../../src/features/mine/screens/Mine.tsx';
import { i18n } from '../../../src/lib/i18n.ts';
import { session, setToken, setUserInfo } from '../../../src/lib/session/index.ts';
import { fail, installGateway, ok, renderScreen, setUpScreenTest, tearDownScreenTest } from '../support/harness.tsx';

const USER = {
  memberId: 'm_demo_a',
  accountName: 'demo',
  nickname: '演示买家',
  mobile: '13800000001',
  memberType: 'enterprise' as const,
  companyName: '上海示范建设工程有限公司',
  weixinBound: true,
  hasPassword: true,
  hasPayPassword: true,
};
const STATS = {
  total: 3,
  statusCounts: [
    { status: 'pendingPayment', statusName: '待付款', count: 0 },
    { status: 'pendingDelivery', statusName: '待发货', count: 0 },
    { status: 'delivering', statusName: '配送中', count: 1 },
    { status: 'completed', statusName: '已完成', count: 2 },
    { status: 'refunding', statusName: '退款中', count: 0 },
  ],
};

let env: ReturnType<typeof setUpScreenTest>;
function logIn() {
  setToken('tok-demo-0123456789');
  setUserInfo(USER);
  session.checked = true;
}

beforeEach(() => {
  env = setUpScreenTest();
  clearUnread();
});
afterEach(() => {
  cleanup();
  tearDownScreenTest();
});

describe('/mine logged in', () => {
  it('shows account name, phone, order counts per status; links to orders and addresses', async () => {
    logIn();
    const gw = installGateway({ 'member.statisticOrderStatus': ok(STATS) });
    const { location, router } = renderScreen('/mine', <Mine />);
    const account = screen.getByRole('region', { name: '账号' });
    // The buyer's nickname as the name, the account and the mobile (its middle digits hidden) under it.
    expect(within(account).getByRole('heading', { name: '演示买家' })).toBeTruthy();
    expect(within(account).getByText('账号 demo · 138****0001')).toBeTruthy();
    expect(await screen.findByRole('button', { name: '已完成 2' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '配送中 1' })).toBeTruthy();
    expect(await gw.calls('member.statisticOrderStatus')[0]?.clone().json()).toEqual({ memberId: 'm_demo_a' });

    await userEvent.click(screen.getByRole('button', { name: '已完成 2' }));
    await waitFor(() => expect(location()).toBe('/order/orderList?status=completed'));
    await router.navigate(-1);
    await userEvent.click(await screen.findByRole('link', { name: /全部订单/ }));
    await waitFor(() => expect(location()).toBe('/order/orderList'));
    await router.navigate(-1);
    await userEvent.click(await screen.findByText('收货地址'));
    await waitFor(() => expect(location()).toBe('/receivingAddress'));
  });

  it('the entries: personal information, favourites, the enterprise upgrade under review, messages with the unread count, customer service, settings', async () => {
    logIn();
    const gw = installGateway({
      'member.statisticOrderStatus': ok(STATS),
      'member.status': ok({ memberId: 'm_demo_a', status: 'normal', enterpriseStatus: 'reviewing', quickOrderOpen: true }),
      'message.unreadCount': ok({ total: 2, system: 0, order: 1, logistics: 1, finance: 0 }),
    });
    renderScreen('/mine', <Mine />);
    expect(await screen.findByRole('link', { name: '企业认证 审核中' })).toHaveProperty('pathname', '/enterpriseRegistration');
    expect(await screen.findByRole('link', { name: '我的消息 2条未读' })).toHaveProperty('pathname', '/mine/message');
    // The account card and the entry both lead there.
    expect(screen.getAllByRole('link', { name: '个人信息' }).map((link) => (link as HTMLAnchorElement).pathname)).toEqual([
      '/Personalinformation',
      '/Personalinformation',
    ]);
    expect(screen.getByRole('link', { name: '我的收藏' })).toHaveProperty('pathname', '/collection/collect');
    expect(screen.getByRole('link', { name: '联系客服' })).toHaveProperty('pathname', '/mine/contactServer');
    expect(screen.getByRole('link', { name: '设置' })).toHaveProperty('pathname', '/mine/setting');
    expect(gw.calls('member.status')[0]?.url).toContain('memberId=m_demo_a');
    expect(gw.calls('message.unreadCount')).toHaveLength(1);
  });

  it('a failed count load says so and retries', async () => {
    logIn();
    let failing = true;
    installGateway({ 'member.statisticOrderStatus': () => (failing ? fail('500', '统计服务异常', 500)() : ok(STATS)()) });
    renderScreen('/mine', <Mine />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(/订单数量加载失败/)).toBeTruthy();
    failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('button', { name: '已完成 2' })).toBeTruthy();
  });

  it('logs out after confirming: the gateway call, then the session is cleared', async () => {
    logIn();
    const gw = installGateway({ 'member.statisticOrderStatus': ok(STATS), 'auth.logout': ok(null) });
    const { location } = renderScreen('/mine', <Mine />);
    await userEvent.click(screen.getByRole('button', { name: '退出登录' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '退出登录' }));
    expect(await screen.findByRole('button', { name: '登录/注册' })).toBeTruthy();
    expect(gw.calls('auth.logout')[0]?.headers.get('x-auth-token')).toBe('tok-demo-0123456789');
    expect(session.loggedIn).toBe(false);
    expect(session.userInfo).toBeNull();
    expect(env.jar.get('x-auth-token')).toBeUndefined();
    expect(localStorage.getItem('userInfo')).toBeNull();
    expect(location()).toBe('/mine');
  });

  it('logs out locally even when the gateway call fails; inside the app the native logout is told', async () => {
    tearDownScreenTest();
    env = setUpScreenTest({ inApp: true });
    logIn();
    installGateway({ 'member.statisticOrderStatus': ok(STATS), 'auth.logout': fail('500', 'x', 500) });
    renderScreen('/mine', <Mine />);
    await userEvent.click(screen.getByRole('button', { name: '退出登录' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '退出登录' }));
    expect(await screen.findByRole('button', { name: '登录/注册' })).toBeTruthy();
    expect(env.fake.transport.calls.map((call) => call.name)).toContain('loginOut');
    expect(session.loggedIn).toBe(false);
  });
});

describe('/mine logged out', () => {
  it('offers login that comes back to /mine, and the language switch', async () => {
    session.checked = true;
    const gw = installGateway({});
    const { location } = renderScreen('/mine', <Mine />);
    expect(screen.queryByRole('button', { name: '退出登录' })).toBeNull();
    expect(gw.seen).toHaveLength(0);
    await userEvent.click(screen.getByText('English'));
    await waitFor(() => expect(i18n.locale).toBe('en'));
    await userEvent.click(await screen.findByRole('button', { name: 'Log in / Register' }));
    await waitFor(() => expect(location()).toBe('/login?redirect=%2Fmine'));
  });
});
