import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { againQuantity, compareDecimal, minDecimal, sumExact, unitQuantityProblem, type UnitSteps } from '@/domain';

/**
 * Order again (/ShoppingCart/contractAgain): a past contract order line gets its ordered quantity clamped to
 * today's surplus of its contract goods, on the unit's grid (domain `againQuantity`).
 */

// The demo concrete unit: from 10 方, by 0.5 方, at most 2000 方.
const concrete: UnitSteps = { minOrderCount: '10', minChangeCount: '0.5', maxOrderCount: '2000', convertRate: '1' };

describe('order again: the ordered quantity clamped to today’s surplus on the unit’s grid', () => {
  it('keeps the ordered quantity when the surplus allows it', () => {
    expect(againQuantity('20', '560', concrete)).toEqual({ quantity: '20', fit: 'full' });
    expect(againQuantity('20', '20', concrete)).toEqual({ quantity: '20', fit: 'full' });
    expect(againQuantity('20.0', '20.00', concrete)).toEqual({ quantity: '20', fit: 'full' });
  });
  it('clamps to the largest step within the surplus', () => {
    expect(againQuantity('20', '15.3', concrete)).toEqual({ quantity: '15', fit: 'clamped' });
    expect(againQuantity('20', '15.5', concrete)).toEqual({ quantity: '15.5', fit: 'clamped' });
    expect(againQuantity('20', '10', concrete)).toEqual({ quantity: '10', fit: 'clamped' });
  });
  it('never gives more than was ordered: an ordered quantity off today’s grid goes down to it', () => {
    expect(againQuantity('12.3', '100', concrete)).toEqual({ quantity: '12', fit: 'clamped' });
    // Below today's minimum order: nothing (never rounded up to the minimum).
    expect(againQuantity('8', '100', concrete)).toEqual({ quantity: '0', fit: 'none' });
  });
  it('does not fit when the surplus is below the minimum order, gone, or not a quantity', () => {
    expect(againQuantity('10', '9.5', concrete)).toEqual({ quantity: '0', fit: 'none' });
    expect(againQuantity('10', '0', concrete)).toEqual({ quantity: '0', fit: 'none' });
    expect(againQuantity('10', '-3', concrete)).toEqual({ quantity: '0', fit: 'none' });
    expect(againQuantity('abc', '100', concrete)).toEqual({ quantity: '0', fit: 'none' });
    expect(againQuantity('10', '', concrete)).toEqual({ quantity: '0', fit: 'none' });
  });
  it('respects the unit’s maximum and the global minimum of 1', () => {
    expect(againQuantity('3000', '5000', concrete)).toEqual({ quantity: '2000', fit: 'clamped' });
    const fine: UnitSteps = { minOrderCount: '0.5', minChangeCount: '0.5', convertRate: '1' };
    expect(againQuantity('3', '0.5', fine)).toEqual({ quantity: '0', fit: 'none' });
    expect(againQuantity('3', '1.7', fine)).toEqual({ quantity: '1.5', fit: 'clamped' });
  });
  it('cuts a surplus with more than 4 decimals instead of rounding it up', () => {
    const any: UnitSteps = { minOrderCount: '1', minChangeCount: '0', convertRate: '1' };
    expect(againQuantity('5', '3.33339', any)).toEqual({ quantity: '3.3333', fit: 'clamped' });
  });
  it('works in a converted unit (bags of 0.05 t, from 10 bags by 1)', () => {
    const bags: UnitSteps = { minOrderCount: '0.5', minChangeCount: '0.05', maxOrderCount: '100', convertRate: '0.05' };
    expect(againQuantity('40', '100', bags)).toEqual({ quantity: '40', fit: 'full' });
    expect(againQuantity('40', '25.5', bags)).toEqual({ quantity: '25', fit: 'clamped' });
    expect(againQuantity('40', '9', bags)).toEqual({ quantity: '0', fit: 'none' });
  });
});

// --- properties ---------------------------------------------------------------------------------------

const print4 = (v: bigint) => {
  const d = v.toString().padStart(5, '0');
  return `${d.slice(0, -4)}.${d.slice(-4)}`;
};
const u4 = (text: string) => {
  const [i = '0', f = ''] = text.split('.');
  return BigInt(i + f.padEnd(4, '0'));
};

