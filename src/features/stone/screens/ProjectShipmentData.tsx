import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { Header } from '@/components/Header';
import { EmptyState, InfiniteList, LoadState } from '@/components/LoadState';
import { StatusTabs } from '@/components/Tabs';
import { DASHBOARD_PERIODS, periodRange, type DashboardPeriod } from '@/domain';
import { createPagedList, useServerData, type Page } from '@/lib/data';
import { useT } from '@/lib/i18n';
import { useRouteQuery } from '@/lib/navigation';
import { useRouteTitle } from '@/lib/useRouteTitle';
import { stoneApi, type Shipment } from '../api';
import '../components/stone.css';

const PAGE_SIZE = 20;

/**
 * /artificialStone/projectManagement/shipmentData?projectId=…: a project's shipments over a period (all by
 * default), newest first, page by page, under their totals — the number of shipments and the quantity
 * shipped over the whole period, as the gateway sums it (not just the rows loaded so far).
 */
export default function ProjectShipmentData() {
  const t = useT();
  const title = useRouteTitle('/artificialStone/projectManagement/shipmentData');
  const { projectId } = useRouteQuery('/artificialStone/projectManagement/shipmentData');
  const [period, setPeriod] = useState<DashboardPeriod>('all');
  const [totals, setTotals] = useState<{ count: number; quantity: string } | null>(null);
  const [list] = useState(() => createPagedList<Shipment>({ pageSize: PAGE_SIZE, keyOf: (shipment) => shipment.shipmentId }));
  const { items, hasMore, status, error } = useSnapshot(list.state);
  const [refreshes, setRefreshes] = useState(0);

  const fetchPage = async (pageNum: number, signal: AbortSignal): Promise<Page<Shipment>> => {
    const page = await stoneApi.shipments({ projectId, pageNum, pageSize: PAGE_SIZE, ...periodRange(period, new Date()) }, signal);
    setTotals({ count: page.total, quantity: page.totalQuantity });
    return page;
  };
  useServerData(() => list.load(fetchPage).catch(() => undefined), [projectId, period, refreshes]);
  // The unit of the totals: the shipments' own (a project ships in one unit).
  const unit = items[0]?.unit ?? '';

  return (
    <div className="app-screen stone-page">
      <Header title={title} />
      <StatusTabs
        label={t('stone.shipments.periodLabel')}
        tabs={DASHBOARD_PERIODS.map((id) => ({ id, text: t(`stone.shipments.periods.${id}`) }))}
        activeId={period}
        onSelect={setPeriod}
      />
      <LoadState
        loading={status === 'loading' || status === 'idle'}
        error={error}
        onRetry={() => setRefreshes((n) => n + 1)}
        failedTitle={t('stone.shipments.loadFailed')}
        retryLabel={t('stone.shipments.retry')}
        className="stone-state"
      >
        {totals && (
          <section className="stone-card stone-totals" aria-label={t('stone.shipments.summary')}>
            <dl className="stone-totals__list">
              <div>
                <dt>{t('stone.shipments.totalCount')}</dt>
                <dd>{t('stone.shipments.count', { count: totals.count })}</dd>
              </div>
              <div>
                <dt>{t('stone.shipments.totalQuantity')}</dt>
                <dd>{t('stone.shipments.quantity', { quantity: totals.quantity, unit })}</dd>
              </div>
            </dl>
          </section>
        )}
        {items.length === 0 ? (
          <EmptyState title={t('stone.shipments.empty')} />
        ) : (
          <ul className="stone-list">
            {items.map((shipment) => (
              <li key={shipment.shipmentId}>
                <article className="stone-card" aria-label={`${shipment.goodsName} ${shipment.shipDate}`}>
                  <div className="stone-card__head">
                    <h2 className="stone-card__title">{shipment.goodsName}</h2>
                    <span className="stone-card__quantity">{t('stone.shipments.quantity', { quantity: shipment.quantity, unit: shipment.unit })}</span>
                  </div>
                  <p className="stone-card__line">{t('stone.shipments.date', { date: shipment.shipDate })}</p>
                  {shipment.specification && <p className="stone-card__line">{t('stone.shipments.spec', { spec: shipment.specification })}</p>}
                  {shipment.plateNumber && <p className="stone-card__line">{t('stone.shipments.plate', { plate: shipment.plateNumber })}</p>}
                  {shipment.waybillNo && <p className="stone-card__line">{t('stone.shipments.waybill', { no: shipment.waybillNo })}</p>}
                </article>
              </li>
            ))}
          </ul>
        )}
        {items.length > 0 && <InfiniteList hasMore={hasMore} loadMore={list.loadMore} />}
      </LoadState>
    </div>
  );
}
