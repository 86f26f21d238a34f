import { logger } from '@/lib/log';
import type { RebarEntry } from '@/domain';

/**
 * Rebar entries in progress for a goods, kept in sessionStorage (`buyerapp.rebar.<goodsId>`) so a reload
 * of the goods page or of the rebar page loses nothing.
 */
const key = (goodsId: string) => `buyerapp.rebar.${goodsId}`;

function session(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

const memory = new Map<string, RebarEntry[]>();

export function readRebarDraft(goodsId: string): RebarEntry[] {
  const storage = session();
  if (storage === undefined) return memory.get(goodsId) ?? [];
  try {
    const raw = storage.getItem(key(goodsId));
    if (raw == null) return [];
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? (parsed as RebarEntry[]) : [];
  } catch {
    // storage refused or the value is unreadable: what this page wrote last
    return memory.get(goodsId) ?? [];
  }
}

export function writeRebarDraft(goodsId: string, entries: readonly RebarEntry[]): void {
  const list = entries.map((e) => ({ ...e }));
  if (list.length === 0) memory.delete(goodsId);
  else memory.set(goodsId, list);
  try {
    if (list.length === 0) session()?.removeItem(key(goodsId));
    else session()?.setItem(key(goodsId), JSON.stringify(list));
  } catch (error) {
    logger().warn(`could not persist ${key(goodsId)}`, error);
  }
}
