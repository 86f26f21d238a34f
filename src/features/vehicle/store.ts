import { choiceHandoff, type ChoiceHandoffState } from '@/lib/storage';

/** The vehicles the buyer chose on /myCar/select_mycar for a self-pickup (kept in this tab's storage). */
export interface ChosenVehicle {
  vehicleId: string;
  plateNumber: string;
}

/** The choice handed back to the page that opened the picker (the shared picker hand-off). */
export type VehicleState = ChoiceHandoffState<ChosenVehicle>;

const handoff = choiceHandoff<ChosenVehicle>('buyerapp.vehicleChoice');
export const vehicleStore = handoff.store;

/** Confirms a choice made for the page `from` (only the id and plate are kept). */
export function chooseVehicles(from: string, vehicles: readonly ChosenVehicle[]): void {
  handoff.choose(
    from,
    vehicles.map((v) => ({ vehicleId: v.vehicleId, plateNumber: v.plateNumber })),
  );
}

/** Resets the store (tests). */
export const reset = handoff.reset;

/** The vehicles chosen for the page `from`, or null when the last choice was for another page. */
export const chosenVehiclesFor = handoff.chosenFor;
