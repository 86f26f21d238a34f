import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DASHBOARD_PERIODS, chartHeights, compareDecimal, isDashboardPeriod, percentOf, periodRange } from '@/domain';

describe('dashboard: shares in percent', () => {
  it('gives the share of a part, rounded half-up', () => {
    expect(percentOf('25', '100')).toBe('25');
    expect(percentOf('1', '3')).toBe('33.3');
    expect(percentOf('2', '3')).toBe('66.7');
    expect(percentOf('496.5', '1200', 2)).toBe('41.38');
    expect(percentOf('0.01', '0.02', 0)).toBe('50');
    expect(percentOf('1500.00', '1200')).toBe('125');
  });
  it('is 0 when there is no whole to be a share of, or the part is negative', () => {
    expect(percentOf('10', '0')).toBe('0');
    expect(percentOf('10', '-5')).toBe('0');
    expect(percentOf('-1', '10')).toBe('0');
    expect(percentOf('0', '10')).toBe('0');
  });
  it('should agree with an integer model in hundredths (fen)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 12n }), fc.bigInt({ min: 1n, max: 10n ** 12n }), (part, whole) => {
        // percent to 1 decimal = round_half_up(part * 1000 / whole) / 10
        const scaled = (part * 1000n * 2n + whole) / (whole * 2n);
        const expected = `${scaled / 10n}${scaled % 10n === 0n ? '' : `.${scaled % 10n}`}`;
        const asMoney = (v: bigint) => `${v / 100n}.${String(v % 100n).padStart(2, '0')}`;
        expect(percentOf(asMoney(part), asMoney(whole))).toBe(expected);
      }),
    );
  });
});

describe('dashboard: chart heights', () => {
  it('scales every value to the largest', () => {
    expect(chartHeights(['50.00', '100.00', '25'])).toEqual([50, 100, 25]);
    expect(chartHeights(['1', '3'])).toEqual([33.33, 100]);
    expect(chartHeights(['12345678901234.56', '0.01'])).toEqual([100, 0]);
  });
  it('draws nothing below zero and nothing at all when no value is above zero', () => {
    expect(chartHeights(['-5', '10'])).toEqual([0, 100]);
    expect(chartHeights(['0', '0.00'])).toEqual([0, 0]);
    expect(chartHeights([])).toEqual([]);
  });
  it('should keep every height within 0…100 with the largest at 100', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -1_000_000, max: 1_000_000_000 }), { minLength: 1, maxLength: 8 }), (fen) => {
        const values = fen.map((v) => (v / 100).toFixed(2));
        const heights = chartHeights(values);
        for (const h of heights) expect(h >= 0 && h <= 100).toBe(true);
        if (values.some((v) => compareDecimal(v, '0') > 0)) expect(Math.max(...heights)).toBe(100);
      }),
    );
  });
});

describe('dashboard: periods', () => {
  it('covers this month, the last 30 days, this year, or everything, up to today', () => {
    const today = '2026-03-15 10:20:00';
    expect(periodRange('month', today)).toEqual({ startDate: '2026-03-01', endDate: '2026-03-15' });
    expect(periodRange('last30', today)).toEqual({ startDate: '2026-02-14', endDate: '2026-03-15' });
    expect(periodRange('year', today)).toEqual({ startDate: '2026-01-01', endDate: '2026-03-15' });
    expect(periodRange('all', today)).toEqual({});
  });
  it('tells a period from any other text', () => {
    for (const period of DASHBOARD_PERIODS) expect(isDashboardPeriod(period)).toBe(true);
    expect(isDashboardPeriod('week')).toBe(false);
    expect(isDashboardPeriod(undefined)).toBe(false);
  });
});
