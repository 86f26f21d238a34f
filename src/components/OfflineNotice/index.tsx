import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { appUpdate, useOnline } from '@/lib/offline/online';
import { useWaitingWrites } from '@/lib/offline/useWaitingWrites';

// Loaded only when there is something to say (it is precached with the rest of the build); a page opened
// offline without the service worker shows nothing rather than failing.
const OfflineBar = lazy(() => import('./OfflineBar').catch(() => ({ default: () => null })));

/**
 * Over every screen: the strip that says the network is gone (and how old what shows is), how many writes
 * wait to be sent (with their list), or that a new version is ready.
 */
export function OfflineNotice({ queryClient }: { readonly queryClient: QueryClient }) {
  const online = useOnline();
  const { ready } = useSnapshot(appUpdate);
  const waiting = useWaitingWrites();
  if (online && !ready && waiting.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <OfflineBar online={online} updateReady={ready} waiting={waiting} queryClient={queryClient} />
    </Suspense>
  );
}
