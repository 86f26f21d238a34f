import type { QueryClient } from '@tanstack/react-query';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { OfflineNotice } from '@/components/OfflineNotice';
import { registerServiceWorker, type NavigationSource } from '@/lib/offline/register';

/**
 * The rest of building-site mode, once the page has loaded: the service worker (a build only: the dev
 * server has none) and the strip over every screen that says the network is gone or a new version is ready
 * (a root of its own above the app's, so the first load carries neither).
 */
export function startOfflineMode(router: NavigationSource, queryClient: QueryClient): void {
  const start = () => {
    if (import.meta.env.PROD) registerServiceWorker(router);
    const container = document.createElement('div');
    document.body.prepend(container);
    createRoot(container).render(createElement(OfflineNotice, { queryClient }));
  };
  // The first screen's own work first: its code, data and pictures.
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
