import { Workbox } from 'workbox-window';
import { logger } from '../log';
import { appUpdate } from './online';

/** What the service worker's registration needs of the router: its navigations. */
export interface NavigationSource {
  subscribe(
    listener: (state: { readonly navigation: { readonly location?: { readonly pathname: string; readonly search: string; readonly hash: string } } }) => void,
  ): () => void;
}

/**
 * Registers the service worker (src/lib/offline/sw.ts). When a new build's worker takes over this page (it
 * does so at once), the buyer is told, and the next navigation is a full page load of the new build instead
 * of this build's next screen: a page never runs code of two builds.
 */
export function registerServiceWorker(router: NavigationSource): void {
  if (!('serviceWorker' in navigator)) return;
  const worker = new Workbox('/sw.js');
  worker.addEventListener('controlling', (event) => {
    if (event.isUpdate) appUpdate.ready = true;
  });
  router.subscribe((state) => {
    const next = state.navigation.location;
    if (appUpdate.ready && next !== undefined) window.location.assign(`${next.pathname}${next.search}${next.hash}`);
  });
  worker.register().catch((error: unknown) => logger().warn('service worker not registered', error));
}
