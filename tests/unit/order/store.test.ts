// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BuyerCartGroup } from '../../../src/features/cart/index.ts';
import {
  checkoutStore,
  chooseDeliveryType,
  chooseStore,
  chooseTakeDate,
  chooseTransport,
  checkoutProblem,
  completeSubmit,
  openCheckout,
  pricedDraft,
  reset,
  setInvoice,
  setAgreed,
  setMemo,
  setTakeTime,
  setVehicles,
  wireDraft,
} from '../../../src/features/order/store.ts';
import { cementCart } from './helpers.tsx';

// 2026-11-21 13:30 local time: the morning slots have ended.
const NOW = new Date(2026, 10, 21, 13, 30).getTime();
const cart = () => cementCart() as unknown as BuyerCartGroup[];

beforeEach(() => {
  sessionStorage.clear();
  reset();
});
afterEach(() => reset());

describe('order checkout store', () => {
  it('should build a delivery draft from the order cart: tomorrow, all day, stairs, floor 1, a new idempotency key', () => {
    openCheckout(cart(), NOW);
    const draft = checkoutStore.draft!;
    expect(draft.deliveryType).toBe('030060300');
    expect(draft.transportType).toBe('2');
    expect(draft.transferWay).toBe('stairs');
    expect(draft.floor).toBe(1);
    expect(draft.itemList[0]!.takeList[0]!.takeTime).toMatchObject({ date: '2026-11-22', timeSlot: '030020500' });
    expect(checkoutStore.idempotencyKey).toMatch(/^ord-/);
    expect(checkoutStore.extras.res_cement_bag!.addons).toEqual([{ additemId: 'add_1' }]);
  });

  it('should keep the draft and its key across a reload (same order cart), and start over for another cart', () => {
    openCheckout(cart(), NOW);
    setTakeTime('2026-11-23', '030020300');
    const key = checkoutStore.idempotencyKey;
    // A reload: memory is gone, sessionStorage stays.
    const saved = sessionStorage.getItem('buyerapp.orderCheckout')!;
    reset();
    expect(checkoutStore.draft).toBeNull();
    sessionStorage.setItem('buyerapp.orderCheckout', saved);
    openCheckout(cart(), NOW);
    expect(checkoutStore.idempotencyKey).toBe(key);
    expect(checkoutStore.draft!.itemList[0]!.takeList[0]!.takeTime.timeSlot).toBe('030020300');
    openCheckout(cementCart('80') as unknown as BuyerCartGroup[], NOW);
    expect(checkoutStore.idempotencyKey).not.toBe(key);
  });

  it('should take today for transport type 1 and tomorrow otherwise, all day', () => {
    openCheckout(cart(), NOW);
    chooseTransport('1', NOW);
    expect(checkoutStore.draft!.itemList[0]!.takeList[0]!.takeTime).toMatchObject({ date: '2026-11-21', timeSlot: '030020500' });
    chooseTransport('2', NOW);
    expect(checkoutStore.draft!.itemList[0]!.takeList[0]!.takeTime).toMatchObject({ date: '2026-11-22', timeSlot: '030020500' });
  });

  it('should preselect the first slot not yet ended when today is picked', () => {
    openCheckout(cart(), NOW);
    chooseTakeDate('2026-11-21', NOW);
    expect(checkoutStore.draft!.itemList[0]!.takeList[0]!.takeTime.timeSlot).toBe('030020300');
    chooseTakeDate('2026-11-24', NOW);
    expect(checkoutStore.draft!.itemList[0]!.takeList[0]!.takeTime.timeSlot).toBe('030020500');
  });

  it('should reset the store and the invoice when the delivery type changes, and move the takes along', () => {
    openCheckout(cart(), NOW);
    chooseDeliveryType('030060100');
    chooseStore('store_2');
    setInvoice({ invoiceType: 'normal', vatTitleId: 't1' });
    chooseDeliveryType('030060300');
    expect(checkoutStore.draft!.storeId).toBe('first');
    expect(checkoutStore.draft!.orderTaxinfo).toBeNull();
    expect(checkoutStore.draft!.contractId).toBe('0');
    expect(checkoutStore.draft!.itemList[0]!.takeList[0]!.takeType).toBe('delivery');
  });

  it('should send the address for a delivery and the store and vehicles for a self-pickup', () => {
    openCheckout(cart(), NOW);
    checkoutStore.addressId = 'addr_1';
    setVehicles([{ vehicleId: 'v1', plateNumber: '沪A1' }]);
    const delivery = wireDraft(checkoutStore)!;
    expect(delivery.addressId).toBe('addr_1');
    expect(delivery.storeId).toBeUndefined();
    expect(delivery.itemList[0]!.takeList[0]).toMatchObject({ takeType: 'delivery', vehicleList: [], quantity: '40' });
    expect(delivery.itemList[0]!.cartResourceId).toBe('cart_1');
    chooseDeliveryType('030060100');
    const pickup = wireDraft(checkoutStore)!;
    expect(pickup.addressId).toBeUndefined();
    expect(pickup.storeId).toBe('first');
    expect(pickup.itemList[0]!.takeList[0]).toMatchObject({ takeType: 'selfPickup', vehicleList: ['v1'] });
  });

  it('should not re-price for a memo', () => {
    openCheckout(cart(), NOW);
    const before = pricedDraft(wireDraft(checkoutStore));
    setMemo('请下午送');
    expect(pricedDraft(wireDraft(checkoutStore))).toEqual(before);
    expect(wireDraft(checkoutStore)!.buyerMemo).toBe('请下午送');
  });

  it('should go on with the next seller with a new key after a submit', () => {
    const two = [...cart(), { ...cart()[0]!, sellerId: 's_other', sellerName: '另一家' }];
    openCheckout(two, NOW);
    const key = checkoutStore.idempotencyKey;
    expect(completeSubmit({ orderId: 'o1', orderNo: 'DD1', payAmount: '1.00', payDeadline: '2026-11-21 14:00:00' }, NOW)).toEqual({ moreSellers: true });
    expect(checkoutStore.groupIndex).toBe(1);
    expect(checkoutStore.idempotencyKey).not.toBe(key);
    expect(completeSubmit({ orderId: 'o2', orderNo: 'DD2', payAmount: '1.00', payDeadline: '2026-11-21 14:00:00' }, NOW)).toEqual({ moreSellers: false });
    expect(checkoutStore.draft).toBeNull();
  });

  it('should name the first thing to fix before a submit, and nothing once all is there', () => {
    openCheckout(cart(), NOW);
    const facts = { floorValid: true, needVehicle: true, priced: true };
    expect(checkoutProblem(checkoutStore, facts)).toBe('address');
    checkoutStore.addressId = 'addr_1';
    expect(checkoutProblem(checkoutStore, facts)).toBe('agree');
    setAgreed(true);
    expect(checkoutProblem(checkoutStore, { ...facts, priced: false })).toBe('price');
    expect(checkoutProblem(checkoutStore, { ...facts, floorValid: false })).toBe('floor');
    expect(checkoutProblem(checkoutStore, facts)).toBeNull();
    chooseDeliveryType('030060100');
    expect(checkoutProblem(checkoutStore, facts)).toBe('vehicle');
  });
});
