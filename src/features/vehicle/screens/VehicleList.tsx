import { Button, Dialog } from 'antd-mobile';
import { useState } from 'react';
import { type Snapshot, useSnapshot } from 'valtio';
import { Header } from '@/components/Header';
import { EmptyState, InfiniteList } from '@/components/LoadState';
import { StatusTabs } from '@/components/Tabs';
import { createPagedList, useServerData, type Page } from '@/lib/data';
import { useT } from '@/lib/i18n';
import { useNavigate } from '@/lib/navigation';
import { href } from '@/lib/routes';
import { showErrorBanner, showToast } from '@/lib/ui';
import { vehicleApi, type Vehicle } from '../api';
import { editorOf } from '../components/VehicleEditor';
import { vehicleTypeKey } from '../form';
import { LoadState, errorText, useRouteTitle } from '../components/ui';
import '../components/vehicle.css';

const PAGE_SIZE = 20;
type Tracking = 'monitored' | 'unmonitored' | undefined;

function VehicleCard({ vehicle, onDelete }: { vehicle: Snapshot<Vehicle>; onDelete: () => void }) {
  const t = useT();
  const navigate = useNavigate();
  const typeKey = vehicleTypeKey(vehicle.vehicleType);
  const type = typeKey ? t(typeKey) : (vehicle.vehicleTypeName ?? vehicle.vehicleType);
  return (
    <article className="veh-card" aria-label={vehicle.plateNumber}>
      <div className="veh-card__head">
        <h2 className="veh-card__plate">{vehicle.plateNumber}</h2>
        <span className={vehicle.monitored ? 'veh-tag veh-tag--on' : 'veh-tag'}>
          {t(vehicle.monitored ? 'vehicle.list.monitored' : 'vehicle.list.unmonitored')}
        </span>
      </div>
      <p className="veh-card__line">
        {t('vehicle.list.load', { type, load: vehicle.loadWeight })} · {t(`vehicle.select.status.${vehicle.status}`)}
      </p>
      {vehicle.driverName && <p className="veh-card__line">{t('vehicle.list.driver', { name: vehicle.driverName, mobile: vehicle.driverMobile ?? '' })}</p>}
      {vehicle.monitored && vehicle.monitorDeviceNo && <p className="veh-card__line">{t('vehicle.list.device', { no: vehicle.monitorDeviceNo })}</p>}
      <div className="veh-card__ops">
        <Button size="small" aria-label={t('vehicle.list.edit', { plate: vehicle.plateNumber })} onClick={() => navigate(editorOf(vehicle))}>
          {t('vehicle.list.editShort')}
        </Button>
        <Button size="small" color="danger" fill="outline" aria-label={t('vehicle.list.delete', { plate: vehicle.plateNumber })} onClick={onDelete}>
          {t('vehicle.list.deleteShort')}
        </Button>
      </div>
    </article>
  );
}

/**
 * /myCar: the buyer's vehicles with their tracking (monitoring device) state, page by page — all, tracked
 * or not tracked; edit (the editor the state calls for), delete after a confirmation, add.
 */
export default function VehicleList() {
  const t = useT();
  const title = useRouteTitle('/myCar');
  const navigate = useNavigate();
  const [tracking, setTracking] = useState<Tracking>(undefined);
  const [list] = useState(() => createPagedList<Vehicle>({ pageSize: PAGE_SIZE, keyOf: (v) => v.vehicleId }));
  const { items, hasMore, status, error } = useSnapshot(list.state);
  const [refreshes, setRefreshes] = useState(0);
  const fetchPage = (pageNum: number, signal: AbortSignal): Promise<Page<Vehicle>> =>
    vehicleApi.page({ pageNum, pageSize: PAGE_SIZE, ...(tracking ? { monitored: tracking === 'monitored' } : {}) }, signal);
  // A failure stays in the list's state, which shows it with a retry.
  useServerData(() => list.load(fetchPage).catch(() => undefined), [tracking, refreshes]);

  const remove = async (vehicle: Snapshot<Vehicle>) => {
    const ok = await Dialog.confirm({
      content: t('vehicle.list.deleteConfirm', { plate: vehicle.plateNumber }),
      confirmText: t('vehicle.list.confirm'),
      cancelText: t('vehicle.list.cancel'),
    });
    if (!ok) return;
    try {
      await vehicleApi.remove(vehicle.vehicleId);
      showToast(t('vehicle.list.deleted'));
      setRefreshes((n) => n + 1);
    } catch (failure) {
      showErrorBanner(t('vehicle.list.deleteFailed', { message: errorText(failure) }));
    }
  };
  const tabs: { id: Tracking; text: string }[] = [
    { id: undefined, text: t('vehicle.list.all') },
    { id: 'monitored', text: t('vehicle.list.monitored') },
    { id: 'unmonitored', text: t('vehicle.list.unmonitored') },
  ];
  return (
    <div className="app-screen">
      <Header title={title} />
      <StatusTabs label={t('vehicle.list.tabs')} tabs={tabs} activeId={tracking} onSelect={setTracking} />
      <LoadState loading={status === 'loading' || status === 'idle'} error={error} onRetry={() => setRefreshes((n) => n + 1)}>
        {items.length === 0 ? (
          <EmptyState title={t('vehicle.list.empty')} />
        ) : (
          <ul className="veh-list">
            {items.map((vehicle) => (
              <li key={vehicle.vehicleId}>
                <VehicleCard vehicle={vehicle} onDelete={() => void remove(vehicle)} />
              </li>
            ))}
            <li>
              <InfiniteList hasMore={hasMore} loadMore={list.loadMore} />
            </li>
          </ul>
        )}
      </LoadState>
      <div className="app-bottom-bar">
        <Button block color="primary" onClick={() => navigate(href('/myCar/addAndEdit'))}>
          {t('vehicle.list.add')}
        </Button>
      </div>
    </div>
  );
}
