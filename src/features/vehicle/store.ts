import { choiceHandoff, type ChoiceHandoffState } from '@/lib/storage';
import type { Vehicle, VehicleInput } from './api';

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

/** The vehicle types the form offers (the gateway's type codes). */
export const VEHICLE_TYPES = ['mixer', 'tipper', 'flatbed', 'tanker', 'van'] as const;
/** A vehicle type code the form offers. */
export type VehicleType = (typeof VEHICLE_TYPES)[number];
/** The catalogue key of a vehicle type's name, when the app names the type itself (the gateway's name is Chinese only). */
export function vehicleTypeKey(code: string): `vehicle.types.${VehicleType}` | undefined {
  const known = VEHICLE_TYPES.find((type) => type === code);
  return known ? `vehicle.types.${known}` : undefined;
}

/** The vehicle form as typed. */
export interface VehicleDraft {
  plateNumber: string;
  vehicleType: string;
  loadWeight: string;
  driverName: string;
  driverMobile: string;
  monitored: boolean;
  monitorDeviceNo: string;
}

/** A new vehicle's draft (a tipper, the most common hauler of the demo's goods). */
export const emptyVehicleDraft = (): VehicleDraft => ({
  plateNumber: '',
  vehicleType: 'tipper',
  loadWeight: '',
  driverName: '',
  driverMobile: '',
  monitored: false,
  monitorDeviceNo: '',
});

/** The draft of a saved vehicle. */
export function draftOfVehicle(v: Vehicle): VehicleDraft {
  return {
    plateNumber: v.plateNumber,
    vehicleType: v.vehicleType,
    loadWeight: v.loadWeight,
    driverName: v.driverName ?? '',
    driverMobile: v.driverMobile ?? '',
    monitored: v.monitored,
    monitorDeviceNo: v.monitorDeviceNo ?? '',
  };
}

/**
 * The draft as it is checked and sent: trimmed, the plate in upper case (沪b99999 → 沪B99999), the device
 * only for a monitored vehicle (an unmonitored one keeps no device, whatever was typed before).
 */
export function normalVehicleDraft(draft: VehicleDraft): VehicleDraft {
  return {
    ...draft,
    plateNumber: draft.plateNumber.trim().toUpperCase(),
    loadWeight: draft.loadWeight.trim(),
    driverName: draft.driverName.trim(),
    driverMobile: draft.driverMobile.trim(),
    monitorDeviceNo: draft.monitored ? draft.monitorDeviceNo.trim() : '',
  };
}

/** What saving a checked (normalised) draft sends: blanks left out, the device only for a monitored vehicle. */
export function vehicleBody(draft: VehicleDraft): VehicleInput {
  const body: VehicleInput = { plateNumber: draft.plateNumber, vehicleType: draft.vehicleType, loadWeight: draft.loadWeight };
  if (draft.driverName !== '') body.driverName = draft.driverName;
  if (draft.driverMobile !== '') body.driverMobile = draft.driverMobile;
  if (draft.monitored) Object.assign(body, { monitored: true, monitorDeviceNo: draft.monitorDeviceNo });
  return body;
}
