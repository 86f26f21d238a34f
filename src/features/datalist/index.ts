/** Public API of the data dashboards (what other features may import): their data types. */
export type { FinancialFigures, LogisticsFigures, ReportFigures, ShipFigures } from './api';
