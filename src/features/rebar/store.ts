import { proxy } from 'valtio/vanilla';
import { reindexRebarEntries, type RebarEntry } from '@/domain';
import { readRebarDraft, writeRebarDraft } from './draft';
import { badFields } from './entries';

/**
 * The rebar list being edited on /selectRebar: of a goods being bought (kept per goods in this tab as it is
 * typed) or of a cart line (its saved entries are server data; the edits stay here until saved on Done).
 * `entries` null: nothing edited yet — the list shows what is kept or saved.
 */
export interface RebarState {
  /** Whose list `entries` is: `cart/<cartResourceId>` or `goods/<goodsId>`. */
  key: string;
  entries: RebarEntry[] | null;
}

export const rebarStore = proxy<RebarState>({ key: '', entries: null });

export function reset(): void {
  Object.assign(rebarStore, { key: '', entries: null });
}

/** Whose list the page edits. */
export interface RebarSubject {
  readonly goodsId: string;
  readonly cartResourceId?: string | undefined;
}

const keyOf = ({ goodsId, cartResourceId }: RebarSubject) => (cartResourceId ? `cart/${cartResourceId}` : `goods/${goodsId}`);

/** The list on screen: the edits, else the cart line's saved entries, else the goods' list kept in this tab. */
export function shownEntries(
  state: { readonly key: string; readonly entries: readonly RebarEntry[] | null },
  subject: RebarSubject,
  saved: readonly RebarEntry[] | undefined,
): RebarEntry[] {
  if (state.entries !== null && state.key === keyOf(subject)) return [...state.entries];
  return subject.cartResourceId ? [...(saved ?? [])] : readRebarDraft(subject.goodsId);
}

function edit(subject: RebarSubject, entries: RebarEntry[]): void {
  Object.assign(rebarStore, { key: keyOf(subject), entries });
  if (!subject.cartResourceId && subject.goodsId !== '') writeRebarDraft(subject.goodsId, entries);
}

/** Adds an entry: the first shape, empty values. */
export function addEntry(subject: RebarSubject, entries: readonly RebarEntry[], firstShape: number): void {
  edit(subject, reindexRebarEntries([...entries, { listIndex: 0, option1Type: firstShape, option2Value: '', option3Value: '', option4Value: '' }]));
}

/** Changes fields of the entry at `index` (typed text is kept as typed, even when wrong). */
export function updateEntry(
  subject: RebarSubject,
  entries: readonly RebarEntry[],
  index: number,
  patch: Partial<Pick<RebarEntry, 'option1Type' | 'option2Value' | 'option3Value' | 'option4Value'>>,
): void {
  edit(
    subject,
    entries.map((e, i) => (i === index ? { ...e, ...patch } : e)),
  );
}

/** Removes the entry at `index` (swipe delete); the others are renumbered. */
export function removeEntry(subject: RebarSubject, entries: readonly RebarEntry[], index: number): void {
  edit(subject, reindexRebarEntries(entries.filter((_, i) => i !== index)));
}

/** Whether some entry has a wrongly typed value. */
export function hasBadValues(entries: readonly RebarEntry[]): boolean {
  return entries.some((e) => badFields(e).length > 0);
}

/** The edits of a cart line are saved: the list shows the saved entries again. */
export function forgetEdits(): void {
  reset();
}
