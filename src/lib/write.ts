// The one way a screen writes: a mutation that owns the idempotency key, the pending state (a second tap
// while it runs says 请稍候... instead of writing twice), the failure in the buyer's language and the cached
// reads the write changes.
import { type QueryKey, useMutation } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { errorText } from './api';
import { isAuthFailureCode } from './http/envelope';
import { ApiError } from './http/errors';
import { t } from './i18n';
import { idempotencyKey } from './idempotency';
import { writesWait, type QueuedWrite } from './offline/waiting';
import { invalidate, queryClient } from './query';
import type { Persisted } from './storage';
import { showErrorBanner, showToast } from './ui';

/** Tells the buyer to wait: a short toast with 请稍候... */
export function showPleaseWait(): void {
  showToast(t('common.pleaseWait'), 1000);
}

/** Where a write keeps its idempotency key: in memory for the screen's life, or stored to survive a reload. */
export type KeyKeeper = string | { readonly prefix: string; readonly stored: Persisted<string> };

export interface WriteOptions<V, D> {
  /** The call (or call sequence). `key` is the write's idempotency key when `idempotent` is set, else ''. */
  readonly write: (variables: V, key: string) => Promise<D>;
  /**
   * A write that must not happen twice: its key is made at the first try and kept until the gateway
   * answers with success, so a retry after a lost answer sends the same key and gets the first effect.
   */
  readonly idempotent?: KeyKeeper;
  /** The cached reads this write changes: refreshed once it succeeded (every screen showing them updates). */
  readonly invalidates?: readonly QueryKey[] | ((data: D, variables: V) => readonly QueryKey[]);
  readonly onSuccess?: (data: D, variables: V) => unknown;
  /**
   * How a failure reaches the buyer: the error banner (default), a toast, or nothing (the screen shows
   * `error`). `message` words it in the feature's own text, e.g. `(m) => t('address.form.saveFailed', { message: m })`.
   */
  readonly showError?: 'banner' | 'toast' | 'none';
  readonly message?: (text: string, error: unknown) => string;
  readonly onError?: (error: unknown, variables: V) => unknown;
  /**
   * Without a network the write waits on the device instead of failing, as this call (its body with `key`,
   * a key of its own) and this label, and is sent when the network returns; `invalidates` (a list) is
   * refreshed once it landed. Only a write that changes nothing but the gateway's records may wait:
   * none of `onSuccess` runs for it.
   */
  readonly queue?: (variables: V, key: string) => Omit<QueuedWrite, 'invalidates'>;
}

export interface Write<V, D> {
  /** Runs the write; resolves its data, or undefined when it failed (already shown) or another run is under way. */
  readonly run: (variables: V) => Promise<D | undefined>;
  readonly pending: boolean;
  /** The last failure in the buyer's language; null after a success or `reset`. */
  readonly error: string | null;
  readonly reset: () => void;
  /** The last run's write waits for the network (`queue`): it resolved undefined without failing. */
  readonly queued: boolean;
}

// An expired login has its own alert (src/lib/session/expiry.ts): a banner on top would say it twice.
const isExpiredLogin = (error: unknown) => error instanceof ApiError && (isAuthFailureCode(error.code) || isAuthFailureCode(error.status));

function keyOf(keeper: KeyKeeper | undefined, current: { key: string | undefined }): string {
  if (keeper === undefined) return '';
  if (typeof keeper === 'string') return (current.key ??= idempotencyKey(keeper));
  const kept = keeper.stored.read();
  if (kept !== undefined) return kept;
  const made = idempotencyKey(keeper.prefix);
  keeper.stored.write(made);
  return made;
}

function forgetKey(keeper: KeyKeeper | undefined, current: { key: string | undefined }): void {
  current.key = undefined;
  if (keeper !== undefined && typeof keeper !== 'string') keeper.stored.write(undefined);
}

/**
 * A write of a screen.
 * @example
 * const save = useWrite({ write: (body: VehicleInput) => api.vehicle.add(body), invalidates: [callKey('vehicle.list')] });
 * <Button loading={save.pending} onClick={() => void save.run(form)} />
 */
export function useWrite<V = void, D = unknown>(options: WriteOptions<V, D>): Write<V, D> {
  const latest = useRef(options);
  latest.current = options;
  const key = useRef<{ key: string | undefined }>({ key: undefined });
  const running = useRef(false);
  const queued = useRef(false);
  const mutation = useMutation<D, unknown, V>(
    {
      mutationFn: (variables) => latest.current.write(variables, keyOf(latest.current.idempotent, key.current)),
    },
    queryClient,
  );
  const { mutateAsync, reset } = mutation;
  const run = useCallback(
    async (variables: V): Promise<D | undefined> => {
      if (running.current) {
        showPleaseWait();
        return undefined;
      }
      running.current = true;
      queued.current = false;
      const current = latest.current;
      try {
        if (current.queue !== undefined && writesWait()) {
          const changed = typeof current.invalidates === 'function' ? [] : (current.invalidates ?? []);
          const { queueWrite } = await import('./offline/queue');
          await queueWrite({ ...current.queue(variables, idempotencyKey('offline')), invalidates: changed });
          queued.current = true;
          showToast(t('offline.queued'));
          return undefined;
        }
        const data = await mutateAsync(variables);
        forgetKey(current.idempotent, key.current);
        const changed = typeof current.invalidates === 'function' ? current.invalidates(data, variables) : (current.invalidates ?? []);
        void invalidate(...changed);
        await current.onSuccess?.(data, variables);
        return data;
      } catch (error) {
        const text = errorText(error);
        const shown = current.message ? current.message(text, error) : text;
        if (!isExpiredLogin(error)) {
          if ((current.showError ?? 'banner') === 'banner') showErrorBanner(shown);
          else if (current.showError === 'toast') showToast(shown);
        }
        await current.onError?.(error, variables);
        return undefined;
      } finally {
        running.current = false;
      }
    },
    [mutateAsync],
  );
  const error = mutation.error === null ? null : (latest.current.message ?? ((text: string) => text))(errorText(mutation.error), mutation.error);
  return {
    run,
    pending: mutation.isPending,
    error,
    reset,
    get queued() {
      return queued.current;
    },
  };
}
