import { useState } from 'react';
import { Header } from '@/components/Header';
import { EmptyState, InfiniteList, LoadState } from '@/components/LoadState';
import { StatusTabs } from '@/components/Tabs';
import { DASHBOARD_PERIODS, periodRange, type DashboardPeriod } from '@/domain';
import { useT } from '@/lib/i18n';
import { useRouteQuery } from '@/lib/navigation';
import { usePagedList, useQueryClient } from '@/lib/query';
import { useRouteTitle } from '@/lib/useRouteTitle';
import { shipmentPages } from '../queries';
import '../components/stone.css';

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
  const pages = shipmentPages(projectId, periodRange(period, new Date()));
  const list = usePagedList(pages, (shipment) => shipment.shipmentId);
  const { items } = list;
  // The totals over the whole period come with every page: the latest page's (the list re-renders with it).
  const last = useQueryClient().getQueryData(pages.queryKey)?.pages.at(-1);
  const totals = last ? { count: last.total, quantity: last.totalQuantity } : null;
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
        loading={list.loading}
        error={list.error}
        onRetry={() => void list.refresh()}
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
        {items.length > 0 && <InfiniteList hasMore={list.hasMore} loadMore={list.loadMore} />}
      </LoadState>
    </div>
  );
}
