import { DATE_FORMAT, addDays, toDayjs, type Instant } from './dates';
import { compareDecimal, divideDecimal, maxDecimal, multiplyExact, toBig, type Decimal, type DecimalInput } from './money';

/**
 * The figures of the data dashboards (/dataList and its cards) and of the artificial-stone projects that
 * the app derives from what the gateway answers: shares in percent and the heights of chart bars, all
 * computed exactly; only the finished drawing geometry is a plain number.
 */

/**
 * `part` as a percentage of `whole`, rounded half-up to `decimals` places ("25", "33.3"); "0" when the
 * whole is zero or less (nothing to be a share of) or the part is negative.
 */
export function percentOf(part: DecimalInput, whole: DecimalInput, decimals = 1): Decimal {
  if (compareDecimal(whole, '0') <= 0 || compareDecimal(part, '0') < 0) return '0';
  return divideDecimal(multiplyExact(part, '100'), whole, decimals);
}

/**
 * The heights of a chart's bars or slices, each value as a percentage (two decimals) of the largest: the
 * drawing never sees a money figure itself, only its share. Negative values count as zero; when nothing
 * is above zero every height is 0.
 */
export function chartHeights(values: readonly DecimalInput[]): number[] {
  const positive = values.map((value) => (compareDecimal(value, '0') > 0 ? value : '0'));
  const largest = positive.reduce<Decimal>((max, value) => maxDecimal(max, value), '0');
  return positive.map((value) => toBig(percentOf(value, largest, 2)).toNumber());
}

/** The periods the dashboards can be looked at over. */
export const DASHBOARD_PERIODS = ['month', 'last30', 'year', 'all'] as const;
/** A period of the dashboards: this month, the last 30 days, this year, or everything. */
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];

/** The dates a period covers, both ends included (the calls' `startDate`/`endDate`); none for 'all'. */
export interface DateRange {
  readonly startDate?: string;
  readonly endDate?: string;
}

/** Whether a text names a period (a query parameter). */
export function isDashboardPeriod(value: unknown): value is DashboardPeriod {
  return typeof value === 'string' && (DASHBOARD_PERIODS as readonly string[]).includes(value);
}

/**
 * The dates of `period` on the buyer's day `today`: this month from its first day, the last 30 days
 * (today and the 29 before), this year from 1 January — each up to today — or no bounds at all.
 */
export function periodRange(period: DashboardPeriod, today: Instant): DateRange {
  const day = toDayjs(today);
  const endDate = day.format(DATE_FORMAT);
  switch (period) {
    case 'month':
      return { startDate: day.startOf('month').format(DATE_FORMAT), endDate };
    case 'last30':
      return { startDate: addDays(day, -29), endDate };
    case 'year':
      return { startDate: day.startOf('year').format(DATE_FORMAT), endDate };
    case 'all':
      return {};
  }
}
