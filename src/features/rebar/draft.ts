import { persisted } from '@/lib/storage';
import type { RebarEntry } from '@/domain';

/** Where the lists handed to the goods page are kept in this tab: `buyerapp.rebar.<goodsId>`. */
export const REBAR_DRAFT_PREFIX = 'buyerapp.rebar.';

/**
 * Rebar entries chosen for a goods, kept in this tab's storage (`buyerapp.rebar.<goodsId>`) so a reload
 * of the goods page loses nothing.
 */
// Every entry an object with the fields the calculation reads (a stored list of another shape is dropped).
const isEntry = (value: unknown): value is RebarEntry =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as RebarEntry).listIndex === 'number' &&
  ['number', 'string'].includes(typeof (value as RebarEntry).option1Type) &&
  typeof (value as RebarEntry).option2Value === 'string' &&
  typeof (value as RebarEntry).option3Value === 'string';
const draftOf = (goodsId: string) =>
  persisted<RebarEntry[]>(`${REBAR_DRAFT_PREFIX}${goodsId}`, { accept: (value): value is RebarEntry[] => Array.isArray(value) && value.every(isEntry) });

export function readRebarDraft(goodsId: string): RebarEntry[] {
  return draftOf(goodsId).read() ?? [];
}

export function writeRebarDraft(goodsId: string, entries: readonly RebarEntry[]): void {
  draftOf(goodsId).write(entries.length === 0 ? undefined : entries.map((e) => ({ ...e })));
}
