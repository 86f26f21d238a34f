import type { CallData } from '@/lib/api';

/** The factory logistics card: the buyer's vehicles and truck waybills. */
export type LogisticsFigures = CallData<'datalist.factoryLogistics'>;
/** The financial card: order amounts paid, unpaid and invoiced, and the account balance. */
export type FinancialFigures = CallData<'datalist.financial'>;
/** The report card: orders, purchases and the goods bought for the most. */
export type ReportFigures = CallData<'datalist.report'>;
/** The ship card: the buyer's ships and voyages. */
export type ShipFigures = CallData<'datalist.ship'>;
