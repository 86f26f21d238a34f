import { useState } from 'react';
import { type Snapshot, useSnapshot } from 'valtio';
import { Header } from '@/components/Header';
import { EmptyState, InfiniteList } from '@/components/LoadState';
import { StatusTabs } from '@/components/Tabs';
import { formatMoney } from '@/domain';
import { createPagedList, useServerData, type Page } from '@/lib/data';
import { useT } from '@/lib/i18n';
import { Link } from '@/lib/navigation';
import { href } from '@/lib/routes';
import { useRouteTitle } from '@/lib/useRouteTitle';
import { financeApi, recordTypes, type FinanceRecord, type RecordType } from '../api';
import { LoadState, StatusTag, useMoney } from '../components/ui';
import '../components/finance.css';

const PAGE_SIZE = 10;

function RecordCard({ record }: { record: Snapshot<FinanceRecord> }) {
  const t = useT();
  const money = useMoney();
  const type = t(`finance.recordType.${record.recordType}`);
  return (
    <Link
      className="app-card"
      to={href('/myFinance/recordDetail', { recordId: record.recordId })}
      aria-label={t('finance.history.open', { type, amount: formatMoney(record.amount), time: record.createTime })}
    >
      <div className="app-card__head">
        <h2 className="app-card__title">{type}</h2>
        <StatusTag status={record.status} text={t(`finance.recordStatus.${record.status}`)} />
      </div>
      <p className="fin-text">{money(record.amount)}</p>
      <p className="app-card__line fin-muted">{record.createTime}</p>
    </Link>
  );
}

/**
 * /myFinance/historyRecord: the buyer's financing records — applications, drawdowns, repayments, or all —
 * newest first, page by page; a record opens its detail.
 */
export default function FinanceHistory() {
  const t = useT();
  const title = useRouteTitle('/myFinance/historyRecord');
  const [type, setType] = useState<RecordType | undefined>(undefined);
  const [list] = useState(() => createPagedList<FinanceRecord>({ pageSize: PAGE_SIZE, keyOf: (record) => record.recordId }));
  const { items, hasMore, status: listStatus, error } = useSnapshot(list.state);
  const [refreshes, setRefreshes] = useState(0);

  const fetchPage = (pageNum: number, signal: AbortSignal): Promise<Page<FinanceRecord>> =>
    financeApi.history({ pageNum, pageSize: PAGE_SIZE, ...(type ? { recordType: type } : {}) }, signal);
  // A failure stays in the list's state, which shows it with a retry.
  useServerData(() => list.load(fetchPage).catch(() => undefined), [type, refreshes]);

  const tabs: { id: RecordType | undefined; text: string }[] = [
    { id: undefined, text: t('finance.history.all') },
    ...recordTypes.map((id) => ({ id, text: t(`finance.recordType.${id}`) })),
  ];

  return (
    <div className="app-screen fin-page">
      <Header title={title} />
      <StatusTabs label={t('finance.history.tabs')} tabs={tabs} activeId={type} onSelect={setType} />
      <LoadState
        loading={listStatus === 'loading' || listStatus === 'idle'}
        error={error}
        onRetry={() => setRefreshes((n) => n + 1)}
        failedTitle={t('finance.history.loadFailed')}
      >
        {items.length === 0 ? (
          <EmptyState title={t('finance.history.empty')} />
        ) : (
          <ul className="fin-list">
            {items.map((record) => (
              <li key={record.recordId}>
                <RecordCard record={record} />
              </li>
            ))}
          </ul>
        )}
        {items.length > 0 && <InfiniteList hasMore={hasMore} loadMore={list.loadMore} />}
      </LoadState>
    </div>
  );
}
