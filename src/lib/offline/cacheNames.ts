/** The service worker's runtime caches besides its precache (the page clears them on a buyer's logout). */
export const offlineCaches = {
  config: 'app-config',
  pictures: 'pictures',
} as const;
