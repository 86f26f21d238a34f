import { persistedProxy } from '@/lib/storage';

/** The vehicles the buyer chose on /myCar/select_mycar for a self-pickup (kept in this tab's storage). */
export interface ChosenVehicle {
  vehicleId: string;
  plateNumber: string;
}

export interface VehicleState {
  /** Where the choice was made for (the `from` path), so a page only takes a choice meant for it. */
  chosenFor: string;
  chosen: ChosenVehicle[];
  /** Bumped on every confirmed choice. */
  version: number;
}

const KEY = 'buyerapp.vehicleChoice';
const initial = (): VehicleState => ({ chosenFor: '', chosen: [], version: 0 });

const persistedVehicles = persistedProxy<VehicleState>(KEY, initial);
export const vehicleStore = persistedVehicles.store;

/** Confirms a choice made for the page `from`. */
export function chooseVehicles(from: string, vehicles: readonly ChosenVehicle[]): void {
  vehicleStore.chosenFor = from;
  vehicleStore.chosen = vehicles.map((v) => ({ vehicleId: v.vehicleId, plateNumber: v.plateNumber }));
  vehicleStore.version += 1;
}

/** Resets the store (tests). */
export function reset(): void {
  persistedVehicles.reset();
}
