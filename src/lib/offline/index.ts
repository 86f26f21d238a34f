// Building-site mode, as the first load sees it: the buyer's answers kept on the device (./persist) and the
// rest of the mode (the service worker, the offline strip: src/app/offlineMode.ts) load on their own.
import type * as PersistModule from './persist';

let persist: typeof PersistModule | undefined;
let loading: Promise<typeof PersistModule> | undefined;
const withPersist = (use: (module: typeof PersistModule) => Promise<void>): Promise<void> =>
  (loading ??= import('./persist').then((module) => (persist = module))).then(use, () => undefined);

/**
 * Keeps the buyer's answers and waiting writes on the device: restores what was kept for them (deleting
 * another buyer's), then saves every change. Resolves once restored; never rejects (without it the app
 * works online as before).
 */
export function keepBuyerData(buyer: string): Promise<void> {
  return withPersist((module) => module.keep(buyer));
}

/** Stops saving before the answers in memory are dropped (what is kept stays, for the same buyer's next login). */
export function stopKeepingBuyerData(): void {
  persist?.stop();
}

/** Deletes what the device keeps for the buyer (a logout, a cancelled account). Never rejects. */
export function forgetBuyerData(): Promise<void> {
  return withPersist((module) => module.forget());
}
