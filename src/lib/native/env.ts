import { cookies } from '../constants';
import { cookieJar } from '../cookies';
import { loginHref } from '../href';
import type { BrowserEnv, GeoPosition } from './types';

function currentPath(): string {
  return `${window.location.pathname}${window.location.search}`;
}

function pickFiles(options: { accept: string; multiple: boolean }): Promise<File[]> {
  return new Promise((resolve) => {
    const input = document.createElement('input');
    input.type = 'file';
    input.accept = options.accept;
    input.multiple = options.multiple;
    input.style.display = 'none';
    input.addEventListener('change', () => {
      resolve(Array.from(input.files ?? []));
      input.remove();
    });
    // Browsers that support it tell us when the picker closes without a choice.
    input.addEventListener('cancel', () => {
      resolve([]);
      input.remove();
    });
    document.body.append(input);
    input.click();
  });
}

function position(): Promise<GeoPosition> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) {
      reject(new Error('geolocation is not available'));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (found) => resolve({ latitude: found.coords.latitude, longitude: found.coords.longitude, accuracy: found.coords.accuracy }),
      (error) => reject(new Error(error.message || 'position unavailable')),
      { enableHighAccuracy: true, timeout: 10_000, maximumAge: 60_000 },
    );
  });
}

// The viewer (and its gesture library) loads when a buyer first opens a picture.
function viewImages(images: readonly string[], index: number): void {
  void import('antd-mobile/es/components/image-viewer').then(({ default: ImageViewer }) =>
    ImageViewer.Multi.show({ images: [...images], defaultIndex: index }),
  );
}

/**
 * The browser side of every bridge call, built on `window`. Until the shell replaces `navigate`,
 * `webLogin` and `webLogout` with router-aware versions, they load the page outright.
 */
export function browserEnv(): BrowserEnv {
  return {
    navigate: (to, options) => (options?.replace ? window.location.replace(to) : window.location.assign(to)),
    back: () => window.history.back(),
    openUrl: (url) => window.location.assign(url),
    openWindow: (url) => void window.open(url, '_blank', 'noopener'),
    currentPath,
    readToken: () => cookieJar().get(cookies.token) ?? '',
    pickFiles,
    position,
    viewImages,
    webLogin: () => window.location.assign(loginHref(currentPath())),
    webLogout: () => window.location.replace(loginHref(currentPath())),
  };
}
