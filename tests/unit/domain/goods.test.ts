import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isBuyUnitAttribute,
  pickBuyCondition,
  selectedBuyConditions,
  selectedBuyUnit,
  type BuyCondition,
  clampQuantity,
  DEFAULT_QUANTITY_BOUNDS,
  gridStep,
  INITIAL_BUY_NUM,
  quantityProblem,
  resetBuyNum,
  snapQuantity,
  stepBuyNum,
  unitMaxQuantity,
  unitMinQuantity,
  type UnitSteps,
  compareDecimal,
  baseQuantity,
  initialQuantity,
  settleQuantity,
  stepQuantity,
  typedQuantityProblem,
  unitBounds,
  unitPriceOf,
  unitQuantityProblem,
  unitStep,
} from '@/domain';

// Independent model on BigInt units of 10^-4.
const print4 = (v: bigint) => {
  const d = v.toString().padStart(5, '0');
  return `${d.slice(0, -4)}.${d.slice(-4)}`;
};
const u4 = (text: string) => {
  const [i = '0', f = ''] = text.split('.');
  return BigInt(i + f.padEnd(4, '0'));
};
/** round-half-up of (m + k·s) / rate to 4 decimals, all in 10^-4 units. */
const modelStep = (m: bigint, s: bigint, rate: bigint, k: bigint) => {
  const num = (m + k * s) * 10_000n;
  return (2n * num + rate) / (2n * rate);
};

describe('quantity: bounds 1 … 1,000,000, default 1 after reset (starts at 0)', () => {
  it('starts at 0 and resets to 1', () => {
    expect(INITIAL_BUY_NUM).toBe('0');
    expect(resetBuyNum()).toBe('1');
    expect(DEFAULT_QUANTITY_BOUNDS).toEqual({ min: '1', max: '1000000' });
  });
  it('reports a quantity out of bounds or not a number', () => {
    expect(quantityProblem('0')).toBe('min');
    expect(quantityProblem('0.5')).toBe('min');
    expect(quantityProblem('1')).toBeNull();
    expect(quantityProblem('1000000')).toBeNull();
    expect(quantityProblem('1000000.0001')).toBe('max');
    expect(quantityProblem('1.23456')).toBe('invalid');
    expect(quantityProblem('-1')).toBe('invalid');
    expect(quantityProblem('abc')).toBe('invalid');
    expect(quantityProblem(' 3 ')).toBeNull();
  });
  it('clamps and steps the buy number', () => {
    expect(clampQuantity('0')).toBe('1');
    expect(clampQuantity('2000000')).toBe('1000000');
    expect(clampQuantity('x')).toBe('1');
    expect(clampQuantity('2.50004')).toBe('2.5');
    expect(stepBuyNum('1', '-1')).toBe('1');
    expect(stepBuyNum('1', '1')).toBe('2');
    expect(stepBuyNum('', '1')).toBe('1');
    expect(stepBuyNum('999999.5', '1')).toBe('1000000');
  });
  it('should clamp any number into 1 … 1,000,000', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e7, max: 1e7, noNaN: true }), (n) => {
        const q = clampQuantity(String(n));
        expect(compareDecimal(q, '1')).toBeGreaterThanOrEqual(0);
        expect(compareDecimal(q, '1000000')).toBeLessThanOrEqual(0);
        expect(quantityProblem(q)).toBeNull();
      }),
    );
  });
});

const rateArb = fc.constantFrom('1', '2', '3', '0.5', '1.25', '7', '40', '0.3333', '2.4');
const unitArb = fc
  .record({
    m: fc.integer({ min: 1, max: 2_000_000 }),
    s: fc.integer({ min: 1, max: 500_000 }),
    rate: rateArb,
    maxSteps: fc.option(fc.integer({ min: 0, max: 400 }), { nil: undefined }),
  })
  .map(({ m, s, rate, maxSteps }) => {
    const unit: UnitSteps = {
      minOrderCount: print4(BigInt(m)),
      minChangeCount: print4(BigInt(s)),
      convertRate: rate,
      maxOrderCount: maxSteps === undefined ? undefined : print4(BigInt(m + maxSteps * s + Math.floor(s / 2))),
    };
    return unit;
  });
/** A unit and a quantity near its grid (within ~400 steps), in purchase units with 4 decimals. */
const unitAndQuantity = unitArb.chain((unit) =>
  fc.integer({ min: -1, max: 400 }).chain((k) =>
    fc.integer({ min: 0, max: 10_000 }).map((fraction) => {
      const s = u4(unit.minChangeCount);
      const base = u4(unit.minOrderCount) + BigInt(k) * s + (s * BigInt(fraction)) / 10_000n;
      const q = (base * 10_000n) / u4(unit.convertRate);
      return { unit, quantity: print4(q < 0n ? 0n : q) };
    }),
  ),
);

