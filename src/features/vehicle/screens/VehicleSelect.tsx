import Button from 'antd-mobile/es/components/button';
import { CheckList } from '@/components/CheckList';
import { useState } from 'react';
import { useNavigate, useRouteQuery } from '@/lib/navigation';
import { Header } from '@/components/Header';
import { useT } from '@/lib/i18n';
import { href, localHref } from '@/lib/routes';
import { loadStateOf, useQuery } from '@/lib/query';
import { LoadState, useRouteTitle, useVehicleTypeText } from '../components/ui';
import { allVehicles } from '../queries';
import { chooseVehicles, chosenVehiclesFor } from '../store';
import '../components/vehicle.css';
import { StatusBlock } from '@/components/StatusBlock';
import { showToast } from '@/lib/ui';

/** /myCar/select_mycar: choose the buyer's vehicles for a self-pickup and go back to `from`. */
export default function VehicleSelect() {
  const t = useT();
  const navigate = useNavigate();
  const query = useRouteQuery('/myCar/select_mycar');
  const from = localHref(query.from) ?? href('/v2/order');
  const title = useRouteTitle('/myCar/select_mycar');
  const vehicles = useQuery(allVehicles());
  const [chosen, setChosen] = useState<string[]>(() => (chosenVehiclesFor(from) ?? []).map((v) => v.vehicleId));
  const list = vehicles.data?.list ?? [];
  const here = href('/myCar/select_mycar', query);
  const typeName = useVehicleTypeText();
  const confirm = () => {
    if (chosen.length === 0) {
      showToast(t('vehicle.select.none'));
      return;
    }
    chooseVehicles(
      from,
      list.filter((v) => chosen.includes(v.vehicleId)),
    );
    void navigate(from, { replace: true });
  };
  return (
    <div className="app-screen">
      <Header title={title} onBack={() => void navigate(from, { replace: true })} />
      <LoadState {...loadStateOf(vehicles)}>
        {list.length === 0 ? (
          <StatusBlock status="empty" title={t('vehicle.select.empty')} />
        ) : (
          <CheckList
            label={title}
            value={chosen}
            onChange={setChosen}
            options={list.map((v) => ({
              id: v.vehicleId,
              label: v.plateNumber,
              title: v.driverName ? `${v.plateNumber} · ${v.driverName}` : v.plateNumber,
              description: t('vehicle.select.load', { type: typeName(v), load: v.loadWeight }),
              extra: t(`vehicle.select.status.${v.status}`),
              disabled: v.status === 'disabled',
            }))}
          />
        )}
      </LoadState>
      <div className="app-bottom-bar veh-bottom">
        <Button fill="outline" color="primary" onClick={() => void navigate(href('/myCar/add', { from: here }))}>
          {t('vehicle.select.add')}
        </Button>
        <Button color="primary" onClick={confirm}>
          {t('vehicle.select.confirm', { count: chosen.length })}
        </Button>
      </div>
    </div>
  );
}
