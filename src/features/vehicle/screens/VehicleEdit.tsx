import { useRouteQuery } from '@/lib/navigation';
import { VehicleEditRedirect } from '../components/VehicleEditor';
import '../components/vehicle.css';

/**
 * /myCar/edit?vehicleId=: loads the vehicle and replaces itself with the editor its monitoring state calls
 * for (/myCar/editVehicleControls or /myCar/editVehicleNoControls), so back returns to where the buyer was.
 */
export default function VehicleEdit() {
  const { vehicleId } = useRouteQuery('/myCar/edit');
  return <VehicleEditRedirect vehicleId={vehicleId} />;
}
