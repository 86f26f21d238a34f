import { Header } from '@/components/Header';
import { loadStateOf, useQuery } from '@/lib/query';
import { useRouteTitle } from '@/lib/useRouteTitle';
import { logisticsFigures } from '../queries';
import { TransportFigures } from '../components/Counts';
import { LoadState, PeriodTabs } from '../components/ui';
import { usePeriod } from '../store';
import '../components/datalist.css';

/** /dataList/FactoryLogisticsCard: the buyer's vehicles and the period's truck waybills, those on the way and the quantity delivered. */
export default function FactoryLogisticsCard() {
  const title = useRouteTitle('/dataList/FactoryLogisticsCard');
  const { range } = usePeriod();
  const logistics = useQuery(logisticsFigures(range));
  const data = logistics.data;
  return (
    <div className="app-screen dl-page">
      <Header title={title} />
      <PeriodTabs />
      <LoadState {...loadStateOf(logistics)}>
        {data && (
          <TransportFigures
            figures={{
              fleet: data.vehicleCount,
              trips: data.waybillCount,
              inTransit: data.inTransitCount,
              quantity: data.deliveredQuantity,
              updateTime: data.updateTime,
            }}
            words={{
              fleet: 'datalist.logistics.vehicleCount',
              trips: 'datalist.logistics.waybillCount',
              inTransit: 'datalist.logistics.inTransitCount',
              others: 'datalist.logistics.finishedCount',
              quantity: 'datalist.logistics.deliveredQuantity',
              chart: 'datalist.logistics.chart',
              chartLabel: 'datalist.logistics.chartLabel',
              chartItem: 'datalist.logistics.chartItem',
              empty: 'datalist.logistics.empty',
            }}
          />
        )}
      </LoadState>
    </div>
  );
}
