import { Header } from '@/components/Header';
import { useServerData } from '@/lib/data';
import { useRouteTitle } from '@/lib/useRouteTitle';
import { datalistApi } from '../api';
import { TransportFigures } from '../components/Counts';
import { LoadState, PeriodTabs } from '../components/ui';
import { usePeriod } from '../store';
import '../components/datalist.css';

/** /dataList/FactoryLogisticsCard: the buyer's vehicles and the period's truck waybills, those on the way and the quantity delivered. */
export default function FactoryLogisticsCard() {
  const title = useRouteTitle('/dataList/FactoryLogisticsCard');
  const { period, range } = usePeriod();
  const logistics = useServerData((signal) => datalistApi.logistics(range, signal), [period]);
  const data = logistics.data;
  return (
    <div className="app-screen dl-page">
      <Header title={title} />
      <PeriodTabs />
      <LoadState loading={logistics.loading} error={logistics.error} onRetry={logistics.reload}>
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
            }}
          />
        )}
      </LoadState>
    </div>
  );
}
