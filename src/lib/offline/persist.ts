// The query cache kept on the device, per buyer: what a buyer has seen opens again without a network, and
// writes made offline wait here for it. Loaded on its own (src/lib/offline/index.ts), never in the first load.
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import { persistQueryClientRestore, persistQueryClientSubscribe, type PersistedClient, type Persister } from '@tanstack/query-persist-client-core';
import { dehydrate, type Mutation, type Query, type QueryKey } from '@tanstack/react-query';
import { openDB } from 'idb';
import { app, offline } from '../constants';
import { logger } from '../log';
import { queryClient } from '../query';
import { offlineCaches } from './cacheNames';
// The waiting writes' functions are registered before any is restored.
import './queue';
import { onWaitingChanged, QUEUED } from './waiting';

const DATABASE = 'buyerapp-offline';
const STORE = 'buyers';
/** Older answers are not worth showing as the buyer's cart or orders. */
export const MAX_AGE_MS = offline.keptDays * 24 * 60 * 60 * 1000;
/** Answers kept by another version of the app may have another shape: they are dropped. */
const BUSTER = app.clientVersion;

/** Whether a read's answer is kept on the device. */
export function keptOffline(queryKey: QueryKey): boolean {
  const [area, call] = queryKey;
  const kept: readonly string[] | undefined = typeof area === 'string' ? (offline.keptReads as Record<string, readonly string[]>)[area] : undefined;
  return kept !== undefined && typeof call === 'string' && (kept.includes('*') || kept.includes(call));
}

let opened: ReturnType<typeof openDB> | undefined;
const database = () =>
  (opened ??= openDB(DATABASE, 1, {
    upgrade(db) {
      db.createObjectStore(STORE);
    },
  }));

/** A buyer's entry: the member id, never a token. */
const entryOf = (buyer: string) => `buyer:${buyer}`;

// A kept answer whose refresh failed (offline, every refresh does) is still the last answer: it stays kept,
// as the answer it is, not as the failure.
const dehydrateOptions = {
  shouldDehydrateQuery: (query: Query) => query.state.data !== undefined && keptOffline(query.queryKey),
  // A waiting write between two tries is kept too, not only while paused.
  shouldDehydrateMutation: (mutation: Mutation) => mutation.state.status === 'pending' && mutation.options.mutationKey?.[0] === QUEUED[0],
};

/**
 * What is written to the device: the kept answers (a failed refresh's error left out) and the waiting writes,
 * each kept as paused (the next start sends the paused ones).
 */
function serialize(client: PersistedClient): string {
  const queries = client.clientState.queries.map((query) =>
    query.state.status === 'error'
      ? { ...query, state: { ...query.state, status: 'success' as const, error: null, fetchFailureCount: 0, fetchFailureReason: null } }
      : query,
  );
  const mutations = client.clientState.mutations.map((mutation) => ({ ...mutation, state: { ...mutation.state, isPaused: true } }));
  return JSON.stringify({ ...client, clientState: { ...client.clientState, queries, mutations } });
}

/**
 * A buyer's persister (it saves at most once a second) and a save at once (what a page read before its kept
 * answers were back). Once closed neither writes: a save put off would undo a logout's deletion.
 */
function persistersFor(buyer: string): { readonly persister: Persister; readonly saveNow: () => Promise<void>; close(): void } {
  let open = true;
  const key = entryOf(buyer);
  const write = async (value: string) => {
    if (open) await (await database()).put(STORE, value, key);
  };
  const persister = createAsyncStoragePersister({
    key,
    throttleTime: 1000,
    serialize,
    storage: {
      getItem: async (name) => (await database()).get(STORE, name) as Promise<string | undefined>,
      setItem: (_name, value) => write(value),
      removeItem: async (name) => void (await (await database()).delete(STORE, name)),
    },
  });
  const saveNow = () => write(serialize({ buster: BUSTER, timestamp: Date.now(), clientState: dehydrate(queryClient, dehydrateOptions) }));
  return {
    persister,
    saveNow,
    close: () => {
      open = false;
    },
  };
}

interface Kept {
  readonly buyer: string;
  readonly saveNow: () => Promise<void>;
  readonly restored: Promise<void>;
  readonly saving: boolean;
  stop(): void;
}
let kept: Kept | undefined;

/** Drops every entry but `buyer`'s: one buyer uses the device at a time, so another's is from a login that ended. */
async function dropOthers(buyer: string): Promise<void> {
  const db = await database();
  for (const key of await db.getAllKeys(STORE)) if (key !== entryOf(buyer)) await db.delete(STORE, key);
}

/**
 * Keeps `buyer`'s answers and waiting writes on the device: restores what was kept (answers newer than
 * those in memory win), then saves every change. Another buyer's are deleted first. Resolves once restored.
 */
export function keep(buyer: string): Promise<void> {
  if (kept !== undefined && kept.buyer === buyer) return kept.restored;
  stop();
  const { persister, saveNow: save, close } = persistersFor(buyer);
  let unsubscribe: (() => void) | undefined;
  let stopped = false;
  // Nothing is saved before what was kept is back: a save then would write over it with less.
  let saving = false;
  const restored = dropOthers(buyer)
    .then(() => persistQueryClientRestore({ queryClient, persister, maxAge: MAX_AGE_MS, buster: BUSTER }))
    .catch((error: unknown) => logger().warn('offline answers not restored', error))
    .then(() => {
      if (stopped) return;
      saving = true;
      unsubscribe = persistQueryClientSubscribe({ queryClient, persister, buster: BUSTER, dehydrateOptions });
      // What this page read before the kept answers were back.
      void saveNow();
      void queryClient.resumePausedMutations();
    });
  kept = {
    buyer,
    saveNow: save,
    restored,
    get saving() {
      return saving;
    },
    stop: () => {
      stopped = true;
      unsubscribe?.();
      close();
    },
  };
  return restored;
}

/** Saves at once, not after the throttled persister's pause; nothing before the kept answers are back. */
export function saveNow(): Promise<void> {
  if (kept === undefined || !kept.saving) return Promise.resolve();
  return kept.saveNow().catch((error: unknown) => logger().warn('offline answers not saved', error));
}

onWaitingChanged(saveNow);

/** Stops saving (what is kept stays): the login ended, and the same buyer may log in again to send what waits. */
export function stop(): void {
  kept?.stop();
  kept = undefined;
}

/** Deletes everything kept on the device for any buyer (a logout, a cancelled account) and the pictures seen. */
export async function forget(): Promise<void> {
  stop();
  try {
    await (await database()).clear(STORE);
    if ('caches' in window) await caches.delete(offlineCaches.pictures);
  } catch (error) {
    logger().warn('offline answers not deleted', error);
  }
}
