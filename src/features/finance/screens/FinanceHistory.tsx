import { useState } from 'react';
import { Header } from '@/components/Header';
import { money } from '@/components/Money';
import { StatusTabs } from '@/components/Tabs';
import { useT } from '@/lib/i18n';
import { Link } from '@/lib/navigation';
import { href } from '@/lib/routes';
import { usePagedList } from '@/lib/query';
import { useRouteTitle } from '@/lib/useRouteTitle';
import { recordTypes, type FinanceRecord, type RecordType } from '../api';
import { FinanceList } from '../components/FinanceList';
import { StatusTag } from '../components/ui';
import { historyPages } from '../queries';
import '../components/finance.css';

function RecordCard({ record }: { record: FinanceRecord }) {
  const t = useT();
  const type = t(`finance.recordType.${record.recordType}`);
  return (
    <Link
      className="app-card"
      to={href('/myFinance/recordDetail', { recordId: record.recordId })}
      aria-label={t('finance.history.open', { type, amount: money(record.amount), time: record.createTime })}
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
  const list = usePagedList(historyPages(type), (record) => record.recordId);
  const tabs: { id: RecordType | undefined; text: string }[] = [
    { id: undefined, text: t('finance.history.all') },
    ...recordTypes.map((id) => ({ id, text: t(`finance.recordType.${id}`) })),
  ];

  return (
    <div className="app-screen fin-page">
      <Header title={title} />
      <StatusTabs label={t('finance.history.tabs')} tabs={tabs} activeId={type} onSelect={setType} />
      <FinanceList list={list} keyOf={(record) => record.recordId} failedTitle={t('finance.history.loadFailed')} emptyTitle={t('finance.history.empty')}>
        {(record) => <RecordCard record={record} />}
      </FinanceList>
    </div>
  );
}
