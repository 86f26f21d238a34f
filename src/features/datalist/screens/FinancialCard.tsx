import { Header } from '@/components/Header';
import { money } from '@/components/Money';
import { formatMoney, percentOf } from '@/domain';
import { loadStateOf, useQuery } from '@/lib/query';
import { useT } from '@/lib/i18n';
import { useRouteTitle } from '@/lib/useRouteTitle';
import { financialFigures } from '../queries';
import { ChartFigure } from '../components/Chart';
import { Card, Figures, LoadState, PeriodTabs, Updated } from '../components/ui';
import { usePeriod } from '../store';
import '../components/datalist.css';

/**
 * /dataList/FinancialCard: the money of the period's orders — ordered, paid, unpaid and invoiced (bars and
 * their table), the paid and invoiced shares, and the capital account's balance (today's, whatever the period).
 * The order amount is the orders' totals, freight included (the report card's goods amount is not).
 */
export default function FinancialCard() {
  const t = useT();
  const title = useRouteTitle('/dataList/FinancialCard');
  const { range } = usePeriod();
  const financial = useQuery(financialFigures(range));
  const data = financial.data;

  const parts = data
    ? [
        { name: t('datalist.financial.orderAmount'), value: data.orderAmount },
        { name: t('datalist.financial.paidAmount'), value: data.paidAmount },
        { name: t('datalist.financial.unpaidAmount'), value: data.unpaidAmount },
        { name: t('datalist.financial.invoicedAmount'), value: data.invoicedAmount },
      ]
    : [];

  return (
    <div className="app-screen dl-page">
      <Header title={title} />
      <PeriodTabs />
      <LoadState {...loadStateOf(financial)}>
        {data && (
          <>
            <Card>
              <Figures
                items={[
                  { label: t('datalist.financial.orderTotal'), value: money(data.orderAmount) },
                  { label: t('datalist.financial.balance'), value: money(data.balance) },
                  { label: t('datalist.financial.paidShare'), value: t('datalist.common.percent', { percent: percentOf(data.paidAmount, data.orderAmount) }) },
                  {
                    label: t('datalist.financial.invoicedShare'),
                    value: t('datalist.common.percent', { percent: percentOf(data.invoicedAmount, data.orderAmount) }),
                  },
                ]}
              />
            </Card>
            <Card>
              <ChartFigure
                kind="bar"
                title={t('datalist.financial.chart')}
                label={t('datalist.financial.chartLabel', {
                  items: parts
                    .map((p) => t('datalist.financial.chartItem', { name: p.name, amount: formatMoney(p.value) }))
                    .join(t('datalist.common.separator')),
                })}
                headers={[t('datalist.common.item'), t('datalist.common.value')]}
                rows={parts.map((p) => ({ name: p.name, value: p.value, cells: [money(p.value)] }))}
              />
            </Card>
            <Updated time={data.updateTime} />
          </>
        )}
      </LoadState>
    </div>
  );
}
