import { Button, InfiniteScroll, Popup, SearchBar } from 'antd-mobile';
import { useState } from 'react';
import { createPagedList, useServerData } from '@/lib/data';
import { Link, useNavigate, useRouteQuery } from '@/lib/navigation';
import { type Snapshot, useSnapshot } from 'valtio';
import { Header } from '@/components/Header';
import { orderStatuses, transportTypes } from '@/lib/constants';
import { i18n, useT } from '@/lib/i18n';
import { href } from '@/lib/routes';
import { session } from '@/lib/session';
import { orderApi, type OrderListQuery, type OrderSummary } from '../api';
import { statusLabel } from '../components/labels';
import { OrderActions } from '../components/OrderActions';
import { Chips, LoadState, useRouteTitle } from '../components/ui';
import '../components/order.css';
import { StatusBlock } from '@/components/StatusBlock';
import { StatusTabs } from '@/components/Tabs';

const PAGE_SIZE = 10;
type Filters = { status: string; orderType: string; transportType: string; categoryId: string; keyword: string };

function OrderCard({ order, onChanged }: { order: Snapshot<OrderSummary>; onChanged: () => void }) {
  const t = useT();
  const { locale } = useSnapshot(i18n);
  const first = order.orderItems[0];
  return (
    <article className="ord-card" aria-label={order.orderNo}>
      <Link
        to={href('/order/orderDetail', { orderId: order.orderId })}
        aria-label={t('order.list.open', { orderNo: order.orderNo })}
        style={{ color: 'inherit', textDecoration: 'none', display: 'block' }}
      >
        <div className="ord-card__head">
          <span>{order.sellerName}</span>
          <span className="ord-status">{statusLabel(order.status, locale)}</span>
        </div>
        {first && (
          <div className="ord-goods">
            {first.image ? <img src={first.image} alt="" onError={(e) => (e.currentTarget.style.visibility = 'hidden')} /> : null}
            <div className="ord-goods__body">
              <div className="ord-goods__name">{first.goodsName}</div>
              <div className="ord-muted">{first.varietyName}</div>
              <div className="ord-muted">{t('order.common.quantityUnit', { quantity: first.quantity, unit: first.unit })}</div>
            </div>
          </div>
        )}
        <div className="ord-line">
          <span className="ord-muted">{t('order.list.createdAt', { time: order.createdAt })}</span>
          <span>
            {t('order.list.itemsCount', { count: order.orderItems.length })}{' '}
            <span className="ord-price">{t('order.common.yuan', { amount: order.totalAmount })}</span>
          </span>
        </div>
      </Link>
      <OrderActions orderId={order.orderId} actions={order.actions} onChanged={onChanged} />
    </article>
  );
}

