import { persisted } from '@/lib/storage';
import type { RebarEntry } from '@/domain';

/**
 * Rebar entries in progress for a goods, kept in this tab's storage (`buyerapp.rebar.<goodsId>`) so a reload
 * of the goods page or of the rebar page loses nothing.
 */
const draftOf = (goodsId: string) => persisted<RebarEntry[]>(`buyerapp.rebar.${goodsId}`, { accept: (value): value is RebarEntry[] => Array.isArray(value) });

export function readRebarDraft(goodsId: string): RebarEntry[] {
  return draftOf(goodsId).read() ?? [];
}

export function writeRebarDraft(goodsId: string, entries: readonly RebarEntry[]): void {
  draftOf(goodsId).write(entries.length === 0 ? undefined : entries.map((e) => ({ ...e })));
}
