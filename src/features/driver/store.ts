import { isIdCardChecksumValid } from '@/domain';
import type { Driver, DriverBody } from './api';

/** The driving licence classes the form offers (GB 1589: the classes a building-materials hauler holds). */
export const LICENSE_TYPES = ['A1', 'A2', 'B1', 'B2', 'C1'] as const;

/** The driver form as typed. */
export interface DriverDraft {
  name: string;
  mobile: string;
  idCardNo: string;
  licenseNo: string;
  licenseType: string;
  /** The usual vehicle ('' for none); only an existing driver's edit sends it. */
  vehicleId: string;
}

/** A new driver's draft. */
export const emptyDriverDraft = (): DriverDraft => ({ name: '', mobile: '', idCardNo: '', licenseNo: '', licenseType: '', vehicleId: '' });

/** The draft of a saved driver. */
export function draftOfDriver(d: Driver): DriverDraft {
  return {
    name: d.name,
    mobile: d.mobile,
    idCardNo: d.idCardNo ?? '',
    licenseNo: d.licenseNo ?? '',
    licenseType: d.licenseType ?? '',
    vehicleId: d.vehicleId ?? '',
  };
}

/** The draft as it is checked and sent: trimmed, a lower-case x of the ID card number as X. */
export function normalDriverDraft(draft: DriverDraft): DriverDraft {
  return {
    ...draft,
    name: draft.name.trim(),
    mobile: draft.mobile.trim(),
    idCardNo: draft.idCardNo.trim().toUpperCase(),
    licenseNo: draft.licenseNo.trim(),
  };
}

/** Whether an ID card number of the right shape has a wrong check character (blank is fine: it is optional). */
export const idCardCheckFails = (idCardNo: string): boolean => idCardNo !== '' && !isIdCardChecksumValid(idCardNo);

/** What saving a checked (normalised) draft sends: blanks left out, the usual vehicle when one is chosen. */
export function driverBody(draft: DriverDraft): DriverBody {
  const body: DriverBody = { name: draft.name, mobile: draft.mobile };
  if (draft.idCardNo !== '') body.idCardNo = draft.idCardNo;
  if (draft.licenseNo !== '') body.licenseNo = draft.licenseNo;
  if (draft.licenseType !== '') body.licenseType = draft.licenseType;
  if (draft.vehicleId !== '') body.vehicleId = draft.vehicleId;
  return body;
}
