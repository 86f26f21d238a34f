import { Header } from '@/components/Header';
import { money } from '@/components/Money';
import type { ReactNode } from 'react';
import { type MessageKey, useT } from '@/lib/i18n';
import { useRouteQuery } from '@/lib/navigation';
import { loadStateOf, useQuery } from '@/lib/query';
import { useRouteTitle } from '@/lib/useRouteTitle';
import type { FinanceRecordDetail as FinanceRecordDetailData } from '../api';
import { financeRecord } from '../queries';
import { Row, Section } from '@/components/Card';
import { LoadState, StatusTag } from '../components/ui';
import '../components/finance.css';

type RecordRow = readonly [MessageKey, ReactNode];

/** The record's figures in the order they show, those it has. */
function rowsOf(record: FinanceRecordDetailData, t: ReturnType<typeof useT>): RecordRow[] {
  const rows: (RecordRow | false | undefined)[] = [
    ['finance.record.type', t(`finance.recordType.${record.recordType}`)],
    ['finance.record.amount', money(record.amount)],
    ['finance.record.status', t(`finance.recordStatus.${record.status}`)],
    !!record.loanNo && ['finance.record.loanNo', record.loanNo],
    !!record.orderNo && ['finance.record.orderNo', record.orderNo],
    !!record.principal && ['finance.record.principal', money(record.principal)],
    !!record.interest && ['finance.record.interest', money(record.interest)],
    record.termMonths !== undefined && ['finance.record.term', t('finance.common.months', { count: record.termMonths })],
    !!record.failReason && ['finance.record.failReason', record.failReason],
    !!record.remark && ['finance.record.remark', record.remark],
    ['finance.record.createTime', record.createTime],
    !!record.finishTime && ['finance.record.finishTime', record.finishTime],
  ];
  return rows.filter((row): row is RecordRow => !!row);
}

/**
 * /myFinance/recordDetail?recordId=…: one financing record — what it is, where it stands, its amount, and
 * what it has of loan, order, principal, interest, term, reason, remark and times. Another buyer's or a
 * missing record says it does not exist.
 */
export default function FinanceRecordDetail() {
  const t = useT();
  const title = useRouteTitle('/myFinance/recordDetail');
  const { recordId } = useRouteQuery('/myFinance/recordDetail');
  const record = useQuery(financeRecord(recordId));
  const data = record.data;

  return (
    <div className="app-screen fin-page">
      <Header title={title} />
      <LoadState {...loadStateOf(record)} failedTitle={t('finance.record.loadFailed')}>
        {data && (
          <Section title={t('finance.record.heading')} extra={<StatusTag status={data.status} text={t(`finance.recordStatus.${data.status}`)} />}>
            <dl className="fin-rows">
              {rowsOf(data, t).map(([label, value]) => (
                <Row key={label} term label={t(label)}>
                  {value}
                </Row>
              ))}
            </dl>
          </Section>
        )}
      </LoadState>
    </div>
  );
}
