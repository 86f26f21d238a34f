import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareDecimal, multiplyExact, sumMoney, carriageOf, carriedFloors, truckageOf, type FreightLine } from '@/domain';

const line = (baseQuantity: string, carriageRate = '20.00', truckageRate = '6.00'): FreightLine => ({ baseQuantity, carriageRate, truckageRate });
const money = fc.integer({ min: 0, max: 100_000 }).map((cents) => (cents / 100).toFixed(2));
const quantity = fc.tuple(fc.integer({ min: 0, max: 5000 }), fc.integer({ min: 0, max: 9999 })).map(([w, f]) => `${w}.${String(f).padStart(4, '0')}`);
const freightLine = fc.record({ baseQuantity: quantity, carriageRate: money, truckageRate: money });

describe('carriage and truckage (gateway/pricing/carriage.ts)', () => {
  it('charges nothing for self-pickup', () => {
    expect(carriageOf('030060100', [line('10')])).toBe('0.00');
    expect(truckageOf('030060100', 'stairs', 9, [line('10')])).toBe('0.00');
  });

  it('charges carriage by quantity and rate, and truckage by transfer way and floor', () => {
    expect(carriageOf('030060300', [line('10'), line('0.5', '15.00')])).toBe('207.50');
    expect(truckageOf('030060300', 'stairs', 1, [line('10')])).toBe('0.00');
    expect(truckageOf('030060300', 'stairs', 4, [line('10')])).toBe('180.00');
    expect(truckageOf('030060300', 'elevator', 30, [line('10')])).toBe('60.00');
    expect(truckageOf('030060300', 'none', 30, [line('10')])).toBe('0.00');
    expect(carriedFloors('stairs', 0)).toBe(0);
  });

  it('should round each sum once, half-up to the fen', () => {
    fc.assert(
      fc.property(fc.array(freightLine, { maxLength: 5 }), (lines) => {
        const exact = sumMoney(lines.map((l) => multiplyExact(l.baseQuantity, l.carriageRate)));
        expect(carriageOf('030060300', lines)).toBe(exact);
      }),
    );
  });

  it('should never charge less for stairs to a higher floor', () => {
    fc.assert(
      fc.property(fc.array(freightLine, { maxLength: 4 }), fc.integer({ min: 1, max: 99 }), (lines, floor) => {
        expect(compareDecimal(truckageOf('030060300', 'stairs', floor + 1, lines), truckageOf('030060300', 'stairs', floor, lines))).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
