/**
 * Public API of the add-ons feature: the choice made on /goodChooseServe or confirmed on /goodsAddItems for
 * a goods, as the goods page (add to cart, buy now) reads it. Kept in this tab's storage per goodsId, so a
 * reload loses nothing.
 */
import { readAddonDraft, writeAddonDraft, type AddonDraft } from './draft';

export type { AddonDraft };

/** The add-ons chosen for a goods in this tab, or null when none are. */
export function readChosenAddons(goodsId: string): AddonDraft | null {
  return readAddonDraft(goodsId);
}

/** Forgets the add-on choice of a goods (after it went into the cart). */
export function clearChosenAddons(goodsId: string): void {
  writeAddonDraft(goodsId, null);
}