/** /order/orderList: the buyer's orders by status (with counts), filters, keyword search, infinite scroll. */
export default function OrderList() {
  const t = useT();
  const { locale } = useSnapshot(i18n);
  const { userInfo } = useSnapshot(session);
  const title = useRouteTitle('/order/orderList');
  const navigate = useNavigate();
  const query = useRouteQuery('/order/orderList');
  const filters: Filters = {
    status: query.status ?? '',
    orderType: query.orderType ?? '',
    transportType: query.transportType ?? '',
    categoryId: query.categoryId ?? '',
    keyword: query.keyword ?? '',
  };
  const filterKey = JSON.stringify(filters);
  const [refreshes, setRefreshes] = useState(0);
  const [keyword, setKeyword] = useState(filters.keyword);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [pending, setPending] = useState(filters);
  const counts = useServerData(
    async (signal) => (userInfo?.memberId ? orderApi.statusCounts(userInfo.memberId, signal) : null),
    [userInfo?.memberId, refreshes],
  );
  const categories = useServerData((signal) => orderApi.categories(signal), []);

  // The orders of the filters in the address, page by page; a new filter or a refresh starts over.
  const [list] = useState(() => createPagedList<OrderSummary>({ pageSize: PAGE_SIZE, keyOf: (order) => order.orderId }));
  const { items: orders, hasMore, error, status } = useSnapshot(list.state);
  const listKey = `${filterKey}:${refreshes}`;
  useServerData(
    () =>
      list
        .load((pageNum, signal) =>
          orderApi.list(
            {
              pageNum,
              pageSize: PAGE_SIZE,
              ...(filters.status ? { status: filters.status as NonNullable<OrderListQuery['status']> } : {}),
              ...(filters.orderType ? { orderType: filters.orderType as NonNullable<OrderListQuery['orderType']> } : {}),
              ...(filters.transportType ? { transportType: filters.transportType as NonNullable<OrderListQuery['transportType']> } : {}),
              ...(filters.categoryId ? { categoryId: filters.categoryId } : {}),
              ...(filters.keyword ? { keyword: filters.keyword } : {}),
            },
            signal,
          ),
        )
        .catch(() => undefined),
    [listKey],
  );
  const loadMore = () => list.loadMore();

  const apply = (next: Partial<Filters>) => {
    const merged = { ...filters, ...next };
    // An empty filter is left out of the address.
    const kept = Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== '')) as Partial<Filters>;
    navigate(href('/order/orderList', kept), { replace: true });
  };
  const countOf = (status: string) => {
    const data = counts.data;
    if (!data) return undefined;
    return status ? (data.statusCounts.find((c) => c.status === status)?.count ?? 0) : data.total;
  };
  const tabs = [{ id: '', text: t('order.list.all') }, ...orderStatuses.map((s) => ({ id: s.code as string, text: s.label[locale] }))];
  const any = { id: '', text: t('order.list.any') };
  const categoryOptions = [any, ...(categories.data ?? []).map((c) => ({ id: c.categoryId, text: c.categoryName }))];
  const activeFilters = [filters.orderType, filters.transportType, filters.categoryId].filter(Boolean).length;

  return (
    <div className="ord-page ord-page--nobar">
      <Header title={title} />
      <div className="ord-tabs">
        <div className="ord-search">
          <SearchBar
            aria-label={t('order.list.search')}
            placeholder={t('order.list.searchPlaceholder')}
            value={keyword}
            onChange={setKeyword}
            onSearch={(value) => apply({ keyword: value.trim() })}
            onClear={() => apply({ keyword: '' })}
          />
          <Button
            size="small"
            onClick={() => {
              setPending(filters);
              setFiltersOpen(true);
            }}
          >
            {t('order.list.filters')}
            {activeFilters > 0 ? ` (${activeFilters})` : ''}
          </Button>
        </div>
        <StatusTabs
          label={t('order.list.statusTabs')}
          tabs={tabs.map((tab) => {
            const count = countOf(tab.id);
            return { ...tab, badge: count !== undefined && count > 0 ? count : undefined };
          })}
          activeId={filters.status}
          onSelect={(id) => apply({ status: id })}
        />
      </div>
      <LoadState loading={false} error={error} onRetry={() => setRefreshes((g) => g + 1)}>
        {orders.map((order) => (
          <OrderCard key={order.orderId} order={order} onChanged={() => setRefreshes((g) => g + 1)} />
        ))}
        {status === 'ready' && orders.length === 0 ? <StatusBlock status="empty" title={t('order.list.empty')} /> : null}
        <InfiniteScroll key={listKey} loadMore={loadMore} hasMore={status === 'ready' && hasMore}>
          {hasMore ? undefined : orders.length > 0 ? t('order.list.noMore') : ''}
        </InfiniteScroll>
      </LoadState>
      <Popup visible={filtersOpen} onMaskClick={() => setFiltersOpen(false)} bodyStyle={{ padding: 16, borderTopLeftRadius: 8, borderTopRightRadius: 8 }}>
        <div role="dialog" aria-label={t('order.list.filters')}>
          <div className="ord-field-label">{t('order.list.orderType')}</div>
          <Chips
            label={t('order.list.orderType')}
            options={[any, { id: 'normal', text: t('order.list.typeNormal') }, { id: 'contract', text: t('order.list.typeContract') }]}
            value={pending.orderType}
            onChange={(orderType) => setPending((p) => ({ ...p, orderType }))}
          />
          <div className="ord-field-label">{t('order.checkout.transportType')}</div>
          <Chips
            label={t('order.checkout.transportType')}
            options={[any, ...transportTypes.map((tt) => ({ id: tt.code as string, text: tt.label[locale] }))]}
            value={pending.transportType}
            onChange={(transportType) => setPending((p) => ({ ...p, transportType }))}
          />
          <div className="ord-field-label">{t('order.list.category')}</div>
          <Chips
            label={t('order.list.category')}
            options={categoryOptions}
            value={pending.categoryId}
            onChange={(categoryId) => setPending((p) => ({ ...p, categoryId }))}
          />
          <div style={{ display: 'flex', gap: 10, marginTop: 16 }}>
            <Button block onClick={() => setPending({ ...pending, orderType: '', transportType: '', categoryId: '' })}>
              {t('order.list.reset')}
            </Button>
            <Button
              block
              color="primary"
              onClick={() => {
                setFiltersOpen(false);
                apply({ orderType: pending.orderType, transportType: pending.transportType, categoryId: pending.categoryId });
              }}
            >
              {t('order.list.apply')}
            </Button>
          </div>
        </div>
      </Popup>
    </div>
  );
}
