import { useRouteQuery } from '@/lib/navigation';
import { Header } from '@/components/Header';
import { useT } from '@/lib/i18n';
import { logisticsStat } from '../afterSalesQueries';
import { Line, LoadState, Section, useRouteTitle } from '../components/ui';
import { loadStateOf, useQuery } from '@/lib/query';
import '../components/order.css';

/** /order/logisticsStat: how much of an order was delivered, is on the way or remains, per day. */
export default function LogisticsStat() {
  const t = useT();
  const { orderId } = useRouteQuery('/order/logisticsStat');
  const title = useRouteTitle('/order/logisticsStat');
  const stat = useQuery(logisticsStat(orderId));
  const data = stat.data;
  const q = (quantity: string) => t('order.common.quantityUnit', { quantity, unit: data?.unit ?? '' });
  return (
    <div className="ord-page ord-page--nobar">
      <Header title={title} />
      <LoadState {...loadStateOf(stat)}>
        {data && (
          <>
            <Section title={title}>
              <div className="ord-stat-grid">
                <div>
                  <strong>{q(data.totalQuantity)}</strong>
                  <span>{t('order.stat.total')}</span>
                </div>
                <div>
                  <strong>{q(data.deliveredQuantity)}</strong>
                  <span>{t('order.stat.delivered')}</span>
                </div>
                <div>
                  <strong>{q(data.inTransitQuantity)}</strong>
                  <span>{t('order.stat.inTransit')}</span>
                </div>
                <div>
                  <strong>{q(data.remainingQuantity)}</strong>
                  <span>{t('order.stat.remaining')}</span>
                </div>
                <div>
                  <strong>{data.waybillCount}</strong>
                  <span>{t('order.stat.waybillCount')}</span>
                </div>
                <div>
                  <strong>{data.vehicleCount}</strong>
                  <span>{t('order.stat.vehicleCount')}</span>
                </div>
              </div>
            </Section>
            <Section title={t('order.stat.days')}>
              {data.days.length === 0 ? (
                <div className="ord-muted">{t('order.stat.noDays')}</div>
              ) : (
                data.days.map((day) => (
                  <Line key={day.date} label={day.date} value={t('order.stat.dayLine', { quantity: q(day.quantity), count: day.waybillCount })} />
                ))
              )}
            </Section>
          </>
        )}
      </LoadState>
    </div>
  );
}
