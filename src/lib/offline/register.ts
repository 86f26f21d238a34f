import { logger } from '../log';
import { appUpdate } from './online';

/** What the service worker's registration needs of the router: its navigations. */
export interface NavigationSource {
  subscribe(
    listener: (state: { readonly navigation: { readonly location?: { readonly pathname: string; readonly search: string; readonly hash: string } } }) => void,
  ): () => void;
}

/**
 * Registers the service worker (src/lib/offline/sw.ts). When a new build's worker takes over a page that
 * already had one (a new worker takes over at once), the buyer is told, and the next navigation is a full
 * page load of the new build instead of this build's next screen: a page never runs code of two builds.
 * The first worker taking over a page is no update: the page is of its build.
 */
export function registerServiceWorker(router: NavigationSource): void {
  if (!('serviceWorker' in navigator)) return;
  let controlled = navigator.serviceWorker.controller !== null;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (controlled) appUpdate.ready = true;
    controlled = true;
  });
  router.subscribe((state) => {
    const next = state.navigation.location;
    if (appUpdate.ready && next !== undefined) window.location.assign(`${next.pathname}${next.search}${next.hash}`);
  });
  navigator.serviceWorker.register('/sw.js').catch((error: unknown) => logger().warn('service worker not registered', error));
}
