import { useSyncExternalStore } from 'react';

/**
 * A selection the buyer has just tapped, shown in the same frame as the tap: the cached answer the query
 * hands out changes a moment later, and a check box must not flip back meanwhile. It is only the
 * selection over the cart answer it was made on (`base`); once the cache holds a newer answer, that shows.
 */
let tapped: { readonly base: unknown; readonly groups: readonly unknown[] } | null = null;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export function showTapped(base: unknown, groups: readonly unknown[]): void {
  tapped = { base, groups };
  for (const listener of listeners) listener();
}

/** The groups to show: the tapped selection while the cache still holds the answer it was made on, else `groups`. */
export function useTapped<G>(base: unknown, groups: G[]): G[] {
  const current = useSyncExternalStore(subscribe, () => tapped);
  return current !== null && base !== undefined && current.base === base ? (current.groups as G[]) : groups;
}