describe('quantity: snapping when the item list refreshes (largest step from the minimum order count by the minimum change count, not beyond the maximum, ÷ conversion rate)', () => {
  it('snaps down to the step grid', () => {
    const unit: UnitSteps = { minOrderCount: '2', minChangeCount: '0.5', convertRate: '1' };
    expect(snapQuantity('3.7', unit)).toBe('3.5');
    expect(snapQuantity('3.5', unit)).toBe('3.5');
    expect(snapQuantity('1', unit)).toBe('2');
    expect(snapQuantity('abc', unit)).toBe('2');
  });
  it('divides by the conversion rate', () => {
    const unit: UnitSteps = { minOrderCount: '10', minChangeCount: '5', convertRate: '2.5' };
    expect(unitMinQuantity(unit)).toBe('4');
    expect(snapQuantity('9', unit)).toBe('8');
    expect(snapQuantity('3', unit)).toBe('4');
    const third: UnitSteps = { minOrderCount: '1', minChangeCount: '1', convertRate: '3' };
    expect(gridStep(third, 1)).toBe('0.6667');
    expect(snapQuantity('0.6667', third)).toBe('0.6667');
    expect(snapQuantity('0.6666', third)).toBe('0.3333');
  });
  it('does not go beyond the maximum', () => {
    const unit: UnitSteps = { minOrderCount: '1', minChangeCount: '2', maxOrderCount: '10', convertRate: '1' };
    expect(unitMaxQuantity(unit)).toBe('10');
    expect(snapQuantity('50', unit)).toBe('9');
    expect(unitMaxQuantity({ ...unit, maxOrderCount: '5000000' })).toBe('1000000');
    expect(snapQuantity('5000000', { minOrderCount: '0', minChangeCount: '3', convertRate: '1' })).toBe('999999');
  });
  it('handles a zero change count, a missing rate and a minimum above the maximum', () => {
    expect(snapQuantity('3.33333', { minOrderCount: '1', minChangeCount: '0', convertRate: '1' })).toBe('3.3333');
    expect(snapQuantity('3', { minOrderCount: '1', minChangeCount: '', convertRate: '' })).toBe('3');
    expect(snapQuantity('8', { minOrderCount: '5', minChangeCount: '1', maxOrderCount: '3', convertRate: '1' })).toBe('5');
  });
  it('stays fast when many rounded steps coincide', () => {
    const unit: UnitSteps = { minOrderCount: '0.0001', minChangeCount: '0.0001', convertRate: '10000' };
    expect(snapQuantity('1000000', unit)).toBe(snapQuantity(snapQuantity('1000000', unit), unit));
    expect(snapQuantity('0.5', { minOrderCount: '1', minChangeCount: '0.0001', convertRate: '10000' })).toBe('0.5');
  });
  it('should give a result within bounds', () => {
    fc.assert(
      fc.property(unitAndQuantity, ({ unit, quantity }) => {
        const r = snapQuantity(quantity, unit);
        expect(compareDecimal(r, unitMinQuantity(unit))).toBeGreaterThanOrEqual(0);
        expect(compareDecimal(r, unitMaxQuantity(unit))).toBeLessThanOrEqual(0);
        if (compareDecimal(quantity, unitMinQuantity(unit)) >= 0) expect(compareDecimal(r, quantity)).toBeLessThanOrEqual(0);
      }),
    );
  });
  it('should land on the step grid, at the largest step not beyond the quantity and the maximum (BigInt model)', () => {
    fc.assert(
      fc.property(unitAndQuantity, ({ unit, quantity }) => {
        const m = u4(unit.minOrderCount);
        const s = u4(unit.minChangeCount);
        const rate = u4(unit.convertRate);
        let limit = u4(quantity);
        if (unit.maxOrderCount !== undefined && unit.maxOrderCount !== null) {
          const max = (2n * u4(unit.maxOrderCount) * 10_000n + rate) / (2n * rate);
          if (max < limit) limit = max;
        }
        let k = 0n;
        while (modelStep(m, s, rate, k + 1n) <= limit) k += 1n;
        expect(u4(snapQuantity(quantity, unit))).toBe(modelStep(m, s, rate, k));
      }),
    );
  });
  it('should be idempotent', () => {
    fc.assert(
      fc.property(unitAndQuantity, ({ unit, quantity }) => {
        const once = snapQuantity(quantity, unit);
        expect(snapQuantity(once, unit)).toBe(once);
      }),
    );
  });
});

const conditions: BuyCondition[] = [
  {
    attributeName: '购买单位',
    attributeNo: '0004',
    attributeValueDTOs: [
      { attributeValueNo: 'u1', attributeValue: '吨', selected: true },
      { attributeValueNo: 'u2', attributeValue: '车', selected: false },
    ],
  },
  {
    attributeName: '强度',
    attributeNo: '0001',
    attributeValueDTOs: [
      { attributeValueNo: 'a', attributeValue: 'C30', selected: false },
      { attributeValueNo: 'b', attributeValue: 'C35', selected: true },
    ],
  },
];
const selected = (cs: readonly BuyCondition[], no: string) =>
  cs
    .find((c) => c.attributeNo === no)
    ?.attributeValueDTOs.filter((v) => v.selected)
    .map((v) => v.attributeValueNo);

