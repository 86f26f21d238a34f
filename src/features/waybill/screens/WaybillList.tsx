import { Header } from '@/components/Header';
import { EmptyState, InfiniteList } from '@/components/LoadState';
import { StatusTabs } from '@/components/Tabs';
import { useT } from '@/lib/i18n';
import { Link, useNavigate, useRouteQuery } from '@/lib/navigation';
import { href } from '@/lib/routes';
import { usePagedList } from '@/lib/query';
import { useRouteTitle } from '@/lib/useRouteTitle';
import type { Waybill } from '../api';
import { listStatusOf, waybillPages, waybillStatuses, type ListStatus } from '../queries';
import { LoadState, StatusTag } from '../components/ui';
import '../components/waybill.css';

function WaybillCard({ waybill }: { waybill: Waybill }) {
  const t = useT();
  return (
    <Link
      className="app-card"
      to={href('/waybill/detail', { waybillId: waybill.waybillId })}
      aria-label={t('waybill.list.open', { waybillNo: waybill.waybillNo })}
    >
      <div className="app-card__head">
        <h2 className="app-card__title">{t('waybill.list.waybillNo', { no: waybill.waybillNo })}</h2>
        <StatusTag status={waybill.status} />
      </div>
      <p className="wb-card__goods">
        {waybill.goodsName} · {t('waybill.common.quantity', { quantity: waybill.quantity, unit: waybill.unit })}
      </p>
      {waybill.plateNumber && <p className="app-card__line">{t('waybill.list.vehicle', { plate: waybill.plateNumber })}</p>}
      {waybill.shipName && <p className="app-card__line">{t('waybill.list.ship', { name: waybill.shipName })}</p>}
      {waybill.driverName && <p className="app-card__line">{t('waybill.list.driver', { name: waybill.driverName })}</p>}
      {waybill.unloadingAddress && <p className="app-card__line">{t('waybill.list.unloading', { address: waybill.unloadingAddress })}</p>}
      <p className="app-card__line wb-muted">{t('waybill.list.createdAt', { time: waybill.createTime })}</p>
    </Link>
  );
}

/**
 * /waybill/list?orderId=…&status=…: the buyer's waybills — of one order (from the order's 查看运单) or all —
 * by status, page by page; a card opens the waybill's detail.
 */
export default function WaybillList() {
  const t = useT();
  const title = useRouteTitle('/waybill/list');
  const navigate = useNavigate();
  const { orderId, status: rawStatus } = useRouteQuery('/waybill/list');
  const status = listStatusOf(rawStatus);
  const list = usePagedList(waybillPages(orderId, status), (w) => w.waybillId);
  const { items, hasMore, loading, error } = list;

  const tabs: { id: ListStatus | undefined; text: string }[] = [
    { id: undefined, text: t('waybill.list.all') },
    ...waybillStatuses.map((id) => ({ id, text: t(`waybill.status.${id}`) })),
  ];
  const orderNo = orderId ? items[0]?.orderNo : undefined;

  return (
    <div className="app-screen wb-page">
      <Header title={title} />
      <StatusTabs
        label={t('waybill.list.tabs')}
        tabs={tabs}
        activeId={status}
        onSelect={(id) => navigate(href('/waybill/list', { ...(orderId ? { orderId } : {}), ...(id ? { status: id } : {}) }), { replace: true })}
      />
      {orderNo && <p className="wb-note">{t('waybill.list.ofOrder', { orderNo })}</p>}
      <LoadState loading={loading} error={error} onRetry={() => void list.refresh()} failedTitle={t('waybill.list.loadFailed')}>
        {items.length === 0 ? (
          <EmptyState title={t('waybill.list.empty')} />
        ) : (
          <ul className="wb-list">
            {items.map((waybill) => (
              <li key={waybill.waybillId}>
                <WaybillCard waybill={waybill} />
              </li>
            ))}
          </ul>
        )}
        {items.length > 0 && <InfiniteList hasMore={hasMore} loadMore={list.loadMore} />}
      </LoadState>
    </div>
  );
}
