import { proxy } from 'valtio/vanilla';
import { searchHistory as historyConstants } from '@/lib/constants';
import { createPagedList, type PagedListState } from '@/lib/data';
import { persisted } from '@/lib/storage';
import { logger } from '@/lib/log';
import { fetchHotWords, type Goods, SEARCH_PAGE_SIZE, searchGoods } from './api';
import { cleanSearchKeyword } from './keyword';
import { addSearchTerm, parseSearchHistory, removeSearchTerm, type SearchHistory, serializeSearchHistory } from '@/domain';

/** The results of the current keyword, page by page. */
const resultList = createPagedList<Goods>({ pageSize: SEARCH_PAGE_SIZE, keyOf: (goods) => goods.goodsId });

/** Search: the history (§9, persisted), the hot words and the results of the current keyword. */
export interface SearchState {
  history: string[];
  hotWords: string[];
  keyword: string;
  results: PagedListState<Goods>;
}

export const searchStore = proxy<SearchState>({ history: [], hotWords: [], keyword: '', results: resultList.state });

/** Restores the empty state (tests); the stored history is left alone. */
export function reset(): void {
  resultList.clear();
  Object.assign(searchStore, { history: [], hotWords: [], keyword: '' });
}

// One comma-separated string on this device (constants `searchHistory.storageKey`), as the spec stores it.
const storedHistory = persisted<SearchHistory>(historyConstants.storageKey, {
  area: 'local',
  codec: { encode: serializeSearchHistory, decode: parseSearchHistory },
});

/** Reads the persisted history. */
export function loadHistory(): void {
  searchStore.history = [...(storedHistory.read() ?? [])];
}

function saveHistory(history: SearchHistory): void {
  searchStore.history = [...history];
  storedHistory.write(history.length === 0 ? undefined : history);
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

/**
 * Searches a keyword (cleaned first: cleanSearchKeyword): puts it first in the history (max 10, no
 * duplicates) and loads the first page, superseding any search under way. A blank keyword clears the
 * results and changes nothing.
 */
export async function runSearch(raw: string): Promise<void> {
  const keyword = cleanSearchKeyword(raw);
  searchStore.keyword = keyword;
  if (keyword === '') {
    resultList.clear();
    return;
  }
  saveHistory(addSearchTerm(searchStore.history, keyword));
  await resultList
    .load((pageNum, signal) => searchGoods(keyword, pageNum, SEARCH_PAGE_SIZE, signal))
    .catch((error: unknown) => logger().warn('search failed', error));
}

/** Appends the next page of results (infinite scroll); a failure is rethrown for the list's retry. */
export function loadMoreResults(): Promise<void> {
  return resultList.loadMore();
}
