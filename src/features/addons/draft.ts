import { logger } from '@/lib/log';
import type { Money } from '@/domain';

/**
 * The add-on choice in progress for one goods, kept in sessionStorage (`buyerapp.addons.<goodsId>`) so
 * that a reload of the goods page or of the choice page loses nothing.
 */
export interface AddonDraft {
  /** The checked items after the domain's rules, in display order. */
  readonly chosen: readonly { additemId: string; additemName: string; parentName: string; additemPrice: Money }[];
  /** Sum of the chosen unit prices, pumping method excluded (domain `addonTotal`). */
  readonly addUnitPrice: Money;
}

const key = (goodsId: string) => `buyerapp.addons.${goodsId}`;

function session(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

const memory = new Map<string, AddonDraft>();

export function readAddonDraft(goodsId: string): AddonDraft | null {
  const storage = session();
  if (storage === undefined) return memory.get(goodsId) ?? null;
  try {
    const raw = storage.getItem(key(goodsId));
    if (raw == null) return null;
    const parsed = JSON.parse(raw) as AddonDraft;
    return Array.isArray(parsed.chosen) && typeof parsed.addUnitPrice === 'string' ? parsed : null;
  } catch {
    // storage refused or the value is unreadable: what this page wrote last
    return memory.get(goodsId) ?? null;
  }
}

export function writeAddonDraft(goodsId: string, draft: AddonDraft | null): void {
  if (draft === null) memory.delete(goodsId);
  else memory.set(goodsId, draft);
  try {
    if (draft === null) session()?.removeItem(key(goodsId));
    else session()?.setItem(key(goodsId), JSON.stringify(draft));
  } catch (error) {
    logger().warn(`could not persist ${key(goodsId)}`, error);
  }
}