const rateArb = fc.constantFrom('1', '2', '0.5', '0.05', '1.25', '3');
const unitArb = fc
  .record({
    m: fc.integer({ min: 0, max: 300_000 }),
    s: fc.integer({ min: 0, max: 100_000 }),
    rate: rateArb,
    max: fc.option(fc.integer({ min: 10_000, max: 50_000_000 }), { nil: undefined }),
  })
  .map(({ m, s, rate, max }) => ({
    minOrderCount: print4(BigInt(m)),
    minChangeCount: print4(BigInt(s)),
    convertRate: rate,
    maxOrderCount: max === undefined ? undefined : print4(BigInt(max)),
  }));
const quantityArb = fc.integer({ min: -10_000, max: 5_000_000 }).map((n) => (n < 0 ? `-${print4(BigInt(-n))}` : print4(BigInt(n))));
const caseArb = fc.record({ steps: unitArb, ordered: quantityArb, surplus: quantityArb });

describe('order again: properties', () => {
  it('never gives more than was ordered nor more than the surplus; none is exactly quantity 0', () => {
    fc.assert(
      fc.property(caseArb, ({ steps, ordered, surplus }) => {
        const r = againQuantity(ordered, surplus, steps);
        if (r.fit === 'none') {
          expect(r.quantity).toBe('0');
          return;
        }
        expect(compareDecimal(r.quantity, ordered)).toBeLessThanOrEqual(0);
        expect(compareDecimal(r.quantity, surplus)).toBeLessThanOrEqual(0);
        expect(compareDecimal(r.quantity, 0)).toBeGreaterThan(0);
        expect(r.fit === 'full').toBe(compareDecimal(r.quantity, ordered) === 0);
      }),
    );
  });
  it('gives a quantity the gateway accepts for the unit (bounds and grid)', () => {
    fc.assert(
      fc.property(caseArb, ({ steps, ordered, surplus }) => {
        const r = againQuantity(ordered, surplus, steps);
        if (r.fit !== 'none') expect(unitQuantityProblem(r.quantity, steps)).toBeNull();
      }),
    );
  });
  it('gives the largest accepted quantity within the limit (brute force over the grid), or none when there is none', () => {
    fc.assert(
      fc.property(
        fc.record({
          steps: unitArb.filter((u) => u4(u.minChangeCount) > 0n && u.convertRate === '1'),
          ordered: quantityArb,
          surplus: quantityArb,
        }),
        ({ steps, ordered, surplus }) => {
          const limit = u4(minDecimal(ordered, surplus).replace(/^-.*/, '0'));
          const m = u4(steps.minOrderCount);
          const s = u4(steps.minChangeCount);
          const top = steps.maxOrderCount === undefined || u4(steps.maxOrderCount) > limit ? limit : u4(steps.maxOrderCount);
          // With rate 1 the grid is m + k·s exactly: the largest step ≤ the limit, accepted when ≥ 1 (the global minimum).
          const largest = m > top ? null : m + ((top - m) / s) * s;
          const best = largest !== null && largest >= 10_000n ? largest : null;
          const r = againQuantity(ordered, surplus, steps);
          if (best === null) expect(r.fit).toBe('none');
          else expect(u4(r.quantity)).toBe(best);
        },
      ),
    );
  });
  it('is stable: ordering the result again with the same surplus keeps it in full', () => {
    fc.assert(
      fc.property(caseArb, ({ steps, ordered, surplus }) => {
        const r = againQuantity(ordered, surplus, steps);
        if (r.fit !== 'none') expect(againQuantity(r.quantity, surplus, steps)).toEqual({ quantity: r.quantity, fit: 'full' });
      }),
    );
  });
  it('more surplus never gives less', () => {
    fc.assert(
      fc.property(caseArb, quantityArb, ({ steps, ordered, surplus }, extra) => {
        const wider = compareDecimal(extra, 0) > 0 ? sumExact([surplus, extra]) : surplus;
        const a = againQuantity(ordered, surplus, steps);
        const b = againQuantity(ordered, wider, steps);
        expect(compareDecimal(b.quantity, a.quantity)).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
