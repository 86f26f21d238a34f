import { useState } from 'react';
import { Header } from '@/components/Header';
import { money } from '@/components/Money';
import { StatusTabs } from '@/components/Tabs';
import { multiplyExact } from '@/domain';
import { useT } from '@/lib/i18n';
import { usePagedList } from '@/lib/query';
import { useRouteTitle } from '@/lib/useRouteTitle';
import { loanStatuses, type FinanceLoan as Loan, type LoanStatus } from '../api';
import { FinanceList } from '../components/FinanceList';
import { Row } from '@/components/Card';
import { StatusTag } from '../components/ui';
import { FIRST_LOAN_STATUS, loanPages } from '../queries';
import '../components/finance.css';

/** "6.5": an annual rate of the wire ("0.065") in percent, exact. */
const percent = (rate: string): string => multiplyExact(rate, '100');

function LoanCard({ loan }: { loan: Loan }) {
  const t = useT();
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
  const [status, setStatus] = useState<LoanStatus>(FIRST_LOAN_STATUS);
  const list = usePagedList(loanPages(status), (loan) => loan.loanId);

  return (
    <div className="app-screen fin-page">
      <Header title={title} />
      <StatusTabs
        label={t('finance.loan.tabs')}
        tabs={loanStatuses.map((id) => ({ id, text: t(`finance.loanStatus.${id}`) }))}
        activeId={status}
        onSelect={setStatus}
      />
      <FinanceList list={list} keyOf={(loan) => loan.loanId} failedTitle={t('finance.loan.loadFailed')} emptyTitle={t('finance.loan.empty')}>
        {(loan) => <LoanCard loan={loan} />}
      </FinanceList>
    </div>
  );
}
