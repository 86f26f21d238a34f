import { Header } from '@/components/Header';
import { useServerData } from '@/lib/data';
import { useT } from '@/lib/i18n';
import { useRouteQuery } from '@/lib/navigation';
import { useRouteTitle } from '@/lib/useRouteTitle';
import { financeApi } from '../api';
import { Row, Section } from '@/components/Card';
import { LoadState, StatusTag, useMoney } from '../components/ui';
import '../components/finance.css';

/**
 * /myFinance/recordDetail?recordId=…: one financing record — what it is, where it stands, its amount, and
 * what it has of loan, order, principal, interest, term, reason, remark and times. Another buyer's or a
 * missing record says it does not exist.
 */
export default function FinanceRecordDetail() {
  const t = useT();
  const money = useMoney();
  const title = useRouteTitle('/myFinance/recordDetail');
  const { recordId } = useRouteQuery('/myFinance/recordDetail');
  const { data, loading, error, reload } = useServerData((signal) => financeApi.record(recordId, signal), [recordId]);

  return (
    <div className="app-screen fin-page">
      <Header title={title} />
      <LoadState loading={loading || !data} error={error} onRetry={reload} failedTitle={t('finance.record.loadFailed')}>
        {data && (
          <Section title={t('finance.record.heading')} extra={<StatusTag status={data.status} text={t(`finance.recordStatus.${data.status}`)} />}>
            <dl className="fin-rows">
              <Row term label={t('finance.record.type')}>
                {t(`finance.recordType.${data.recordType}`)}
              </Row>
              <Row term label={t('finance.record.amount')}>
                {money(data.amount)}
              </Row>
              <Row term label={t('finance.record.status')}>
                {t(`finance.recordStatus.${data.status}`)}
              </Row>
              {data.loanNo && (
                <Row term label={t('finance.record.loanNo')}>
                  {data.loanNo}
                </Row>
              )}
              {data.orderNo && (
                <Row term label={t('finance.record.orderNo')}>
                  {data.orderNo}
                </Row>
              )}
              {data.principal && (
                <Row term label={t('finance.record.principal')}>
                  {money(data.principal)}
                </Row>
              )}
              {data.interest && (
                <Row term label={t('finance.record.interest')}>
                  {money(data.interest)}
                </Row>
              )}
              {data.termMonths !== undefined && (
                <Row term label={t('finance.record.term')}>
                  {t('finance.common.months', { count: data.termMonths })}
                </Row>
              )}
              {data.failReason && (
                <Row term label={t('finance.record.failReason')}>
                  {data.failReason}
                </Row>
              )}
              {data.remark && (
                <Row term label={t('finance.record.remark')}>
                  {data.remark}
                </Row>
              )}
              <Row term label={t('finance.record.createTime')}>
                {data.createTime}
              </Row>
              {data.finishTime && (
                <Row term label={t('finance.record.finishTime')}>
                  {data.finishTime}
                </Row>
              )}
            </dl>
          </Section>
        )}
      </LoadState>
    </div>
  );
}
