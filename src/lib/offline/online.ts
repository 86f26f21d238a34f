import { useSyncExternalStore } from 'react';
import { proxy } from 'valtio/vanilla';

const subscribeOnline = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

/** Whether the browser has a network, re-rendering when it changes. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, () => navigator.onLine);
}

/** A new build's service worker has taken over: the next navigation loads the new build. */
export const appUpdate = proxy({ ready: false });
