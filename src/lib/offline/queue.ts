// Writes made without a network: each waits on the device as a paused mutation (./waiting: the call, its body
// with its idempotency key, and how the buyer sees it), kept with the buyer's answers (./persist) and sent
// when the network returns or at the next start, one after another in the order they were made. Loaded when
// a write is made offline, or with ./persist before any is restored.
import { api, errorText, mayRetry, NetworkError, type Api } from '../api';
import { t } from '../i18n';
import { invalidate, queryClient } from '../query';
import { showErrorBanner, showToast } from '../ui';
import { QUEUED, saveWaitingNow, type QueuedWrite } from './waiting';

function send(write: QueuedWrite): Promise<unknown> {
  const [area, name] = write.call.split('.') as [keyof Api, string];
  const call = (api[area] as unknown as Record<string, (body: unknown) => Promise<unknown>>)[name]!;
  return call(write.body);
}

// Registered before any waiting write is made or restored: a restored one takes its function from here.
queryClient.setMutationDefaults(QUEUED, {
  mutationFn: (write: QueuedWrite) => send(write),
  networkMode: 'online',
  // One at a time, in the order made: a quantity change after its add, the order after its cart.
  scope: { id: 'queued' },
  // A lost connection (the browser still saying it is online) keeps it waiting, tried again ever more slowly
  // (its key makes a second landing the first); a server fault three times; a refusal never.
  retry: (failures, error) => error instanceof NetworkError || (mayRetry(error) && failures < 3),
  onSuccess: async (_data, write: QueuedWrite) => {
    // It stays in the list until what it changed is read again: the screen never shows the old value between.
    await invalidate(...write.invalidates);
    showToast(t('offline.sent', { label: write.label }));
  },
  onError: async (error, write: QueuedWrite) => {
    showErrorBanner(t('offline.refused', { label: write.label, message: errorText(error) }));
    await invalidate(...write.invalidates);
  },
});

/** Keeps `write` on the device until the network returns; resolves once it is kept. */
export function queueWrite(write: QueuedWrite): Promise<void> {
  const mutation = queryClient.getMutationCache().build(queryClient, { mutationKey: QUEUED });
  // Its outcome is the defaults' (a toast, or the refusal shown); the list shows it meanwhile.
  void mutation.execute(write).catch(() => undefined);
  return new Promise((resolve) => {
    const unsubscribe = queryClient.getMutationCache().subscribe(() => {
      if (!mutation.state.isPaused && mutation.state.status === 'pending') return;
      unsubscribe();
      void saveWaitingNow().then(resolve);
    });
  });
}
