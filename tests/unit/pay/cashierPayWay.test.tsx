// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import PayCashier from '../../../src/features/pay/screens/PayCashier.tsx';
import { reset } from '../../../src/features/pay/store.ts';
import { resetApi } from '../../../src/lib/api.ts';
import { forgetServerData } from '../../../src/lib/query.ts';
import { fakeApi, ok, renderAt } from '../order/helpers.tsx';

/** The cashier preselects the pay way the buyer chose at checkout (pay.info payWay), when it can be used. */
const info = (payWay: string | undefined, walletAvailable = true) => ({
  orderId: 'ord_1',
  orderNo: 'DD1',
  bizType: 'order',
  sellerName: '建材云平台自营',
  amount: '520.00',
  deadline: '2026-11-21 18:00:00',
  paid: false,
  ...(payWay ? { payWay } : {}),
  payWays: [
    { payWay: 'wechat', available: true },
    { payWay: 'alipay', available: true },
    { payWay: 'bank', available: true },
    { payWay: 'offline', available: true },
    { payWay: 'erp', available: false, reason: '未开通该卖家的ERP账户' },
    walletAvailable
      ? { payWay: 'wallet', available: true, balance: '48000.00' }
      : { payWay: 'wallet', available: false, reason: '钱包可用余额不足', balance: '10.00' },
  ],
});
const checked = (name: RegExp) => screen.getByRole('radio', { name }).getAttribute('aria-checked');

beforeEach(() => {
  sessionStorage.clear();
  reset();
  forgetServerData();
});
afterEach(() => {
  cleanup();
  resetApi();
});

describe('PayCashier and the pay way chosen at checkout', () => {
  it('should preselect the wallet chosen at checkout, and let the buyer change it', async () => {
    fakeApi({ 'pay.info': () => ok(info('wallet')) });
    renderAt('/pay?orderId=ord_1', <PayCashier />);
    expect(await screen.findByText('¥520.00')).toBeTruthy();
    expect(checked(/钱包余额/)).toBe('true');
    expect(checked(/微信支付/)).toBe('false');
    await userEvent.click(screen.getByRole('radio', { name: /支付宝/ }));
    expect(checked(/支付宝/)).toBe('true');
    expect(checked(/钱包余额/)).toBe('false');
  });

  it('should fall back to the first usable way when the chosen one cannot be used now', async () => {
    fakeApi({ 'pay.info': () => ok(info('wallet', false)) });
    renderAt('/pay?orderId=ord_1', <PayCashier />);
    expect(await screen.findByText('¥520.00')).toBeTruthy();
    expect(checked(/微信支付/)).toBe('true');
  });

  it('should preselect the first usable way when none was chosen at checkout', async () => {
    fakeApi({ 'pay.info': () => ok(info(undefined)) });
    renderAt('/pay?orderId=ord_1', <PayCashier />);
    expect(await screen.findByText('¥520.00')).toBeTruthy();
    expect(checked(/微信支付/)).toBe('true');
  });
});
