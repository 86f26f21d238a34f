import { EmptyState } from '@/components/LoadState';
import { formatMoney, percentOf } from '@/domain';
import { loadStateOf, useQuery } from '@/lib/query';
import { useT } from '@/lib/i18n';
import { useRouteTitle } from '@/lib/useRouteTitle';
import { Header } from '@/components/Header';
import { money } from '@/components/Money';
import { reportFigures } from '../queries';
import { ChartFigure } from '../components/Chart';
import { Card, Figures, LoadState, PeriodTabs, Updated } from '../components/ui';
import { usePeriod } from '../store';
import '../components/datalist.css';

/**
 * /dataList/ReportCard: what the buyer bought over the period — orders and the goods amount, then the goods
 * bought for the most (bars numbered by rank, and a table with quantity, amount and share of all goods).
 * The goods amount is the sum of the order lines (goods and add-ons), so it is less than the order
 * totals of the financial card by the freight and carrying fees: the note under it says so.
 */
export default function ReportCard() {
  const t = useT();
  const title = useRouteTitle('/dataList/ReportCard');
  const { range } = usePeriod();
  const report = useQuery(reportFigures(range));
  const data = report.data;

  return (
    <div className="app-screen dl-page">
      <Header title={title} />
      <PeriodTabs />
      <LoadState {...loadStateOf(report)}>
        {data && (
          <>
            <Card>
              <Figures
                items={[
                  { label: t('datalist.report.orderCount'), value: String(data.orderCount) },
                  { label: t('datalist.report.purchaseAmount'), value: money(data.purchaseAmount) },
                ]}
              />
              <p className="dl-note">{t('datalist.report.amountNote')}</p>
            </Card>
            <Card>
              {data.topGoods.length === 0 ? (
                <EmptyState title={t('datalist.report.noGoods')} />
              ) : (
                <ChartFigure
                  kind="bar"
                  numbered
                  title={t('datalist.report.topGoods')}
                  label={t('datalist.report.chartLabel', {
                    items: data.topGoods
                      .map((g) => t('datalist.report.chartItem', { name: g.goodsName, amount: formatMoney(g.amount) }))
                      .join(t('datalist.common.separator')),
                  })}
                  headers={[t('datalist.report.goods'), t('datalist.report.quantity'), t('datalist.report.amount'), t('datalist.report.share')]}
                  rows={data.topGoods.map((g) => ({
                    name: g.goodsName,
                    value: g.amount,
                    cells: [
                      g.unit ? t('datalist.common.quantityUnit', { quantity: g.quantity, unit: g.unit }) : g.quantity,
                      formatMoney(g.amount),
                      t('datalist.common.percent', { percent: percentOf(g.amount, data.purchaseAmount) }),
                    ],
                  }))}
                />
              )}
            </Card>
            <Updated time={data.updateTime} />
          </>
        )}
      </LoadState>
    </div>
  );
}
