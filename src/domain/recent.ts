import { recentList } from '@gen/constants.gen';

/**
 * A bounded "recently used" list (§9): at most `max` entries (10 by default), oldest first. Adding an
 * entry that is already there moves it to the end instead of duplicating it, and when the list is full
 * the oldest entries fall off the front.
 */
export interface RecentOptions<T> {
  /** Maximum length; 10 (constants `recentList.max`) by default. */
  readonly max?: number;
  /** Whether two entries are the same one; `Object.is` by default (pass a key comparison for objects). */
  readonly same?: (a: T, b: T) => boolean;
}

/** Returns a new list with `entry` at the end, without an earlier copy of it, trimmed to `max`. */
export function addRecent<T>(list: readonly T[], entry: T, options: RecentOptions<T> = {}): readonly T[] {
  const max = Math.max(0, options.max ?? recentList.max);
  const same = options.same ?? Object.is;
  const next = [...list.filter((existing) => !same(existing, entry)), entry];
  return next.slice(Math.max(0, next.length - max));
}

/** Returns a new list without `entry`. */
export function removeRecent<T>(list: readonly T[], entry: T, options: Pick<RecentOptions<T>, 'same'> = {}): readonly T[] {
  const same = options.same ?? Object.is;
  return list.filter((existing) => !same(existing, entry));
}
