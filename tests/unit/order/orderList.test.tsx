// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import OrderList from '../../../src/features/order/screens/OrderList.tsx';
import { session, setToken, setUserInfo } from '../../../src/lib/session/index.ts';
import { installGateway, ok, renderScreen, setUpScreenTest, tearDownScreenTest } from '../support/harness.tsx';

/**
 * The order list's status tabs carry the counts of all the buyer's orders (member.statisticOrderStatus):
 * they hide while a keyword or a filter narrows the list, so "全部 10" never stands beside one result or
 * beside 暂无订单.
 */
const STATS = {
  total: 10,
  statusCounts: [
    { status: 'pendingPayment', statusName: '待付款', count: 4 },
    { status: 'completed', statusName: '已完成', count: 6 },
  ],
};
const EMPTY = { list: [], total: 0, pageNum: 1, pageSize: 10 };

function logIn() {
  setToken('tok-demo-0123456789');
  setUserInfo({
    memberId: 'm_demo_a',
    accountName: 'demo',
    nickname: '演示买家',
    mobile: '13800000001',
    memberType: 'enterprise',
    companyName: '上海示范建设工程有限公司',
    weixinBound: true,
    hasPassword: true,
    hasPayPassword: true,
  });
  session.checked = true;
}
const tab = (name: string) => screen.getAllByRole('tab').find((t) => t.textContent?.startsWith(name))!;

beforeEach(() => {
  setUpScreenTest();
  logIn();
});
afterEach(() => {
  cleanup();
  tearDownScreenTest();
});

describe('OrderList tab counts', () => {
  it('shows the counts of all orders when nothing narrows the list', async () => {
    installGateway({ 'member.statisticOrderStatus': ok(STATS), 'order.list': ok(EMPTY), 'goods.categories': ok([]) });
    renderScreen('/order/orderList', <OrderList />);
    await waitFor(() => expect(tab('全部').textContent).toBe('全部10'));
    expect(tab('待付款').textContent).toBe('待付款4');
  });

  it('hides the counts while a keyword narrows the list, and asks for none', async () => {
    const gw = installGateway({ 'member.statisticOrderStatus': ok(STATS), 'order.list': ok(EMPTY), 'goods.categories': ok([]) });
    renderScreen('/order/orderList?keyword=DD404', <OrderList />);
    expect(await screen.findByText('暂无订单')).toBeTruthy();
    expect(tab('全部').textContent).toBe('全部');
    expect(tab('待付款').textContent).toBe('待付款');
    expect(gw.calls('member.statisticOrderStatus')).toHaveLength(0);
    expect(await gw.calls('order.list')[0]!.clone().json()).toMatchObject({ keyword: 'DD404' });
  });

  it('hides the counts after a search typed in the box, and shows them again once it is cleared', async () => {
    installGateway({ 'member.statisticOrderStatus': ok(STATS), 'order.list': ok(EMPTY), 'goods.categories': ok([]) });
    renderScreen('/order/orderList', <OrderList />);
    await waitFor(() => expect(tab('全部').textContent).toBe('全部10'));
    const box = screen.getByPlaceholderText('搜索订单号或商品名称');
    await userEvent.type(box, '水泥{Enter}');
    await waitFor(() => expect(tab('全部').textContent).toBe('全部'));
    await userEvent.clear(box);
    await userEvent.type(box, '{Enter}');
    await waitFor(() => expect(tab('全部').textContent).toBe('全部10'));
  });

  it('hides the counts while a filter narrows the list', async () => {
    installGateway({ 'member.statisticOrderStatus': ok(STATS), 'order.list': ok(EMPTY), 'goods.categories': ok([]) });
    renderScreen('/order/orderList?orderType=contract', <OrderList />);
    expect(await screen.findByText('暂无订单')).toBeTruthy();
    expect(tab('全部').textContent).toBe('全部');
  });
});
