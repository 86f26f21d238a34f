/**
 * Public API of the rebar feature: the list confirmed on /selectRebar for a goods being bought, kept in
 * this tab's storage per goodsId, as the goods page reads it (amount with domain `rebarAmount`).
 */
import type { RebarEntry } from '@/domain';
import { listAmount, wireEntries } from './entries';
import { forgetGoodsList, handedEntries } from './store';

export type { RebarEntry };

/** The rebar entries of a goods in this tab, ready for the cart or the order (listIndex 0…n−1). */
export function readRebarEntries(goodsId: string): ReturnType<typeof wireEntries> {
  return wireEntries(handedEntries(goodsId));
}

/** The amount of the entries at a rebar price (domain `rebarAmount`, "0.00" for none). */
export function rebarEntriesAmount(entries: readonly RebarEntry[], rebarPrice: string): string {
  return listAmount(entries, rebarPrice);
}

/** Forgets the entries of a goods (after they went into the cart). */
export function clearRebarEntries(goodsId: string): void {
  forgetGoodsList(goodsId);
}
