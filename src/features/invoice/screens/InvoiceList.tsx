import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { Header } from '@/components/Header';
import { EmptyState, InfiniteList, LoadState } from '@/components/LoadState';
import { StatusTabs } from '@/components/Tabs';
import { createPagedList, useServerData, type Page } from '@/lib/data';
import { useT } from '@/lib/i18n';
import { useNavigate, useRouteQuery } from '@/lib/navigation';
import { href } from '@/lib/routes';
import { useRouteTitle } from '@/lib/useRouteTitle';
import { InvoiceCard } from '../components/InvoiceCard';
import { invoiceListStatuses, titleApi, type InvoiceStatus, type InvoiceSummary } from '../titleApi';
import '../titles.css';

const PAGE_SIZE = 10;
const isListStatus = (value: string | undefined): value is InvoiceStatus => (invoiceListStatuses as readonly string[]).includes(value ?? '');

/**
 * /account/invoice/list?status=…: the buyer's invoices, newest first, all or by status (applied, issued,
 * rejected), page by page as the list scrolls; a card opens the invoice's detail.
 */
export default function InvoiceList() {
  const t = useT();
  const navigate = useNavigate();
  const title = useRouteTitle('/account/invoice/list');
  const raw = useRouteQuery('/account/invoice/list').status;
  const status = isListStatus(raw) ? raw : undefined;
  const [list] = useState(() => createPagedList<InvoiceSummary>({ pageSize: PAGE_SIZE, keyOf: (invoice) => invoice.invoiceId }));
  const { items, hasMore, status: listStatus, error } = useSnapshot(list.state);
  const [refreshes, setRefreshes] = useState(0);
  const fetchPage = (pageNum: number, signal: AbortSignal): Promise<Page<InvoiceSummary>> =>
    titleApi.invoices({ pageNum, pageSize: PAGE_SIZE, ...(status ? { status } : {}) }, signal);
  // A failure stays in the list's state, which shows it with a retry.
  useServerData(() => list.load(fetchPage).catch(() => undefined), [status, refreshes]);

  const tabs: { id: InvoiceStatus | undefined; text: string }[] = [
    { id: undefined, text: t('vatTitle.invoice.all') },
    ...invoiceListStatuses.map((id) => ({ id, text: t(`vatTitle.invoice.status.${id}`) })),
  ];
  return (
    <div className="app-screen vt-page">
      <Header title={title} />
      <StatusTabs
        label={t('vatTitle.invoice.tabs')}
        tabs={tabs}
        activeId={status}
        onSelect={(id) => void navigate(href('/account/invoice/list', id ? { status: id } : {}), { replace: true })}
      />
      <LoadState
        loading={listStatus === 'loading' || listStatus === 'idle'}
        error={error}
        onRetry={() => setRefreshes((n) => n + 1)}
        failedTitle={t('vatTitle.invoice.loadFailed')}
        retryLabel={t('vatTitle.invoice.retry')}
        className="app-state"
      >
        {items.length === 0 ? (
          <EmptyState title={status ? t('vatTitle.invoice.emptyOfStatus', { status: t(`vatTitle.invoice.status.${status}`) }) : t('vatTitle.invoice.empty')} />
        ) : (
          <ul className="vt-list">
            {items.map((invoice) => (
              <li key={invoice.invoiceId}>
                <InvoiceCard invoice={invoice} />
              </li>
            ))}
          </ul>
        )}
        {items.length > 0 && <InfiniteList hasMore={hasMore} loadMore={list.loadMore} />}
      </LoadState>
      <div className="app-bottom-bar">
        <Button block color="primary" onClick={() => void navigate(href('/account/invoice/order'))}>
          {t('vatTitle.invoice.apply')}
        </Button>
      </div>
    </div>
  );
}
