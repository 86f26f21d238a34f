// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BuyerCartGroup } from '../../../src/features/cart/index.ts';
import OrderCheckout from '../../../src/features/order/screens/OrderCheckout.tsx';
import {
  cartFingerprint,
  checkoutStore,
  chooseDeliveryType,
  isContractCheckout,
  openCheckout,
  pickGroupContract,
  reset,
  applyCheckoutOptions,
  wireDraft,
} from '../../../src/features/order/store.ts';
import { resetApi } from '../../../src/lib/api.ts';
import { queryClient } from '../../../src/lib/query.ts';
import { setNativeBridge } from '../../../src/lib/native/index.ts';
import { address, fakeApi, ok, options, prices, renderAt } from './helpers.tsx';

/** The order cart of the contract cart: one contract of the concrete seller, the C30 line at the contract price. */
function contractCart(contractNo: string | null = 'HT-2026-0001') {
  return [
    {
      sellerId: 's_hdsp',
      sellerName: '华东商砼有限公司',
      effective: true,
      checked: true,
      contractId: 'ct_a_concrete',
      ...(contractNo ? { contractNo } : {}),
      children: [
        {
          cartResourceId: '',
          contractGoodsId: 'cg_a_c30',
          goodsId: 'g_concrete',
          goodsName: '预拌混凝土（商砼）',
          resourceId: 'res_concrete_c30',
          varietyId: '',
          varietyName: 'C30',
          image: '',
          unitPrice: '430.00',
          quantity: '30',
          unit: '方',
          purchaseUnit: '方',
          convertRate: '1',
          minOrderCount: '10',
          minChangeCount: '0.5',
          maxBuyNum: '560',
          isPlatform: false,
          isRebar: false,
          effective: true,
          checked: true,
          cartAdditems: [{ additemId: 'ad_mixer_pump', additemName: '泵送混凝土', parentName: '搅拌车/砂浆', additemPrice: '12.00' }],
          addUnitPrice: '12.00',
          selectInfos: [],
          rebarAmount: '0.00',
        },
      ],
    },
  ];
}
const cart = () => contractCart() as unknown as BuyerCartGroup[];
const NOW = new Date(2026, 10, 21, 9, 0).getTime();
const contractPrices = () => ({ ...prices('13300.00'), goodsAmount: '12900.00', addonAmount: '360.00' });

beforeEach(() => {
  // Each test answers the reads its own way: no answer of an earlier test is reused.
  queryClient.clear();
  sessionStorage.clear();
  reset();
});
afterEach(() => {
  cleanup();
  reset();
  resetApi();
  setNativeBridge(undefined);
});

describe('checkout store under a contract', () => {
  it('builds the draft under the group’s contract: its contractId and info, each item naming its contract goods', () => {
    openCheckout(cart(), NOW);
    expect(isContractCheckout()).toBe(true);
    expect(checkoutStore.draft).toMatchObject({
      contractId: 'ct_a_concrete',
      contractInfo: { contractId: 'ct_a_concrete', contractNo: 'HT-2026-0001', sellerName: '华东商砼有限公司' },
    });
    const wire = wireDraft({ ...checkoutStore, addressId: 'addr_1' })!;
    expect(wire.contractId).toBe('ct_a_concrete');
    expect(wire.itemList[0]).toMatchObject({
      contractGoodsId: 'cg_a_c30',
      resourceId: 'res_concrete_c30',
      quantity: '30',
      addons: [{ additemId: 'ad_mixer_pump' }],
    });
    expect(wire.itemList[0]!.cartResourceId).toBeUndefined();
  });

  it('a delivery-type change empties the contract of contract goods (§4); picking it again restores it', () => {
    openCheckout(cart(), NOW);
    chooseDeliveryType('030060100');
    expect(checkoutStore.draft).toMatchObject({ contractId: '', contractInfo: null });
    pickGroupContract();
    expect(checkoutStore.draft).toMatchObject({ contractId: 'ct_a_concrete', contractInfo: { contractNo: 'HT-2026-0001' } });
  });

  it('keeps the contract when the seller’s options move the delivery type (not the buyer’s change)', () => {
    openCheckout(cart(), NOW);
    applyCheckoutOptions({ ...options, deliveryWays: ['030060100'] } as never, NOW);
    expect(checkoutStore.draft).toMatchObject({ deliveryType: '030060100', contractId: 'ct_a_concrete' });
  });

  it('a buy-now under a contract without its number is still ordered under it', () => {
    openCheckout(contractCart(null) as unknown as BuyerCartGroup[], NOW);
    expect(checkoutStore.draft).toMatchObject({ contractId: 'ct_a_concrete', contractInfo: { contractId: 'ct_a_concrete' } });
    expect(checkoutStore.draft!.contractInfo!.contractNo).toBeUndefined();
  });

  it('tells a contract cart from the same goods bought outside it', () => {
    const plain = contractCart().map(({ contractId: _c, contractNo: _n, ...g }) => ({ ...g, children: g.children.map(({ contractGoodsId: _g, ...l }) => l) }));
    expect(cartFingerprint(cart())).not.toBe(cartFingerprint(plain as unknown as BuyerCartGroup[]));
    openCheckout(plain as unknown as BuyerCartGroup[], NOW);
    expect(isContractCheckout()).toBe(false);
    expect(checkoutStore.draft!.contractId).toBe('0');
  });
});

