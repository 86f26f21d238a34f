import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { appUpdate, useOnline } from '@/lib/offline/online';
import { useWaitingWrites } from '@/lib/offline/useWaitingWrites';

// Fetched once the page has loaded, before it has anything to say: the network may be gone when it does
// (the service worker also has it precached). Should it fail, the strip shows nothing rather than failing.
const loadBar = () => import('./OfflineBar');
const OfflineBar = lazy(() => loadBar().catch(() => ({ default: () => null })));

/**
 * Over every screen: the strip that says the network is gone (and how old what shows is), how many writes
 * wait to be sent (with their list), or that a new version is ready.
 */
export function OfflineNotice({ queryClient }: { readonly queryClient: QueryClient }) {
  const online = useOnline();
  const { ready } = useSnapshot(appUpdate);
  const waiting = useWaitingWrites();
  useEffect(() => void loadBar().catch(() => undefined), []);
  if (online && !ready && waiting.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <OfflineBar online={online} updateReady={ready} waiting={waiting} queryClient={queryClient} />
    </Suspense>
  );
}
