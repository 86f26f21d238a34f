import { persisted } from '@/lib/storage';
import type { Money } from '@/domain';

/**
 * The add-on choice in progress for one goods, kept in this tab's storage (`buyerapp.addons.<goodsId>`) so
 * that a reload of the goods page or of the choice page loses nothing.
 */
export interface AddonDraft {
  /** The checked items after the domain's rules, in display order. */
  readonly chosen: readonly { additemId: string; additemName: string; parentName: string; additemPrice: Money }[];
  /** Sum of the chosen unit prices, pumping method excluded (domain `addonTotal`). */
  readonly addUnitPrice: Money;
}

const isDraft = (value: unknown): value is AddonDraft =>
  typeof value === 'object' && value !== null && Array.isArray((value as AddonDraft).chosen) && typeof (value as AddonDraft).addUnitPrice === 'string';
const draftOf = (goodsId: string) => persisted<AddonDraft>(`buyerapp.addons.${goodsId}`, { accept: isDraft });

export function readAddonDraft(goodsId: string): AddonDraft | null {
  return draftOf(goodsId).read() ?? null;
}

export function writeAddonDraft(goodsId: string, draft: AddonDraft | null): void {
  draftOf(goodsId).write(draft ?? undefined);
}
