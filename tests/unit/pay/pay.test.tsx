// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import PayCashier from '../../../src/features/pay/screens/PayCashier.tsx';
import PayErp from '../../../src/features/pay/screens/PayErp.tsx';
import PayWechat from '../../../src/features/pay/screens/PayWechat.tsx';
import { reset } from '../../../src/features/pay/store.ts';
import { resetApi } from '../../../src/lib/api.ts';
import { forgetServerData } from '../../../src/lib/query.ts';
import { setNativeBridge } from '../../../src/lib/native/index.ts';
import { fail, fakeApi, ok, renderAt } from '../order/helpers.tsx';
import { pastePasscode } from '../support/forms.ts';

const info = {
  orderId: 'ord_1',
  orderNo: 'DD1',
  bizType: 'order',
  sellerName: '建材云平台自营',
  amount: '520.00',
  deadline: '2026-11-21 18:00:00',
  paid: false,
  payWays: [
    { payWay: 'wechat', available: true },
    { payWay: 'alipay', available: true },
    { payWay: 'bank', available: true },
    { payWay: 'offline', available: true },
    { payWay: 'erp', available: false, reason: '未开通该卖家的ERP账户' },
    { payWay: 'wallet', available: true, balance: '48000.00' },
  ],
};
const redirect = { paymentId: 'pay_1', providerUrl: '/__provider/pay?paymentId=pay_1', expireAt: '2026-11-21 17:15:00' };

beforeEach(() => {
  sessionStorage.clear();
  reset();
  // Each test answers pay.info its own way: nothing cached from the one before.
  forgetServerData();
});
afterEach(() => {
  cleanup();
  resetApi();
  setNativeBridge(undefined);
});

describe('PayCashier', () => {
  it('should show the amount, deadline and pay ways, greying out what cannot be used, and go to the chosen way', async () => {
    fakeApi({ 'pay.info': () => ok(info) });
    const { router } = renderAt('/pay?orderId=ord_1', <PayCashier />, { '/pay/offline': <p>offline</p> });
    expect(await screen.findByText('¥520.00')).toBeTruthy();
    expect(screen.getByText('请在 2026-11-21 18:00:00 前完成支付')).toBeTruthy();
    expect(screen.getByRole('radio', { name: /ERP账户/ })).toHaveProperty('disabled', true);
    expect(screen.getByText('未开通该卖家的ERP账户')).toBeTruthy();
    expect(screen.getByRole('radio', { name: /微信支付/ }).getAttribute('aria-checked')).toBe('true');
    await userEvent.click(screen.getByRole('radio', { name: /线下支付/ }));
    await userEvent.click(screen.getByRole('button', { name: '确认支付 ¥520.00' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pay/offline'));
    expect(router.state.location.search).toBe('?orderId=ord_1');
  });

  it('should say clearly that a payment was cancelled when the provider sends the buyer back', async () => {
    fakeApi({
      'pay.info': () => ok(info),
      'pay.status': () =>
        ok({ paymentId: 'pay_1', orderId: 'ord_1', payWay: 'wechat', amount: '520.00', status: 'cancelled', createdAt: '2026-11-21 17:00:00' }),
    });
    renderAt('/pay?orderId=ord_1&paymentId=pay_1', <PayCashier />);
    expect(await screen.findByText('支付已取消，您可以重新选择支付方式')).toBeTruthy();
  });

  it('should show a failure with its reason', async () => {
    fakeApi({
      'pay.info': () => ok(info),
      'pay.status': () =>
        ok({
          paymentId: 'pay_1',
          orderId: 'ord_1',
          payWay: 'wechat',
          amount: '520.00',
          status: 'failed',
          failReason: '余额不足',
          createdAt: '2026-11-21 17:00:00',
        }),
    });
    renderAt('/pay?orderId=ord_1&paymentId=pay_1', <PayCashier />);
    expect(await screen.findByText('支付失败：余额不足')).toBeTruthy();
  });

  it('should show a load failure with a retry', async () => {
    let calls = 0;
    fakeApi({ 'pay.info': () => (++calls === 1 ? fail('500', '服务异常') : ok(info)) });
    renderAt('/pay?orderId=ord_1', <PayCashier />);
    await userEvent.click(await screen.findByRole('button', { name: '重试' }));
    expect(await screen.findByText('¥520.00')).toBeTruthy();
  });
});

describe('PayWechat', () => {
  it('should create one payment per attempt (same key on a retry) and leave for the provider page in a browser', async () => {
    let created = 0;
    const api = fakeApi({ 'pay.info': () => ok(info), 'pay.wechat': () => (++created === 1 ? fail('504', 'timeout', 504) : ok(redirect)) });
    const { bridge } = renderAt('/pay/wechat?orderId=ord_1', <PayWechat />);
    expect(await screen.findByText(/无法发起支付/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '前往微信支付' }));
    await waitFor(() => expect(bridge.env.actions).toContain('openUrl /__provider/pay?paymentId=pay_1'));
    const keys = api.of('pay.wechat').map((c) => (c.body as { idempotencyKey: string }).idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('should use the native pay inside the app; a cancel there cancels the payment and returns to the cashier', async () => {
    const api = fakeApi({
      'pay.info': () => ok(info),
      'pay.wechat': () => ok({ ...redirect, nativePayParams: '{"paymentId":"pay_1"}' }),
      'pay.cancel': () => ok(null),
    });
    const { router, bridge } = renderAt('/pay/wechat?orderId=ord_1', <PayWechat />, { '/pay': <p>cashier</p> }, '/pay/wechat', {
      inApp: true,
      answers: { pay: { status: 'cancelled' } },
    });
    await screen.findByText('将前往微信支付完成支付');
    expect(api.of('pay.wechat')[0]!.body).toMatchObject({ inApp: true });
    await userEvent.click(screen.getByRole('button', { name: '前往微信支付' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pay'));
    expect(bridge.transport.calls.find((c) => c.name === 'pay')?.payload).toEqual({ channel: 'wechat', payInfo: '{"paymentId":"pay_1"}' });
    expect(api.of('pay.cancel')[0]!.body).toEqual({ paymentId: 'pay_1' });
    expect(router.state.location.search).toContain('paymentId=pay_1');
  });
});

describe('PayErp', () => {
  it('should ask for a 6-digit password, and show the gateway refusal', async () => {
    const api = fakeApi({
      'pay.info': () => ok({ ...info, payWays: [{ payWay: 'erp', available: true, balance: '20000.00' }] }),
      'pay.erp': () => fail('PAY_PASSWORD_WRONG', '支付密码错误', 400),
    });
    renderAt('/pay/erp?orderId=ord_1', <PayErp />);
    await screen.findByText('ERP账户余额 ¥20000.00');
    // The six cells of the wallet, typed at once through their own input as the keyboard would.
    await pastePasscode('支付密码', '12');
    await userEvent.click(screen.getByRole('button', { name: '确认扣款' }));
    expect(await screen.findByText('请输入6位数字支付密码')).toBeTruthy();
    expect(api.of('pay.erp')).toHaveLength(0);
    await pastePasscode('支付密码', '123456');
    await userEvent.click(screen.getByRole('button', { name: '确认扣款' }));
    expect(await screen.findByText('支付失败：支付密码错误')).toBeTruthy();
  });
});