describe('quantity of a chosen unit: bounds, step, grid check, base quantity and unit price (app and gateway)', () => {
  // A 50 kg bag of cement: the goods is priced per tonne (20 bags), ordered from 1 t in steps of 0.5 t.
  const bag: UnitSteps = { convertRate: '0.05', minOrderCount: '1', minChangeCount: '0.5', maxOrderCount: '100' };
  it('bounds run from the unit minimum (never below 1) to the unit maximum; the step is the change ÷ rate', () => {
    expect(unitBounds(bag)).toEqual({ min: '20', max: '2000' });
    expect(unitBounds(null)).toEqual(DEFAULT_QUANTITY_BOUNDS);
    expect(unitBounds({ convertRate: '1', minOrderCount: '0.2', minChangeCount: '0', maxOrderCount: null }).min).toBe('1');
    expect(unitStep(bag)).toBe('10');
    expect(unitStep({ ...bag, minChangeCount: '0' })).toBe('1');
    expect(unitStep(null)).toBe('1');
  });
  it('the server check: invalid, under the minimum, over the maximum, off the grid, or fine', () => {
    expect(unitQuantityProblem('x', bag)).toBe('invalid');
    expect(unitQuantityProblem('10', bag)).toBe('min');
    expect(unitQuantityProblem('2010', bag)).toBe('max');
    expect(unitQuantityProblem('25', bag)).toBe('step');
    expect(unitQuantityProblem('30', bag)).toBeNull();
    expect(typedQuantityProblem('10', bag)).toBe('min');
  });
  it('every quantity the stepper settles on passes the server check', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3000 }), fc.constantFrom<1 | -1>(1, -1), (n, direction) => {
        const settled = settleQuantity(String(n), bag);
        expect(unitQuantityProblem(settled, bag)).toBeNull();
        expect(unitQuantityProblem(stepQuantity(settled, direction, bag), bag)).toBeNull();
      }),
    );
    expect(initialQuantity(bag)).toBe('20');
  });
  it('base quantity and unit price scale by the conversion rate, exactly', () => {
    expect(baseQuantity('30', '0.05')).toBe('1.5');
    expect(baseQuantity('3', '1')).toBe('3');
    expect(unitPriceOf('500.00', '0.05')).toBe('25.00');
    expect(unitPriceOf('333.33', '0.3333')).toBe('111.10');
  });
});

describe('buy conditions: attribute 0004 single choice, other attributes toggle', () => {
  it('0004 (buy unit) selects exactly the picked value, and keeps it when picked again', () => {
    expect(isBuyUnitAttribute('0004')).toBe(true);
    const c = pickBuyCondition(conditions, '0004', 'u2');
    expect(selected(c, '0004')).toEqual(['u2']);
    expect(selected(pickBuyCondition(c, '0004', 'u2'), '0004')).toEqual(['u2']);
    expect(selectedBuyUnit(c)?.attributeValue).toBe('车');
    expect(c[1]).toBe(conditions[1]);
  });
  it('other attributes toggle the picked value and leave the others', () => {
    const c = pickBuyCondition(conditions, '0001', 'a');
    expect(selected(c, '0001')).toEqual(['a', 'b']);
    expect(selected(pickBuyCondition(c, '0001', 'b'), '0001')).toEqual(['a']);
    expect(Object.keys(selectedBuyConditions(c))).toEqual(['0004', '0001']);
  });
  it('an unknown value changes nothing; no buy unit attribute means no unit', () => {
    expect(pickBuyCondition(conditions, '0004', 'zz')).toEqual(conditions);
    expect(selectedBuyUnit([conditions[1] as BuyCondition])).toBeNull();
  });
  it('should keep exactly one selected buy unit after any picks, and toggle others like a set', () => {
    const pick = fc.record({ no: fc.constantFrom('0004', '0001'), value: fc.constantFrom('u1', 'u2', 'a', 'b') });
    fc.assert(
      fc.property(fc.array(pick, { maxLength: 20 }), (picks) => {
        let c: readonly BuyCondition[] = conditions;
        const model = new Set(['b']);
        for (const p of picks) {
          c = pickBuyCondition(c, p.no, p.value);
          if (p.no === '0001' && (p.value === 'a' || p.value === 'b')) {
            if (model.has(p.value)) model.delete(p.value);
            else model.add(p.value);
          }
        }
        expect(selected(c, '0004')).toHaveLength(1);
        expect(new Set(selected(c, '0001'))).toEqual(model);
      }),
    );
  });
});
