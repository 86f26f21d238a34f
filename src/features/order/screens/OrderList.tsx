import { SearchBar } from 'antd-mobile';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { Header } from '@/components/Header';
import { EmptyState, InfiniteList } from '@/components/LoadState';
import { StatusTabs } from '@/components/Tabs';
import { orderStatuses } from '@/lib/constants';
import { i18n, useT } from '@/lib/i18n';
import { useNavigate, useRouteQuery } from '@/lib/navigation';
import { usePagedList, useQuery } from '@/lib/query';
import { href } from '@/lib/routes';
import { session } from '@/lib/session';
import { type OrderListFilters, orderPages, orderStatusCounts } from '../afterSalesQueries';
import { OrderCard } from '../components/OrderCard';
import { OrderFilters } from '../components/OrderFilters';
import { LoadState, useRouteTitle } from '../components/ui';
import '../components/order.css';

/**
 * /order/orderList: the buyer's orders by status (with counts), filters, keyword search, page by page.
 * Coming back to it shows the orders it showed at once while it asks again. The counts are of all the
 * buyer's orders, so they hide while a search or a filter narrows the list (they would not match it).
 */
export default function OrderList() {
  const t = useT();
  const { locale } = useSnapshot(i18n);
  const { userInfo } = useSnapshot(session);
  const title = useRouteTitle('/order/orderList');
  const navigate = useNavigate();
  const query = useRouteQuery('/order/orderList');
  const [keyword, setKeyword] = useState(query.keyword ?? '');
  const memberId = userInfo?.memberId ?? '';
  const narrowed = !!(query.keyword || query.orderType || query.transportType || query.categoryId);
  const counts = useQuery({ ...orderStatusCounts(memberId), enabled: memberId !== '' && !narrowed });
  const list = usePagedList(orderPages(query), (order) => order.orderId);

  const apply = (next: OrderListFilters) => {
    // An empty filter is left out of the address.
    const kept = Object.fromEntries(Object.entries({ ...query, ...next }).filter(([, value]) => value)) as OrderListFilters;
    void navigate(href('/order/orderList', kept), { replace: true });
  };
  const countOf = (status: string) => {
    const data = counts.data;
    if (!data || narrowed) return undefined;
    return status ? (data.statusCounts.find((c) => c.status === status)?.count ?? 0) : data.total;
  };
  const tabs = [{ id: '', text: t('order.list.all') }, ...orderStatuses.map((s) => ({ id: s.code as string, text: s.label[locale] }))];

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
          <OrderFilters
            current={{ orderType: query.orderType ?? '', transportType: query.transportType ?? '', categoryId: query.categoryId ?? '' }}
            onApply={apply}
          />
        </div>
        <StatusTabs
          label={t('order.list.statusTabs')}
          tabs={tabs.map((tab) => {
            const count = countOf(tab.id);
            return { ...tab, badge: count !== undefined && count > 0 ? count : undefined };
          })}
          activeId={query.status ?? ''}
          onSelect={(id) => apply({ status: id })}
        />
      </div>
      <LoadState loading={list.loading} error={list.error} onRetry={() => void list.refresh()}>
        {list.items.length === 0 ? (
          <EmptyState title={t('order.list.empty')} />
        ) : (
          <>
            {list.items.map((order) => (
              <OrderCard key={order.orderId} order={order} />
            ))}
            <InfiniteList hasMore={list.hasMore} loadMore={list.loadMore} />
          </>
        )}
      </LoadState>
    </div>
  );
}
