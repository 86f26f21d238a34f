import { Header } from '@/components/Header';
import { loadStateOf, useQuery } from '@/lib/query';
import { useRouteTitle } from '@/lib/useRouteTitle';
import { shipFigures } from '../queries';
import { TransportFigures } from '../components/Counts';
import { LoadState, PeriodTabs } from '../components/ui';
import { usePeriod } from '../store';
import '../components/datalist.css';

/** /dataList/ShipCard: the buyer's ships and the period's voyages, those under way and the quantity carried. */
export default function ShipCard() {
  const title = useRouteTitle('/dataList/ShipCard');
  const { range } = usePeriod();
  const ship = useQuery(shipFigures(range));
  const data = ship.data;
  return (
    <div className="app-screen dl-page">
      <Header title={title} />
      <PeriodTabs />
      <LoadState {...loadStateOf(ship)}>
        {data && (
          <TransportFigures
            figures={{
              fleet: data.shipCount,
              trips: data.voyageCount,
              inTransit: data.inTransitCount,
              quantity: data.carriedQuantity,
              updateTime: data.updateTime,
            }}
            words={{
              fleet: 'datalist.ship.shipCount',
              trips: 'datalist.ship.voyageCount',
              inTransit: 'datalist.ship.inTransitCount',
              others: 'datalist.ship.finishedCount',
              quantity: 'datalist.ship.carriedQuantity',
              chart: 'datalist.ship.chart',
              chartLabel: 'datalist.ship.chartLabel',
              chartItem: 'datalist.ship.chartItem',
              empty: 'datalist.ship.empty',
            }}
          />
        )}
      </LoadState>
    </div>
  );
}
