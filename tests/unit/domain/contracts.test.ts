import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CONTRACT_TABS,
  compareDecimal,
  contractAddRoom,
  contractRemainingAmount,
  contractStatusFilter,
  contractTabOf,
  contractUnitSteps,
  fitsContractRoom,
  isContractOrderable,
  normalizeContractCart,
  settleQuantity,
  stepQuantity,
  sumExact,
  unitBounds,
} from '@/domain';

// The unit of ready-mix concrete in the demo catalogue: from 10 方, in steps of 0.5 方.
const concrete = { minOrderCount: '10', minChangeCount: '0.5', convertRate: '1' } as const;

describe('contract list tabs', () => {
  it('reads the route status into a tab, unknown values meaning all', () => {
    expect(contractTabOf('executing')).toBe('executing');
    expect(contractTabOf('finished')).toBe('finished');
    expect(contractTabOf('all')).toBe('all');
    expect(contractTabOf(undefined)).toBe('all');
    expect(contractTabOf(null)).toBe('all');
    expect(contractTabOf('bogus')).toBe('all');
    expect(CONTRACT_TABS).toEqual(['all', 'executing', 'finished']);
  });

  it('maps a tab onto the status filter of contract.myContracts', () => {
    expect(contractStatusFilter('all')).toEqual({});
    expect(contractStatusFilter('executing')).toEqual({ status: 'executing' });
    expect(contractStatusFilter('finished')).toEqual({ status: 'finished' });
  });
});

describe('contractRemainingAmount', () => {
  it('is the total less the used amount, to the fen', () => {
    expect(contractRemainingAmount({ totalAmount: '481500.00', usedAmount: '103200.00' })).toBe('378300.00');
    expect(contractRemainingAmount({ totalAmount: '0.30', usedAmount: '0.10' })).toBe('0.20');
    expect(contractRemainingAmount({ totalAmount: '100', usedAmount: '0.006' })).toBe('99.99');
  });

  it('counts a missing used amount as nothing used', () => {
    expect(contractRemainingAmount({ totalAmount: '39000.00' })).toBe('39000.00');
    expect(contractRemainingAmount({ totalAmount: '39000.00', usedAmount: null })).toBe('39000.00');
    expect(contractRemainingAmount({ totalAmount: '39000.00', usedAmount: 'n/a' })).toBe('39000.00');
  });

  it('is null without a total and never negative', () => {
    expect(contractRemainingAmount({})).toBeNull();
    expect(contractRemainingAmount({ totalAmount: null, usedAmount: '1.00' })).toBeNull();
    expect(contractRemainingAmount({ totalAmount: '', usedAmount: '1.00' })).toBeNull();
    expect(contractRemainingAmount({ totalAmount: '100.00', usedAmount: '120.00' })).toBe('0.00');
  });

  it('adds back up to the total when nothing is over-used (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 10_000_000 }), (a, b) => {
        const [used, total] = a <= b ? [a, b] : [b, a];
        const money = (fen: number) => `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
        const left = contractRemainingAmount({ totalAmount: money(total), usedAmount: money(used) })!;
        expect(compareDecimal(sumExact([left, money(used)]), money(total))).toBe(0);
      }),
    );
  });
});

describe('orderable contracts', () => {
  it('only an effective contract takes goods', () => {
    expect(isContractOrderable({ effective: true })).toBe(true);
    expect(isContractOrderable({ effective: false })).toBe(false);
  });
});

describe('room left under a contract', () => {
  it('is the surplus less what the contract cart already holds', () => {
    expect(contractAddRoom('560', '30')).toBe('530');
    expect(contractAddRoom('560')).toBe('560');
    expect(contractAddRoom('560', null)).toBe('560');
    expect(contractAddRoom('12.5', '2.25')).toBe('10.25');
    expect(contractAddRoom('10', '12')).toBe('0');
    expect(contractAddRoom('10', 'x')).toBe('10');
  });

  it('caps the unit steps at the room, in base units', () => {
    expect(contractUnitSteps(concrete, '530')).toEqual({ ...concrete, maxOrderCount: '530' });
    expect(unitBounds(contractUnitSteps(concrete, '530'))).toEqual({ min: '10', max: '530' });
    // A unit of 50 kg bags priced per tonne: 3 t left is 60 bags.
    expect(unitBounds(contractUnitSteps({ minOrderCount: '1', minChangeCount: '1', convertRate: '0.05' }, '3')).max).toBe('60');
    // The unit's own maximum wins when it is smaller.
    expect(contractUnitSteps({ ...concrete, maxOrderCount: '200' }, '530').maxOrderCount).toBe('200');
    expect(contractUnitSteps({ ...concrete, maxOrderCount: '900' }, '530').maxOrderCount).toBe('530');
    expect(contractUnitSteps({ ...concrete, maxOrderCount: null }, '530').maxOrderCount).toBe('530');
    // A missing or zero rate means the purchase unit is the pricing unit.
    expect(contractUnitSteps({ ...concrete, convertRate: '0' }, '7.5').maxOrderCount).toBe('7.5');
  });

  it('keeps the stepper within the room', () => {
    const steps = contractUnitSteps(concrete, '530');
    expect(settleQuantity('600', steps)).toBe('530');
    expect(stepQuantity('530', 1, steps)).toBe('530');
    expect(stepQuantity('10', -1, steps)).toBe('10');
  });

  it('tells whether the minimum order still fits', () => {
    expect(fitsContractRoom(contractUnitSteps(concrete, '530'))).toBe(true);
    expect(fitsContractRoom(contractUnitSteps(concrete, '10'))).toBe(true);
    expect(fitsContractRoom(contractUnitSteps(concrete, '9.5'))).toBe(false);
    expect(fitsContractRoom(contractUnitSteps(concrete, '0'))).toBe(false);
  });

  it('says one 还可购 for a contract goods: the room of the add page is the cansaleNumShow of the cart line', () => {
    // Sand with 400 t left under the contract: 5 t in the cart leaves 395 t; more than the surplus leaves 0.
    const line = (quantity: string) => ({
      contractGoodsId: `g${quantity}`,
      checked: false,
      quantity,
      unitPrice: '115.00',
      money: '0.00',
      surplusGoodsAmount: '400',
      cansaleNumShow: '',
      cartAdditems: [],
      addUnitPrice: '0.00',
    });
    const [group] = normalizeContractCart([{ contractId: 'c1', sellerName: 's', effective: true, checked: false, children: [line('5'), line('430')] }]);
    for (const shown of group!.children) expect(contractAddRoom(shown.surplusGoodsAmount, shown.quantity)).toBe(shown.cansaleNumShow);
    expect(group!.children.map((l) => l.cansaleNumShow)).toEqual(['395', '0']);
  });
});
