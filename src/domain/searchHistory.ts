import { searchHistory } from '@gen/constants.gen';
import { addRecent } from './recent';

/**
 * Search history (§9): at most 10 terms, no duplicates, newest first, persisted as one comma-separated
 * string (the store writes it under `searchHistory.storageKey`; this module only turns a list into that
 * string and back).
 *
 * Terms may contain the separator. Inside a stored term, "%" is written "%25" and "," is written "%2C"
 * (percent-encoding of exactly these two characters), so the stored string stays a plain
 * comma-separated list, terms without "%" or "," are stored unchanged (histories written by the
 * previous app still load), and parse(serialize(h)) gives back h for every history h.
 */

/** A search history: distinct non-empty trimmed terms, newest first. */
export type SearchHistory = readonly string[];

const SEPARATOR: string = searchHistory.separator;
const ESCAPED_SEPARATOR = `%${SEPARATOR.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`;
const ESCAPED_PERCENT = '%25';

function escapeTerm(term: string): string {
  return term.split('%').join(ESCAPED_PERCENT).split(SEPARATOR).join(ESCAPED_SEPARATOR);
}

// One left-to-right pass, so "%252C" (an escaped "%2C" typed by the buyer) decodes to "%2C", not ",".
function unescapeTerm(stored: string): string {
  return stored.replace(/%([0-9A-F]{2})/gi, (match, hex: string) => {
    const upper = `%${hex.toUpperCase()}`;
    if (upper === ESCAPED_PERCENT) return '%';
    if (upper === ESCAPED_SEPARATOR) return SEPARATOR;
    return match;
  });
}

/** Trims, drops empty terms and duplicates (the first, i.e. newest, copy wins) and keeps at most `max`. */
export function normalizeSearchHistory(terms: readonly string[], max: number = searchHistory.max): SearchHistory {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of terms) {
    const term = raw.trim();
    if (term === '' || seen.has(term)) continue;
    seen.add(term);
    result.push(term);
  }
  return result.slice(0, Math.max(0, max));
}

/** Puts a searched term first (moving it if it was there), keeping at most 10; blank terms are ignored. */
export function addSearchTerm(history: SearchHistory, term: string, max: number = searchHistory.max): SearchHistory {
  const trimmed = term.trim();
  const current = normalizeSearchHistory(history, Number.MAX_SAFE_INTEGER);
  if (trimmed === '') return current.slice(0, Math.max(0, max));
  // The generic recently-used rule (§9, recent.ts) keeps the oldest first; the history shows the newest first.
  return [...addRecent([...current].reverse(), trimmed, { max })].reverse();
}

/** Removes one term (e.g. the buyer deletes it from the history panel). */
export function removeSearchTerm(history: SearchHistory, term: string): SearchHistory {
  const trimmed = term.trim();
  return history.filter((t) => t !== trimmed);
}

/** The stored form: terms joined by ",", with "%" and "," inside a term percent-encoded. */
export function serializeSearchHistory(history: SearchHistory): string {
  return history.map(escapeTerm).join(SEPARATOR);
}

/** Reads the stored form back; null, empty or legacy (unescaped) strings are accepted and normalized. */
export function parseSearchHistory(stored: string | null | undefined, max: number = searchHistory.max): SearchHistory {
  if (stored === null || stored === undefined || stored === '') return [];
  return normalizeSearchHistory(stored.split(SEPARATOR).map(unescapeTerm), max);
}
