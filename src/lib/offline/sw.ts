// The service worker (vite-plugin-pwa builds it and writes the build's file list into it): the app opens
// without a network from what it precached, on a building site as well as in the office.
import { cacheNames, clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { offlineCaches } from './cacheNames';

interface WorkerScope {
  readonly __WB_MANIFEST: PrecacheEntry[];
  readonly location: Location;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install', listener: (event: { waitUntil(promise: Promise<unknown>): void }) => void): void;
}
const scope = self as unknown as WorkerScope;

// A new build's worker takes over at once; the pages it takes over were told (src/lib/offline/register.ts)
// and load the new build at their next navigation. A page of the build before keeps asking the network for
// its own chunks (the gateway keeps them a day), so no page mixes two builds.
void scope.skipWaiting();
clientsClaim();

// The app shell and every route's code and texts: the whole build, so any screen opens offline.
// (Spelt out as self.__WB_MANIFEST: the build writes the list in at exactly that expression.)
const manifest = (self as unknown as WorkerScope).__WB_MANIFEST;

/**
 * Workbox installs the precache one file at a time (GoogleChrome/workbox#2528): some 650 round trips, over a
 * minute on a phone network. The content-named files (no revision: their cache key is their URL) are fetched
 * ahead, a few at a time, into the same cache; Workbox then finds each already there.
 */
async function fetchAhead(entries: readonly PrecacheEntry[], parallel = 8): Promise<void> {
  const cache = await caches.open(cacheNames.precache);
  const urls = entries.filter((entry) => !entry.revision).map((entry) => new URL(entry.url, scope.location.href).href);
  let next = 0;
  const fetchSome = async () => {
    while (next < urls.length) {
      const url = urls[next++]!;
      if (await cache.match(url)) continue;
      const response = await fetch(url, { credentials: 'same-origin' });
      if (response.ok) await cache.put(url, response);
    }
  };
  await Promise.all(Array.from({ length: parallel }, fetchSome));
}
// A file that failed here is fetched again by Workbox's own pass, which decides the install.
scope.addEventListener('install', (event) => event.waitUntil(fetchAhead(manifest).catch(() => undefined)));

precacheAndRoute(manifest);
cleanupOutdatedCaches();

// Every page of the app is the one index.html, from the precache: a page opens at once, online or not.
// The gateway's own paths and files (a missing chunk must fail, so the app reloads) go to the network.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/(gw|__dev|__provider|__weixin)(\/|$)/, /\.[A-Za-z0-9]+$/],
  }),
);

// The runtime config (the API's address and the signing key, the same for every buyer): the network's,
// or the last one read when there is none, so an offline start shows no configuration error.
registerRoute(({ url }) => url.origin === location.origin && url.pathname === '/app-config.json', new NetworkFirst({ cacheName: offlineCaches.config }));

// The catalogue's pictures seen before show offline too (a buyer's own pictures are data: URLs, never fetched).
registerRoute(
  ({ request, url }) => request.destination === 'image' && url.origin === location.origin,
  new CacheFirst({ cacheName: offlineCaches.pictures, plugins: [new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 7 * 24 * 60 * 60 })] }),
);
