import { useSnapshot } from 'valtio';
import { Header } from '@/components/Header';
import { EmptyState } from '@/components/LoadState';
import { i18n, useT } from '@/lib/i18n';
import { useRouteQuery } from '@/lib/navigation';
import { loadStateOf, useQuery } from '@/lib/query';
import { useRouteTitle } from '@/lib/useRouteTitle';
import type { ReassignRecord } from '../api';
import { reassignHistory } from '../queries';
import { LoadState, takeTimeText } from '../components/ui';
import '../components/waybill.css';

/** One "before → after" line of a record, shown only when that part changed. */
function Change({ label, from, to }: { label: string; from: string | undefined; to: string | undefined }) {
  const t = useT();
  if ((from ?? '') === (to ?? '')) return null;
  return (
    <p className="wb-change">
      {t('waybill.common.labelled', {
        label,
        value: t('waybill.history.change', { from: from || t('waybill.common.none'), to: to || t('waybill.common.none') }),
      })}
    </p>
  );
}

function RecordCard({ record }: { record: ReassignRecord }) {
  const t = useT();
  const { locale } = useSnapshot(i18n);
  const title = t('waybill.history.record', { time: record.operateTime });
  return (
    <article className="app-card" aria-label={title}>
      <div className="app-card__head">
        <h2 className="app-card__title">{record.operateTime}</h2>
        {record.operatorName && <span className="wb-muted">{t('waybill.history.operator', { name: record.operatorName })}</span>}
      </div>
      <Change label={t('waybill.history.address')} from={record.fromAddress} to={record.toAddress} />
      <Change
        label={t('waybill.history.takeTime')}
        from={takeTimeText(record.fromTakeTime, record.fromTimeSlot, locale)}
        to={takeTimeText(record.toTakeTime, record.toTimeSlot, locale)}
      />
      <Change label={t('waybill.history.vehicle')} from={record.fromPlateNumber} to={record.toPlateNumber} />
      <Change label={t('waybill.history.ship')} from={record.fromShipName} to={record.toShipName} />
      <Change label={t('waybill.history.driver')} from={record.fromDriverName} to={record.toDriverName} />
      {record.reason && <p className="app-card__line">{t('waybill.history.reason', { reason: record.reason })}</p>}
    </article>
  );
}

/** /waybill/reassign_history?waybillId=…: every reassignment of a waybill, newest first, with what changed. */
export default function WaybillReassignHistory() {
  const t = useT();
  const title = useRouteTitle('/waybill/reassign_history');
  const { waybillId } = useRouteQuery('/waybill/reassign_history');
  const history = useQuery(reassignHistory(waybillId));
  const { data } = history;
  return (
    <div className="app-screen wb-page">
      <Header title={title} />
      <LoadState {...loadStateOf(history)} failedTitle={t('waybill.history.loadFailed')}>
        {data &&
          (data.length === 0 ? (
            <EmptyState title={t('waybill.history.empty')} />
          ) : (
            <ul className="wb-list">
              {data.map((record) => (
                <li key={record.recordId}>
                  <RecordCard record={record} />
                </li>
              ))}
            </ul>
          ))}
      </LoadState>
    </div>
  );
}
