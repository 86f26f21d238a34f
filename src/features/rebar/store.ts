import { proxy } from 'valtio/vanilla';
import { errorText } from '@/lib/api';
import { reindexRebarEntries, type RebarEntry } from '@/domain';
import { fetchCartRebar, fetchRebarOptions, fetchRebarPrice, saveCartRebar, type RebarOptionsData } from './api';
import { readRebarDraft, writeRebarDraft } from './draft';
import { badFields, wireEntries } from './entries';

/**
 * The rebar list page: entries of a goods being bought (kept per goods in this tab) or of a cart line
 * (loaded from and saved to the cart), the rebar price and the option lists.
 */
export interface RebarState {
  goodsId: string;
  cartResourceId: string;
  entries: RebarEntry[];
  rebarPrice: string;
  options: RebarOptionsData | null;
  status: 'idle' | 'loading' | 'ready' | 'error';
  error: string;
  saving: boolean;
}

const initial = (): RebarState => ({
  goodsId: '',
  cartResourceId: '',
  entries: [],
  rebarPrice: '0.00',
  options: null,
  status: 'idle',
  error: '',
  saving: false,
});

export const rebarStore = proxy<RebarState>(initial());

export function reset(): void {
  Object.assign(rebarStore, initial());
}

function persist(): void {
  if (rebarStore.cartResourceId === '' && rebarStore.goodsId !== '') writeRebarDraft(rebarStore.goodsId, rebarStore.entries);
}

/**
 * Loads the page: for a cart line its saved entries and price; for a goods the draft of this tab and the
 * price of `varietyId` (the goods page's current specification).
 */
export async function loadRebar(input: { goodsId: string; cartResourceId?: string | undefined; varietyId?: string | undefined }): Promise<void> {
  Object.assign(rebarStore, initial(), { goodsId: input.goodsId, cartResourceId: input.cartResourceId ?? '', status: 'loading' });
  try {
    if (input.cartResourceId) {
      const [cart, options] = await Promise.all([fetchCartRebar(input.cartResourceId), fetchRebarOptions(input.goodsId)]);
      rebarStore.entries = cart.entries.map((e) => ({ ...e, option4Value: e.option4Value }));
      rebarStore.rebarPrice = cart.rebarPrice;
      rebarStore.options = options;
    } else {
      const [price, options] = await Promise.all([fetchRebarPrice(input.goodsId, input.varietyId), fetchRebarOptions(input.goodsId)]);
      rebarStore.entries = readRebarDraft(input.goodsId);
      rebarStore.rebarPrice = price.rebarPrice;
      rebarStore.options = options;
    }
    rebarStore.status = 'ready';
  } catch (error) {
    rebarStore.status = 'error';
    rebarStore.error = errorText(error);
  }
}

/** Adds an entry: the first shape, empty values. */
export function addEntry(): void {
  const firstShape = rebarStore.options?.shapes[0]?.option1Type ?? 1;
  rebarStore.entries = reindexRebarEntries([
    ...rebarStore.entries,
    { listIndex: 0, option1Type: firstShape, option2Value: '', option3Value: '', option4Value: '' },
  ]);
  persist();
}

/** Changes fields of the entry at `index` (typed text is kept as typed, even when wrong). */
export function updateEntry(index: number, patch: Partial<Pick<RebarEntry, 'option1Type' | 'option2Value' | 'option3Value' | 'option4Value'>>): void {
  rebarStore.entries = rebarStore.entries.map((e, i) => (i === index ? { ...e, ...patch } : e));
  persist();
}

/** Removes the entry at `index` (swipe delete); the others are renumbered. */
export function removeEntry(index: number): void {
  rebarStore.entries = reindexRebarEntries(rebarStore.entries.filter((_, i) => i !== index));
  persist();
}

/** Whether some entry has a wrongly typed value. */
export function hasBadValues(): boolean {
  return rebarStore.entries.some((e) => badFields(e).length > 0);
}

/** Saves a cart line's entries (the goods draft is saved on every change already). */
export async function saveToCart(): Promise<void> {
  if (rebarStore.cartResourceId === '') return;
  rebarStore.saving = true;
  try {
    const saved = await saveCartRebar(rebarStore.cartResourceId, wireEntries(rebarStore.entries));
    rebarStore.entries = saved.entries;
  } finally {
    rebarStore.saving = false;
  }
}
