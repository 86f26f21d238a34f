import { useSnapshot } from 'valtio';
import { proxy } from 'valtio/vanilla';
import { periodRange, type DashboardPeriod, type DateRange } from '@/domain';

/**
 * The period the dashboards are looked at over: chosen on the overview or on a card, kept while the buyer
 * moves between the overview and the cards (this visit only; a new visit starts at this month).
 */
export const dashboardStore = proxy<{ period: DashboardPeriod }>({ period: 'month' });

/** Looks at the dashboards over another period. */
export function choosePeriod(period: DashboardPeriod): void {
  dashboardStore.period = period;
}

/** The period chosen and the dates it covers today (what the calls are sent). */
export function usePeriod(): { period: DashboardPeriod; range: DateRange } {
  const { period } = useSnapshot(dashboardStore);
  return { period, range: periodRange(period, new Date()) };
}
