// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import OrderCheckout from '../../../src/features/order/screens/OrderCheckout.tsx';
import { checkoutStore, reset } from '../../../src/features/order/store.ts';
import { resetApi } from '../../../src/lib/api.ts';
import { queryClient } from '../../../src/lib/query.ts';
import { setNativeBridge } from '../../../src/lib/native/index.ts';
import { grantButtons } from '../support/harness.tsx';
import { address, cementCart, fail, fakeApi, ok, options, prices, renderAt } from './helpers.tsx';

const submitted = { orderId: 'ord_1', orderNo: 'DD202611210001', payAmount: '1040.00', payDeadline: '2026-11-21 18:00:00' };

beforeEach(() => {
  // Each test answers the reads its own way: no answer of an earlier test is reused.
  queryClient.clear();
  sessionStorage.clear();
  grantButtons();
  reset();
  sessionStorage.setItem('buyerapp.orderCart', JSON.stringify(cementCart()));
});
afterEach(() => {
  cleanup();
  reset();
  resetApi();
  setNativeBridge(undefined);
});

async function ready() {
  await waitFor(() => expect(document.querySelector('.ord-bar__total strong')?.textContent).toBe('¥1040.00'), { timeout: 3000 });
}

describe('OrderCheckout', () => {
  it('should show the gateway prices exactly and the default address', async () => {
    const api = fakeApi({ 'order.checkoutOptions': () => ok(options), 'order.price': () => ok(prices()), 'address.detail': () => ok(address) });
    renderAt('/v2/order?from=cart', <OrderCheckout />);
    await ready();
    expect(screen.getByRole('button', { name: '选择收货地址' }).textContent).toContain('张建国 13800000001');
    expect(screen.getByText('¥40.00')).toBeTruthy();
    expect(api.of('order.price')[0]!.body).toMatchObject({ deliveryType: '030060300', addressId: 'addr_1', contractId: '0' });
  });

  it('should keep the idempotency key across a double tap, a lost answer and a retry: one order', async () => {
    let attempts = 0;
    let loseAnswer: () => void = () => undefined;
    const lost = new Promise<void>((resolve) => (loseAnswer = resolve));
    const api = fakeApi({
      'order.checkoutOptions': () => ok(options),
      'order.price': () => ok(prices()),
      'address.detail': () => ok(address),
      'order.submit': async () => {
        attempts += 1;
        if (attempts === 1) {
          await lost;
          throw new TypeError('Failed to fetch');
        }
        return ok(submitted);
      },
    });
    const { router } = renderAt('/v2/order?from=cart', <OrderCheckout />, { '/order/submit': <p>submitted page</p> });
    await ready();
    await userEvent.click(screen.getByRole('checkbox', { name: '同意采购协议' }));
    // A double tap while the first submit is on its way: the second tap is ignored.
    await userEvent.dblClick(screen.getByRole('button', { name: '提交订单' }));
    await waitFor(() => expect(api.of('order.submit')).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: '提交订单' }));
    expect(api.of('order.submit')).toHaveLength(1);
    loseAnswer();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('提交失败'));
    expect(api.of('order.submit')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: '提交订单' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/order/submit'));
    expect(router.state.location.search).toBe('?orderId=ord_1');
    const [first, second] = api.of('order.submit').map((c) => c.body as { idempotencyKey: string; expectedTotal: string; agreementAccepted: boolean });
    expect(second!.idempotencyKey).toBe(first!.idempotencyKey);
    expect(second).toMatchObject({ expectedTotal: '1040.00', agreementAccepted: true });
    expect(sessionStorage.getItem('buyerapp.orderCart')).toBeNull();
    expect(checkoutStore.submitted?.orderId).toBe('ord_1');
  });

  it('should send the same key after a reload of the page', async () => {
    const api = fakeApi({
      'order.checkoutOptions': () => ok(options),
      'order.price': () => ok(prices()),
      'address.detail': () => ok(address),
      'order.submit': () => fail('504', 'gateway timeout', 504),
    });
    const first = renderAt('/v2/order?from=cart', <OrderCheckout />);
    await ready();
    await userEvent.click(screen.getByRole('checkbox', { name: '同意采购协议' }));
    await userEvent.click(screen.getByRole('button', { name: '提交订单' }));
    await waitFor(() => expect(api.of('order.submit')).toHaveLength(1));
    first.view.unmount();
    const saved = sessionStorage.getItem('buyerapp.orderCheckout')!;
    reset();
    sessionStorage.setItem('buyerapp.orderCheckout', saved);
    renderAt('/v2/order?from=cart', <OrderCheckout />);
    await ready();
    expect(screen.getByRole('checkbox', { name: '同意采购协议' })).toHaveProperty('checked', true);
    await userEvent.click(screen.getByRole('button', { name: '提交订单' }));
    await waitFor(() => expect(api.of('order.submit')).toHaveLength(2));
    const keys = api.of('order.submit').map((c) => (c.body as { idempotencyKey: string }).idempotencyKey);
    expect(keys[1]).toBe(keys[0]);
  });

  it('should not ask for new prices when only the memo changes', async () => {
    const api = fakeApi({ 'order.checkoutOptions': () => ok(options), 'order.price': () => ok(prices()), 'address.detail': () => ok(address) });
    renderAt('/v2/order?from=cart', <OrderCheckout />);
    await ready();
    const priced = api.of('order.price').length;
    await userEvent.type(screen.getByRole('textbox', { name: '买家留言' }), '请下午送');
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(api.of('order.price')).toHaveLength(priced);
    expect(document.querySelector('.ord-bar__total strong')?.textContent).toBe('¥1040.00');
  });

  it('should keep the memo over a reload and send it trimmed with the order', async () => {
    const api = fakeApi({
      'order.checkoutOptions': () => ok(options),
      'order.price': () => ok(prices()),
      'address.detail': () => ok(address),
      'order.submit': () => ok(submitted),
    });
    const first = renderAt('/v2/order?from=cart', <OrderCheckout />);
    await ready();
    await userEvent.type(screen.getByRole('textbox', { name: '买家留言' }), ' 请下午送 ');
    first.view.unmount();
    // A reload: memory is gone, the tab's storage stays.
    const saved = sessionStorage.getItem('buyerapp.orderCheckout')!;
    reset();
    sessionStorage.setItem('buyerapp.orderCheckout', saved);
    renderAt('/v2/order?from=cart', <OrderCheckout />, { '/order/submit': <p>submitted page</p> });
    await ready();
    expect(screen.getByRole('textbox', { name: '买家留言' })).toHaveProperty('value', ' 请下午送 ');
    await userEvent.click(screen.getByRole('checkbox', { name: '同意采购协议' }));
    await userEvent.click(screen.getByRole('button', { name: '提交订单' }));
    await waitFor(() => expect(api.of('order.submit')).toHaveLength(1));
    expect(api.of('order.submit')[0]!.body).toMatchObject({ draft: { buyerMemo: '请下午送' } });
  });

  it('should not submit without the agreement or without an address, and say why', async () => {
    const api = fakeApi({ 'order.checkoutOptions': () => ok({ ...options, defaultAddressId: undefined }), 'order.price': () => ok(prices()) });
    renderAt('/v2/order?from=cart', <OrderCheckout />);
    await ready();
    await userEvent.click(screen.getByRole('button', { name: '提交订单' }));
    await waitFor(() => expect(screen.getAllByText('请选择收货地址').length).toBeGreaterThan(0));
    expect(api.of('order.submit')).toHaveLength(0);
  });

  it('should switch to self-pickup: stores of the seller and the vehicle requirement', async () => {
    const api = fakeApi({
      'order.checkoutOptions': () => ok(options),
      'order.price': () => ok(prices()),
      'address.detail': () => ok(address),
      'goods.stores': () => ok([{ storeId: 'st1', storeName: '平台宝山仓', address: '长江西路2001号', latitude: 31, longitude: 121, phone: '021' }]),
    });
    renderAt('/v2/order?from=cart', <OrderCheckout />);
    await ready();
    await userEvent.click(screen.getByRole('button', { name: '自提' }));
    await waitFor(() => expect(screen.getByRole('radio', { name: '平台宝山仓' })).toHaveProperty('checked', true));
    await userEvent.click(screen.getByRole('checkbox', { name: '同意采购协议' }));
    await userEvent.click(screen.getByRole('button', { name: '提交订单' }));
    await waitFor(() => expect(screen.getAllByText('请选择提货车辆').length).toBeGreaterThan(0));
    expect(api.of('order.submit')).toHaveLength(0);
    await waitFor(() => expect(api.of('order.price').at(-1)!.body).toMatchObject({ deliveryType: '030060100', storeId: 'first' }));
  });
});
