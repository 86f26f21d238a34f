import { Header } from '@/components/Header';
import { LoadState } from '@/components/LoadState';
import { useT } from '@/lib/i18n';
import { Link } from '@/lib/navigation';
import { href } from '@/lib/routes';
import { useQueries } from '@/lib/query';
import { useRouteTitle } from '@/lib/useRouteTitle';
import type { EsignStatus } from '../api';
import { esignCounts, esignStatuses } from '../queries';
import '../components/esign.css';

type Counts = Readonly<Record<EsignStatus | 'all', number>>;

/** The counts once every one has arrived: all first, then each status in order. */
function countsOf(totals: readonly (number | undefined)[]): Counts | undefined {
  if (totals.some((total) => total === undefined)) return undefined;
  return Object.fromEntries(['all', ...esignStatuses].map((key, i) => [key, totals[i]!])) as unknown as Counts;
}

/**
 * /eSignManagement: the buyer's e-signatures at a glance — how many contracts wait for a signature, are
 * being signed, are signed, and the others (expired, rejected), each leading to the list of that status,
 * and the way to the whole list.
 */
export default function ESignManagement() {
  const t = useT();
  const title = useRouteTitle('/eSignManagement');
  const reads = useQueries({ queries: esignCounts() });
  const counts = countsOf(reads.map((read) => read.data?.total));
  const error = counts ? null : (reads.find((read) => read.error)?.error ?? null);
  const reload = () => reads.forEach((read) => void read.refetch());

  const tile = (status: EsignStatus, count: number) => (
    <Link
      key={status}
      to={href('/eSignManagement/eSignList', { status })}
      className={`esign-tile esign-tile--${status}`}
      aria-label={t('esign.overview.tileLabel', { status: t(`esign.status.${status}`), count })}
    >
      <span className="esign-tile__count">{count}</span>
      <span className="esign-tile__label">{t(`esign.status.${status}`)}</span>
    </Link>
  );

  return (
    <div className="app-screen esign-page">
      <Header title={title} />
      <LoadState loading={!counts && !error} error={error} onRetry={reload} failedTitle={t('esign.overview.loadFailed')} retryLabel={t('esign.list.retry')}>
        {counts && (
          <>
            <p className={counts.toSign > 0 ? 'esign-banner esign-banner--waiting' : 'esign-banner'} role="status">
              {counts.toSign > 0 ? t('esign.overview.waiting', { count: counts.toSign }) : t('esign.overview.nothingWaiting')}
            </p>
            <section className="esign-card" aria-labelledby="esign-overview-heading">
              <h2 id="esign-overview-heading" className="esign-card__title">
                {t('esign.overview.heading')}
              </h2>
              <div className="esign-tiles">
                {tile('toSign', counts.toSign)}
                {tile('signing', counts.signing)}
                {tile('signed', counts.signed)}
                {/* Expired and rejected share a tile; each keeps its own way to the list of that status. */}
                <div className="esign-tile esign-tile--others" role="group" aria-labelledby="esign-others-label">
                  <span className="esign-tile__count">{counts.expired + counts.rejected}</span>
                  <span id="esign-others-label" className="esign-tile__label">
                    {t('esign.overview.others')}
                  </span>
                  <span className="esign-tile__links">
                    {(['expired', 'rejected'] as const).map((status) => (
                      <Link
                        key={status}
                        className="app-link"
                        to={href('/eSignManagement/eSignList', { status })}
                        aria-label={t('esign.overview.tileLabel', { status: t(`esign.status.${status}`), count: counts[status] })}
                      >
                        {t(`esign.status.${status}`)} {counts[status]}
                      </Link>
                    ))}
                  </span>
                </div>
              </div>
            </section>
            <Link to={href('/eSignManagement/eSignList')} className="esign-card esign-all">
              <span className="esign-all__title">{t('esign.overview.all')}</span>
              <span className="esign-all__count">{t('esign.overview.allCount', { count: counts.all })}</span>
            </Link>
          </>
        )}
      </LoadState>
    </div>
  );
}
