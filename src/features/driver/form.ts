import { isIdCardChecksumValid } from '@/domain';
import type { MessageKey } from '@/lib/i18n';
import { checkFormat } from '@/lib/validation';
import type { Driver, DriverAddBody } from './api';

/** The driving licence classes the form offers (GB 1589: the classes a building-materials hauler holds). */
export const LICENSE_TYPES = ['A1', 'A2', 'B1', 'B2', 'C1'] as const;
// A licence number: letters and digits (the gateway keeps 30 characters).
const LICENSE_NO = /^[A-Za-z0-9]{1,30}$/;

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

/** A field of the form that can be wrong. */
export type DriverField = 'name' | 'mobile' | 'idCardNo' | 'licenseNo';

/** A field's problem as a catalogue key. */
export type DriverProblem = Extract<
  MessageKey,
  'driver.form.required' | 'validation.personName' | 'validation.mobile' | 'validation.idCard' | 'driver.form.badIdCheck' | 'driver.form.badLicenseNo'
>;

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

/** The ID card number as checked and sent: trimmed, a lower-case x as X. */
const normalIdCard = (id: string): string => id.trim().toUpperCase();

/**
 * The problems of a draft, by field; empty when it may be sent. Name, mobile and ID card number use the
 * rules of spec/validation.yaml (the gateway's own validators), the ID card then its check character.
 */
export function driverProblems(draft: DriverDraft): Partial<Record<DriverField, DriverProblem>> {
  const found: Partial<Record<DriverField, DriverProblem>> = {};
  const name = draft.name.trim();
  if (name === '') found.name = 'driver.form.required';
  else {
    const failed = checkFormat('personName', name);
    if (failed) found.name = failed;
  }
  const mobile = draft.mobile.trim();
  if (mobile === '') found.mobile = 'driver.form.required';
  else {
    const failed = checkFormat('mobile', mobile);
    if (failed) found.mobile = failed;
  }
  const id = normalIdCard(draft.idCardNo);
  if (id !== '') {
    const failed = checkFormat('idCard', id);
    if (failed) found.idCardNo = failed;
    else if (!isIdCardChecksumValid(id)) found.idCardNo = 'driver.form.badIdCheck';
  }
  const licenseNo = draft.licenseNo.trim();
  if (licenseNo !== '' && !LICENSE_NO.test(licenseNo)) found.licenseNo = 'driver.form.badLicenseNo';
  return found;
}

/** What saving a valid draft sends (trimmed, blanks left out); the usual vehicle is added by the edit. */
export function driverBody(draft: DriverDraft): DriverAddBody {
  const body: DriverAddBody = { name: draft.name.trim(), mobile: draft.mobile.trim() };
  const id = normalIdCard(draft.idCardNo);
  if (id !== '') body.idCardNo = id;
  if (draft.licenseNo.trim() !== '') body.licenseNo = draft.licenseNo.trim();
  if (draft.licenseType !== '') body.licenseType = draft.licenseType;
  return body;
}
