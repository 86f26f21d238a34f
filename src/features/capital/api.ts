import type { CallData } from '@/lib/api';
import type { BillFilter } from './queries';

/** The buyer's capital account: balance, available, frozen, whether a pay password is set, the bound cards. */
export type CapitalAccount = CallData<'capital.account'>;
/** A bound bank card (masked number). */
export type BankCard = CapitalAccount['bankCards'][number];
/** A bill (a money movement) as a list row. */
export type CapitalBill = CallData<'capital.bills'>['list'][number];
/** The kinds of bill. */
export type BillType = CapitalBill['billType'];
/** Money in or out of the account. */
export type BillDirection = CapitalBill['direction'];
export type { BillFilter };

/** In and out, as the list's filter offers them. */
export const billDirections: readonly BillDirection[] = ['in', 'out'];
