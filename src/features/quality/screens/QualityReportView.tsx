import Button from 'antd-mobile/es/components/button';
import { Header } from '@/components/Header';
import { ErrorState, LoadingState } from '@/components/LoadState';
import { ApiError, errorText } from '@/lib/api';
import { useT } from '@/lib/i18n';
import { useQuery } from '@/lib/query';
import { useRouteQuery } from '@/lib/navigation';
import { showErrorBanner } from '@/lib/ui';
import { useRouteTitle } from '@/lib/useRouteTitle';
import { isPdf, openPdf, viewScans, type QualityReportDetail } from '../api';
import { report as reportQuery } from '../queries';
import '../quality.css';

/**
 * /qualityReport/show?reportId=…: one quality report — its result, number, goods, batch, order, seller,
 * testing body and date, the test items (standard, value, result) — and its files: a scanned picture shows
 * on the page (a tap shows it full screen), a PDF opens in the app's PDF viewer (a new tab in a browser).
 */
export default function QualityReportView() {
  const t = useT();
  const title = useRouteTitle('/qualityReport/show');
  const { reportId } = useRouteQuery('/qualityReport/show');
  const { data: report, error, refetch } = useQuery(reportQuery(reportId));

  let body;
  if (error && !report) {
    const missing = error instanceof ApiError && error.status === 404;
    body = (
      <ErrorState
        title={missing ? t('quality.show.notFound') : t('quality.show.loadFailed')}
        detail={missing ? undefined : errorText(error)}
        onRetry={missing ? undefined : () => void refetch()}
      />
    );
  } else if (!report) {
    body = <LoadingState />;
  } else {
    body = <Report report={report} />;
  }
  return (
    <div className="app-screen qr-page">
      <Header title={title} />
      {body}
    </div>
  );
}

function Report({ report }: { report: QualityReportDetail }) {
  const t = useT();
  const scans = report.fileUrls.filter((url) => !isPdf(url));
  const pdfs = report.fileUrls.filter(isPdf);
  const failed = (failure: unknown) => showErrorBanner(errorText(failure));
  const rows: [string, string | undefined][] = [
    [t('quality.show.reportNo'), report.reportNo],
    [t('quality.show.goods'), report.goodsName],
    [t('quality.show.batchNo'), report.batchNo],
    [t('quality.show.orderNo'), report.orderNo],
    [t('quality.show.seller'), report.sellerName],
    [t('quality.show.organization'), report.testOrganization],
    [t('quality.show.testDate'), report.testDate],
  ];
  return (
    <>
      <section className="qr-card" aria-label={report.reportNo}>
        <p className="qr-conclusion">
          <span>{t('quality.show.conclusion')}</span>
          <span className={`qr-result qr-result--${report.conclusion}`}>{t(`quality.conclusion.${report.conclusion}`)}</span>
        </p>
        <dl className="qr-fields">
          {rows
            .filter(([, value]) => value)
            .map(([label, value]) => (
              <div key={label} className="qr-field">
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
        </dl>
      </section>

      {report.items.length > 0 && (
        <section className="qr-card">
          <h2 className="qr-heading">{t('quality.show.items')}</h2>
          <table className="qr-table">
            <thead>
              <tr>
                <th scope="col">{t('quality.show.itemName')}</th>
                <th scope="col">{t('quality.show.standard')}</th>
                <th scope="col">{t('quality.show.value')}</th>
                <th scope="col">{t('quality.show.result')}</th>
              </tr>
            </thead>
            <tbody>
              {report.items.map((item) => (
                <tr key={item.itemName}>
                  <th scope="row">{item.itemName}</th>
                  <td>{item.standard ?? '—'}</td>
                  <td>{item.value}</td>
                  <td className={`qr-cell--${item.result}`}>{t(`quality.conclusion.${item.result}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}

      <section className="qr-card">
        <h2 className="qr-heading">{t('quality.show.files')}</h2>
        {report.fileUrls.length === 0 && <p className="qr-item__muted">{t('quality.show.noFiles')}</p>}
        {scans.map((url, index) => (
          <button
            key={url}
            type="button"
            className="qr-scan"
            aria-label={t('quality.show.viewScan', { index: index + 1 })}
            onClick={() => void viewScans(scans, index).catch(failed)}
          >
            <img src={url} alt={t('quality.show.scan', { index: index + 1 })} />
          </button>
        ))}
        {pdfs.map((url, index) => (
          <Button key={url} block color="primary" fill="outline" className="qr-pdf" onClick={() => void openPdf(url).catch(failed)}>
            {pdfs.length > 1 ? t('quality.show.openPdfNo', { index: index + 1 }) : t('quality.show.openPdf')}
          </Button>
        ))}
      </section>
    </>
  );
}
