// What the screens need of the writes made without a network (./queue keeps and sends them, and loads
// only when one is made or restored): whether a write now waits, the list of those waiting, and a cancel.
import { onlineManager, type Mutation, type QueryKey } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import type { CallBody } from '../api';
import { queryClient } from '../query';

/** The writes that may wait for the network: the cart's and the order's. Payment never waits. */
export type QueuedCall = 'cart.add' | 'cart.updateQuantity' | 'cart.remove' | 'order.submit' | 'order.newContractSub';

/** A waiting write, as it is kept on the device. */
export interface QueuedWrite<C extends QueuedCall = QueuedCall> {
  readonly call: C;
  /** The call's body, its idempotency key included: sent twice (an answer lost), it takes effect once. */
  readonly body: CallBody<C>;
  /** What the buyer sees in the list of waiting writes, in the language of the moment it was made. */
  readonly label: string;
  /** The cached reads it changes, refreshed once it landed. */
  readonly invalidates: readonly QueryKey[];
}

/** The mutation key of every waiting write. */
export const QUEUED = ['queued'] as const;

// The browser's word at start: a page opened offline queues its writes from the first tap.
if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);

/** Whether a write made now waits for the network (the browser says it is offline). */
export function writesWait(): boolean {
  return !onlineManager.isOnline();
}

/** The same, re-rendering when it changes. */
export function useWritesWait(): boolean {
  return useSyncExternalStore((onChange) => onlineManager.subscribe(onChange), writesWait);
}

let saveWaiting: () => Promise<void> = () => Promise.resolve();
/** How the list of waiting writes is saved at once (./persist, once loaded): a reload right after a change must find it. */
export function onWaitingChanged(save: () => Promise<void>): void {
  saveWaiting = save;
}
/** Saves the list of waiting writes now; resolves once it is on the device. */
export const saveWaitingNow = () => saveWaiting();

/** A waiting write as the list shows it. */
export interface WaitingWrite {
  readonly id: number;
  readonly call: QueuedCall;
  readonly label: string;
  readonly body: unknown;
}

const isQueued = (mutation: Pick<Mutation, 'options'>) => mutation.options.mutationKey?.[0] === QUEUED[0];

export const asWaiting = (mutation: Pick<Mutation, 'mutationId' | 'state'>): WaitingWrite => {
  const write = mutation.state.variables as QueuedWrite;
  return { id: mutation.mutationId, call: write.call, label: write.label, body: write.body };
};

/** The writes waiting for the network (or being sent), oldest first, read once (a tap checks them; screens: ./useWaitingWrites). */
export function waitingWrites(): readonly WaitingWrite[] {
  return queryClient.getMutationCache().findAll({ mutationKey: QUEUED, status: 'pending' }).map(asWaiting);
}

/** Drops a waiting write: it is never sent, and what it showed goes back to the last answer. */
export function cancelWaitingWrite(id: number): void {
  const cache = queryClient.getMutationCache();
  const mutation = cache.getAll().find((m) => m.mutationId === id && isQueued(m));
  if (mutation === undefined || !mutation.state.isPaused) return;
  cache.remove(mutation);
  void saveWaiting();
}
