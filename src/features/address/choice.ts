import { addressStore } from '@/lib/session';
import { choiceHandoff } from '@/lib/storage';

/*
 * The address chosen on the address pages, handed to the page that opened them. Apart from the address
 * form's store: the order, invoice and waybill pages load this and not the form's helpers.
 */

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

/** Forgets every choice (tests). */
export function resetAddressChoice(): void {
  addressChoice.reset();
}
