import { scaledJpeg } from '@/lib/image';
import { nativeBridge } from '@/lib/native';

/** Longest side of a review photo as sent: enough to see the goods, small enough for nine in one request. */
const PHOTO_MAX_SIDE = 1024;
/** Longest data: URL per photo (the gateway takes up to 110,000 characters; nine stay under its 1 MB request). */
const PHOTO_MAX_CHARS = 100_000;

/**
 * Lets the buyer pick up to `room` photos — the app's picker inside the app (pickImage), a file input in a
 * browser — each scaled down to a JPEG data: URL (there is no upload call; the avatar's way). A photo the
 * app answers as a URL (already uploaded) is taken as it is. Throws ImageUnreadableError.
 */
export async function pickPhotos(room: number): Promise<string[]> {
  if (room <= 0) return [];
  const picked = await nativeBridge().pickImage({ count: room });
  return Promise.all(
    picked
      .slice(0, room)
      .map(({ dataUrl }) => (dataUrl.startsWith('data:') ? scaledJpeg(dataUrl, { maxSide: PHOTO_MAX_SIDE, maxChars: PHOTO_MAX_CHARS }) : dataUrl)),
  );
}

/**
 * Shows photos full screen from `index`: the app's image viewer inside the app, the web viewer in a
 * browser. A path is made absolute, since the app cannot resolve a path of this site (data: URLs stay).
 */
export function viewPhotos(images: readonly string[], index: number): Promise<void> {
  return nativeBridge().imageTools({ images: images.map((url) => new URL(url, window.location.href).href), index });
}
