import { href } from '@/lib/routes';
import type { PickedVehicle } from '../store';
import { PickCarriers } from './PickCarriers';

const TEXTS = { title: 'order.checkout.vehicles', choose: 'order.checkout.chooseVehicles', none: 'order.checkout.noVehicle' } as const;

/** The buyer's vehicles that pick the goods up (chosen on /myCar/select_mycar). */
export function PickVehicle({ vehicles, returnTo, missing }: { vehicles: readonly PickedVehicle[]; returnTo: string; missing: boolean }) {
  const items = vehicles.map((v) => ({ id: v.vehicleId, text: v.plateNumber }));
  return <PickCarriers items={items} pickerHref={href('/myCar/select_mycar', { from: returnTo })} texts={TEXTS} missing={missing} />;
}
