import { Header } from '@/components/Header';
import { EmptyState, InfiniteList, LoadState } from '@/components/LoadState';
import { useT } from '@/lib/i18n';
import { usePagedList } from '@/lib/query';
import { Link, useRouteQuery } from '@/lib/navigation';
import { href } from '@/lib/routes';
import { useRouteTitle } from '@/lib/useRouteTitle';
import { reportPages } from '../queries';
import '../quality.css';

/**
 * /qualityReport[?orderId=…]: the quality reports of an order's goods (its batches' and the goods' general
 * reports), or every report the buyer may see; each shows its goods, number, batch, test date and result,
 * and opens /qualityReport/show.
 */
export default function QualityReportList() {
  const t = useT();
  const title = useRouteTitle('/qualityReport');
  const { orderId } = useRouteQuery('/qualityReport');
  const list = usePagedList(reportPages(orderId), (report) => report.reportId);
  const { items, hasMore, loading, error } = list;
  return (
    <div className="app-screen qr-page">
      <Header title={title} />
      <LoadState
        loading={loading}
        error={error}
        onRetry={() => void list.refresh()}
        failedTitle={t('quality.list.loadFailed')}
        retryLabel={t('common.retry')}
        className="qr-state"
      >
        {items.length === 0 ? (
          <EmptyState title={t('quality.list.empty')} />
        ) : (
          <ul className="qr-list">
            {items.map((report) => (
              <li key={report.reportId}>
                <Link
                  to={href('/qualityReport/show', { reportId: report.reportId })}
                  className="qr-card qr-item"
                  aria-label={t('quality.list.open', { name: report.goodsName, no: report.reportNo })}
                >
                  <span className="qr-item__head">
                    <span className="qr-item__title">{report.goodsName}</span>
                    <span className={`qr-result qr-result--${report.conclusion}`}>{t(`quality.conclusion.${report.conclusion}`)}</span>
                  </span>
                  <span className="qr-item__line">{t('quality.list.reportNo', { no: report.reportNo })}</span>
                  {report.batchNo && <span className="qr-item__line">{t('quality.list.batchNo', { no: report.batchNo })}</span>}
                  {report.orderNo && <span className="qr-item__line">{t('quality.list.orderNo', { no: report.orderNo })}</span>}
                  <span className="qr-item__line qr-item__muted">
                    {t('quality.list.testDate', { date: report.testDate })}
                    {report.sellerName ? ` · ${report.sellerName}` : ''}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
        {items.length > 0 && <InfiniteList hasMore={hasMore} loadMore={list.loadMore} />}
      </LoadState>
    </div>
  );
}
