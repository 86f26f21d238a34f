import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { Header } from '@/components/Header';
import { EmptyState, InfiniteList, LoadState } from '@/components/LoadState';
import { createPagedList, useServerData } from '@/lib/data';
import { useT } from '@/lib/i18n';
import { Link, useRouteQuery } from '@/lib/navigation';
import { href } from '@/lib/routes';
import { useRouteTitle } from '@/lib/useRouteTitle';
import { qualityApi, type QualityReport } from '../api';
import '../quality.css';

const PAGE_SIZE = 10;

/**
 * /qualityReport[?orderId=…]: the quality reports of an order's goods (its batches' and the goods' general
 * reports), or every report the buyer may see; each shows its goods, number, batch, test date and result,
 * and opens /qualityReport/show.
 */
export default function QualityReportList() {
  const t = useT();
  const title = useRouteTitle('/qualityReport');
  const { orderId } = useRouteQuery('/qualityReport');
  const [list] = useState(() => createPagedList<QualityReport>({ pageSize: PAGE_SIZE, keyOf: (report) => report.reportId }));
  const { items, hasMore, status, error } = useSnapshot(list.state);
  const [refreshes, setRefreshes] = useState(0);
  // A failure stays in the list's state, which shows it with a retry.
  useServerData(() => list.load((pageNum, signal) => qualityApi.list(pageNum, PAGE_SIZE, orderId, signal)).catch(() => undefined), [orderId, refreshes]);
  return (
    <div className="app-screen qr-page">
      <Header title={title} />
      <LoadState
        loading={status === 'loading' || status === 'idle'}
        error={error}
        onRetry={() => setRefreshes((n) => n + 1)}
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
