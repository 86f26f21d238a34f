// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  allContractChecked,
  contractOrderGroups,
  contractTotals,
  orderableContractCount,
  selectAllContracts,
  selectContract,
  selectContractLine,
  settleContracts,
  shownContractCart,
  withContractLine,
  withoutContractLine,
  type ContractGroup,
} from '../../../src/features/cart/contractStore.ts';
import { readOrderCart } from '../../../src/features/cart/index.ts';
import { CONTRACT_GROUPS, expiredGroup } from './contractFixtures.ts';

const groups = () => CONTRACT_GROUPS as unknown as ContractGroup[];
const shown = () =>
  shownContractCart({ groups: groups(), total: { total: '0.00', totalSmall: '0.00', totalBig: '0.00' }, contractNum: 3, allChecked: false } as never);

beforeEach(() => {
  sessionStorage.clear();
});

describe('contract cart rules', () => {
  it('as shown: the expired contract keeps its lines but none checked; totals and the all flag are over the effective contracts', () => {
    const cart = shown();
    const expired = cart.find((g) => g.contractId === expiredGroup.contractId)!;
    expect(expired.children.map((l) => l.checked)).toEqual([false]);
    expect(contractTotals(cart)).toEqual({ total: '13260.00', totalSmall: '12900.00', totalBig: '360.00' });
    expect(orderableContractCount(cart)).toBe(1);
    expect(allContractChecked(cart)).toBe(false);
    expect(shownContractCart(undefined)).toEqual([]);
  });

  it('selections cascade over the effective contracts and say what is saved', () => {
    const line = selectContractLine(shown(), 'ct_cement', 'cg_sand');
    expect(line.body).toEqual({ scope: 'line', contractGoodsId: 'cg_sand', checked: true });
    expect(allContractChecked(line.groups)).toBe(true);
    const contract = selectContract(line.groups, 'ct_concrete');
    expect(contract.body).toEqual({ scope: 'group', contractId: 'ct_concrete', checked: false });
    const all = selectAllContracts(contract.groups);
    expect(all.body).toEqual({ scope: 'all', checked: true });
    expect(all.groups.find((g) => g.contractId === expiredGroup.contractId)!.children.every((l) => !l.checked)).toBe(true);
  });

  it('a saved line replaces the old one keeping its check box; a removed line takes its empty contract with it', () => {
    const cart = shown();
    const old = cart[0]!.children[0]!;
    const next = withContractLine(cart, { ...old, quantity: '40', checked: !old.checked });
    expect(next[0]!.children[0]).toMatchObject({ quantity: '40', checked: old.checked });
    expect(withoutContractLine(cart, 'ct_cement', 'cg_sand').map((g) => g.contractId)).toEqual(['ct_concrete', expiredGroup.contractId]);
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
    expect(settleContracts([])).toBe(false);
    expect(settleContracts(groups())).toBe(true);
    expect(readOrderCart().map((g) => g.contractId)).toEqual(['ct_concrete']);
  });
});
