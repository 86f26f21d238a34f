import { scaledJpeg } from '@/lib/image';

/** Longest side of a document photo as sent: sharp enough to read a licence, small enough to send. */
const MAX_SIDE = 1280;
/** Longest data: URL sent per picture (the gateway takes up to 400,000 characters, a request up to 1 MB with two). */
export const MAX_DATA_URL = 300_000;

/**
 * A picked picture ready to send with the application: an image URL the app gave stays as it is; a
 * photo (a data: URL) is scaled down to at most 1280 px as a JPEG of at most MAX_DATA_URL characters.
 */
export async function shrinkImage(dataUrl: string): Promise<string> {
  return dataUrl.startsWith('data:') ? scaledJpeg(dataUrl, { maxSide: MAX_SIDE, maxChars: MAX_DATA_URL }) : dataUrl;
}
