import { periodRange } from '@/domain';
import { datalistFactoryLogisticsQuery, datalistFinancialQuery, datalistReportQuery, datalistShipQuery } from '@/lib/queries';
import { defineLoaders } from '@/lib/routeData';
import { dashboardStore } from './store';

/** The dates a dashboard is asked for (none: everything). */
type DateRange = ReturnType<typeof periodRange>;

export const reportFigures = (range: DateRange) => datalistReportQuery({ ...range });
export const financialFigures = (range: DateRange) => datalistFinancialQuery({ ...range });
export const logisticsFigures = (range: DateRange) => datalistFactoryLogisticsQuery({ ...range });
export const shipFigures = (range: DateRange) => datalistShipQuery({ ...range });

/** The dates of the period the buyer looks at the dashboards over, today. */
const chosenRange = () => periodRange(dashboardStore.period, new Date());

export const loaders = defineLoaders({
  '/dataList': () => {
    const range = chosenRange();
    return [reportFigures(range), financialFigures(range), logisticsFigures(range), shipFigures(range)];
  },
  '/dataList/ReportCard': () => [reportFigures(chosenRange())],
  '/dataList/FinancialCard': () => [financialFigures(chosenRange())],
  '/dataList/FactoryLogisticsCard': () => [logisticsFigures(chosenRange())],
  '/dataList/ShipCard': () => [shipFigures(chosenRange())],
});
