// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BuyerCartGroup } from '../../../src/features/cart/index.ts';
import type { ContractSubInit } from '../../../src/features/order/api.ts';
import {
  checkoutStore,
  completeSubmit,
  isContractSub,
  openCheckout,
  openContractSub,
  prepareCheckout,
  reset,
  wireDraft,
} from '../../../src/features/order/store.ts';
import { cementCart } from './helpers.tsx';

// 2026-11-21 09:00 local time.
const NOW = new Date(2026, 10, 21, 9, 0).getTime();

/** The order cart of the prepare step: the concrete contract's C30 line, and a line of another contract. */
function orderCart(): BuyerCartGroup[] {
  const line = cementCart()[0]!.children[0]!;
  return [
    {
      sellerId: 's_hdsp',
      sellerName: '华东商砼有限公司',
      effective: true,
      checked: true,
      contractId: 'ct_a_concrete',
      children: [
        { ...line, cartResourceId: '', contractGoodsId: 'cg_a_c30', goodsId: 'g_concrete', resourceId: 'res_concrete_c30', quantity: '30', unit: '方' },
      ],
    },
    {
      sellerId: 's_platform',
      sellerName: '建材云平台自营',
      effective: true,
      checked: true,
      contractId: 'ct_a_cement',
      children: [{ ...line, cartResourceId: '', contractGoodsId: 'cg_a_cement' }],
    },
  ] as unknown as BuyerCartGroup[];
}

const init = (change: Partial<ContractSubInit> = {}): ContractSubInit => ({
  contractId: 'ct_a_concrete',
  contractNo: 'HT-2026-0001',
  sellerId: 's_hdsp',
  sellerName: '华东商砼有限公司',
  transportType: '1',
  deliveryType: '030060300',
  addressId: 'addr_a_site',
  goods: [],
  ...change,
});

beforeEach(() => {
  sessionStorage.clear();
  reset();
});
afterEach(() => reset());

describe('checkout store: contract sub-order', () => {
  it('takes the lines of its contract with the contract’s defaults, under the contract', () => {
    openContractSub(orderCart(), init(), NOW);
    expect(isContractSub()).toBe(true);
    expect(checkoutStore.groups).toHaveLength(1);
    expect(checkoutStore.groups[0]).toMatchObject({ contractId: 'ct_a_concrete', contractNo: 'HT-2026-0001' });
    expect(checkoutStore.addressId).toBe('addr_a_site');
    const draft = checkoutStore.draft!;
    expect(draft).toMatchObject({ contractId: 'ct_a_concrete', transportType: '1', deliveryType: '030060300' });
    // Transport type 1 takes today.
    expect(draft.itemList[0]!.takeList[0]!.takeTime.date).toBe('2026-11-21');
    expect(wireDraft(checkoutStore)!.itemList[0]).toMatchObject({ contractGoodsId: 'cg_a_c30', quantity: '30' });
  });

  it('a self-pickup contract starts at its store, the takes picked up', () => {
    openContractSub(orderCart(), init({ deliveryType: '030060100', storeId: 'st_hdsp_1', addressId: undefined }), NOW);
    const draft = checkoutStore.draft!;
    expect(draft).toMatchObject({ deliveryType: '030060100', storeId: 'st_hdsp_1', contractId: 'ct_a_concrete' });
    expect(draft.itemList[0]!.takeList[0]!.takeType).toBe('selfPickup');
    expect(checkoutStore.addressId).toBe('');
  });

  it('is not the confirm page’s checkout of the same lines, and a reload keeps it', () => {
    const groups = orderCart().slice(0, 1);
    openCheckout(groups, NOW);
    const key = checkoutStore.idempotencyKey;
    openContractSub(groups, init(), NOW);
    expect(checkoutStore.idempotencyKey).not.toBe(key);
    const subKey = checkoutStore.idempotencyKey;
    openContractSub(groups, init({ transportType: '2' }), NOW);
    expect(checkoutStore.idempotencyKey).toBe(subKey);
    expect(checkoutStore.draft!.transportType).toBe('1');
  });

  it('without lines of its contract there is nothing to order', () => {
    openContractSub(orderCart(), init({ contractId: 'ct_other' }), NOW);
    expect(checkoutStore.draft).toBeNull();
  });

  it('the same lines handed over again after the order was submitted are a new order', () => {
    const groups = orderCart().slice(0, 1);
    openContractSub(groups, init(), NOW);
    const key = checkoutStore.idempotencyKey;
    expect(completeSubmit({ orderId: 'ord_1', orderNo: 'DD1', payAmount: '1.00', payDeadline: '2026-11-21T10:00:00Z' }, NOW).moreSellers).toBe(false);
    expect(checkoutStore.draft).toBeNull();
    openContractSub(groups, init(), NOW);
    expect(checkoutStore.draft).not.toBeNull();
    expect(checkoutStore.idempotencyKey).not.toBe(key);
  });
});

describe('checkout store: a form hands over', () => {
  it('opens a fresh checkout with the address, the take time and the memo already picked', () => {
    const groups = cementCart() as unknown as BuyerCartGroup[];
    openCheckout(groups, NOW);
    const key = checkoutStore.idempotencyKey;
    prepareCheckout(groups, { addressId: 'addr_2', takeDate: '2026-11-23', timeSlot: '030020300', buyerMemo: '坍落度：180±20mm' }, NOW);
    expect(checkoutStore.idempotencyKey).not.toBe(key);
    expect(checkoutStore.addressId).toBe('addr_2');
    expect(checkoutStore.draft!.buyerMemo).toBe('坍落度：180±20mm');
    expect(checkoutStore.draft!.itemList[0]!.takeList[0]!.takeTime).toMatchObject({ date: '2026-11-23', timeSlot: '030020300' });
    // The confirm page opens it as it is.
    openCheckout(groups, NOW);
    expect(checkoutStore.addressId).toBe('addr_2');
    // A date without a slot takes the date's default slot (today at 09:00: 06:00-12:00).
    prepareCheckout(groups, { takeDate: '2026-11-21' }, NOW);
    expect(checkoutStore.draft!.itemList[0]!.takeList[0]!.takeTime).toMatchObject({ date: '2026-11-21', timeSlot: '030020200' });
  });
});
