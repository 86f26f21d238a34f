import { Button, Dialog } from 'antd-mobile';
import { useState } from 'react';
import { BottomAction } from '@/components/BottomAction';
import { Header } from '@/components/Header';
import { PagedItems } from '@/components/LoadState';
import { StatusTabs } from '@/components/Tabs';
import { api } from '@/lib/api';
import { useT } from '@/lib/i18n';
import { useNavigate } from '@/lib/navigation';
import { usePagedList } from '@/lib/query';
import { href } from '@/lib/routes';
import { showToast } from '@/lib/ui';
import { useWrite } from '@/lib/write';
import type { Vehicle } from '../api';
import { editorOf } from '../components/VehicleEditor';
import { LoadState, useRouteTitle, useVehicleTypeText } from '../components/ui';
import { vehiclePages, type Tracking } from '../queries';
import '../components/vehicle.css';

function VehicleCard({ vehicle, onDelete }: { vehicle: Vehicle; onDelete: () => void }) {
  const t = useT();
  const navigate = useNavigate();
  const typeText = useVehicleTypeText();
  return (
    <article className="veh-card" aria-label={vehicle.plateNumber}>
      <div className="veh-card__head">
        <h2 className="veh-card__plate">{vehicle.plateNumber}</h2>
        <span className={vehicle.monitored ? 'veh-tag veh-tag--on' : 'veh-tag'}>
          {t(vehicle.monitored ? 'vehicle.list.monitored' : 'vehicle.list.unmonitored')}
        </span>
      </div>
      <p className="veh-card__line">
        {t('vehicle.list.load', { type: typeText(vehicle), load: vehicle.loadWeight })} · {t(`vehicle.select.status.${vehicle.status}`)}
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
  const list = usePagedList(vehiclePages(tracking), (v) => v.vehicleId);
  const deletion = useWrite({
    write: (vehicleId: string) => api.vehicle.delete({ vehicleId }),
    // A driver's usual vehicle goes with it.
    invalidates: [['vehicle'], ['driver']],
    message: (message) => t('vehicle.list.deleteFailed', { message }),
    onSuccess: () => showToast(t('vehicle.list.deleted')),
  });
  const remove = async (vehicle: Vehicle) => {
    const ok = await Dialog.confirm({
      content: t('vehicle.list.deleteConfirm', { plate: vehicle.plateNumber }),
      confirmText: t('vehicle.list.confirm'),
      cancelText: t('vehicle.list.cancel'),
    });
    if (ok) await deletion.run(vehicle.vehicleId);
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
      <PagedItems list={list} keyOf={(vehicle) => vehicle.vehicleId} empty={t('vehicle.list.empty')} State={LoadState} endInList className="veh-list">
        {(vehicle) => <VehicleCard vehicle={vehicle} onDelete={() => void remove(vehicle)} />}
      </PagedItems>
      <BottomAction onClick={() => navigate(href('/myCar/addAndEdit'))}>{t('vehicle.list.add')}</BottomAction>
    </div>
  );
}
