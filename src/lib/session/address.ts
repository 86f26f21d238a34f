import { proxy, subscribe } from 'valtio/vanilla';
import type { MapAddress } from '../native';
import { conformTo, readStored, storageKeys, writeStored } from '../storage';

export interface LatLng {
  lat: number;
  lng: number;
}

/**
 * The address holder of product-spec §3. The info objects are kept as the address screens hand them
 * over; `orderAdress.type` '1' is the receiving-address kind.
 */
export interface AddressState {
  addressCompleteInfo: Record<string, unknown> | null;
  strAdress: string;
  orderAdress: ({ type?: string } & Record<string, unknown>) | null;
  adressLoaded: boolean;
  personInfo: Record<string, unknown> | null;
  personInfo1: Record<string, unknown> | null;
  defaultAddress: Record<string, unknown> | null;
  latLng: LatLng | null;
  latLng1: LatLng | null;
  fromPage: string;
  fromPage1: string;
  selfAddress: Record<string, unknown> | null;
}

const isLatLng = (value: unknown): value is LatLng =>
  typeof value === 'object' && value !== null && Number.isFinite((value as LatLng).lat) && Number.isFinite((value as LatLng).lng);

const initial = (): AddressState => ({
  addressCompleteInfo: null,
  strAdress: '',
  orderAdress: null,
  adressLoaded: false,
  personInfo: null,
  personInfo1: null,
  defaultAddress: null,
  latLng: null,
  latLng1: null,
  fromPage: '',
  fromPage1: '',
  selfAddress: null,
});

/** The address store, persisted across reloads. */
export const addressStore = proxy<AddressState>(initial());

/** Resets the store (tests, logout of a shared device). */
export function resetAddress(): void {
  Object.assign(addressStore, initial());
}

/**
 * Brings back the persisted address state (§4): dropped when the current state already holds a
 * string address — that one is newer (the app's map picker answered before the restore ran).
 */
export function restoreAddress(): 'restored' | 'dropped' | 'none' {
  const saved = readStored<Partial<AddressState>>(storageKeys.address);
  if (!saved || typeof saved !== 'object') return 'none';
  if (addressStore.strAdress) {
    writeStored(storageKeys.address, { ...addressStore });
    return 'dropped';
  }
  // Field by field, each of the kind it has here: what an older version kept in another shape is left out.
  const known = initial();
  const fitting = conformTo(known, saved);
  for (const key of Object.keys(known) as (keyof AddressState)[]) {
    if (key in fitting) (addressStore as unknown as Record<string, unknown>)[key] = fitting[key];
  }
  for (const key of ['latLng', 'latLng1'] as const) if (addressStore[key] !== null && !isLatLng(addressStore[key])) addressStore[key] = null;
  return 'restored';
}

/** Keeps the persisted copy in step with the store; returns the unsubscribe. */
export function persistAddress(): () => void {
  return subscribe(addressStore, () => writeStored(storageKeys.address, { ...addressStore }));
}

/** Takes a place chosen on the map (native mapAddressSure or the web picker) as the current address. */
export function applyMapAddress(address: MapAddress): void {
  addressStore.strAdress = address.address;
  addressStore.latLng = address.latitude !== undefined && address.longitude !== undefined ? { lat: address.latitude, lng: address.longitude } : null;
}
