import type { MessageKey } from '@/lib/i18n';
import { checkFormat } from '@/lib/validation';
import type { Vehicle, VehicleInput } from './api';

/** The vehicle types the form offers (the gateway's type codes). */
export const VEHICLE_TYPES = ['mixer', 'tipper', 'flatbed', 'tanker', 'van'] as const;
/** A vehicle type code the form offers. */
export type VehicleType = (typeof VEHICLE_TYPES)[number];
/** The catalogue key of a vehicle type's name, when the app names the type itself (the gateway's name is Chinese only). */
export function vehicleTypeKey(code: string): `vehicle.types.${VehicleType}` | undefined {
  const known = VEHICLE_TYPES.find((type) => type === code);
  return known ? `vehicle.types.${known}` : undefined;
}

/** The longest device number the gateway keeps (gateway/handlers/logistics.ts vehicleFields). */
const MAX_DEVICE = 50;

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

/** A field of the form that can be wrong. */
export type VehicleField = 'plateNumber' | 'loadWeight' | 'driverName' | 'driverMobile' | 'monitorDeviceNo';

/** A field's problem as a catalogue key. */
export type VehicleProblem = Extract<
  MessageKey,
  'validation.plateNumber' | 'validation.mobile' | 'validation.personName' | 'vehicle.add.badLoad' | 'vehicle.add.needDevice' | 'vehicle.add.deviceTooLong'
>;

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

/** The plate as it is checked and sent: trimmed, upper case (沪b99999 → 沪B99999). */
export const normalPlate = (plate: string): string => plate.trim().toUpperCase();

/**
 * The problems of a draft, by field; empty when it may be sent. The plate, the mobile and the driver's name
 * use the rules of spec/validation.yaml — the gateway's own validators; the load is an amount2dp above 0.
 */
export function vehicleProblems(draft: VehicleDraft): Partial<Record<VehicleField, VehicleProblem>> {
  const found: Partial<Record<VehicleField, VehicleProblem>> = {};
  const plate = checkFormat('plateNumber', normalPlate(draft.plateNumber));
  if (plate) found.plateNumber = plate;
  const load = draft.loadWeight.trim();
  // A valid amount2dp with a non-zero digit is above 0 (no floating point needed).
  if (checkFormat('amount2dp', load) !== null || !/[1-9]/.test(load)) found.loadWeight = 'vehicle.add.badLoad';
  const name = draft.driverName.trim();
  if (name !== '') {
    const failed = checkFormat('personName', name);
    if (failed) found.driverName = failed;
  }
  const mobile = draft.driverMobile.trim();
  if (mobile !== '') {
    const failed = checkFormat('mobile', mobile);
    if (failed) found.driverMobile = failed;
  }
  if (draft.monitored) {
    const device = draft.monitorDeviceNo.trim();
    if (device === '') found.monitorDeviceNo = 'vehicle.add.needDevice';
    else if ([...device].length > MAX_DEVICE) found.monitorDeviceNo = 'vehicle.add.deviceTooLong';
  }
  return found;
}

/** What saving a valid draft sends: trimmed, blanks left out, the device only for a monitored vehicle. */
export function vehicleBody(draft: VehicleDraft): VehicleInput {
  const body: VehicleInput = { plateNumber: normalPlate(draft.plateNumber), vehicleType: draft.vehicleType, loadWeight: draft.loadWeight.trim() };
  const name = draft.driverName.trim();
  const mobile = draft.driverMobile.trim();
  if (name !== '') body.driverName = name;
  if (mobile !== '') body.driverMobile = mobile;
  if (draft.monitored) Object.assign(body, { monitored: true, monitorDeviceNo: draft.monitorDeviceNo.trim() });
  return body;
}
