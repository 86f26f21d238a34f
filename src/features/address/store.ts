import type { MapAddress } from '@/lib/native';
import { addressStore } from '@/lib/session';
import { choiceHandoff, persistedProxy } from '@/lib/storage';
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

/** The form with a place from the map taken in (a region named by the map drops the codes of the one picked before). */
export function withPlace(form: AddressForm, place: MapAddress): AddressForm {
  const { provinceCode, cityCode, districtCode, ...rest } = form;
  const sameRegion =
    (place.province ?? form.province) === form.province && (place.city ?? form.city) === form.city && (place.district ?? form.district) === form.district;
  return {
    ...rest,
    ...(sameRegion && provinceCode && cityCode && districtCode ? { provinceCode, cityCode, districtCode } : {}),
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

/** The receiving address chosen on the address pages for the page that opened them. */
interface ChosenAddress {
  addressId: string;
}

const addressChoice = choiceHandoff<ChosenAddress>('buyerapp.addressChoice');
// What an older version kept in another shape hands over nothing.
const idOf = (chosen: ChosenAddress[] | null): string | null => {
  const id: unknown = chosen?.[0]?.addressId;
  return typeof id === 'string' && id !== '' ? id : null;
};

/**
 * Hands an address chosen on the address pages (picked, or added there) to the page `from`; the session's
 * address holder records it as the order address (kind '1', product spec's address holder).
 */
export function chooseOrderAddress(from: string, address: { addressId: string } & Record<string, unknown>): void {
  addressStore.orderAdress = { ...address, type: '1' };
  addressChoice.choose(from, [{ addressId: address.addressId }]);
}

/** The address id chosen for the page `from`, if any (it stays chosen: the page may read it on every visit). */
export function chosenOrderAddressId(from: string): string | undefined {
  return idOf(addressChoice.chosenFor(from)) ?? undefined;
}

/** The address id chosen for the page `from`, taken once (the page copies it into a form of its own); null when none. */
export function takeChosenAddressId(from: string): string | null {
  return idOf(addressChoice.take(from));
}

/** Resets the store (tests). */
export function reset(): void {
  pickedPlace.reset();
  addressChoice.reset();
}
