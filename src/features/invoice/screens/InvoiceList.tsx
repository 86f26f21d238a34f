import { Button } from 'antd-mobile';
import { Header } from '@/components/Header';
import { EmptyState, InfiniteList, LoadState } from '@/components/LoadState';
import { StatusTabs } from '@/components/Tabs';
import { useT } from '@/lib/i18n';
import { usePagedList } from '@/lib/query';
import { useNavigate, useRouteQuery } from '@/lib/navigation';
import { href } from '@/lib/routes';
import { useRouteTitle } from '@/lib/useRouteTitle';
import { useMayApply } from '../components/ApplyGate';
import { InvoiceCard } from '../components/InvoiceCard';
import { invoicePages, listStatusOf } from '../queries';
import { invoiceListStatuses, type InvoiceStatus } from '../titleApi';
import '../titles.css';

/**
 * /account/invoice/list?status=…: the buyer's invoices, newest first, all or by status (applied, issued,
 * rejected), page by page as the list scrolls; a card opens the invoice's detail.
 */
export default function InvoiceList() {
  const t = useT();
  const mayApply = useMayApply();
  const navigate = useNavigate();
  const title = useRouteTitle('/account/invoice/list');
  const status = listStatusOf(useRouteQuery('/account/invoice/list').status);
  const list = usePagedList(invoicePages(status), (invoice) => invoice.invoiceId);
  const { items, hasMore, loading, error } = list;

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
        loading={loading}
        error={error}
        onRetry={() => void list.refresh()}
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
      {mayApply && (
        <div className="app-bottom-bar">
          <Button block color="primary" onClick={() => void navigate(href('/account/invoice/order'))}>
            {t('vatTitle.invoice.apply')}
          </Button>
        </div>
      )}
    </div>
  );
}
