import type { MapAddress } from '@/lib/native';
import { persistedProxy } from '@/lib/storage';
import { resetAddressChoice } from './choice';

export { chooseOrderAddress, chosenOrderAddressId, takeChosenAddressId } from './choice';
import type { Address } from './api';

/** The address form as typed (kept as the form kit's draft while the buyer is on the map picker). */
export interface AddressForm {
  receiverName: string;
  receiverMobile: string;
  province: string;
  city: string;
  district: string;
  /** The national codes of the region picked (the region list's); none for a region from the map or an older address. */
  provinceCode?: string;
  cityCode?: string;
  districtCode?: string;
  detail: string;
  latitude?: number;
  longitude?: number;
  isDefault: boolean;
}

/** The form's fields the buyer types (each one required). */
export const TYPED_FIELDS = ['receiverName', 'receiverMobile', 'province', 'city', 'district', 'detail'] as const;
export type TypedField = (typeof TYPED_FIELDS)[number];

export interface AddressFeatureState {
  /** A place picked on the web map page, not yet taken into the form. */
  picked: MapAddress | null;
}

const pickedPlace = persistedProxy<AddressFeatureState>('buyerapp.addressForm', () => ({ picked: null }));
export const addressFeatureStore = pickedPlace.store;

export const emptyForm = (): AddressForm => ({ receiverName: '', receiverMobile: '', province: '', city: '', district: '', detail: '', isDefault: false });

/** The form of a saved address. */
export function formOfAddress(a: Address): AddressForm {
  return {
    receiverName: a.receiverName,
    receiverMobile: a.receiverMobile,
    province: a.province,
    city: a.city,
    district: a.district,
    ...(a.provinceCode && a.cityCode && a.districtCode ? { provinceCode: a.provinceCode, cityCode: a.cityCode, districtCode: a.districtCode } : {}),
    detail: a.detail,
    ...(a.latitude !== undefined ? { latitude: a.latitude } : {}),
    ...(a.longitude !== undefined ? { longitude: a.longitude } : {}),
    isDefault: a.isDefault,
  };
}

/** The form as it is checked and sent: every typed field trimmed. */
export function normalForm(form: AddressForm): AddressForm {
  const trimmed = { ...form };
  for (const field of TYPED_FIELDS) trimmed[field] = form[field].trim();
  return trimmed;
}

/**
 * The form with a place from the map taken in: the place's region codes when it has them; else a region named
 * by the map drops the codes of the one picked before.
 */
export function withPlace(form: AddressForm, place: MapAddress): AddressForm {
  const { provinceCode, cityCode, districtCode, ...rest } = form;
  const sameRegion =
    (place.province ?? form.province) === form.province && (place.city ?? form.city) === form.city && (place.district ?? form.district) === form.district;
  const codes =
    place.provinceCode && place.cityCode && place.districtCode
      ? { provinceCode: place.provinceCode, cityCode: place.cityCode, districtCode: place.districtCode }
      : sameRegion && provinceCode && cityCode && districtCode
        ? { provinceCode, cityCode, districtCode }
        : {};
  return {
    ...rest,
    ...codes,
    detail: place.address || form.detail,
    province: place.province ?? form.province,
    city: place.city ?? form.city,
    district: place.district ?? form.district,
    ...(place.latitude !== undefined ? { latitude: place.latitude } : {}),
    ...(place.longitude !== undefined ? { longitude: place.longitude } : {}),
  };
}

/** A place chosen on the map (native picker or the web picker). */
export function setPicked(place: MapAddress | null): void {
  addressFeatureStore.picked = place ? { ...place } : null;
}

/** Resets the store (tests). */
export function reset(): void {
  pickedPlace.reset();
  resetAddressChoice();
}
