import { proxy } from 'valtio/vanilla';
import { searchHistory as historyConstants } from '@/lib/constants';
import { logger } from '@/lib/log';
import { fetchHotWords, type Goods, SEARCH_PAGE_SIZE, searchGoods } from './api';
import { addSearchTerm, parseSearchHistory, removeSearchTerm, type SearchHistory, serializeSearchHistory } from './domain/history';

export type ResultStatus = 'idle' | 'loading' | 'ready' | 'error';

/** Search: the history (§9, persisted), the hot words and the results of the current keyword. */
export interface SearchState {
  history: string[];
  hotWords: string[];
  keyword: string;
  status: ResultStatus;
  results: Goods[];
  total: number;
  pageNum: number;
  hasMore: boolean;
  error: unknown;
}

const initial = (): SearchState => ({
  history: [],
  hotWords: [],
  keyword: '',
  status: 'idle',
  results: [],
  total: 0,
  pageNum: 0,
  hasMore: false,
  error: undefined,
});

export const searchStore = proxy<SearchState>(initial());

/** Restores the empty state (tests); the stored history is left alone. */
export function reset(): void {
  Object.assign(searchStore, initial());
}

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/** Reads the history stored as one comma-separated string (constants `searchHistory.storageKey`). */
export function loadHistory(): void {
  let stored: string | null | undefined;
  try {
    stored = storage()?.getItem(historyConstants.storageKey);
  } catch (error) {
    logger().warn('search history not readable', error);
  }
  searchStore.history = [...parseSearchHistory(stored)];
}

function saveHistory(history: SearchHistory): void {
  searchStore.history = [...history];
  try {
    if (history.length === 0) storage()?.removeItem(historyConstants.storageKey);
    else storage()?.setItem(historyConstants.storageKey, serializeSearchHistory(history));
  } catch (error) {
    logger().warn('search history not saved', error);
  }
}

/** Removes one term from the history. */
export function removeHistoryTerm(term: string): void {
  saveHistory(removeSearchTerm(searchStore.history, term));
}

/** Empties the history. */
export function clearHistory(): void {
  saveHistory([]);
}

/** Loads the hot words once; a failure only hides them. */
export async function loadHotWords(): Promise<void> {
  if (searchStore.hotWords.length > 0) return;
  try {
    searchStore.hotWords = await fetchHotWords();
  } catch (error) {
    logger().warn('hot words not loaded', error);
  }
}

let generation = 0;

/**
 * Searches a keyword: puts it first in the history (max 10, no duplicates) and loads the first page.
 * A blank keyword clears the results and changes nothing.
 */
export async function runSearch(raw: string): Promise<void> {
  const keyword = raw.trim();
  const mine = ++generation;
  if (keyword === '') {
    Object.assign(searchStore, { keyword: '', status: 'idle', results: [], total: 0, pageNum: 0, hasMore: false, error: undefined });
    return;
  }
  saveHistory(addSearchTerm(searchStore.history, keyword));
  Object.assign(searchStore, { keyword, status: 'loading', results: [], total: 0, pageNum: 0, hasMore: false, error: undefined });
  try {
    const page = await searchGoods(keyword, 1);
    if (mine !== generation) return;
    Object.assign(searchStore, {
      status: 'ready',
      results: page.list,
      total: page.total,
      pageNum: 1,
      hasMore: page.list.length >= SEARCH_PAGE_SIZE && page.list.length < page.total,
    });
  } catch (error) {
    if (mine !== generation) return;
    Object.assign(searchStore, { status: 'error', error });
  }
}

/** Appends the next page of results (infinite scroll); a failure is rethrown for the list's retry. */
export async function loadMoreResults(): Promise<void> {
  const mine = generation;
  const next = searchStore.pageNum + 1;
  const page = await searchGoods(searchStore.keyword, next);
  if (mine !== generation) return;
  const known = new Set(searchStore.results.map((goods) => goods.goodsId));
  searchStore.results.push(...page.list.filter((goods) => !known.has(goods.goodsId)));
  searchStore.pageNum = next;
  searchStore.total = page.total;
  searchStore.hasMore = page.list.length >= SEARCH_PAGE_SIZE && searchStore.results.length < page.total;
}
