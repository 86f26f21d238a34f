import { useRouteQuery } from '@/lib/navigation';
import { localHref } from '@/lib/routes';
import { useRouteTitle } from '../components/ui';
import { VehicleAddScreen, VehicleEditScreen } from '../components/VehicleEditor';
import '../components/vehicle.css';

/**
 * /myCar/addAndEdit?vehicleId=&from=: edits the vehicle when `vehicleId` is given (its plate and device
 * locked when it is monitored), else adds one; then back to `from` when given, else back (the list by default).
 */
export default function VehicleAddEdit() {
  const title = useRouteTitle('/myCar/addAndEdit');
  const { vehicleId, from } = useRouteQuery('/myCar/addAndEdit');
  const done = localHref(from);
  return vehicleId ? <VehicleEditScreen title={title} vehicleId={vehicleId} done={done} /> : <VehicleAddScreen title={title} done={done} />;
}
