import { useRouteQuery } from '@/lib/navigation';
import { useRouteTitle } from '../components/ui';
import { VehicleEditScreen } from '../components/VehicleEditor';
import '../components/vehicle.css';

/** /myCar/editVehicleNoControls?vehicleId=: a vehicle without a monitoring device — every field editable. */
export default function VehicleEditUncontrolled() {
  const title = useRouteTitle('/myCar/editVehicleNoControls');
  const { vehicleId } = useRouteQuery('/myCar/editVehicleNoControls');
  return <VehicleEditScreen title={title} vehicleId={vehicleId} variant="uncontrolled" />;
}
