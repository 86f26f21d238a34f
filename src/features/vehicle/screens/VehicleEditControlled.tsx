import { useRouteQuery } from '@/lib/navigation';
import { useRouteTitle } from '../components/ui';
import { VehicleEditScreen } from '../components/VehicleEditor';
import '../components/vehicle.css';

/** /myCar/editVehicleControls?vehicleId=: a vehicle with a monitoring device — plate and device locked, the rest editable. */
export default function VehicleEditControlled() {
  const title = useRouteTitle('/myCar/editVehicleControls');
  const { vehicleId } = useRouteQuery('/myCar/editVehicleControls');
  return <VehicleEditScreen title={title} vehicleId={vehicleId} variant="controlled" />;
}
