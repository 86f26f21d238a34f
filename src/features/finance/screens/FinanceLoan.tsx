import { useState } from 'react';
import { type Snapshot, useSnapshot } from 'valtio';
import { Header } from '@/components/Header';
import { EmptyState, InfiniteList } from '@/components/LoadState';
import { StatusTabs } from '@/components/Tabs';
import { multiplyExact } from '@/domain';
import { createPagedList, useServerData, type Page } from '@/lib/data';
import { useT } from '@/lib/i18n';
import { useRouteTitle } from '@/lib/useRouteTitle';
import { financeApi, loanStatuses, type FinanceLoan as Loan, type LoanStatus } from '../api';
import { Row } from '@/components/Card';
import { LoadState, StatusTag, useMoney } from '../components/ui';
import '../components/finance.css';

const PAGE_SIZE = 10;

/** "6.5": an annual rate of the wire ("0.065") in percent, exact. */
const percent = (rate: string): string => multiplyExact(rate, '100');

function LoanCard({ loan }: { loan: Snapshot<Loan> }) {
  const t = useT();
  const money = useMoney();
  return (
    <article className="app-card" aria-label={t('finance.loan.loanNo', { no: loan.loanNo })}>
      <div className="app-card__head">
        <h2 className="app-card__title">{t('finance.loan.loanNo', { no: loan.loanNo })}</h2>
        <StatusTag status={loan.status} text={t(`finance.loanStatus.${loan.status}`)} />
      </div>
      <dl className="fin-rows">
        <Row term label={t('finance.loan.amount')}>
          {money(loan.amount)}
        </Row>
        <Row term label={t('finance.loan.balance')}>
          {money(loan.balance)}
        </Row>
      </dl>
      <p className="app-card__line">{t('finance.loan.rate', { rate: percent(loan.annualRate) })}</p>
      <p className="app-card__line">{t('finance.loan.period', { start: loan.startDate, due: loan.dueDate })}</p>
      {loan.orderNo && <p className="app-card__line">{t('finance.loan.order', { orderNo: loan.orderNo })}</p>}
    </article>
  );
}

/** /myFinance/loan: the buyer's loans by status — repaying (first), overdue, settled — page by page. */
export default function FinanceLoan() {
  const t = useT();
  const title = useRouteTitle('/myFinance/loan');
  const [status, setStatus] = useState<LoanStatus>('repaying');
  const [list] = useState(() => createPagedList<Loan>({ pageSize: PAGE_SIZE, keyOf: (loan) => loan.loanId }));
  const { items, hasMore, status: listStatus, error } = useSnapshot(list.state);
  const [refreshes, setRefreshes] = useState(0);

  const fetchPage = (pageNum: number, signal: AbortSignal): Promise<Page<Loan>> => financeApi.loans({ pageNum, pageSize: PAGE_SIZE, status }, signal);
  // A failure stays in the list's state, which shows it with a retry.
  useServerData(() => list.load(fetchPage).catch(() => undefined), [status, refreshes]);

  return (
    <div className="app-screen fin-page">
      <Header title={title} />
      <StatusTabs
        label={t('finance.loan.tabs')}
        tabs={loanStatuses.map((id) => ({ id, text: t(`finance.loanStatus.${id}`) }))}
        activeId={status}
        onSelect={setStatus}
      />
      <LoadState
        loading={listStatus === 'loading' || listStatus === 'idle'}
        error={error}
        onRetry={() => setRefreshes((n) => n + 1)}
        failedTitle={t('finance.loan.loadFailed')}
      >
        {items.length === 0 ? (
          <EmptyState title={t('finance.loan.empty')} />
        ) : (
          <ul className="fin-list">
            {items.map((loan) => (
              <li key={loan.loanId}>
                <LoanCard loan={loan} />
              </li>
            ))}
          </ul>
        )}
        {items.length > 0 && <InfiniteList hasMore={hasMore} loadMore={list.loadMore} />}
      </LoadState>
    </div>
  );
}
