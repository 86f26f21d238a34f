import type { DateRange } from '@/domain';
import { api, type CallData } from '@/lib/api';

/** The factory logistics card: the buyer's vehicles and truck waybills. */
export type LogisticsFigures = CallData<'datalist.factoryLogistics'>;
/** The financial card: order amounts paid, unpaid and invoiced, and the account balance. */
export type FinancialFigures = CallData<'datalist.financial'>;
/** The report card: orders, purchases and the goods bought for the most. */
export type ReportFigures = CallData<'datalist.report'>;
/** The ship card: the buyer's ships and voyages. */
export type ShipFigures = CallData<'datalist.ship'>;

/** The calls of the data dashboards, each over a period (no dates: everything). */
export const datalistApi = {
  logistics: (range: DateRange, signal?: AbortSignal) => api.datalist.factoryLogistics({ ...range }, { signal }),
  financial: (range: DateRange, signal?: AbortSignal) => api.datalist.financial({ ...range }, { signal }),
  report: (range: DateRange, signal?: AbortSignal) => api.datalist.report({ ...range }, { signal }),
  ship: (range: DateRange, signal?: AbortSignal) => api.datalist.ship({ ...range }, { signal }),
};
