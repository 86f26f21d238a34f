import { useRouteQuery } from '@/lib/navigation';
import { localHref } from '@/lib/routes';
import { useRouteTitle } from '../components/ui';
import { VehicleAddScreen } from '../components/VehicleEditor';
import '../components/vehicle.css';

/** /myCar/add: adds a vehicle; back to `from` (the vehicle picker of the order) when given, else back (the list by default). */
export default function VehicleAdd() {
  const title = useRouteTitle('/myCar/add');
  const from = localHref(useRouteQuery('/myCar/add').from);
  return <VehicleAddScreen title={title} done={from} />;
}
