import { persistedProxy } from '@/lib/storage';
import type { MapAddress } from '@/lib/native';
import { addressStore } from '@/lib/session';

/** The address form as typed, kept while the buyer is on the map picker (this tab's storage). */
export interface AddressForm {
  receiverName: string;
  receiverMobile: string;
  province: string;
  city: string;
  district: string;
  detail: string;
  latitude?: number;
  longitude?: number;
  isDefault: boolean;
}

export interface AddressFeatureState {
  /** Which form the draft belongs to: 'add' or 'edit:<addressId>'. */
  formKey: string;
  form: AddressForm | null;
  /** A place picked on the map, not yet taken into the form. */
  picked: MapAddress | null;
}

const KEY = 'buyerapp.addressForm';
const initial = (): AddressFeatureState => ({ formKey: '', form: null, picked: null });

const persistedForm = persistedProxy<AddressFeatureState>(KEY, initial);
export const addressFeatureStore = persistedForm.store;

export const emptyForm = (): AddressForm => ({ receiverName: '', receiverMobile: '', province: '', city: '', district: '', detail: '', isDefault: false });

/** Keeps the form as typed. */
export function saveForm(formKey: string, form: AddressForm): void {
  addressFeatureStore.formKey = formKey;
  addressFeatureStore.form = { ...form };
}

/** The saved form of `formKey`, or null. */
export function savedForm(formKey: string): AddressForm | null {
  return addressFeatureStore.formKey === formKey && addressFeatureStore.form ? { ...addressFeatureStore.form } : null;
}

/** Forgets the form (after saving it). */
export function clearForm(): void {
  addressFeatureStore.formKey = '';
  addressFeatureStore.form = null;
  addressFeatureStore.picked = null;
}

/** A place chosen on the map (native picker or the web picker). */
export function setPicked(place: MapAddress | null): void {
  addressFeatureStore.picked = place ? { ...place } : null;
}

/** Hands a chosen address to the page `from` (the order confirmation reads it). */
export function chooseOrderAddress(from: string, address: { addressId: string } & Record<string, unknown>): void {
  addressStore.orderAdress = { ...address, type: '1' };
  addressStore.fromPage = from;
}

/** The address id chosen for the page `from`, if any. */
export function chosenOrderAddressId(from: string): string | undefined {
  const chosen = addressStore.orderAdress;
  return addressStore.fromPage === from && chosen && typeof chosen.addressId === 'string' ? chosen.addressId : undefined;
}

/** Resets the store (tests). */
export function reset(): void {
  persistedForm.reset();
}
