// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  allContractChecked,
  contractCartStore,
  contractOrderGroups,
  contractTotals,
  loadContractCart,
  loadContractCount,
  orderableContractCount,
  removeContractCartLine,
  reset,
  settleContracts,
  type ContractGroup,
} from '../../../src/features/cart/contractStore.ts';
import { readOrderCart } from '../../../src/features/cart/index.ts';
import { CONTRACT_GROUPS, expiredGroup } from './contractFixtures.ts';
import { fail, installGateway, ok, setUpScreenTest, tearDownScreenTest } from '../support/harness.tsx';

const groups = () => CONTRACT_GROUPS as unknown as ContractGroup[];

beforeEach(() => {
  setUpScreenTest();
  sessionStorage.clear();
  reset();
});
afterEach(() => tearDownScreenTest());

describe('contract cart store', () => {
  it('loads: the expired contract keeps its lines but none checked; count, totals and the all flag are over the effective contracts', async () => {
    installGateway({
      'cart.contractList': ok({ groups: CONTRACT_GROUPS, total: { total: '0.00', totalSmall: '0.00', totalBig: '0.00' }, contractNum: 3, allChecked: false }),
    });
    await loadContractCart();
    expect(contractCartStore.status).toBe('ready');
    expect(contractCartStore.count).toBe(3);
    const expired = contractCartStore.groups.find((g) => g.contractId === expiredGroup.contractId)!;
    expect(expired.children.map((l) => l.checked)).toEqual([false]);
    expect(contractTotals(contractCartStore.groups)).toEqual({ total: '13260.00', totalSmall: '12900.00', totalBig: '360.00' });
    expect(orderableContractCount(contractCartStore.groups)).toBe(1);
    expect(allContractChecked(contractCartStore.groups)).toBe(false);
    reset();
    expect(contractCartStore).toMatchObject({ groups: [], status: 'idle', count: null });
  });

  it('a failed load keeps the message', async () => {
    installGateway({ 'cart.contractList': fail('500', '服务异常', 500) });
    await loadContractCart();
    expect(contractCartStore).toMatchObject({ status: 'error', error: '服务异常' });
  });

  it('counts the contract cart for the entry; a failed count leaves it unknown', async () => {
    installGateway({ 'cart.contractCount': ok({ contractNum: 5 }) });
    await loadContractCount();
    expect(contractCartStore.count).toBe(5);
    installGateway({ 'cart.contractCount': fail('500', 'x', 500) });
    await loadContractCount();
    expect(contractCartStore.count).toBeNull();
  });

  it('removing a line takes the gateway’s count', async () => {
    installGateway({ 'cart.contractRemove': ok({ contractNum: 2 }) });
    contractCartStore.groups = groups();
    await removeContractCartLine('ct_cement', 'cg_sand');
    expect(contractCartStore.groups.map((g) => g.contractId)).toEqual(['ct_concrete', expiredGroup.contractId]);
    expect(contractCartStore.count).toBe(2);
  });

  it('the order cart takes the checked lines of effective contracts only, as order lines at the contract price', () => {
    const order = contractOrderGroups(groups());
    expect(order.map((g) => g.contractId)).toEqual(['ct_concrete']);
    expect(order[0]).toMatchObject({ sellerId: 's_hd', sellerName: '华东商砼有限公司', contractNo: 'HT-2026-0001', checked: true, effective: true });
    expect(order[0]!.children[0]).toMatchObject({
      contractGoodsId: 'cg_c30',
      cartResourceId: '',
      goodsId: 'g_concrete',
      unitPrice: '430.00',
      quantity: '30',
      maxBuyNum: '560',
      isRebar: false,
      selectInfos: [],
      rebarAmount: '0.00',
    });
    expect(settleContracts()).toBe(false); // nothing loaded into the store yet
    contractCartStore.groups = groups();
    expect(settleContracts()).toBe(true);
    expect(readOrderCart().map((g) => g.contractId)).toEqual(['ct_concrete']);
  });
});
