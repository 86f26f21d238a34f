import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { appUpdate, useOnline } from '@/lib/offline/online';

// Loaded only when there is something to say (it is precached with the rest of the build); a page opened
// offline without the service worker shows nothing rather than failing.
const OfflineBar = lazy(() => import('./OfflineBar').catch(() => ({ default: () => null })));

/** Over every screen: the strip that says the network is gone (and how old what shows is), or that a new version is ready. */
export function OfflineNotice({ queryClient }: { readonly queryClient: QueryClient }) {
  const online = useOnline();
  const { ready } = useSnapshot(appUpdate);
  if (online && !ready) return null;
  return (
    <Suspense fallback={null}>
      <OfflineBar online={online} queryClient={queryClient} />
    </Suspense>
  );
}
