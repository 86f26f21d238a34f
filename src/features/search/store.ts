import { proxy } from 'valtio/vanilla';
import { searchHistory as historyConstants } from '@/lib/constants';
import { persisted } from '@/lib/storage';
import { addSearchTerm, parseSearchHistory, removeSearchTerm, type SearchHistory, serializeSearchHistory } from '@/domain';

/** Search's client state: the history of this device (§9, persisted). */
export interface SearchState {
  history: string[];
}

export const searchStore = proxy<SearchState>({ history: [] });

/** Restores the empty state (tests); the stored history is left alone. */
export function reset(): void {
  searchStore.history = [];
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

/** Puts a searched keyword first in the history (at most 10, no duplicates). */
export function rememberSearch(keyword: string): void {
  saveHistory(addSearchTerm(storedHistory.read() ?? searchStore.history, keyword));
}

/** Removes one term from the history. */
export function removeHistoryTerm(term: string): void {
  saveHistory(removeSearchTerm(searchStore.history, term));
}

/** Empties the history. */
export function clearHistory(): void {
  saveHistory([]);
}
