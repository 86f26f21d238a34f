import { nativeBridge } from '@/lib/native';

/**
 * Shows photos full screen from `index`: the app's image viewer inside the app, the web viewer in a
 * browser. A path is made absolute, since the app cannot resolve a path of this site (data: URLs stay).
 */
export function viewPhotos(images: readonly string[], index: number): Promise<void> {
  return nativeBridge().imageTools({ images: images.map((url) => new URL(url, window.location.href).href), index });
}