describe('OrderCheckout under a contract', () => {
  it('asks for the options and prices under the contract, shows the contract and the contract price; a delivery-type change asks for the contract again', async () => {
    sessionStorage.setItem('buyerapp.orderCart', JSON.stringify(contractCart()));
    const api = fakeApi({
      'order.checkoutOptions': () => ok(options),
      'order.price': () => ok(contractPrices()),
      'address.detail': () => ok(address),
      'goods.stores': () => ok([{ storeId: 'st1', storeName: '华东一号站', address: '川沙路1号', latitude: 31, longitude: 121, phone: '021' }]),
    });
    renderAt('/v2/order?from=contract', <OrderCheckout />);
    await waitFor(() => expect(document.querySelector('.ord-bar__total strong')?.textContent).toBe('¥13300.00'), { timeout: 3000 });
    expect(api.of('order.checkoutOptions')[0]!.body).toMatchObject({ sellerId: 's_hdsp', goodsIds: ['g_concrete'], contractId: 'ct_a_concrete' });
    expect(api.of('order.price')[0]!.body).toMatchObject({ contractId: 'ct_a_concrete', itemList: [{ contractGoodsId: 'cg_a_c30', quantity: '30' }] });
    const contract = screen.getByRole('region', { name: '合同' });
    expect(within(contract).getByText('合同 HT-2026-0001')).toBeTruthy();
    const goods = screen.getByRole('region', { name: '商品' });
    expect(within(goods).getByText('合同价')).toBeTruthy();
    expect(within(goods).getByText(/¥430\.00/)).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: '自提' }));
    expect(await within(screen.getByRole('region', { name: '合同' })).findByRole('alert')).toHaveProperty('textContent', '请选择合同');
    expect(document.querySelector('.ord-bar__total strong')?.textContent).toBe('—');
    const priced = api.of('order.price').length;
    await userEvent.click(screen.getByRole('checkbox', { name: '同意采购协议' }));
    await userEvent.click(screen.getByRole('button', { name: '提交订单' }));
    expect(api.of('order.submit')).toHaveLength(0);
    expect(api.of('order.price').every((c) => (c.body as { contractId: string }).contractId === 'ct_a_concrete')).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: '按合同 HT-2026-0001 下单' }));
    await waitFor(() => expect(api.of('order.price').length).toBeGreaterThan(priced));
    expect(api.of('order.price').at(-1)!.body).toMatchObject({ contractId: 'ct_a_concrete', deliveryType: '030060100' });
    expect(within(screen.getByRole('region', { name: '合同' })).getByText('合同 HT-2026-0001')).toBeTruthy();
  });

  it('a buy-now under a contract says it is priced at the contract price', async () => {
    sessionStorage.setItem('buyerapp.orderCart', JSON.stringify(contractCart(null)));
    fakeApi({ 'order.checkoutOptions': () => ok(options), 'order.price': () => ok(contractPrices()), 'address.detail': () => ok(address) });
    renderAt('/v2/order?from=buyNow&goodsId=g_concrete&contractId=ct_a_concrete', <OrderCheckout />);
    expect(await within(await screen.findByRole('region', { name: '合同' })).findByText('按合同价结算')).toBeTruthy();
  });
});
