import { Header } from '@/components/Header';
import { formatMoney, percentOf } from '@/domain';
import { useServerData } from '@/lib/data';
import { useT } from '@/lib/i18n';
import { Link, type Href } from '@/lib/navigation';
import { href } from '@/lib/routes';
import { useRouteTitle } from '@/lib/useRouteTitle';
import { datalistApi, type FinancialFigures, type LogisticsFigures, type ReportFigures, type ShipFigures } from '../api';
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
  const { period, range } = usePeriod();
  const figures = useServerData(
    async (signal) => {
      const [report, financial, logistics, ship] = await Promise.all([
        datalistApi.report(range, signal),
        datalistApi.financial(range, signal),
        datalistApi.logistics(range, signal),
        datalistApi.ship(range, signal),
      ]);
      return { report, financial, logistics, ship };
    },
    [period],
  );

  return (
    <div className="app-screen dl-page">
      <Header title={title} />
      <PeriodTabs />
      <LoadState loading={figures.loading} error={figures.error} onRetry={figures.reload}>
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
      line: t('datalist.overview.reportLine', { count: report.orderCount, amount: formatMoney(report.purchaseAmount) }),
    },
    { to: href('/dataList/FinancialCard'), title: useRouteTitle('/dataList/FinancialCard'), line: t('datalist.overview.financialLine', { paid, unpaid }) },
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
            { name: t('datalist.financial.paidAmount'), value: financial.paidAmount, cells: [t('datalist.common.money', { amount: paid })] },
            { name: t('datalist.financial.unpaidAmount'), value: financial.unpaidAmount, cells: [t('datalist.common.money', { amount: unpaid })] },
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
                {t('datalist.common.open')} ›
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <Updated time={financial.updateTime} />
    </>
  );
}
