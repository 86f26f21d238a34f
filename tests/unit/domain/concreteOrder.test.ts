import { describe, expect, it } from 'vitest';
import {
  CONCRETE_SLUMPS,
  concreteGradeOf,
  concreteOrderProblems,
  contractUnitSteps,
  isConcreteOrderReady,
  isConcreteSlump,
  type ConcreteOrderInput,
} from '@/domain';

// 2026-11-21 13:00 local: the morning slots of today have ended, 12:00-18:00 is still open.
const NOW = new Date(2026, 10, 21, 13, 0).getTime();
const CONCRETE = { minOrderCount: '10', minChangeCount: '0.5', maxOrderCount: '2000', convertRate: '1' };

const filled = (change: Partial<ConcreteOrderInput> = {}): ConcreteOrderInput => ({
  grade: 'var_concrete_c30',
  slump: '180±20',
  quantity: '30',
  steps: CONCRETE,
  surplus: null,
  convertRate: '1',
  takeDate: '2026-11-22',
  timeSlot: '030020300',
  addressId: 'addr_a_site',
  ...change,
});

describe('concrete grades and slumps', () => {
  it('reads the strength grade a variety name starts with', () => {
    expect(concreteGradeOf('C30')).toBe('C30');
    expect(concreteGradeOf(' C25 细石')).toBe('C25');
    expect(concreteGradeOf('C100')).toBe('C100');
    expect(concreteGradeOf('C1234')).toBeNull();
    expect(concreteGradeOf('P.O 42.5 袋装')).toBeNull();
    expect(concreteGradeOf('HRB400 Φ16')).toBeNull();
  });

  it('offers the slump classes in mm and knows them', () => {
    expect(CONCRETE_SLUMPS).toEqual(['120±20', '160±20', '180±20', '200±20']);
    expect(isConcreteSlump('160±20')).toBe(true);
    expect(isConcreteSlump('160')).toBe(false);
    expect(isConcreteSlump('')).toBe(false);
  });
});

describe('concreteOrderProblems', () => {
  it('finds nothing on a complete form', () => {
    const problems = concreteOrderProblems(filled(), NOW);
    expect(problems).toEqual({});
    expect(isConcreteOrderReady(problems)).toBe(true);
  });

  it('names every missing choice of an empty form', () => {
    const problems = concreteOrderProblems(filled({ grade: '', slump: '', quantity: '', takeDate: '', timeSlot: '', addressId: '' }), NOW);
    expect(problems).toEqual({ grade: 'missing', slump: 'missing', quantity: 'invalid', takeDate: 'missing', addressId: 'missing' });
    expect(isConcreteOrderReady(problems)).toBe(false);
  });

  it('checks the volume against the unit: minimum, maximum, grid', () => {
    expect(concreteOrderProblems(filled({ quantity: '5' }), NOW).quantity).toBe('min');
    expect(concreteOrderProblems(filled({ quantity: '2000.5' }), NOW).quantity).toBe('max');
    expect(concreteOrderProblems(filled({ quantity: '10.3' }), NOW).quantity).toBe('step');
    expect(concreteOrderProblems(filled({ quantity: 'abc' }), NOW).quantity).toBe('invalid');
    expect(concreteOrderProblems(filled({ quantity: ' 10.5 ' }), NOW).quantity).toBeUndefined();
  });

  it('without a unit grid uses the default bounds', () => {
    expect(concreteOrderProblems(filled({ steps: null, quantity: '0' }), NOW).quantity).toBe('min');
    expect(concreteOrderProblems(filled({ steps: null, quantity: '3.25' }), NOW).quantity).toBeUndefined();
  });

  it('under a contract: never above the surplus (in the pricing unit)', () => {
    const capped = contractUnitSteps(CONCRETE, '560');
    expect(concreteOrderProblems(filled({ steps: capped, surplus: '560', quantity: '560' }), NOW).quantity).toBeUndefined();
    expect(concreteOrderProblems(filled({ steps: capped, surplus: '560', quantity: '560.5' }), NOW).quantity).toBe('max');
    // The grid alone would allow it (a stale cap): the surplus still refuses it.
    expect(concreteOrderProblems(filled({ steps: CONCRETE, surplus: '20', quantity: '30' }), NOW).quantity).toBe('surplus');
    // A unit of 2 pricing units: 12 units are 24, above a surplus of 20.
    expect(concreteOrderProblems(filled({ steps: null, surplus: '20', quantity: '12', convertRate: '2' }), NOW).quantity).toBe('surplus');
    expect(concreteOrderProblems(filled({ steps: null, surplus: '20', quantity: '10', convertRate: '' }), NOW).quantity).toBeUndefined();
  });

  it('takes a pour date of the 7 take dates and a slot still open on it', () => {
    expect(concreteOrderProblems(filled({ takeDate: '2026-11-21', timeSlot: '030020300' }), NOW)).toEqual({});
    expect(concreteOrderProblems(filled({ takeDate: '2026-11-21', timeSlot: '030020200' }), NOW).timeSlot).toBe('ended');
    expect(concreteOrderProblems(filled({ takeDate: '2026-11-27', timeSlot: '030020500' }), NOW)).toEqual({});
    expect(concreteOrderProblems(filled({ takeDate: '2026-11-28' }), NOW).takeDate).toBe('outOfRange');
    expect(concreteOrderProblems(filled({ takeDate: '2026-11-20' }), NOW).takeDate).toBe('outOfRange');
    expect(concreteOrderProblems(filled({ timeSlot: '' }), NOW).timeSlot).toBe('missing');
  });
});
