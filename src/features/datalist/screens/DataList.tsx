import RightOutline from 'antd-mobile-icons/es/RightOutline';
import { Header } from '@/components/Header';
import { money } from '@/components/Money';
import { formatMoney, percentOf } from '@/domain';
import { useQueries } from '@/lib/query';
import { useT } from '@/lib/i18n';
import { Link, type Href } from '@/lib/navigation';
import { href } from '@/lib/routes';
import { useRouteTitle } from '@/lib/useRouteTitle';
import type { FinancialFigures, LogisticsFigures, ReportFigures, ShipFigures } from '../api';
import { financialFigures, logisticsFigures, reportFigures, shipFigures } from '../queries';
import { ChartFigure } from '../components/Chart';
import { Card, LoadState, PeriodTabs, Updated } from '../components/ui';
import { usePeriod } from '../store';
import '../components/datalist.css';

/**
 * /dataList: the buyer's dashboards at a glance over the chosen period — how far the orders are paid (a
 * ring with its table), then one card per dashboard with its headline figures, each leading to its page.
 */
export default function DataList() {
  const title = useRouteTitle('/dataList');
  const { range } = usePeriod();
  // The overview shows once all four have answered; one failure shows the error with a retry of the failed.
  const figures = useQueries({
    queries: [reportFigures(range), financialFigures(range), logisticsFigures(range), shipFigures(range)],
    combine: ([report, financial, logistics, ship]) => ({
      error: [report, financial, logistics, ship].find((q) => q.error)?.error ?? null,
      data:
        report.data && financial.data && logistics.data && ship.data
          ? { report: report.data, financial: financial.data, logistics: logistics.data, ship: ship.data }
          : undefined,
      retry: () => [report, financial, logistics, ship].filter((q) => q.error).forEach((q) => void q.refetch()),
    }),
  });

  return (
    <div className="app-screen dl-page">
      <Header title={title} />
      <PeriodTabs />
      <LoadState loading={figures.data === undefined} error={figures.data ? null : figures.error} onRetry={figures.retry}>
        {figures.data && <Overview {...figures.data} />}
      </LoadState>
    </div>
  );
}

/** The overview's figures: the payment ring, then the four cards as links. */
function Overview({
  report,
  financial,
  logistics,
  ship,
}: {
  report: ReportFigures;
  financial: FinancialFigures;
  logistics: LogisticsFigures;
  ship: ShipFigures;
}) {
  const t = useT();
  const paid = formatMoney(financial.paidAmount);
  const unpaid = formatMoney(financial.unpaidAmount);
  const percent = percentOf(financial.paidAmount, financial.orderAmount);
  const cards: { to: Href; title: string; line: string }[] = [
    {
      to: href('/dataList/ReportCard'),
      title: useRouteTitle('/dataList/ReportCard'),
      line: t('datalist.overview.reportLine', { count: report.orderCount, amount: money(report.purchaseAmount) }),
    },
    {
      to: href('/dataList/FinancialCard'),
      title: useRouteTitle('/dataList/FinancialCard'),
      line: t('datalist.overview.financialLine', { paid: money(financial.paidAmount), unpaid: money(financial.unpaidAmount) }),
    },
    {
      to: href('/dataList/FactoryLogisticsCard'),
      title: useRouteTitle('/dataList/FactoryLogisticsCard'),
      line: t('datalist.overview.logisticsLine', { count: logistics.waybillCount, transit: logistics.inTransitCount }),
    },
    {
      to: href('/dataList/ShipCard'),
      title: useRouteTitle('/dataList/ShipCard'),
      line: t('datalist.overview.shipLine', { count: ship.voyageCount, transit: ship.inTransitCount }),
    },
  ];
  return (
    <>
      <Card>
        <ChartFigure
          kind="donut"
          title={t('datalist.overview.payChart')}
          label={t('datalist.overview.payChartLabel', { paid, unpaid, percent })}
          headers={[t('datalist.common.item'), t('datalist.common.value')]}
          rows={[
            { name: t('datalist.financial.paidAmount'), value: financial.paidAmount, cells: [money(financial.paidAmount)] },
            { name: t('datalist.financial.unpaidAmount'), value: financial.unpaidAmount, cells: [money(financial.unpaidAmount)] },
          ]}
        />
      </Card>
      <ul className="dl-links">
        {cards.map((card) => (
          <li key={card.to}>
            <Link to={card.to} className="dl-link">
              <span>
                <h2 className="dl-link__title">{card.title}</h2>
                <p className="dl-link__line">{card.line}</p>
              </span>
              <span className="dl-link__more" aria-hidden="true">
                {t('datalist.common.open')}
                <RightOutline />
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <Updated time={financial.updateTime} />
    </>
  );
}
